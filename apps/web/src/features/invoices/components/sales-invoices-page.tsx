import { Badge } from '@mantine/core';
import type { InvoiceLine } from '@selvedge/contracts';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table';
import { InfoButton } from '../../../components/info-button';
import {
  asLead,
  batchColumn,
  collectionColumn,
  commissionColumn,
  documentLinkColumn,
  itemColumn,
  pdfColumn,
  priceColumns,
  quantityColumn,
  referenceColumn,
} from '../../../components/list-columns';
import { PageHeader } from '../../../components/page-header';
import { useListParams, useReturnState } from '../../../components/use-list-params';
import { formatDate } from '../../../lib/format';
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

  // What a customer looks for first comes first and always shows (ADR-022); the others follow.
  const columns: Column<InvoiceLine>[] = [
    documentLinkColumn({
      id: 'invoiceNumber',
      header: t('columns.invoiceNumber'),
      to: invoiceDetailPath,
      number: (row) => row.invoiceNumber,
      state: returnState,
    }),
    {
      id: 'invoiceDate',
      header: t('columns.invoiceDate'),
      isAlwaysShown: true,
      cell: (row) => formatDate(row.invoiceDate),
    },
    asLead(itemColumn(t)),
    quantityColumn(t),
    ...priceColumns(t, showPrice),
    {
      id: 'kind',
      header: t('columns.documentType'),
      cell: (row) => (
        <Badge variant="light" color={row.kind === 'creditNote' ? 'orange' : 'blue'} radius="sm" tt="none">
          {t(`documentType.${row.kind}`)}
        </Badge>
      ),
    },
    referenceColumn(t),
    commissionColumn(t),
    collectionColumn(t),
    batchColumn(t),
    pdfColumn(t, (row) => ({ kind: row.kind, number: row.invoiceNumber, itemCode: row.itemCode })),
  ];

  return (
    <>
      <PageHeader
        title={t('pages.salesInvoices')}
        description={t('salesInvoices.subtitle')}
        actions={<InfoButton page="Salesinvoices" />}
      />
      <DataTable
        label={t('pages.salesInvoices')}
        columns={columns}
        rowKey={(row) => `${row.kind}-${row.documentId}-${row.lineNumber}`}
        query={query}
        columnsKey="salesInvoices"
      />
    </>
  );
}
