import { Button } from '@mantine/core';
import type { OrderLine } from '@selvedge/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table';
import {
  batchColumn,
  documentLineColumns,
  lineReferenceColumns,
  orderTypeColumn,
  type PdfOf,
  pdfColumn,
} from '../../../components/list-columns';
import { ListPage } from '../../../components/list-page';
import { usePdfSelection } from '../../../components/pdf-selection';
import { orderAgainAction } from '../../../components/reorder-selection';
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
  // The row's PDF, and its place in a download of several (components/pdf-selection.tsx).
  const pdfOf = (row: OrderLine): PdfOf => ({
    kind: 'order',
    number: row.orderNumber,

    // What a customer looks for first comes first and always shows (ADR-022); the others follow.
    itemCode: row.itemCode,
  });
  const rowKey = (row: OrderLine) => `${row.documentId}-${row.lineNumber}`;
  // Order again (docs/reorder.md) from the same selection, for a user who may order.
  const pdfs = usePdfSelection(rowKey, pdfOf, orderAgainAction<OrderLine>('order'));
  const columns: Column<OrderLine>[] = [
    ...documentLineColumns<OrderLine>(t, {
      number: 'orderNumber',
      date: 'orderDate',
      to: (row) => `/order-detail/${row.documentId}`,
      state: returnState,
      showPrice,
    }),
    {
      id: 'available',
      header: t('columns.available'),
      text: (row) => formatDate(row.deliveryDate),
    },
    ...lineReferenceColumns(t),
    batchColumn(t),
    orderTypeColumn(t),
    pdfColumn(t, pdfOf),
  ];

  return (
    <ListPage
      label={t('pages.orders')}
      description={t('orders.subtitle')}
      helpPage="Orders"
      actions={
        canAddOrder ? (
          <Button component={Link} to="/placeorder" leftSection={<IconPlus size={18} />}>
            {t('orders.add')}
          </Button>
        ) : null
      }
      columns={columns}
      rowKey={rowKey}
      selection={pdfs}
      query={query}
      columnsKey="orders"
    >
      <PlacedOrderAlert />
      <PendingOrdersCard isEnabled={canOrder} />
    </ListPage>
  );
}
