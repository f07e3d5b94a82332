import type { OnlinePayment, PaymentOverview } from '@selvedge/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, screenQuery } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { invoicesKeys } from './query-keys';

/** The states the result page waits in: the provider has not spoken yet (ADR-037). */
const isAwaitingProvider = (state: OnlinePayment['state'] | undefined) =>
  state === 'created' || state === 'open';

/** GET /api/payments/overview: whether the list offers payments, and the invoices in a payment now. */
export function usePaymentOverview() {
  return useQuery(
    screenQuery<PaymentOverview>({ queryKey: invoicesKeys.paymentOverview, path: '/api/payments/overview' }),
  );
}

/**
 * GET /api/payments/:id, asked again every two seconds while the provider has not spoken (the buyer
 * may come back before its webhook), and every ten while the payment is being booked.
 */
export function usePayment(id: string) {
  return useQuery({
    ...screenQuery<OnlinePayment>({ queryKey: invoicesKeys.payment(id), path: `/api/payments/${id}` }),
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      if (isAwaitingProvider(state)) return 2_000;
      if (state === 'paidPending' || state === 'posted') return 10_000;
      return false;
    },
  });
}

/** POST /api/payments: the server computes the amount; the answer carries the checkout to go to. */
export function useStartPayment() {
  return useRefreshingMutation(
    (input: { requestKey: string; invoiceIds: number[] }) => api.post<OnlinePayment>('/api/payments', input),
    { keys: [invoicesKeys.paymentOverview], after: 'settled' },
  );
}
