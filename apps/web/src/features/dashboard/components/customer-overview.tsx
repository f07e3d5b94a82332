import '../../../components/list.css';
import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { CustomerDashboard, DashboardDocument } from '@selvedge/contracts';
import { useTranslation } from 'react-i18next';
import { RowLink } from '../../../components/cells';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { IconFileDescription, IconReceipt, IconTruckDelivery } from '../../../components/icons';
import { isOverdue } from '../../../lib/days-late';
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
  /** On the right: the amount (when prices are shown), and beneath it the days late of an open item. */
  amount?: string;
  daysLate?: string;
}

/** Where an order's and a delivery's detail is. */
const detailPaths = { order: '/order-detail', delivery: '/delivery-detail' } as const;

/** D16 for a customer: news, then the latest orders, deliveries and outstanding invoices. */
export function CustomerOverview() {
  const { t } = useTranslation();
  const showPrice = useShowPrice();
  const dashboard = useDeferredQuery(useCustomerDashboard());

  const detailOf = (row: { lineCount: number; reference: string | null }) => ({
    lines: t('dashboard.lineCount', { count: row.lineCount }),
    reference: row.reference || null,
  });
  // An order and a delivery are listed alike: their detail, their number, lines, date and total.
  const documentRowsOf = (kind: 'order' | 'delivery', documents: DashboardDocument[]): LatestRow[] =>
    documents.map((doc) => ({
      key: String(doc.documentId),
      to: `${detailPaths[kind]}/${doc.documentId}`,
      title: t(`documentName.${kind}`, { number: doc.number }),
      ...detailOf(doc),
      date: formatDate(doc.date),
      amount: showPrice ? formatAmount(doc.total, doc.currency) : undefined,
    }));

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
      rows: (data) => documentRowsOf('order', data.latestOrders),
    },
    {
      key: 'deliveries',
      to: '/deliveries',
      Icon: IconTruckDelivery,
      rows: (data) => documentRowsOf('delivery', data.latestDeliveries),
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
          amount: showPrice ? formatAmount(item.openAmount, item.currency) : undefined,
          daysLate: isOverdue(item.daysLate)
            ? t('outstandingInvoices.daysLate', { days: item.daysLate })
            : undefined,
        })),
    },
  ];

  return (
    <Stack gap="lg">
      <NewsFeed />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {lists.map(({ key, to, Icon, rows }) => {
          // Built once: the rows' texts (a translation with a count each) are most of this render's work.
          const latest = dashboard.data ? rows(dashboard.data) : [];
          return (
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
              ) : latest.length === 0 ? (
                <EmptyState
                  compact
                  icon={<Icon size={22} stroke={1.6} />}
                  title={t('list.noRecords')}
                  description={t(`dashboard.latestEmpty.${key}`)}
                />
              ) : (
                <LatestList rows={latest} label={t(`dashboard.latest.${key}`)} />
              )}
            </OverviewCard>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * Plain elements with list.css's classes (shared with the lists): fifteen rows of Mantine parts were
 * most of this page's render.
 */
function LatestList({ rows, label }: { rows: LatestRow[]; label: string }) {
  return (
    <ul className="selvedge-latest" aria-label={label}>
      {rows.map((row) => (
        <li key={row.key}>
          <div className="selvedge-latest-main">
            <div className="selvedge-latest-heading">
              <RowLink to={row.to}>{row.title}</RowLink>
              <span className="selvedge-latest-small">{row.date}</span>
            </div>
            {/* The ERP's own words (item names, references): not the portal's to translate. */}
            <p
              className="selvedge-latest-small"
              title={[row.lines, row.reference].filter(Boolean).join(' · ')}
            >
              {row.lines}
              {row.reference ? (
                <>
                  {' · '}
                  <span translate="no">{row.reference}</span>
                </>
              ) : null}
            </p>
          </div>
          {row.amount || row.daysLate ? (
            <div className="selvedge-latest-aside">
              {row.amount ? <p className="selvedge-latest-amount">{row.amount}</p> : null}
              {row.daysLate ? <p className="selvedge-latest-late">{row.daysLate}</p> : null}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
