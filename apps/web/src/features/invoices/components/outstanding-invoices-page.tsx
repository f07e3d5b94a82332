import { NativeSelect, Stack, Text } from '@mantine/core';
import type { OpenItem, OpenItemSort } from '@selvedge/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DocumentDescription, describeDocument } from '../../../components/cells';
import type { Column } from '../../../components/data-table';
import { currencyColumn, DocumentLink, type PdfOf, pdfColumn } from '../../../components/list-columns';
import { ListPage } from '../../../components/list-page';
import { usePdfSelection } from '../../../components/pdf-selection';
import { useListParams, useReturnState } from '../../../components/use-list-params';
import { daysLateColor, isOverdue } from '../../../lib/days-late';
import { formatAmount, formatDate } from '../../../lib/format';
import { useShowPrice } from '../../../lib/session';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useOpenItems } from '../api/get-open-items';
import { usePaymentOverview } from '../api/payments';
import { nextDueDateSort, readOpenItemSort, withOpenItemSort } from '../lib/open-items';
import { openTotalsText } from '../lib/open-totals';
import { isPaymentUnderWay, PayInvoicesButton, PaymentNote } from './pay-invoices';
import { invoiceDetailPath } from './sales-invoices-page';

const describeOpenItem = (t: TFunction, row: OpenItem) =>
  describeDocument(t, { kind: row.kind, number: row.documentNumber, reference: row.reference });

/** The words of each order of the list (outstandingInvoices.sort.*). */
const sortLabel = (t: TFunction, sort: OpenItemSort | undefined) => {
  if (sort === 'dueDate') return t('outstandingInvoices.sort.dueDate');
  if (sort === '-dueDate') return t('outstandingInvoices.sort.dueDateLatest');
  return t('outstandingInvoices.sort.newest');
};

/** The list's order, in the address beside its page and search (lib/open-items.ts). */
function useOpenItemSort() {
  const [searchParams, setSearchParams] = useSearchParams();
  const sort = readOpenItemSort(searchParams);
  const setSort = (next: OpenItemSort | undefined) =>
    setSearchParams((current) => withOpenItemSort(current, next));
  return { sort, setSort };
}

/**
 * /outstandingInvoices: open invoices and unsettled credit notes, newest first or by due date
 * (foundations 2), with what is open in total per currency above the list.
 */
