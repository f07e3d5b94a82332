import './saved-lists.css';
import { Badge, Button, NavLink, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { SavedListSummary } from '@selvedge/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { IconList, IconPlus, IconStarFilled, IconUsers } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { useSavedLists } from '../api/saved-lists';
import { ListDetail } from './list-detail';
import { ListNameModal } from './list-name-modal';
import { useListTitle } from './use-list-title';

/**
 * The Lists screen: the user's favourites and named lists and the lists their colleagues share, one
 * chosen (its id in the address, so a reload or a link shows the same list), its lines to order from.
 */
export function SavedListsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const lists = useSavedLists();
  const [isCreating, setIsCreating] = useState(false);
  const all = lists.data?.lists ?? [];
  const wanted = search.get('list');
  const chosen = all.find((list) => list.id === wanted) ?? all[0];
  const choose = (id: string) => setSearch({ list: id }, { replace: true });

  return (
    <>
      <PageHeader
        title={t('pages.savedLists')}
        description={t('savedLists.description')}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setIsCreating(true)}>
            {t('savedLists.create')}
          </Button>
        }
      />
      {lists.isError ? (
        <ErrorState error={lists.error} onRetry={() => void lists.refetch()} />
      ) : (
        <div className="selvedge-saved-lists">
          <div>
            <Paper withBorder radius="md" p="xs" component="nav" aria-label={t('savedLists.listsLabel')}>
              {lists.isPending ? (
                <Stack gap="xs" p="xs">
                  <Skeleton height={36} />
                  <Skeleton height={36} />
                </Stack>
              ) : (
                <ListChoice lists={all} chosenId={chosen?.id} onChoose={choose} />
              )}
            </Paper>
          </div>
          <div>
            {chosen ? (
              <ListDetail
                key={chosen.id}
                summary={chosen}
                onDeleted={() => setSearch({}, { replace: true })}
              />
            ) : lists.isPending ? null : (
              <Paper withBorder radius="md">
                <EmptyState icon={<IconList size={26} />} title={t('savedLists.noLists')} />
              </Paper>
            )}
          </div>
        </div>
      )}
      <ListNameModal
        opened={isCreating}
        onClose={() => setIsCreating(false)}
        onSaved={(id) => {
          setIsCreating(false);
          choose(id);
        }}
      />
    </>
  );
}

function ListChoice({
  lists,
  chosenId,
  onChoose,
}: {
  lists: readonly SavedListSummary[];
  chosenId: string | undefined;
  onChoose: (id: string) => void;
}) {
  const { t } = useTranslation();
  const titleOf = useListTitle();
  if (lists.length === 0) return <Text p="sm">{t('savedLists.noLists')}</Text>;
  return (
    <Stack gap={2}>
      {lists.map((list) => (
        <NavLink
          key={list.id}
          component="button"
          type="button"
          active={list.id === chosenId}
          aria-current={list.id === chosenId ? 'true' : undefined}
          onClick={() => onChoose(list.id)}
          label={titleOf(list)}
          description={
            list.isOwn
              ? list.isShared
                ? t('savedLists.sharedByYou')
                : undefined
              : t('savedLists.sharedBy', { name: list.ownerName })
          }
          leftSection={
            list.kind === 'favourites' ? (
              <IconStarFilled size={18} color="var(--mantine-color-yellow-6)" aria-hidden />
            ) : list.isOwn ? (
              <IconList size={18} aria-hidden />
            ) : (
              <IconUsers size={18} aria-hidden />
            )
          }
          rightSection={
            <Badge
              variant="light"
              color="gray"
              radius="sm"
              aria-label={t('savedLists.lineCount', { count: list.lineCount })}
            >
              {list.lineCount}
            </Badge>
          }
        />
      ))}
    </Stack>
  );
}
