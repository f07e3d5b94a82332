import {
  Badge,
  Box,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { ReturnableLine } from '@selvedge/contracts';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatQuantity, ItemCell, OrDash, unitName } from '../../../components/cells';
import { EmptyState } from '../../../components/empty-state';
import { IconMoodEmpty, IconPlus, IconSearchOff } from '../../../components/icons';
import { ListPagination, ListRange } from '../../../components/list-pagination';
import { ListSearch } from '../../../components/list-search';
import { QueryErrorState } from '../../../components/query-error-state';
import { blockEnter } from '../../../lib/block-enter';
import { parseDecimalInput } from '../../../lib/decimal-input';
import { formatAmount, formatDate, formatNumber } from '../../../lib/format';
import { pageCount } from '../../../lib/list-params';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useReturnableLines } from '../api/return-requests';
import {
  capQuantity,
  isDecimalTyping,
  isSelectable,
  lineKeyOf,
  maxReturnable,
  type NumberValue,
  quantityText,
} from '../lib/return-form';
import { useBottomBar } from '../lib/use-bottom-bar';
import { CapNotice } from './cap-notice';

/** A line checked in the modal, with the quantity to return. */
export interface CheckedLine {
  line: ReturnableLine;
  quantity: NumberValue;
}

interface ReturnableLinesModalProps {
  opened: boolean;
  /** Lines on the page already: shown checked, not offered a second time. */
  chosenKeys: ReadonlySet<string>;
  showPrice: boolean;
  onAdd: (lines: CheckedLine[]) => void;
  onClose: () => void;
  /** The modal has gone: the page puts the focus where the user goes on (the modal does not return it). */
  onClosed: () => void;
}

/**
 * The return-selection modal (ordering §2): the customer's delivered lines, 20 a page with quick
 * search on Enter (D17), with a checkbox and an editable quantity on each. An Open line can be checked;
 * a Send line has nothing left to return. Add takes the checked lines, from every page looked at, to
 * the return. On a phone the modal takes the whole screen and every line is a card.
 */