export function OutstandingInvoicesPage() {
  const { t } = useTranslation();
  const showPrice = useShowPrice();
  const isPhone = useIsPhone();
  const { page, search } = useListParams();
  const { sort, setSort } = useOpenItemSort();
  const returnState = useReturnState();
  const query = useOpenItems({ page, search, sort });
  const openTotals = query.data?.openTotals ?? [];
  // The row's PDF, and its place in a download of several (components/pdf-selection.tsx).
  const pdfOf = (row: OpenItem): PdfOf => ({ kind: row.kind, number: row.documentNumber });
  const rowKey = (row: OpenItem) => `${row.kind}-${row.documentId}`;
  // Online payments (ADR-037): offered to the buyer when switched on; the invoices in a payment say so.
  const payments = usePaymentOverview().data;
  const paymentStateOf = new Map(
    (payments?.invoices ?? []).map((invoice) => [invoice.documentId, invoice.state] as const),
  );
  const underWay = new Set(
    [...paymentStateOf].flatMap(([id, state]) => (isPaymentUnderWay(state) ? [id] : [])),
  );
  const pdfs = usePdfSelection(
    rowKey,
    pdfOf,
    payments?.isEnabled && showPrice
      ? (rows, clear) => <PayInvoicesButton rows={rows} underWay={underWay} onStarted={clear} />
      : undefined,
  );

  // The document first, kept in view, then its date, description and amount (ADR-022).
  const columns: Column<OpenItem>[] = [
    {
      id: 'document',
      header: t('columns.document'),
      sticky: 'start',
      isAlwaysShown: true,
      cell: (row) => (
        <Stack gap={0} align="flex-start">
          <DocumentLink
            to={invoiceDetailPath(row)}
            state={returnState}
            aria-label={t(`documentName.${row.kind}`, { number: row.documentNumber })}
          >
            {row.documentNumber}
            {row.kind === 'creditNote' ? (
              <Text span size="xs" c="dimmed" fw={400}>
                {` · ${t('documentType.creditNote')}`}
              </Text>
            ) : null}
          </DocumentLink>
          {row.kind === 'invoice' ? <PaymentNote state={paymentStateOf.get(row.documentId)} /> : null}
        </Stack>
      ),
    },
    { id: 'date', header: t('columns.date'), isAlwaysShown: true, cell: (row) => formatDate(row.date) },
    {
      id: 'description',
      header: t('columns.description'),
      isPrimary: true,
      cell: (row) => (
        <Text size="sm" fw={500} maw={320} truncate title={describeOpenItem(t, row)}>
          <DocumentDescription kind={row.kind} number={row.documentNumber} reference={row.reference} />
        </Text>
      ),
    },
    currencyColumn(t),
    ...(showPrice
      ? [
          {
            id: 'openAmount',
            header: t('columns.openAmount'),
            align: 'right',
            isAlwaysShown: true,
            cell: (row) => (
              <Text
                span
                size="sm"
                c={row.openAmount < 0 ? 'teal.8' : undefined}
                style={{ fontVariantNumeric: 'tabular-nums' }}
              >
                {formatAmount(row.openAmount, row.currency)}
              </Text>
            ),
          } satisfies Column<OpenItem>,
        ]
      : []),
    {
      id: 'dueDate',
      header: t('columns.dueDate'),
      isAlwaysShown: true,
      cell: (row) => formatDate(row.dueDate),
    },
    {
      id: 'daysLate',
      header: t('columns.daysLate'),
      align: 'right',
      cell: (row) => (
        <Text
          span
          size="sm"
          c={daysLateColor(row.daysLate)}
          fw={isOverdue(row.daysLate) ? 700 : undefined}
          data-overdue={isOverdue(row.daysLate) || undefined}
        >
          {row.daysLate}
        </Text>
      ),
    },
    pdfColumn(t, pdfOf),
  ];

  return (
    <ListPage
      label={t('pages.outstandingInvoices')}
      description={t('outstandingInvoices.subtitle')}
      helpPage="Open_invoices"
      columns={columns}
      rowKey={rowKey}
      selection={pdfs}
      query={query}
      columnsKey="outstandingInvoices"
      sorts={{
        dueDate: {
          direction: sort === 'dueDate' ? 'ascending' : sort === '-dueDate' ? 'descending' : undefined,
          hint: t('outstandingInvoices.sort.next', { order: sortLabel(t, nextDueDateSort(sort)) }),
          onSort: () => setSort(nextDueDateSort(sort)),
        },
      }}
      // A phone shows cards without column headers: the order is chosen beside the search.
      toolbar={
        isPhone ? (
          <NativeSelect
            label={t('outstandingInvoices.sort.label')}
            value={sort ?? ''}
            onChange={(event) =>
              setSort(readOpenItemSort(new URLSearchParams({ sort: event.currentTarget.value })))
            }
            data={[
              { value: '', label: sortLabel(t, undefined) },
              { value: 'dueDate', label: sortLabel(t, 'dueDate') },
              { value: '-dueDate', label: sortLabel(t, '-dueDate') },
            ]}
          />
        ) : undefined
      }
      // Amounts only for who may see prices (D12).
      summary={
        showPrice && openTotals.length > 0 ? (
          <Text size="sm" fw={600}>
            {t('outstandingInvoices.openTotal', { amounts: openTotalsText(openTotals) })}
          </Text>
        ) : undefined
      }
    />
  );
}
