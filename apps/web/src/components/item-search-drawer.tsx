import {
  Button,
  Group,
  Loader,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ItemKind, ItemSearchRow } from '@selvedge/contracts';
import { type KeyboardEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayItemCode, useItemSearch } from '../lib/items';
import { useIsPhone } from '../lib/use-is-phone';
import { unitName } from './cells';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { FavouriteStar } from './favourite-star';
import { IconMoodEmpty, IconSearch, IconSearchOff, IconShoppingCartPlus } from './icons';
import { SidePanel } from './side-panel';

interface ItemSearchDrawerProps {
  opened: boolean;
  /** The code the user typed in the item modal: the search starts with it. */
  initialCode: string;
  onClose: () => void;
  /** The chosen item's real code (a sample's with its S), for the item modal to fill in and look up. */
  onChoose: (code: string) => void;
  /** Samples on the sample order: only sample cuts and books are listed, their codes without the S. */
  kind?: ItemKind;
  /** What choosing does, on the button: "Add to order" on the order screens (the default). */
  actionLabel?: string;
}

/** Searching while typing waits this long after the last key, so each word is not a request. */
const SEARCH_DELAY_MS = 250;

interface SearchTerms {
  code: string;
  name: string;
}

/**
 * The item search slide-in (ordering §2), of the order screens and the stock check: product code and
 * item name, the results with their unit, one row chosen, then the action (Add to order). Excluded
 * product groups are never offered (the API leaves them out, D34).
 */
export function ItemSearchDrawer({
  opened,
  initialCode,
  onClose,
  onChoose,
  kind = 'regular',
  actionLabel,
}: ItemSearchDrawerProps) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const [terms, setTerms] = useState<SearchTerms>({ code: initialCode, name: '' });
  const [debounced] = useDebouncedValue(terms, SEARCH_DELAY_MS);
  /** Enter searches at once, without waiting for the delay. */
  const [immediate, setImmediate] = useState<SearchTerms | null>(null);
  const applied = immediate ?? debounced;
  // Only while the panel is open: a closed panel does not search again on window focus.
  const search = useItemSearch(applied.code, applied.name, opened, kind);
  const [selectedCode, setSelectedCode] = useState<string | null>(null);

  // Each opening starts from the code in the item modal.
  useEffect(() => {
    if (!opened) return;
    const start = { code: initialCode, name: '' };
    setTerms(start);
    setImmediate(start);
    setSelectedCode(null);
  }, [opened, initialCode]);

  const change = (next: SearchTerms) => {
    setTerms(next);
    setImmediate(null);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter searches now; it never submits anything (ordering §2).
    if (event.key === 'Enter') {
      event.preventDefault();
      setImmediate({ ...terms });
    }
  };

  const hasTerms = applied.code.trim() !== '' || applied.name.trim() !== '';
  const items = hasTerms ? (search.data?.items ?? []) : [];
  const total = hasTerms ? (search.data?.total ?? 0) : 0;
  const isSelectionShown = selectedCode !== null && items.some((item) => item.code === selectedCode);

  let results: ReactNode;
  if (!hasTerms) {
    results = (
      <EmptyState
        compact
        icon={<IconMoodEmpty size={22} stroke={1.6} />}
        title={t('itemSearch.noRecords')}
        description={t('itemSearch.hint')}
      />
    );
  } else if (search.isPending) {
    results = (
      <Stack gap={6} role="status" aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} height={32} />
        ))}
      </Stack>
    );
  } else if (search.isError) {
    results = <ErrorState error={search.error} onRetry={() => void search.refetch()} />;
  } else if (items.length === 0) {
    results = (
      <EmptyState
        compact
        icon={<IconSearchOff size={22} stroke={1.6} />}
        title={t('itemSearch.nothingFound')}
      />
    );
  } else {
    results = (
      <Radio.Group
        value={isSelectionShown ? selectedCode : null}
        onChange={setSelectedCode}
        name="item-search-result"
        label={<span className="visually-hidden">{t('itemSearch.results')}</span>}
      >
        <Table.ScrollContainer minWidth={isPhone ? 0 : 420} type="native">
          <Table
            highlightOnHover
            verticalSpacing={8}
            fz="sm"
            aria-label={t('itemSearch.results')}
            aria-busy={search.isPlaceholderData || undefined}
            // Relative: the visually hidden header text stays inside the scrolling table.
            style={{ position: 'relative', opacity: search.isPlaceholderData ? 0.6 : 1 }}
          >
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th w={36}>
                  <span className="visually-hidden">{t('itemSearch.choose')}</span>
                </Table.Th>
                <Table.Th>{t('itemSearch.itemCode')}</Table.Th>
                <Table.Th>{t('itemSearch.itemName')}</Table.Th>
                <Table.Th>{t('itemSearch.unit')}</Table.Th>
                {kind === 'regular' ? (
                  <Table.Th w={44}>
                    <VisuallyHidden>{t('savedLists.star.column')}</VisuallyHidden>
                  </Table.Th>
                ) : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <ResultRow
                  key={item.code}
                  item={item}
                  shownCode={displayItemCode(kind, item.code)}
                  isSelected={item.code === selectedCode}
                  onSelect={() => setSelectedCode(item.code)}
                  onChoose={() => onChoose(item.code)}
                  hasStar={kind === 'regular'}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Radio.Group>
    );
  }

  return (
    <SidePanel opened={opened} onClose={onClose} title={t('itemSearch.title')} size="lg">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('itemSearch.itemCode')}
            value={terms.code}
            onChange={(event) => change({ ...terms, code: event.currentTarget.value })}
            onKeyDown={onInputKeyDown}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={search.isFetching && hasTerms ? <Loader size={14} /> : null}
            maxLength={50}
            enterKeyHint="search"
            autoComplete="off"
            data-autofocus
          />
          <TextInput
            label={t('itemSearch.itemName')}
            value={terms.name}
            onChange={(event) => change({ ...terms, name: event.currentTarget.value })}
            onKeyDown={onInputKeyDown}
            maxLength={100}
            enterKeyHint="search"
            autoComplete="off"
          />
        </SimpleGrid>
        {results}
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed" aria-live="polite">
            {items.length > 0 ? t('itemSearch.shown', { shown: items.length }) : ''}
            {total > items.length ? ` ${t('itemSearch.filtered', { total })}` : ''}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button
              leftSection={<IconShoppingCartPlus size={16} />}
              disabled={!isSelectionShown}
              onClick={() => selectedCode && onChoose(selectedCode)}
            >
              {actionLabel ?? t('itemSearch.add')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </SidePanel>
  );
}

