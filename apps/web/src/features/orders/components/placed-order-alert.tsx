import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmationAlert, useArrivedConfirmation } from '../../../components/confirmation-alert';
import { ordersKeys } from '../api/get-order-lines';
import { readPlacedOrder } from '../lib/pending-orders';

/**
 * The confirmation after an approval (D23, D24): the order's number, or that it is queued until the
 * ERP is reachable. It comes in the router state and is taken out of it at once, so a reload or a
 * return to /orders does not confirm the order a second time.
 */
export function PlacedOrderAlert() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [placedOrder, close] = useArrivedConfirmation(readPlacedOrder, () => {
    // The new order is among the pending ones, or already in the lines: what is cached is older.
    void queryClient.invalidateQueries({ queryKey: ordersKeys.pending });
    void queryClient.invalidateQueries({ queryKey: ordersKeys.allLines });
  });

  if (!placedOrder) return null;
  // A sample order is confirmed as one: the customer may have a regular order on its way too.
  const keys =
    placedOrder.orderType === 'SAMPLE' ? 'placeOrder.sample.confirmation' : 'pendingOrders.confirmation';
  const message =
    placedOrder.state === 'placed'
      ? placedOrder.documentNumber !== null
        ? t(`${keys}.placed`, { number: placedOrder.documentNumber })
        : t(`${keys}.placedNoNumber`)
      : t(`${keys}.${placedOrder.state}`);
  return (
    <ConfirmationAlert
      tone={placedOrder.state === 'placed' ? 'done' : placedOrder.state === 'failed' ? 'failed' : 'waiting'}
      onClose={close}
    >
      {message}
    </ConfirmationAlert>
  );
}
