import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ordersKeys } from '../api/get-order-lines';
import { type PlacedOrder, readPlacedOrder } from '../lib/pending-orders';

/**
 * The confirmation after an approval (D23, D24): the order's number, or that it is queued until the
 * ERP is reachable. It comes in the router state and is taken out of it at once, so a reload or a
 * return to /orders does not confirm the order a second time.
 */
export function PlacedOrderAlert() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [placedOrder, setPlacedOrder] = useState<PlacedOrder | null>(() => readPlacedOrder(location.state));

  useEffect(() => {
    const arrived = readPlacedOrder(location.state);
    if (!arrived) return;
    setPlacedOrder(arrived);
    const { pathname, search, hash } = location;
    void navigate({ pathname, search, hash }, { replace: true, state: null });
    // The new order is among the pending ones, or already in the lines: what is cached is older.
    void queryClient.invalidateQueries({ queryKey: ordersKeys.pending });
    void queryClient.invalidateQueries({ queryKey: ordersKeys.allLines });
  }, [location, navigate, queryClient]);

  if (!placedOrder) return null;
  const isPlaced = placedOrder.state === 'placed';
  const isFailed = placedOrder.state === 'failed';
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
    <Alert
      color={isPlaced ? 'teal' : isFailed ? 'orange' : 'blue'}
      variant="light"
      icon={
        isPlaced ? (
          <IconCircleCheck size={20} />
        ) : isFailed ? (
          <IconAlertTriangle size={20} />
        ) : (
          <IconClockHour4 size={20} />
        )
      }
      withCloseButton
      closeButtonLabel={t('common.close')}
      onClose={() => setPlacedOrder(null)}
      role="status"
      mb="lg"
    >
      {message}
    </Alert>
  );
}