interface ResultRowProps {
  item: ItemSearchRow;
  /** The code as this screen shows it (a sample's without its S). */
  shownCode: string;
  isSelected: boolean;
  onSelect: () => void;
  /** A double click, or Enter on a chosen row: the same as Add to order. */
  onChoose: () => void;
  /** The favourites star (regular items only: a sample goes on no list). */
  hasStar: boolean;
}

function ResultRow({ item, shownCode, isSelected, onSelect, onChoose, hasStar }: ResultRowProps) {
  const { t } = useTranslation();
  return (
    <Table.Tr
      onClick={onSelect}
      onDoubleClick={onChoose}
      style={{ cursor: 'pointer' }}
      bg={isSelected ? 'var(--mantine-primary-color-light)' : undefined}
    >
      <Table.Td>
        <Radio
          value={item.code}
          aria-label={t('itemSearch.select', { code: shownCode, name: item.name })}
          onKeyDown={(event) => {
            // Space chooses the row (the radio's own key); Enter too, and Enter on a chosen row adds it.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            if (isSelected) onChoose();
            else onSelect();
          }}
        />
      </Table.Td>
      <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
        {shownCode}
      </Table.Td>
      <Table.Td>{item.name}</Table.Td>
      <Table.Td>{unitName(item.salesUnit)}</Table.Td>
      {hasStar ? (
        <Table.Td>
          <FavouriteStar itemCode={item.code} itemName={item.name} />
        </Table.Td>
      ) : null}
    </Table.Tr>
  );
}
