import { Anchor, Badge } from '@mantine/core';
import type { InvoiceLine } from '@selvedge/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatQuantity, ItemCell, OrDash } from '../../../components/cells';
import { type Column, DataTable } from '../../../components/data-table';
import { InfoButton } from '../../../components/info-button';
import { PageHeader } from '../../../components/page-header';
import { PdfButton } from '../../../components/pdf-button';
import { useListParams, useReturnState } from '../../../components/use-list-params';
import { formatAmount, formatDate } from '../../../lib/format';
import { useShowPrice } from '../../../lib/session';
import { useInvoiceLines } from '../api/get-invoice-lines';

const detailPath = (row: InvoiceLine) =>
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

  const columns: Column<InvoiceLine>[] = [
    {
      id: 'item',
      header: t('columns.itemCode'),
      isPrimary: true,
      sticky: 'start',
      cell: (row) => <ItemCell code={row.itemCode} description={row.description} />,
    },
    {
      id: 'collection',
      isWrapping: true,
      header: t('columns.collection'),
      cell: (row) => <OrDash value={row.collection} />,
    },
    {
      id: 'quantity',
      header: t('columns.quantity'),
      align: 'right',
      cell: (row) => formatQuantity(row.quantity, row.unit),
    },
    {
      id: 'reference',
      header: t('columns.reference'),
      cell: (row) => <OrDash value={row.reference} />,
    },
    {
      id: 'commission',
      header: t('columns.commission'),
      cell: (row) => <OrDash value={row.commission} />,
    },
    { id: 'currency', header: t('columns.currency'), cell: (row) => row.currency },
    ...(showPrice
      ? [
          {
            id: 'price',
            header: t('columns.price'),
            align: 'right',
            cell: (row) => formatAmount(row.price, row.currency),
          } satisfies Column<InvoiceLine>,
        ]
      : []),
    { id: 'batch', header: t('columns.batch'), cell: (row) => <OrDash value={row.batch} /> },
    {
      id: 'kind',
      header: t('columns.documentType'),
      cell: (row) => (
        <Badge variant="light" color={row.kind === 'creditNote' ? 'orange' : 'blue'} radius="sm" tt="none">
          {t(`documentType.${row.kind}`)}
        </Badge>
      ),
    },
    {
      id: 'invoiceNumber',
      header: t('columns.invoiceNumber'),
      cell: (row) => (
        <Anchor component={Link} to={detailPath(row)} state={returnState} fw={600} size="sm">
          {row.invoiceNumber}
        </Anchor>
      ),
    },
    { id: 'invoiceDate', header: t('columns.invoiceDate'), cell: (row) => formatDate(row.invoiceDate) },
    {
      id: 'pdf',
      header: t('columns.pdf'),
      align: 'center',
      isAction: true,
      sticky: 'end',
      cell: (row) => (
        <PdfButton
          kind={row.kind}
          id={row.documentId}
          itemCode={row.itemCode}
          name={t(`documentName.${row.kind}`, { number: row.invoiceNumber })}
        />
      ),
    },
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
      />
    </>
  );
}
