import { Badge } from '@mantine/core';
import type { InvoiceLine } from '@selvedge/contracts';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table';
import { batchColumn, lineReferenceColumns } from '../../../components/list-columns';
import { DocumentLinePage } from '../../../components/list-page';
import { useListParams } from '../../../components/use-list-params';
import { useInvoiceLines } from '../api/get-invoice-lines';

/** An invoice's or credit note's detail; the outstanding invoices link there too. */
export const invoiceDetailPath = (row: Pick<InvoiceLine, 'kind' | 'documentId'>) =>
  row.kind === 'creditNote'
    ? `/salesinvoice-detail/${row.documentId}?kind=creditNote`
    : `/salesinvoice-detail/${row.documentId}`;

/** /salesinvoices: invoice and credit note lines in one list (D19). */
export function SalesInvoicesPage() {
  const { t } = useTranslation();
  const { page, search } = useListParams();
  const query = useInvoiceLines({ page, search });
  const columns: Column<InvoiceLine>[] = [
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
  ];

  // A credit note's line is a row of its own kind: its PDF and detail are the credit note's.
  return (
    <DocumentLinePage
      kind="invoice"
      fields={{ number: 'invoiceNumber', date: 'invoiceDate', to: invoiceDetailPath }}
      label={t('pages.salesInvoices')}
      description={t('salesInvoices.subtitle')}
      helpPage="Salesinvoices"
      columns={columns}
      query={query}
      columnsKey="salesInvoices"
    />
  );
}
