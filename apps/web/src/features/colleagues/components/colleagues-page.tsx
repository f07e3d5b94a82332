import { Badge, Box, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Colleague } from '@selvedge/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { Column } from '../../../components/data-table';
import { DataTable } from '../../../components/data-table';
import { IconShieldCheck, IconToggleLeft, IconToggleRight, IconUserPlus } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { actionsColumn, RowAction, RowActionGroup } from '../../../components/row-actions';
import { errorMessage, isAnnouncedGlobally } from '../../../lib/errors';
import { useSignedInSession } from '../../../lib/session';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useSetColleagueActive } from '../api/change-colleague';
import { useColleagues } from '../api/get-colleagues';
import { InviteModal } from './invite-modal';
import { RightsModal } from './rights-modal';

const nameOf = (colleague: Colleague) =>
  `${colleague.firstName} ${colleague.lastName}`.trim() || colleague.email;

type Dialog =
  | { kind: 'invite' }
  | { kind: 'rights'; colleague: Colleague }
  | { kind: 'activate' | 'deactivate'; colleague: Colleague }
  | null;

/** The rights a colleague holds, as badges; none: they only look. */
function RightsCell({ colleague }: { colleague: Colleague }) {
  const { t } = useTranslation();
  const held = (['canCreateOrder', 'showPrice', 'isCustomerAdmin'] as const).filter(
    (right) => colleague[right],
  );
  if (held.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('colleagues.rights.none')}
      </Text>
    );
  }
  return (
    <Group gap={6}>
      {held.map((right) => (
        <Badge
          key={right}
          size="sm"
          variant="light"
          radius="sm"
          tt="none"
          h="auto"
          maw="100%"
          // A right's name wraps in a phone card's half rather than being cut off.
          styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
          color={right === 'isCustomerAdmin' ? 'grape' : 'blue'}
        >
          {t(`colleagues.rights.${right}`)}
        </Badge>
      ))}
    </Group>
  );
}

/**
 * /colleagues (ADR-034): a customer administrator's own customer's users. They invite colleagues, set
 * their rights and deactivate them; their own row is shown but not changed here.
 */
export function ColleaguesPage() {
  const { t } = useTranslation();
  const session = useSignedInSession();
  const query = useColleagues();
  const setActive = useSetColleagueActive();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const customer = session.user.customer?.name ?? '';
  // On a phone the invite button stands under the title, full width, so the title keeps its line.
  const isPhone = useIsPhone();
  const inviteButton = (
    <Button
      leftSection={<IconUserPlus size={16} />}
      fullWidth={isPhone}
      onClick={() => setDialog({ kind: 'invite' })}
    >
      {t('colleagues.invite')}
    </Button>
  );
  const ownAccount = t('colleagues.actions.ownAccount');

  const confirmActive = (colleague: Colleague, isActive: boolean) => {
    const name = nameOf(colleague);
    setActive.mutate(
      { id: colleague.id, isActive },
      {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            message: t(isActive ? 'colleagues.activated' : 'colleagues.deactivated', { name }),
          }),
        onError: (error) => {
          if (!isAnnouncedGlobally(error))
            notifications.show({ color: 'red', message: errorMessage(t, error) });
        },
      },
    );
    close();
  };

  const columns: Column<Colleague>[] = [
    {
      id: 'name',
      header: t('colleagues.columns.name'),
      isPrimary: true,
      isWrapping: true,
      cell: (colleague) => (
        <Stack gap={2}>
          <Group gap={6}>
            <Text size="sm" fw={600}>
              {nameOf(colleague)}
            </Text>
            {colleague.isSelf ? (
              <Badge size="xs" variant="outline" color="gray" tt="none">
                {t('colleagues.you')}
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {colleague.email}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'rights',
      header: t('colleagues.columns.rights'),
      isWrapping: true,
      isAlwaysShown: true,
      cell: (colleague) => <RightsCell colleague={colleague} />,
    },
    {
      id: 'status',
      header: t('colleagues.columns.status'),
      isAlwaysShown: true,
      cell: (colleague) => (
        <Group gap={6}>
          <Badge variant="light" color={colleague.isActive ? 'teal' : 'gray'} tt="none">
            {t(colleague.isActive ? 'colleagues.active' : 'colleagues.inactive')}
          </Badge>
          {colleague.isActive && colleague.isInvitationPending ? (
            <Badge variant="light" color="yellow" tt="none">
              {t('colleagues.invitationPending')}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    actionsColumn(t('colleagues.columns.actions'), (colleague) => {
      const name = nameOf(colleague);
      const disabledReason = colleague.isSelf ? ownAccount : undefined;
      return (
        <RowActionGroup>
          <RowAction
            label={t('colleagues.actions.editRights', { name })}
            icon={IconShieldCheck}
            disabledReason={disabledReason}
            onClick={() => setDialog({ kind: 'rights', colleague })}
          />
          {colleague.isActive ? (
            <RowAction
              label={t('colleagues.actions.deactivate', { name })}
              icon={IconToggleRight}
              disabledReason={disabledReason}
              onClick={() => setDialog({ kind: 'deactivate', colleague })}
            />
          ) : (
            <RowAction
              label={t('colleagues.actions.activate', { name })}
              icon={IconToggleLeft}
              disabledReason={disabledReason}
              onClick={() => setDialog({ kind: 'activate', colleague })}
            />
          )}
        </RowActionGroup>
      );
    }),
  ];

  const confirming = dialog?.kind === 'activate' || dialog?.kind === 'deactivate' ? dialog : null;
  const confirmingName = confirming ? nameOf(confirming.colleague) : '';

  return (
    <>
      <PageHeader
        title={t('colleagues.title')}
        description={t('colleagues.subtitle', { customer })}
        actions={isPhone ? undefined : inviteButton}
      />
      {isPhone ? (
        <Box mb="md" mt="-xs">
          {inviteButton}
        </Box>
      ) : null}
      <DataTable
        label={t('colleagues.title')}
        columns={columns}
        rowKey={(colleague) => colleague.id}
        query={query}
        hasSearch={false}
        skeletonRows={3}
      />
      {dialog?.kind === 'invite' ? <InviteModal onClose={close} /> : null}
      {dialog?.kind === 'rights' ? <RightsModal colleague={dialog.colleague} onClose={close} /> : null}
      <ConfirmDialog
        opened={confirming !== null}
        title={t(`colleagues.confirm.${confirming?.kind ?? 'deactivate'}Title`, { name: confirmingName })}
        message={t(`colleagues.confirm.${confirming?.kind ?? 'deactivate'}Text`, { name: confirmingName })}
        confirmLabel={t(`colleagues.confirm.${confirming?.kind ?? 'deactivate'}`)}
        isDanger={confirming?.kind === 'deactivate'}
        onConfirm={() => confirming && confirmActive(confirming.colleague, confirming.kind === 'activate')}
        onCancel={close}
      />
    </>
  );
}
