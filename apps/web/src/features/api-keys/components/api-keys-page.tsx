import { Badge, Box, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ApiKey, ApiKeyList, IssuedApiKey, ListPage } from '@selvedge/contracts';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type Column, DataTable } from '../../../components/data-table';
import { IconKey, IconPlus, IconRefresh, IconSearch, IconTrash } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { actionsColumn, RowAction, RowActionGroup } from '../../../components/row-actions';
import { screenQuery } from '../../../lib/api-client';
import { errorMessage, isAnnouncedGlobally } from '../../../lib/errors';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useSignedInSession } from '../../../lib/session';
import { useIsPhone } from '../../../lib/use-is-phone';
import { wholeListPage } from '../../../lib/whole-list-page';
import { useApiKeys, useRevokeApiKey, useRotateApiKey } from '../api/api-keys';
import { apiKeysQuery, customerApiKeysPath, MY_API_KEYS_PATH, scopeKey } from '../api/queries';
import { CreateKeyModal } from './create-key-modal';
import { TokenModal } from './token-modal';

type Dialog =
  | { kind: 'create' }
  | { kind: 'token'; issued: IssuedApiKey }
  | { kind: 'rotate' | 'revoke'; key: ApiKey }
  | null;

const statusColor = { active: 'teal', expired: 'gray', revoked: 'red' } as const;

/**
 * /api-keys (ADR-036): a customer administrator's keys for their own customer's systems; staff choose
 * the customer by its code. A key is created with a name, scopes and an expiry, its token shown once;
 * a key is rotated (a new token, the old one 24 hours more) or revoked at once.
 */
export function ApiKeysPage() {
  const { t } = useTranslation();
  const session = useSignedInSession();
  const isStaff = session.user.role !== 'Customer';
  const [customerCode, setCustomerCode] = useState('');
  const [chosenCode, setChosenCode] = useState<string | null>(null);
  const path = isStaff ? (chosenCode ? customerApiKeysPath(chosenCode) : null) : MY_API_KEYS_PATH;
  const choose = (event: FormEvent) => {
    event.preventDefault();
    const code = customerCode.trim().toUpperCase();
    setChosenCode(code.length > 0 ? code : null);
  };
  const customer = isStaff ? (chosenCode ?? '') : (session.user.customer?.name ?? '');
  return (
    <>
      <PageHeader
        title={t('apiKeys.title')}
        description={isStaff ? t('apiKeys.staffSubtitle') : t('apiKeys.subtitle', { customer })}
      />
      {isStaff ? (
        <form onSubmit={choose}>
          <Group align="flex-end" mb="md" gap="sm">
            <TextInput
              label={t('apiKeys.customerCode')}
              value={customerCode}
              onChange={(event) => setCustomerCode(event.currentTarget.value)}
              maxLength={50}
              style={{ flex: '1 1 12rem', maxWidth: '20rem' }}
            />
            <Button type="submit" variant="light" leftSection={<IconSearch size={16} />}>
              {t('apiKeys.showKeys')}
            </Button>
          </Group>
        </form>
      ) : null}
      {path ? <KeysPanel path={path} customer={customer} /> : null}
    </>
  );
}

