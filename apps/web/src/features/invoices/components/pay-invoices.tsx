import { Button, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { InvoicePaymentState, OpenItem } from '@selvedge/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IconCreditCard } from '../../../components/icons';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/errors';
import { formatAmount } from '../../../lib/format';
import { newRequestKey } from '../../../lib/request-key';
import { useStartPayment } from '../api/payments';

/** Invoices a payment holds in these states are being paid: not offered again (ADR-037). */
export const isPaymentUnderWay = (state: InvoicePaymentState['state']) =>
  state !== 'canceled' && state !== 'expired' && state !== 'failed';

/** The ticked rows that can be paid: open invoices (not credit notes) in no payment under way. */
export function payableRows(rows: readonly OpenItem[], underWay: ReadonlySet<number>): OpenItem[] {
  return rows.filter((row) => row.kind === 'invoice' && row.openAmount > 0 && !underWay.has(row.documentId));
}

/** Cents of an amount with two decimals, for the button's sum (the server computes what is paid). */
const centsOf = (amount: number) => Math.round(amount * 100);

/**
 * "Pay (2) · € 1.234,56": the ticked open invoices of one currency, paid in full at the payment provider.
 * The sum shown is the screen's; the server computes the amount from the read model. One key per click
 * series, so a double click starts one payment; the buyer goes on to the provider's checkout.
 */
export function PayInvoicesButton({
  rows,
  underWay,
  onStarted,
}: {
  rows: readonly OpenItem[];
  underWay: ReadonlySet<number>;
  onStarted: () => void;
}) {
  const { t } = useTranslation();
  const start = useStartPayment();
  const keyRef = useRef<string | null>(null);
  const payable = payableRows(rows, underWay);
  const currencies = [...new Set(payable.map((row) => row.currency))];
  const isMixed = currencies.length > 1;
  const total = payable.reduce((sum, row) => sum + centsOf(row.openAmount), 0) / 100;
  const isLeftOut = payable.length < rows.length && rows.length > 0;
  const label =
    payable.length > 0 && !isMixed
      ? t('payments.pay', { count: payable.length, amount: formatAmount(total, currencies[0]) })
      : t('payments.payNone');

  const pay = async () => {
    if (payable.length === 0 || isMixed || start.isPending) return;
    keyRef.current ??= newRequestKey();
    try {
      const payment = await start.mutateAsync({
        requestKey: keyRef.current,
        invoiceIds: payable.map((row) => row.documentId),
      });
      keyRef.current = null;
      onStarted();
      window.location.assign(payment.checkoutUrl ?? `/payments/${payment.id}`);
    } catch (error) {
      keyRef.current = null;
      if (isApiError(error) && (error.status === 401 || error.status === 403)) return;
      notifications.show({
        id: 'payment-failed',
        color: 'red',
        title: t('payments.title'),
        message: errorMessage(t, error),
        autoClose: 8_000,
      });
    }
  };

  const hint = isMixed
    ? t('payments.mixedCurrencies')
    : isLeftOut
      ? t('payments.onlyInvoices')
      : t('payments.hint');
  return (
    <Tooltip label={hint} multiline w={260} withArrow>
      <Button
        color="teal"
        leftSection={<IconCreditCard size={18} stroke={1.6} />}
        loading={start.isPending}
        disabled={payable.length === 0 || isMixed}
        onClick={() => void pay()}
        data-testid="pay-invoices"
      >
        {label}
      </Button>
    </Tooltip>
  );
}

/** The row's note while its invoice is in a payment: "Payment received, being processed". */
export function PaymentNote({ state }: { state: InvoicePaymentState['state'] | undefined }) {
  const { t } = useTranslation();
  if (!state || !isPaymentUnderWay(state)) return null;
  const isPaid = state !== 'created' && state !== 'open';
  return (
    <Text span size="xs" c={isPaid ? 'teal.8' : 'dimmed'} fw={isPaid ? 600 : 400} data-payment-state={state}>
      {isPaid ? t('payments.paidPending') : t('payments.open')}
    </Text>
  );
}
