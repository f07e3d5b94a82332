import { Button } from '@mantine/core';
import type { OrderLine } from '@selvedge/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table';
import { IconPlus } from '../../../components/icons';
import { batchColumn, lineReferenceColumns, orderTypeColumn } from '../../../components/list-columns';
import { DocumentLinePage } from '../../../components/list-page';
import { useListParams } from '../../../components/use-list-params';
import { formatDate } from '../../../lib/format';
import { canPlaceOrders } from '../../../lib/order-rights';
import { useSignedInSession } from '../../../lib/session';
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
  const { page, search } = useListParams();
  const query = useOrderLines({ page, search });
  const canAddOrder = user.role === 'Customer' && user.canCreateOrder;
  // Only who may order has drafts, and the API answers 403 to anyone else (ordering §6).
  const canOrder = canPlaceOrders(user);
  const columns: Column<OrderLine>[] = [
    {
      id: 'available',
      header: t('columns.available'),
      text: (row) => formatDate(row.deliveryDate),
    },
    ...lineReferenceColumns(t),
    batchColumn(t),
    orderTypeColumn(t),
  ];

  return (
    <DocumentLinePage
      kind="order"
      fields={{ number: 'orderNumber', date: 'orderDate', to: (row) => `/order-detail/${row.documentId}` }}
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
      query={query}
      columnsKey="orders"
    >
      <PlacedOrderAlert />
      <PendingOrdersCard isEnabled={canOrder} />
    </DocumentLinePage>
  );
}
