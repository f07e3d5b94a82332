import { Anchor, Button } from '@mantine/core';
import type { OrderLine } from '@selvedge/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatQuantity, ItemCell, OrDash, OrderTypeBadge } from '../../../components/cells';
import { type Column, DataTable } from '../../../components/data-table';
import { InfoButton } from '../../../components/info-button';
import { PageHeader } from '../../../components/page-header';
import { PdfButton } from '../../../components/pdf-button';
import { useListParams, useReturnState } from '../../../components/use-list-params';
import { formatAmount, formatDate } from '../../../lib/format';
import { useShowPrice, useSignedInSession } from '../../../lib/session';
import { useOrderLines } from '../api/get-order-lines';

/** /orders: the order lines of foundations 2 "Orders". */
export function OrdersPage() {
  const { t } = useTranslation();
  const { user } = useSignedInSession();
  const showPrice = useShowPrice();
  const { page, search } = useListParams();
  const returnState = useReturnState();
  const query = useOrderLines({ page, search });
  const canAddOrder = user.role === 'Customer' && user.canCreateOrder;

  const columns: Column<OrderLine>[] = [
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
          } satisfies Column<OrderLine>,
        ]
      : []),
    {
      id: 'orderNumber',
      header: t('columns.orderNumber'),
      cell: (row) => (
        <Anchor
          component={Link}
          to={`/order-detail/${row.documentId}`}
          state={returnState}
          fw={600}
          size="sm"
        >
          {row.orderNumber}
        </Anchor>
      ),
    },
    { id: 'orderDate', header: t('columns.orderDate'), cell: (row) => formatDate(row.orderDate) },
    {
      id: 'available',
      header: t('columns.available'),
      cell: (row) => <OrDash value={formatDate(row.deliveryDate)} />,
    },
    { id: 'batch', header: t('columns.batch'), cell: (row) => <OrDash value={row.batch} /> },
    {
      id: 'orderType',
      header: t('columns.orderType'),
      cell: (row) => <OrderTypeBadge type={row.orderType} />,
    },
    {
      id: 'pdf',
      header: t('columns.pdf'),
      align: 'center',
      isAction: true,
      sticky: 'end',
      cell: (row) => (
        <PdfButton
          kind="order"
          id={row.documentId}
          itemCode={row.itemCode}
          name={t('documentName.order', { number: row.orderNumber })}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('pages.orders')}
        description={t('orders.subtitle')}
        actions={
          <>
            {canAddOrder ? (
              <Button component={Link} to="/placeorder" leftSection={<IconPlus size={18} />}>
                {t('orders.add')}
              </Button>
            ) : null}
            <InfoButton page="Orders" />
          </>
        }
      />
      <DataTable
        label={t('pages.orders')}
        columns={columns}
        rowKey={(row) => `${row.documentId}-${row.lineNumber}`}
        query={query}
      />
    </>
  );
}