export function ReturnableLinesModal({
  opened,
  chosenKeys,
  showPrice,
  onAdd,
  onClose,
  onClosed,
}: ReturnableLinesModalProps) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      returnFocus={false}
      onExitTransitionEnd={onClosed}
      title={
        <Title order={2} fz="h3">
          {t('addReturn.modal.title')}
        </Title>
      }
      size="90rem"
      // Within 1rem of the window's sides rather than 5 %: at 1366 px the lines' columns then fit
      // beside each other, the reference and a quantity's cap notice included.
      xOffset="1rem"
      fullScreen={isPhone}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
      padding={isPhone ? 'sm' : 'md'}
    >
      {/* Mounted only while open: each opening shows the lines as they are now, nothing checked. */}
      {opened ? (
        <ModalContent chosenKeys={chosenKeys} showPrice={showPrice} onAdd={onAdd} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

type Checked = Map<string, CheckedLine & { isCapped: boolean }>;

function ModalContent({
  chosenKeys,
  showPrice,
  onAdd,
  onClose,
}: Omit<ReturnableLinesModalProps, 'opened' | 'onClosed'>) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [checked, setChecked] = useState<Checked>(new Map());
  const [problems, setProblems] = useState<Record<string, string>>({});
  const query = useReturnableLines({ page, search }, true);
  const barRef = useRef<HTMLDivElement>(null);
  useBottomBar(barRef);
  const addHintId = useId();
  const data = query.data;
  const pages = data ? pageCount(data.total, data.pageSize) : 1;

  const toggle = (line: ReturnableLine, isOn: boolean) => {
    const key = lineKeyOf(line);
    setChecked((current) => {
      const next = new Map(current);
      // Checked, the whole of what can still be returned is proposed; the customer lowers it.
      if (isOn) next.set(key, { line, quantity: maxReturnable(line), isCapped: false });
      else next.delete(key);
      return next;
    });
    setProblems(({ [key]: _dropped, ...rest }) => rest);
  };

  const changeQuantity = (line: ReturnableLine, typed: NumberValue) => {
    const key = lineKeyOf(line);
    const capped = capQuantity(typed, maxReturnable(line));
    setChecked((current) => {
      const next = new Map(current);
      next.set(key, { line, quantity: capped.value, isCapped: capped.isCapped });
      return next;
    });
    setProblems(({ [key]: _dropped, ...rest }) => rest);
  };

  const add = () => {
    const lines = [...checked.values()];
    const found: Record<string, string> = {};
    for (const entry of lines) {
      const quantity = parseDecimalInput(entry.quantity);
      if (quantity === null || quantity <= 0) found[lineKeyOf(entry.line)] = 'quantity.aboveZero';
    }
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(quantityId(first))?.focus();
      return;
    }
    onAdd(lines.map(({ line, quantity }) => ({ line, quantity })));
  };

  const rowProps = (line: ReturnableLine): RowProps => {
    const key = lineKeyOf(line);
    const entry = checked.get(key);
    return {
      line,
      showPrice,
      isOnReturn: chosenKeys.has(key),
      entry: entry ?? null,
      problem: problems[key] ?? null,
      onToggle: (isOn) => toggle(line, isOn),
      onQuantity: (value) => changeQuantity(line, value),
    };
  };

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Stack gap="xs" p="md" role="status" aria-busy="true" aria-label={t('common.loading')}>
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Skeleton key={index} height={isPhone ? 120 : 36} radius="sm" />
        ))}
      </Stack>
    );
  } else if (query.isError) {
    body = <QueryErrorState query={query} />;
  } else if (query.data.rows.length === 0) {
    body = search ? (
      <EmptyState
        icon={<IconSearchOff size={28} stroke={1.6} />}
        title={t('list.nothingFound')}
        description={t('list.nothingFoundText', { search })}
      />
    ) : (
      <EmptyState
        icon={<IconMoodEmpty size={28} stroke={1.6} />}
        title={t('addReturn.modal.empty')}
        description={t('addReturn.modal.emptyText')}
      />
    );
  } else if (isPhone) {
    body = (
      <Stack
        component="ul"
        gap="sm"
        p="sm"
        m={0}
        aria-label={t('addReturn.modal.title')}
        aria-busy={query.isPlaceholderData || undefined}
        style={{ listStyle: 'none', opacity: query.isPlaceholderData ? 0.55 : 1 }}
      >
        {query.data.rows.map((line) => (
          <LineCard key={lineKeyOf(line)} {...rowProps(line)} />
        ))}
      </Stack>
    );
  } else {
    body = (
      <Table.ScrollContainer minWidth={showPrice ? 1000 : 920} type="native">
        <Table
          className="selvedge-table"
          aria-label={t('addReturn.modal.title')}
          aria-busy={query.isPlaceholderData || undefined}
          highlightOnHover
          verticalSpacing={8}
          horizontalSpacing="xs"
          fz="sm"
          style={{ opacity: query.isPlaceholderData ? 0.55 : 1, transition: 'opacity 150ms' }}
        >
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th w={44}>
                <span className="visually-hidden">{t('addReturn.modal.columns.choose')}</span>
              </Table.Th>
              <Table.Th>{t('columns.itemCode')}</Table.Th>
              <Table.Th ta="right">{t('columns.quantity')}</Table.Th>
              {showPrice ? <Table.Th ta="right">{t('columns.price')}</Table.Th> : null}
              <Table.Th>{t('columns.deliveryNumber')}</Table.Th>
              <Table.Th>{t('addReturn.modal.columns.deliveryDate')}</Table.Th>
              <Table.Th ta="right">{t('columns.openQuantity')}</Table.Th>
              <Table.Th>{t('addReturn.modal.columns.returnQuantity')}</Table.Th>
              <Table.Th>{t('columns.status')}</Table.Th>
              <Table.Th>{t('addReturn.modal.columns.batchNumbers')}</Table.Th>
              <Table.Th>{t('addReturn.modal.columns.reference')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.rows.map((line) => (
              <LineRow key={lineKeyOf(line)} {...rowProps(line)} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  const count = checked.size;
  return (
    <Stack gap="sm" onKeyDown={blockEnter}>
      <Text size="sm" c="dimmed">
        {t('addReturn.modal.description')}
      </Text>
      <Paper withBorder radius="md">
        <Group
          p={isPhone ? 'sm' : 'md'}
          justify="space-between"
          gap="sm"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
        >
          <ListSearch
            value={search}
            onSearch={(next) => {
              setSearch(next.trim());
              setPage(1);
            }}
          />
          <ListRange data={data} />
        </Group>
        {body}
        {data && pages > 1 ? (
          <Group
            justify="center"
            p="sm"
            style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
            component="nav"
            aria-label={t('list.pagination')}
          >
            <ListPagination pages={pages} page={page} onChange={setPage} />
          </Group>
        ) : null}
      </Paper>

      {/* In view at the bottom however long the list: what is checked, and the way out. */}
      <Group
        ref={barRef}
        justify="space-between"
        gap="sm"
        py="sm"
        style={{
          position: 'sticky',
          bottom: 0,
          zIndex: 2,
          background: 'var(--mantine-color-body)',
          borderTop: '1px solid var(--mantine-color-gray-2)',
        }}
      >
        <Text size="sm" c={count > 0 ? undefined : 'dimmed'} id={addHintId} aria-live="polite">
          {count > 0 ? t('addReturn.modal.checked', { count }) : t('addReturn.modal.addNeedsLine')}
        </Text>
        <Group gap="sm" justify="flex-end" style={{ flexGrow: isPhone ? 1 : 0 }}>
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            leftSection={<IconPlus size={18} />}
            disabled={count === 0}
            aria-describedby={addHintId}
            onClick={add}
          >
            {t('addReturn.modal.add')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

/** The id of a line's quantity field, so that a problem can send the focus to it. */
const quantityId = (key: string) => `return-quantity-${key.replace(':', '-')}`;

interface RowProps {
  line: ReturnableLine;
  showPrice: boolean;
  /** On the page's return already. */
  isOnReturn: boolean;
  entry: (CheckedLine & { isCapped: boolean }) | null;
  problem: string | null;
  onToggle: (isOn: boolean) => void;
  onQuantity: (value: NumberValue) => void;
}

/** How the line is named to a screen reader: item, delivery and line. */
function useLineName(line: ReturnableLine): string {
  const { t } = useTranslation();
  return t('addReturn.lineName', {
    code: line.itemCode,
    number: line.deliveryNumber,
    line: line.lineNumber + 1,
  });
}

function ChooseBox({ line, isOnReturn, entry, onToggle }: RowProps) {
  const { t } = useTranslation();
  const name = useLineName(line);
  const isOpen = isSelectable(line);
  const reason = isOnReturn
    ? t('addReturn.modal.onReturn')
    : isOpen
      ? null
      : t('addReturn.modal.nothingLeft');
  return (
    <Checkbox
      aria-label={
        reason
          ? `${t('addReturn.modal.choose', { line: name })} (${reason})`
          : t('addReturn.modal.choose', { line: name })
      }
      checked={isOnReturn || entry !== null}
      disabled={isOnReturn || !isOpen}
      onChange={(event) => onToggle(event.currentTarget.checked)}
    />
  );
}

function StatusBadge({ line }: { line: ReturnableLine }) {
  const { t } = useTranslation();
  const isOpen = isSelectable(line);
  return (
    <Badge
      variant="light"
      color={isOpen ? 'selvedge' : 'gray'}
      radius="sm"
      tt="none"
      // Never cut to "Op…" by a narrow column.
      style={{ minWidth: 'max-content' }}
    >
      {t(isOpen ? 'addReturn.modal.status.open' : 'addReturn.modal.status.send')}
    </Badge>
  );
}

function QuantityField({ line, isOnReturn, entry, problem, onQuantity }: RowProps) {
  const { t } = useTranslation();
  const name = useLineName(line);
  const max = maxReturnable(line);
  if (isOnReturn) {
    return (
      <Text size="xs" c="dimmed">
        {t('addReturn.modal.onReturn')}
      </Text>
    );
  }
  if (!isSelectable(line)) return <OrDash value={null} />;
  const capNotice =
    entry?.isCapped && !problem ? (
      <CapNotice>{t('addReturn.lines.capped', { max: formatQuantity(max, line.unit) })}</CapNotice>
    ) : undefined;
  return (
    <TextInput
      id={quantityId(lineKeyOf(line))}
      aria-label={t('addReturn.lines.quantityOf', { line: name })}
      value={entry ? quantityText(entry.quantity) : ''}
      placeholder={formatNumber(max)}
      disabled={!entry}
      // Text, not a NumberInput: a quantity set back to the cap must show even when it was the cap before.
      onChange={(event) => {
        const typed = event.currentTarget.value;
        if (isDecimalTyping(typed)) onQuantity(typed);
      }}
      inputMode="decimal"
      autoComplete="off"
      size="xs"
      w={120}
      rightSection={
        <Text size="xs" c="dimmed" pr={6}>
          {unitName(line.unit)}
        </Text>
      }
      rightSectionWidth={line.unit ? Math.max(28, unitName(line.unit).length * 8 + 12) : 0}
      description={capNotice}
      error={problem ? t(problem) : undefined}
      aria-invalid={problem ? true : undefined}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      styles={{ description: { maxWidth: 180 }, error: { maxWidth: 180 } }}
    />
  );
}

function LineRow(props: RowProps) {
  const { line, showPrice } = props;
  const isOpen = isSelectable(line);
  return (
    <Table.Tr style={{ color: isOpen || props.isOnReturn ? undefined : 'var(--mantine-color-gray-7)' }}>
      <Table.Td>
        <ChooseBox {...props} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <ItemCell code={line.itemCode} description={line.itemName} />
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {formatQuantity(line.quantity, line.unit)}
      </Table.Td>
      {showPrice ? (
        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
          {formatAmount(line.price, line.currency)}
        </Table.Td>
      ) : null}
      <Table.Td>{line.deliveryNumber}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(line.deliveryDate)}</Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {formatQuantity(line.returnableQuantity, line.unit)}
      </Table.Td>
      {/* Its cap notice wraps beneath the field. */}
      <Table.Td data-wrap>
        <QuantityField {...props} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <StatusBadge line={line} />
      </Table.Td>
      {/* Several dye lots wrap at their commas; a long reference within its column. */}
      <Table.Td data-wrap style={{ maxWidth: 160, overflowWrap: 'anywhere' }}>
        <OrDash value={line.batchNumbers} />
      </Table.Td>
      <Table.Td data-wrap style={{ minWidth: 120, maxWidth: 200, overflowWrap: 'anywhere' }}>
        <ReferenceText line={line} />
      </Table.Td>
    </Table.Tr>
  );
}

/** The customer's reference of the delivery, and the line's own (its commission) beneath when it has one. */
function ReferenceText({ line }: { line: ReturnableLine }) {
  return (
    <>
      <Text size="sm" translate="no">
        <OrDash value={line.documentReference} />
      </Text>
      {line.lineReference ? (
        <Text size="xs" c="dimmed" translate="no">
          {line.lineReference}
        </Text>
      ) : null}
    </>
  );
}

function LineCard(props: RowProps) {
  const { t } = useTranslation();
  const { line, showPrice } = props;
  const facts: [string, ReactNode][] = [
    [t('columns.deliveryNumber'), line.deliveryNumber],
    [t('addReturn.modal.columns.deliveryDate'), formatDate(line.deliveryDate)],
    [t('columns.quantity'), formatQuantity(line.quantity, line.unit)],
    [t('columns.openQuantity'), formatQuantity(line.returnableQuantity, line.unit)],
    ...(showPrice
      ? [[t('columns.price'), formatAmount(line.price, line.currency)] as [string, ReactNode]]
      : []),
    [t('addReturn.modal.columns.batchNumbers'), <OrDash key="batch" value={line.batchNumbers} />],
    [t('addReturn.modal.columns.reference'), <ReferenceText key="reference" line={line} />],
  ];
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" mb="xs">
        <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
          <Box pt={2}>
            <ChooseBox {...props} />
          </Box>
          <Box style={{ minWidth: 0 }}>
            <ItemCell code={line.itemCode} description={line.itemName} />
          </Box>
        </Group>
        <StatusBadge line={line} />
      </Group>
      <Box
        component="dl"
        m={0}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '6px 12px' }}
      >
        {facts.map(([label, value]) => (
          <Box key={label} style={{ minWidth: 0 }}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Box>
        ))}
      </Box>
      {props.entry || props.isOnReturn ? (
        <Group gap="sm" mt="sm" align="flex-start" wrap="nowrap">
          <Text size="sm" fw={500} pt={4} style={{ flexShrink: 0 }}>
            {t('addReturn.modal.columns.returnQuantity')}
          </Text>
          <QuantityField {...props} />
        </Group>
      ) : null}
    </Paper>
  );
}
