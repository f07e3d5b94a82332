import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PendingOrder } from '@selvedge/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { OrDash, OrderTypeBadge } from '../../../components/cells';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type Column, RowsView } from '../../../components/data-table';
import { IconAlertTriangle, IconHourglass } from '../../../components/icons';
import { notifyError } from '../../../components/notify-error';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { useShowPrice } from '../../../lib/session';
import { usePendingOrders } from '../api/get-pending-orders';
import { useWithdrawOrder } from '../api/withdraw-order';
import { pendingStatus } from '../lib/pending-orders';

/**
 * Approved orders that are not in the order lines yet (D24): queued while the ERP is unreachable, or
 * placed and waiting for the next sync of the lists. Shown only when there are any: the lines below
 * are the page, this card only says what is on its way there.
 */
export function PendingOrdersCard({ isEnabled }: { isEnabled: boolean }) {
  const { t } = useTranslation();
  const showPrice = useShowPrice();
  const query = usePendingOrders(isEnabled);
  const [withdrawing, setWithdrawing] = useState<PendingOrder | null>(null);
  const orders = query.data?.orders ?? [];
  // Loading, failed or empty: nothing, so the order lines do not jump or carry a second error.
  if (orders.length === 0) return null;
  const failed = orders.filter((order) => order.state === 'failed');
  const hasWithdrawable = orders.some((order) => order.canWithdraw);

  const columns: Column<PendingOrder>[] = [
    {
      id: 'reference',
      header: t('pendingOrders.columns.reference'),
      cell: (order) =>
        order.apiKeyName ? (
          <Stack gap={0}>
            <OrDash value={order.reference} />
            <Text size="xs" c="dimmed">
              {t('pendingOrders.placedByKey', { name: order.apiKeyName })}
            </Text>
          </Stack>
        ) : (
          <OrDash value={order.reference} />
        ),
      isPrimary: true,
      isWrapping: true,
    },
    {
      id: 'approvedAt',
      header: t('pendingOrders.columns.approvedAt'),
      cell: (order) => formatDateTime(order.approvedAt),
    },
    {
      id: 'orderType',
      header: t('pendingOrders.columns.orderType'),
      cell: (order) => <OrderTypeBadge type={order.orderType} />,
    },
    {
      id: 'lines',
      header: t('pendingOrders.columns.lines'),
      cell: (order) => order.lineCount,
      align: 'right',
    },
    ...(showPrice
      ? [
          {
            id: 'total',
            header: t('pendingOrders.columns.total'),
            // A line approved without a price (the ERP was down): the ERP's total is not known yet.
            cell: (order: PendingOrder) =>
              order.hasUnpricedLines ? '–' : formatAmount(order.linesTotal, order.currency),
            align: 'right' as const,
          },
        ]
      : []),
    {
      id: 'status',
      header: t('pendingOrders.columns.status'),
      cell: (order) => <PendingStatusBadge order={order} />,
      // On a phone the badge stands under the reference, with the card's whole width for its number.
      isPrimary: true,
    },
    ...(hasWithdrawable
      ? [
          {
            id: 'actions',
            header: t('pendingOrders.columns.actions'),
            isAction: true,
            cell: (order: PendingOrder) =>
              order.canWithdraw ? (
                <Button
                  size="compact-sm"
                  variant="default"
                  onClick={() => setWithdrawing(order)}
                  aria-label={t('pendingOrders.withdraw.label', { reference: order.reference })}
                >
                  {t('pendingOrders.withdraw.button')}
                </Button>
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <Paper withBorder radius="md" mb="lg" component="section" aria-labelledby="pending-orders-title">
      <Group
        gap="xs"
        p="md"
        wrap="nowrap"
        align="flex-start"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      >
        <IconHourglass size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <div>
          <Title order={2} fz="h4" id="pending-orders-title">
            {t('pendingOrders.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('pendingOrders.description')}
          </Text>
        </div>
      </Group>
      <RowsView
        label={t('pendingOrders.title')}
        columns={columns}
        rows={orders}
        rowKey={(order) => order.draftId}
      />
      {failed.length > 0 ? (
        <Stack gap="xs" p="md" pt={0}>
          {failed.map((order) => (
            <Alert
              key={order.draftId}
              color="orange"
              variant="light"
              icon={<IconAlertTriangle size={20} />}
              role="status"
            >
              {t('pendingOrders.failedNotice', {
                reference: order.reference,
                supportReference: order.supportReference,
              })}
            </Alert>
          ))}
        </Stack>
      ) : null}
      {withdrawing ? <WithdrawDialog order={withdrawing} onDone={() => setWithdrawing(null)} /> : null}
    </Paper>
  );
}

/**
 * Takes a queued order back (ADR-031): once the server has made it the open draft again, the order
 * screen of its kind opens with it. A refusal (it is being placed right now, the ERP must confirm it
 * does not have it, it was placed after all) is said in the app's usual way.
 */
function WithdrawDialog({ order, onDone }: { order: PendingOrder; onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const withdraw = useWithdrawOrder();
  const confirm = async () => {
    try {
      await withdraw.mutateAsync(order.draftId);
      notifications.show({ color: 'teal', message: t('pendingOrders.withdraw.done') });
      onDone();
      void navigate(order.orderType === 'SAMPLE' ? '/placesampleorder' : '/placeorder');
    } catch (error) {
      onDone();
      notifyError(t, error);
    }
  };
  return (
    <ConfirmDialog
      opened
      title={t('pendingOrders.withdraw.title')}
      message={t('pendingOrders.withdraw.text')}
      confirmLabel={t('pendingOrders.withdraw.confirm')}
      onConfirm={() => void confirm()}
      isBusy={withdraw.isPending}
      onCancel={onDone}
    />
  );
}

function PendingStatusBadge({ order }: { order: PendingOrder }) {
  const { t } = useTranslation();
  const status = pendingStatus(order);
  if (status.kind === 'failed') {
    return (
      <Badge variant="light" color="red" radius="sm" tt="none">
        {t('pendingOrders.status.failed')}
      </Badge>
    );
  }
  if (status.kind === 'queued') {
    return (
      <Badge variant="light" color="orange" radius="sm" tt="none">
        {t('pendingOrders.status.queued')}
      </Badge>
    );
  }
  return (
    <Badge variant="light" color="teal" radius="sm" tt="none">
      {status.documentNumber !== null
        ? t('pendingOrders.status.placedAs', { number: status.documentNumber })
        : t('pendingOrders.status.placed')}
    </Badge>
  );
}