function KeysPanel({ path, customer }: { path: string; customer: string }) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const raw = useApiKeys(path);
  const query = useQuery({
    ...screenQuery<ApiKeyList>(apiKeysQuery(path)),
    // The whole list as one page: a customer has a handful of keys.
    select: ({ rows }) => wholeListPage(rows),
  }) as UseQueryResult<ListPage<ApiKey>>;
  const rotate = useRotateApiKey(path);
  const revoke = useRevokeApiKey(path);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const onError = (error: unknown) => {
    if (!isAnnouncedGlobally(error)) notifications.show({ color: 'red', message: errorMessage(t, error) });
  };

  const confirm = (kind: 'rotate' | 'revoke', key: ApiKey) => {
    close();
    if (kind === 'rotate') {
      rotate.mutate(key.id, { onSuccess: (issued) => setDialog({ kind: 'token', issued }), onError });
    } else {
      revoke.mutate(key.id, {
        onSuccess: () =>
          notifications.show({ color: 'teal', message: t('apiKeys.revoked', { name: key.name }) }),
        onError,
      });
    }
  };

  const createButton = (
    <Button
      leftSection={<IconPlus size={16} />}
      fullWidth={isPhone}
      disabled={!raw.data}
      onClick={() => setDialog({ kind: 'create' })}
    >
      {t('apiKeys.create')}
    </Button>
  );

  const columns: Column<ApiKey>[] = [
    {
      id: 'name',
      header: t('apiKeys.columns.name'),
      isPrimary: true,
      isWrapping: true,
      cell: (key) => (
        <Stack gap={2}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {key.name}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace">
            slv_{key.publicId}_…
          </Text>
        </Stack>
      ),
    },
    {
      id: 'scopes',
      header: t('apiKeys.columns.scopes'),
      isWrapping: true,
      isAlwaysShown: true,
      cell: (key) => (
        <Group gap={6}>
          {key.scopes.map((scope) => (
            <Badge
              key={scope}
              size="sm"
              variant="light"
              radius="sm"
              tt="none"
              h="auto"
              styles={{ label: { whiteSpace: 'normal' } }}
            >
              {t(`apiKeys.scopes.${scopeKey(scope)}`)}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      id: 'expires',
      header: t('apiKeys.columns.expires'),
      isAlwaysShown: true,
      cell: (key) => <Text size="sm">{formatDate(key.expiresAt)}</Text>,
    },
    {
      id: 'lastUsed',
      header: t('apiKeys.columns.lastUsed'),
      cell: (key) => (
        <Text size="sm" c={key.lastUsedAt ? undefined : 'dimmed'}>
          {key.lastUsedAt ? formatDateTime(key.lastUsedAt) : t('apiKeys.neverUsed')}
        </Text>
      ),
    },
    {
      id: 'createdBy',
      header: t('apiKeys.columns.createdBy'),
      isWrapping: true,
      cell: (key) => (
        <Stack gap={0}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {key.createdBy}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDate(key.createdAt)}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'status',
      header: t('apiKeys.columns.status'),
      isAlwaysShown: true,
      cell: (key) => (
        <Stack gap={4} align="flex-start">
          <Badge variant="light" color={statusColor[key.status]} tt="none">
            {t(`apiKeys.status.${key.status}`)}
          </Badge>
          {key.previousTokenUntil ? (
            <Text size="xs" c="dimmed">
              {t('apiKeys.previousUntil', { date: formatDateTime(key.previousTokenUntil) })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    actionsColumn(t('apiKeys.columns.actions'), (key) => {
      const disabledReason = key.status === 'active' ? undefined : t('apiKeys.actions.notActive');
      return (
        <RowActionGroup>
          <RowAction
            label={t('apiKeys.actions.rotate', { name: key.name })}
            icon={IconRefresh}
            disabledReason={disabledReason}
            onClick={() => setDialog({ kind: 'rotate', key })}
          />
          <RowAction
            label={t('apiKeys.actions.revoke', { name: key.name })}
            icon={IconTrash}
            color="red"
            disabledReason={key.status === 'revoked' ? t('apiKeys.actions.notActive') : undefined}
            onClick={() => setDialog({ kind: 'revoke', key })}
          />
        </RowActionGroup>
      );
    }),
  ];

  const confirming = dialog?.kind === 'rotate' || dialog?.kind === 'revoke' ? dialog : null;
  return (
    <>
      <Group justify="space-between" align="center" mb="md" gap="sm">
        <Group gap={6}>
          <IconKey size={18} />
          <Text size="sm" c="dimmed">
            {t('apiKeys.guideHint', { customer })}
          </Text>
        </Group>
        <Box w={isPhone ? '100%' : undefined}>{createButton}</Box>
      </Group>
      <DataTable
        label={t('apiKeys.title')}
        columns={columns}
        rowKey={(key) => key.id}
        query={query}
        hasSearch={false}
        skeletonRows={2}
        empty={t('apiKeys.empty')}
      />
      {dialog?.kind === 'create' && raw.data ? (
        <CreateKeyModal
          path={path}
          list={raw.data}
          onClose={close}
          onCreated={(issued) => setDialog({ kind: 'token', issued })}
        />
      ) : null}
      {dialog?.kind === 'token' ? <TokenModal issued={dialog.issued} onClose={close} /> : null}
      <ConfirmDialog
        opened={confirming !== null}
        title={t(`apiKeys.confirm.${confirming?.kind ?? 'revoke'}Title`, {
          name: confirming?.key.name ?? '',
        })}
        message={t(`apiKeys.confirm.${confirming?.kind ?? 'revoke'}Text`, {
          name: confirming?.key.name ?? '',
        })}
        confirmLabel={t(`apiKeys.confirm.${confirming?.kind ?? 'revoke'}`)}
        isDanger={confirming?.kind === 'revoke'}
        onConfirm={() => confirming && confirm(confirming.kind, confirming.key)}
        onCancel={close}
      />
    </>
  );
}
