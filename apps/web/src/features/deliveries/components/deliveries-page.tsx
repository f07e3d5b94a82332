import { Anchor } from '@mantine/core';
import type { DeliveryLine } from '@selvedge/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatQuantity, ItemCell, OrDash, OrderTypeBadge } from '../../../components/cells';
import { type Column, DataTable } from '../../../components/data-table';
import { InfoButton } from '../../../components/info-button';
import { PageHeader } from '../../../components/page-header';
import { PdfButton } from '../../../components/pdf-button';
import { TrackAndTraceButton } from '../../../components/track-and-trace-button';
import { useListParams, useReturnState } from '../../../components/use-list-params';
import { formatAmount, formatDate } from '../../../lib/format';
import { useShowPrice } from '../../../lib/session';
import { useDeliveryLines } from '../api/get-delivery-lines';

/** /deliveries: the delivery lines of foundations 2 "Deliveries", with track and trace. */
export function DeliveriesPage() {
  const { t } = useTranslation();
  const showPrice = useShowPrice();
  const { page, search } = useListParams();
  const returnState = useReturnState();
  const query = useDeliveryLines({ page, search });

  const columns: Column<DeliveryLine>[] = [
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
    {
      id: 'deliveryNumber',
      header: t('columns.deliveryNumber'),
      cell: (row) => (
        <Anchor
          component={Link}
          to={`/delivery-detail/${row.documentId}`}
          state={returnState}
          fw={600}
          size="sm"
        >
          {row.deliveryNumber}
        </Anchor>
      ),
    },
    { id: 'sentDate', header: t('columns.sentDate'), cell: (row) => formatDate(row.sentDate) },
    { id: 'currency', header: t('columns.currency'), cell: (row) => row.currency },
    ...(showPrice
      ? [
          {
            id: 'price',
            header: t('columns.price'),
            align: 'right',
            cell: (row) => formatAmount(row.price, row.currency),
          } satisfies Column<DeliveryLine>,
        ]
      : []),
    {
      id: 'orderNumber',
      header: t('columns.orderNumber'),
      cell: (row) => <OrDash value={row.orderNumber} />,
    },
    {
      id: 'orderDate',
      header: t('columns.orderDate'),
      cell: (row) => <OrDash value={formatDate(row.orderDate)} />,
    },
    { id: 'batch', header: t('columns.batch'), cell: (row) => <OrDash value={row.batch} /> },
    {
      id: 'orderType',
      header: t('columns.orderType'),
      cell: (row) => <OrderTypeBadge type={row.orderType} />,
    },
    {
      id: 'trackAndTrace',
      header: t('columns.trackAndTrace'),
      align: 'center',
      isAction: true,
      sticky: 'end',
      cell: (row) => (
        <TrackAndTraceButton
          links={row.trackAndTrace}
          name={t('documentName.delivery', { number: row.deliveryNumber })}
        />
      ),
    },
    {
      id: 'pdf',
      header: t('columns.pdf'),
      align: 'center',
      isAction: true,
      sticky: 'end',
      cell: (row) => (
        <PdfButton
          kind="delivery"
          id={row.documentId}
          itemCode={row.itemCode}
          name={t('documentName.delivery', { number: row.deliveryNumber })}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('pages.deliveries')}
        description={t('deliveries.subtitle')}
        actions={<InfoButton page="Deliveries" />}
      />
      <DataTable
        label={t('pages.deliveries')}
        columns={columns}
        rowKey={(row) => `${row.documentId}-${row.lineNumber}`}
        query={query}
      />
    </>
  );
}
