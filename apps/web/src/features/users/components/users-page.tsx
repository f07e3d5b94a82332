import { Badge, Button, Checkbox, Collapse, Group, Select, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  canDoUserAction,
  type UserAction,
  type UserPageSize,
  type UserRow,
  userFilterColumns,
  userPageSizes,
} from '@selvedge/contracts';
import {
  IconFilter,
  IconKey,
  IconLogin2,
  IconPencil,
  IconPlus,
  IconToggleLeft,
  IconToggleRight,
  IconTrash,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type Column, DataTable } from '../../../components/data-table';
import { FilterPanel, type FilterPanelColumn, useFilterParam } from '../../../components/filter-panel';
import { Hint } from '../../../components/hint';
import { InfoButton } from '../../../components/info-button';
import { PageHeader } from '../../../components/page-header';
import { RowAction } from '../../../components/row-actions';
import { useListParams } from '../../../components/use-list-params';
import { errorMessage, isAnnouncedGlobally } from '../../../lib/errors';
import { useSignedInSession } from '../../../lib/session';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { useStartLoginAs } from '../api/login-as';
import { useSetUserActive } from '../api/set-user-active';
import { readPageSize, readShowAll, withListOption } from '../users-params';
import { SetPasswordModal } from './set-password-modal';
import { UserDrawer, type UserDrawerState } from './user-drawer';

type Confirmation = { kind: 'activate' | 'deactivate' | 'delete'; user: UserRow } | null;

