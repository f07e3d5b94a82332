import { Button } from '@mantine/core';
import type { OrderLine } from '@selvedge/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../../components/data-table';
import { InfoButton } from '../../../components/info-button';
import {
  asLead,
  batchColumn,
  collectionColumn,
  commissionColumn,
  documentLinkColumn,
  itemColumn,
  orderTypeColumn,
  pdfColumn,
  priceColumns,
  quantityColumn,
  referenceColumn,
} from '../../../components/list-columns';
import { PageHeader } from '../../../components/page-header';
import { useListParams, useReturnState } from '../../../components/use-list-params';
import { formatDate } from '../../../lib/format';
import { canPlaceOrders } from '../../../lib/order-rights';
import { useShowPrice, useSignedInSession } from '../../../lib/session';
import { useOrderLines } from '../api/get-order-lines';
import { PendingOrdersCard } from './pending-orders-card';
import { PlacedOrderAlert } from './placed-order-alert';

/**
 * /orders: the order lines of foundations 2 "Orders", and above them the confirmation of an order just
 * approved and the approved orders not in the lines yet (D23, D24).
 */
export function OrdersPage() {
  const { t } = useTranslation();
  const { user } = useSignedInSession();
  const showPrice = useShowPrice();
  const { page, search } = useListParams();
  const returnState = useReturnState();
  const query = useOrderLines({ page, search });
  const canAddOrder = user.role === 'Customer' && user.canCreateOrder;
  // Only who may order has drafts, and the API answers 403 to anyone else (ordering §6).
  const canOrder = canPlaceOrders(user);

  // What a customer looks for first comes first and always shows (ADR-022); the others follow.
  const columns: Column<OrderLine>[] = [
    documentLinkColumn({
      id: 'orderNumber',
      header: t('columns.orderNumber'),
      to: (row) => `/order-detail/${row.documentId}`,
      number: (row) => row.orderNumber,
      state: returnState,
    }),
    {
      id: 'orderDate',
      header: t('columns.orderDate'),
      isAlwaysShown: true,
      cell: (row) => formatDate(row.orderDate),
    },
    asLead(itemColumn(t)),
    quantityColumn(t),
    ...priceColumns(t, showPrice),
    {
      id: 'available',
      header: t('columns.available'),
      text: (row) => formatDate(row.deliveryDate),
    },
    referenceColumn(t),
    commissionColumn(t),
    collectionColumn(t),
    batchColumn(t),
    orderTypeColumn(t),
    pdfColumn(t, (row) => ({ kind: 'order', number: row.orderNumber, itemCode: row.itemCode })),
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
      <PlacedOrderAlert />
      <PendingOrdersCard isEnabled={canOrder} />
      <DataTable
        label={t('pages.orders')}
        columns={columns}
        rowKey={(row) => `${row.documentId}-${row.lineNumber}`}
        query={query}
        columnsKey="orders"
      />
    </>
  );
}
