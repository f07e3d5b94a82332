import { Badge, Group, Paper, Text, Title } from '@mantine/core';
import type { PendingOrder } from '@selvedge/contracts';
import { IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OrDash, OrderTypeBadge } from '../../../components/cells';
import { type Column, RowsView } from '../../../components/data-table';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { useShowPrice } from '../../../lib/session';
import { usePendingOrders } from '../api/get-pending-orders';
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
  const orders = query.data?.orders ?? [];
  // Loading, failed or empty: nothing, so the order lines do not jump or carry a second error.
  if (orders.length === 0) return null;

  const columns: Column<PendingOrder>[] = [
    {
      id: 'reference',
      header: t('pendingOrders.columns.reference'),
      cell: (order) => <OrDash value={order.reference} />,
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
    </Paper>
  );
}

function PendingStatusBadge({ order }: { order: PendingOrder }) {
  const { t } = useTranslation();
  const status = pendingStatus(order);
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