/** /user: the users of foundations 2, for Administrators and Sales (D6). */
export function UsersPage() {
  const { t } = useTranslation();
  const session = useSignedInSession();
  const actor = session.user;
  const [searchParams, setSearchParams] = useSearchParams();
  const { page, search } = useListParams();
  const pageSize = readPageSize(searchParams);
  const showAll = readShowAll(searchParams);
  const [filter, setFilter] = useFilterParam(userFilterColumns);
  const [isFilterOpen, filterPanel] = useDisclosure(filter.length > 0);
  const query = useUsers({ page, pageSize, search, showAll, filter });

  const [drawer, setDrawer] = useState<UserDrawerState>(null);
  const [passwordUser, setPasswordUser] = useState<UserRow | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation>(null);
  const setActive = useSetUserActive();
  const deleteUser = useDeleteUser();
  const loginAs = useStartLoginAs();

  // While acting as someone (a Sales user), acting again is refused (D5); the rest follows D6.
  const may = (action: UserAction, user?: UserRow) =>
    (action !== 'loginAs' || !session.realUser) && canDoUserAction(actor, action, user);
  /** A row's button stays visible when not allowed, greyed, and says why. */
  const rowAction = (action: UserAction, user: UserRow, label: string) => ({
    label,
    color: 'gray',
    disabledReason: may(action, user) ? undefined : t('users.notAllowed', { action: label }),
  });

  const filterColumns = useMemo<FilterPanelColumn[]>(
    () =>
      userFilterColumns.map((column) => ({
        ...column,
        label: t(`users.filterColumns.${column.key}`),
        ...(column.key === 'role'
          ? {
              options: (['Administrator', 'Sales', 'Customer'] as const).map((role) => ({
                value: role,
                label: t(`users.roles.${role}`),
              })),
            }
          : {}),
        ...(column.key === 'language'
          ? {
              options: (['en', 'nl', 'de', 'fr'] as const).map((language) => ({
                value: language,
                label: t(`language.names.${language}`),
              })),
            }
          : {}),
      })),
    [t],
  );

  const announceFailure = (error: unknown) => {
    if (!isAnnouncedGlobally(error)) notifications.show({ color: 'red', message: errorMessage(t, error) });
  };

  const confirm = () => {
    if (!confirmation) return;
    const { kind, user } = confirmation;
    setConfirmation(null);
    if (kind === 'delete') {
      deleteUser.mutate(user.id, {
        onSuccess: () =>
          notifications.show({ color: 'teal', message: t('users.deleted', { email: user.email }) }),
        onError: announceFailure,
      });
    } else {
      setActive.mutate(
        { id: user.id, isActive: kind === 'activate' },
        {
          onSuccess: () =>
            notifications.show({ color: 'teal', message: t(`users.${kind}d`, { email: user.email }) }),
          onError: announceFailure,
        },
      );
    }
  };

  const columns: Column<UserRow>[] = [
    {
      id: 'userName',
      header: t('users.columns.userName'),
      isPrimary: true,
      cell: (user) => (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {user.userName}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`users.roles.${user.role}`)}
          </Text>
        </Stack>
      ),
    },
    { id: 'email', header: t('users.columns.email'), cell: (user) => user.email },
    { id: 'customerCode', header: t('users.columns.customerCode'), cell: (user) => user.customerCode ?? '—' },
    {
      id: 'active',
      header: t('users.columns.active'),
      cell: (user) => (
        <Badge variant="light" color={user.isActive ? 'teal' : 'gray'}>
          {t(user.isActive ? 'users.active' : 'users.inactive')}
        </Badge>
      ),
    },
    {
      id: 'action',
      header: t('users.columns.action'),
      isAlwaysShown: true,
      cell: (user) => (
        <Group gap={2} wrap="nowrap">
          <RowAction
            {...rowAction('edit', user, t('users.actions.edit'))}
            icon={IconPencil}
            onClick={() => setDrawer({ mode: 'edit', user })}
          />
          {user.isActive ? (
            <RowAction
              {...rowAction('deactivate', user, t('users.actions.deactivate'))}
              icon={IconToggleRight}
              onClick={() => setConfirmation({ kind: 'deactivate', user })}
            />
          ) : (
            <RowAction
              {...rowAction('activate', user, t('users.actions.activate'))}
              icon={IconToggleLeft}
              onClick={() => setConfirmation({ kind: 'activate', user })}
            />
          )}
          <RowAction
            {...rowAction('setPassword', user, t('users.actions.changePassword'))}
            icon={IconKey}
            onClick={() => setPasswordUser(user)}
          />
          {/* Delete is offered only for inactive users (foundations 2). */}
          {!user.isActive ? (
            <RowAction
              {...rowAction('delete', user, t('users.actions.delete'))}
              color="red"
              icon={IconTrash}
              onClick={() => setConfirmation({ kind: 'delete', user })}
            />
          ) : null}
        </Group>
      ),
    },
    {
      id: 'loginAs',
      header: t('users.columns.loginAs'),
      isAction: true,
      cell: (user) => (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconLogin2 size={14} />}
          disabled={!may('loginAs', user)}
          loading={loginAs.isPending && loginAs.variables === user.id}
          aria-label={t('users.actions.loginAsUser', { name: user.userName })}
          onClick={() => loginAs.mutate(user.id, { onError: announceFailure })}
        >
          {t('users.actions.loginAs')}
        </Button>
      ),
    },
  ];

  const confirmTexts = confirmation
    ? confirmation.kind === 'delete'
      ? {
          title: t('users.confirm.deleteTitle'),
          message: t('users.confirm.deleteMessage', { email: confirmation.user.email }),
          confirmLabel: t('users.actions.delete'),
        }
      : {
          title: t(`users.confirm.${confirmation.kind}Title`, { email: confirmation.user.email }),
          message: t('users.confirm.message'),
          confirmLabel: t(`users.actions.${confirmation.kind}`),
        }
    : { title: '', message: '', confirmLabel: '' };

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
                onClick={() => setDrawer({ mode: 'create' })}
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
      <UserDrawer state={drawer} onClose={() => setDrawer(null)} />
      <SetPasswordModal user={passwordUser} onClose={() => setPasswordUser(null)} />
      <ConfirmDialog
        opened={confirmation !== null}
        {...confirmTexts}
        isDanger={confirmation?.kind !== 'activate'}
        onConfirm={confirm}
        onCancel={() => setConfirmation(null)}
      />
    </>
  );
}
