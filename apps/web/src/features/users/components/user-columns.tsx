import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { UserRow } from '@selvedge/contracts';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table';
import {
  IconKey,
  IconLogin2,
  IconPencil,
  IconShieldOff,
  IconToggleLeft,
  IconToggleRight,
  IconTrash,
} from '../../../components/icons';
import { RowAction } from '../../../components/row-actions';
import type { useUserActions } from '../hooks/use-user-actions';

/** The users list's columns (foundations 2 "Users"): its row actions open the page's dialogs. */
export function useUserColumns(actions: ReturnType<typeof useUserActions>): Column<UserRow>[] {
  const { t } = useTranslation();
  const { rowAction, open } = actions;
  return [
    {
      id: 'userName',
      header: t('users.columns.userName'),
      isPrimary: true,
      cell: (user) => (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {user.userName}
          </Text>
          <Group gap={6}>
            <Text size="xs" c="dimmed">
              {t(`users.roles.${user.role}`)}
            </Text>
            {/* The create-order claim (foundations 6): who may place orders, at a glance. */}
            {user.canCreateOrder ? (
              <Badge size="xs" variant="light" color="blue">
                {t('users.canCreateOrder')}
              </Badge>
            ) : null}
            {/* The customer-administrator right (ADR-034): who manages their customer's users. */}
            {user.isCustomerAdmin ? (
              <Badge size="xs" variant="light" color="grape">
                {t('users.isCustomerAdmin')}
              </Badge>
            ) : null}
          </Group>
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
            onClick={() => open({ kind: 'edit', user })}
          />
          {user.isActive ? (
            <RowAction
              {...rowAction('deactivate', user, t('users.actions.deactivate'))}
              icon={IconToggleRight}
              onClick={() => open({ kind: 'deactivate', user })}
            />
          ) : (
            <RowAction
              {...rowAction('activate', user, t('users.actions.activate'))}
              icon={IconToggleLeft}
              onClick={() => open({ kind: 'activate', user })}
            />
          )}
          <RowAction
            {...rowAction('setPassword', user, t('users.actions.changePassword'))}
            icon={IconKey}
            onClick={() => open({ kind: 'password', user })}
          />
          <RowAction
            {...rowAction('resetSecondFactor', user, t('users.actions.resetSecondFactor'))}
            icon={IconShieldOff}
            onClick={() => open({ kind: 'resetSecondFactor', user })}
          />
          {/* Delete is offered only for inactive users (foundations 2). */}
          {!user.isActive ? (
            <RowAction
              {...rowAction('delete', user, t('users.actions.delete'))}
              color="red"
              icon={IconTrash}
              onClick={() => open({ kind: 'delete', user })}
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
          disabled={!actions.may('loginAs', user)}
          loading={actions.isLoggingInAs(user)}
          aria-label={t('users.actions.loginAsUser', { name: user.userName })}
          onClick={() => actions.loginAs(user)}
        >
          {t('users.actions.loginAs')}
        </Button>
      ),
    },
  ];
}
