import { Anchor, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { CustomerDashboard, DashboardDocument } from '@selvedge/contracts';
import { IconFileDescription, IconReceipt, IconTruckDelivery } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { daysLateColor } from '../../../lib/days-late';
import { formatAmount, formatDate } from '../../../lib/format';
import { useShowPrice } from '../../../lib/session';
import { useDeferredQuery } from '../../../lib/use-deferred-query';
import { useCustomerDashboard } from '../api/get-customer-dashboard';
import { NewsFeed } from './news-feed';
import { OverviewCard } from './overview-card';

type LatestKey = 'orders' | 'deliveries' | 'outstandingInvoices';

interface LatestRow {
  key: string;
  to: string;
  /** The document number, the link. */
  title: string;
  /** The number of lines, in the user's language. */
  lines: string;
  /** The customer's reference, their own words: not the portal's to translate. */
  reference: string | null;
  date: string;
  /** Right-hand figure: an amount, or the days late. */
  aside?: ReactNode;
}

/** D16 for a customer: news, then the latest orders, deliveries and outstanding invoices. */
export function CustomerOverview() {
  const { t } = useTranslation();
  const showPrice = useShowPrice();
  const dashboard = useDeferredQuery(useCustomerDashboard());

  const detailOf = (row: { lineCount: number; reference: string | null }) => ({
    lines: t('dashboard.lineCount', { count: row.lineCount }),
    reference: row.reference || null,
  });
  const totalOf = (row: DashboardDocument) =>
    showPrice ? (
      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {formatAmount(row.total, row.currency)}
      </Text>
    ) : undefined;

  const lists: {
    key: LatestKey;
    to: string;
    Icon: typeof IconReceipt;
    rows: (data: CustomerDashboard) => LatestRow[];
  }[] = [
    {
      key: 'orders',
      to: '/orders',
      Icon: IconFileDescription,
      rows: (data) =>
        data.latestOrders.map((order) => ({
          key: String(order.documentId),
          to: `/order-detail/${order.documentId}`,
          title: t('documentName.order', { number: order.number }),
          ...detailOf(order),
          date: formatDate(order.date),
          aside: totalOf(order),
        })),
    },
    {
      key: 'deliveries',
      to: '/deliveries',
      Icon: IconTruckDelivery,
      rows: (data) =>
        data.latestDeliveries.map((delivery) => ({
          key: String(delivery.documentId),
          to: `/delivery-detail/${delivery.documentId}`,
          title: t('documentName.delivery', { number: delivery.number }),
          ...detailOf(delivery),
          date: formatDate(delivery.date),
          aside: totalOf(delivery),
        })),
    },
    {
      key: 'outstandingInvoices',
      to: '/outstandingInvoices',
      Icon: IconReceipt,
      rows: (data) =>
        data.latestOpenItems.map((item) => ({
          key: `${item.kind}-${item.documentId}`,
          to:
            item.kind === 'creditNote'
              ? `/salesinvoice-detail/${item.documentId}?kind=creditNote`
              : `/salesinvoice-detail/${item.documentId}`,
          title: t(`documentName.${item.kind}`, { number: item.documentNumber }),
          // The title words the document (D9); beneath, its lines and its customer reference.
          ...detailOf(item),
          date: formatDate(item.date),
          aside: (
            <Stack gap={0} align="flex-end">
              {showPrice ? (
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatAmount(item.openAmount, item.currency)}
                </Text>
              ) : null}
              {item.daysLate > 0 ? (
                <Text size="xs" c={daysLateColor(item.daysLate)} fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {t('outstandingInvoices.daysLate', { days: item.daysLate })}
                </Text>
              ) : null}
            </Stack>
          ),
        })),
    },
  ];

  return (
    <Stack gap="lg">
      <NewsFeed />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {lists.map(({ key, to, Icon, rows }) => (
          <OverviewCard
            key={key}
            title={t(`dashboard.latest.${key}`)}
            link={{ to, label: t('dashboard.viewAll') }}
            linkPosition="bottom"
          >
            {dashboard.isPending ? (
              <Stack gap="sm" role="status" aria-busy="true" aria-label={t('common.loading')}>
                {[0, 1, 2, 3, 4].map((row) => (
                  <Skeleton key={row} height={38} />
                ))}
              </Stack>
            ) : dashboard.isError ? (
              <ErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} />
            ) : rows(dashboard.data).length === 0 ? (
              <EmptyState
                compact
                icon={<Icon size={22} stroke={1.6} />}
                title={t('list.noRecords')}
                description={t(`dashboard.latestEmpty.${key}`)}
              />
            ) : (
              <LatestList rows={rows(dashboard.data)} label={t(`dashboard.latest.${key}`)} />
            )}
          </OverviewCard>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function LatestList({ rows, label }: { rows: LatestRow[]; label: string }) {
  return (
    <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {rows.map((row, index) => (
        <Group
          component="li"
          key={row.key}
          justify="space-between"
          wrap="nowrap"
          gap="sm"
          py={8}
          style={index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-2)' } : undefined}
        >
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Group gap={8} wrap="nowrap">
              <Anchor component={Link} to={row.to} size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {row.title}
              </Anchor>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {row.date}
              </Text>
            </Group>
            {/* The ERP's own words (item names, references): not the portal's to translate. */}
            <Text
              size="xs"
              c="dimmed"
              truncate
              title={[row.lines, row.reference].filter(Boolean).join(' · ')}
            >
              {row.lines}
              {row.reference ? (
                <>
                  {' · '}
                  <span translate="no">{row.reference}</span>
                </>
              ) : null}
            </Text>
          </Stack>
          {row.aside}
        </Group>
      ))}
    </Stack>
  );
}
