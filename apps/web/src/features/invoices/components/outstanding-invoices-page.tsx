import { Text } from '@mantine/core';
import type { OpenItem } from '@selvedge/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DocumentDescription, describeDocument } from '../../../components/cells';
import type { Column } from '../../../components/data-table';
import { currencyColumn, DocumentLink, pdfColumn } from '../../../components/list-columns';
import { ListPage } from '../../../components/list-page';
import { useListParams, useReturnState } from '../../../components/use-list-params';
import { daysLateColor, isOverdue } from '../../../lib/days-late';
import { formatAmount, formatDate } from '../../../lib/format';
import { useShowPrice } from '../../../lib/session';
import { useOpenItems } from '../api/get-open-items';
import { invoiceDetailPath } from './sales-invoices-page';

const describeOpenItem = (t: TFunction, row: OpenItem) =>
  describeDocument(t, { kind: row.kind, number: row.documentNumber, reference: row.reference });

/** /outstandingInvoices: open invoices and unsettled credit notes, newest first (foundations 2). */
export function OutstandingInvoicesPage() {
  const { t } = useTranslation();
  const showPrice = useShowPrice();
  const { page, search } = useListParams();
  const returnState = useReturnState();
  const query = useOpenItems({ page, search });

  // The document first, kept in view, then its date, description and amount (ADR-022).
  const columns: Column<OpenItem>[] = [
    {
      id: 'document',
      header: t('columns.document'),
      sticky: 'start',
      isAlwaysShown: true,
      cell: (row) => (
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
    pdfColumn(t, (row) => ({ kind: row.kind, number: row.documentNumber })),
  ];

  return (
    <ListPage
      label={t('pages.outstandingInvoices')}
      description={t('outstandingInvoices.subtitle')}
      helpPage="Open_invoices"
      columns={columns}
      rowKey={(row) => `${row.kind}-${row.documentId}`}
      query={query}
      columnsKey="outstandingInvoices"
    />
  );
}
