import { Badge, Button, Checkbox, Collapse, Group, Select, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type UserPageSize, userFilterColumns, userPageSizes } from '@selvedge/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import { FilterPanel, useFilterParam } from '../../../components/filter-panel';
import { Hint } from '../../../components/hint';
import { IconFilter, IconPlus } from '../../../components/icons';
import { InfoButton } from '../../../components/info-button';
import { PageHeader } from '../../../components/page-header';
import { useListParams } from '../../../components/use-list-params';
import { useUsers } from '../api/get-users';
import { useUserActions } from '../hooks/use-user-actions';
import {
  confirmationOf,
  confirmTextsOf,
  drawerOf,
  passwordUserOf,
  userFilterPanelColumns,
} from '../lib/user-dialogs';
import { readPageSize, readShowAll, withListOption } from '../users-params';
import { SetPasswordModal } from './set-password-modal';
import { useUserColumns } from './user-columns';
import { UserDrawer } from './user-drawer';

/** /user: the users of foundations 2, for Administrators and Sales (D6). */
export function UsersPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const { page, search } = useListParams();
  const pageSize = readPageSize(searchParams);
  const showAll = readShowAll(searchParams);
  const [filter, setFilter] = useFilterParam(userFilterColumns);
  const [isFilterOpen, filterPanel] = useDisclosure(filter.length > 0);
  const query = useUsers({ page, pageSize, search, showAll, filter });
  const actions = useUserActions();
  const { dialog, may } = actions;
  const columns = useUserColumns(actions);
  const filterColumns = useMemo(() => userFilterPanelColumns(t), [t]);
  const confirmation = confirmationOf(dialog);

  return (
    <>
      <PageHeader
        title={t('pages.users')}
        description={t('users.subtitle')}
        actions={
          <>
            <Hint label={t('users.notAllowed', { action: t('users.add') })} disabled={may('create')}>
              <Button
                leftSection={<IconPlus size={18} />}
                disabled={!may('create')}
                onClick={() => actions.open({ kind: 'create' })}
              >
                {t('users.add')}
              </Button>
            </Hint>
            <InfoButton page="Users" />
          </>
        }
      />
      <DataTable
        label={t('pages.users')}
        columns={columns}
        rowKey={(user) => user.id}
        query={query}
        columnsKey="users"
        skeletonRows={pageSize}
        isFiltered={filter.length > 0}
        toolbar={
          <>
            <Checkbox
              label={t('users.showAll')}
              checked={showAll}
              onChange={(event) =>
                setSearchParams((current) =>
                  withListOption(current, { showAll: event.currentTarget.checked }),
                )
              }
            />
            <Button
              variant={filter.length > 0 ? 'light' : 'default'}
              leftSection={<IconFilter size={16} />}
              rightSection={
                filter.length > 0 ? (
                  <Badge size="sm" circle>
                    {filter.length}
                  </Badge>
                ) : null
              }
              aria-expanded={isFilterOpen}
              onClick={filterPanel.toggle}
            >
              {t('filter.title')}
            </Button>
          </>
        }
        aboveTable={
          <Collapse in={isFilterOpen}>
            <div style={{ padding: 'var(--mantine-spacing-md)', paddingTop: 0 }}>
              <FilterPanel columns={filterColumns} value={filter} onApply={setFilter} />
            </div>
          </Collapse>
        }
        pagerExtra={
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed" id="users-page-size" style={{ whiteSpace: 'nowrap' }}>
              {t('users.pageSize')}
            </Text>
            <Select
              w={84}
              size="sm"
              aria-labelledby="users-page-size"
              data={userPageSizes.map((size) => ({ value: String(size), label: String(size) }))}
              value={String(pageSize)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              onChange={(value) =>
                value &&
                setSearchParams((current) => withListOption(current, { size: Number(value) as UserPageSize }))
              }
            />
          </Group>
        }
      />
      <UserDrawer state={drawerOf(dialog)} onClose={actions.close} />
      <SetPasswordModal user={passwordUserOf(dialog)} onClose={actions.close} />
      <ConfirmDialog
        opened={confirmation !== null}
        {...confirmTextsOf(t, confirmation)}
        isDanger={confirmation?.kind !== 'activate'}
        onConfirm={actions.confirm}
        onCancel={actions.close}
      />
    </>
  );
}
