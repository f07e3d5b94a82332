import { Badge } from '@mantine/core';
import type { InvoiceLine } from '@selvedge/contracts';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table';
import {
  batchColumn,
  documentLineColumns,
  lineReferenceColumns,
  type PdfOf,
  pdfColumn,
} from '../../../components/list-columns';
import { ListPage } from '../../../components/list-page';
import { usePdfSelection } from '../../../components/pdf-selection';
import { orderAgainAction } from '../../../components/reorder-selection';
import { useListParams, useReturnState } from '../../../components/use-list-params';
import { useShowPrice } from '../../../lib/session';
import { useInvoiceLines } from '../api/get-invoice-lines';

/** An invoice's or credit note's detail; the outstanding invoices link there too. */
export const invoiceDetailPath = (row: Pick<InvoiceLine, 'kind' | 'documentId'>) =>
  row.kind === 'creditNote'
    ? `/salesinvoice-detail/${row.documentId}?kind=creditNote`
    : `/salesinvoice-detail/${row.documentId}`;

/** /salesinvoices: invoice and credit note lines in one list (D19). */
export function SalesInvoicesPage() {
  const { t } = useTranslation();
  const showPrice = useShowPrice();
  const { page, search } = useListParams();
  const returnState = useReturnState();
  const query = useInvoiceLines({ page, search });
  // The row's PDF, and its place in a download of several (components/pdf-selection.tsx).
  const pdfOf = (row: InvoiceLine): PdfOf => ({
    kind: row.kind,
    number: row.invoiceNumber,

    // What a customer looks for first comes first and always shows (ADR-022); the others follow.
    itemCode: row.itemCode,
  });
  const rowKey = (row: InvoiceLine) => `${row.kind}-${row.documentId}-${row.lineNumber}`;
  // Order again (docs/reorder.md) from the same selection, for a user who may order.
  const pdfs = usePdfSelection(rowKey, pdfOf, orderAgainAction<InvoiceLine>('invoice'));
  const columns: Column<InvoiceLine>[] = [
    ...documentLineColumns<InvoiceLine>(t, {
      number: 'invoiceNumber',
      date: 'invoiceDate',
      to: invoiceDetailPath,
      state: returnState,
      showPrice,
    }),
    {
      id: 'kind',
      header: t('columns.documentType'),
      cell: (row) => (
        <Badge variant="light" color={row.kind === 'creditNote' ? 'orange' : 'blue'} radius="sm" tt="none">
          {t(`documentType.${row.kind}`)}
        </Badge>
      ),
    },
    ...lineReferenceColumns(t),
    batchColumn(t),
    pdfColumn(t, pdfOf),
  ];

  return (
    <ListPage
      label={t('pages.salesInvoices')}
      description={t('salesInvoices.subtitle')}
      helpPage="Salesinvoices"
      columns={columns}
      rowKey={rowKey}
      selection={pdfs}
      query={query}
      columnsKey="salesInvoices"
    />
  );
}
