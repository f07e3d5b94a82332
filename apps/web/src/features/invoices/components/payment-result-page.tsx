import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Table, Text } from '@mantine/core';
import type { OnlinePayment } from '@selvedge/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { formatAmount } from '../../../lib/format';
import { usePayment } from '../api/payments';

const tabular = { fontVariantNumeric: 'tabular-nums' } as const;

/** How the page shows a state: waiting, good news, nothing paid, or received and handed to staff. */
function toneOf(state: OnlinePayment['state']): 'waiting' | 'paid' | 'notPaid' | 'byHand' {
  if (state === 'created' || state === 'open') return 'waiting';
  if (state === 'canceled' || state === 'expired' || state === 'failed') return 'notPaid';
  if (state === 'erpRejected' || state === 'postFailed') return 'byHand';
  return 'paid';
}

/**
 * /payments/:id: where the payment provider sends the buyer back (ADR-037). It asks the portal until the
 * provider has spoken (the webhook, or the portal asking the provider), then says what happened: paid
 * and being processed, or nothing paid (cancelled, expired, failed); while the payment is still open it
 * offers the checkout again.
 */
export function PaymentResultPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = usePayment(id);
  const payment = query.data;

  let body = null;
  if (query.isPending) {
    body = (
      <Group role="status" aria-busy="true" gap="sm">
        <Loader size="sm" />
        <Text>{t('payments.result.created')}</Text>
      </Group>
    );
  } else if (query.isError) {
    body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  } else if (payment) {
    const tone = toneOf(payment.state);
    const icon =
      tone === 'waiting' ? (
        <Loader size="sm" />
      ) : tone === 'paid' ? (
        <IconCircleCheck />
      ) : tone === 'byHand' ? (
        <IconInfoCircle />
      ) : (
        <IconAlertTriangle />
      );
    const color = tone === 'paid' ? 'teal' : tone === 'notPaid' ? 'orange' : 'blue';
    body = (
      <Stack gap="md" maw={640}>
        <Alert
          color={color}
          icon={icon}
          role="status"
          aria-live="polite"
          data-payment-state={payment.state}
          title={t(`payments.result.${payment.state}`)}
        />
        {payment.state === 'open' && payment.checkoutUrl ? (
          <Group>
            <Button component="a" href={payment.checkoutUrl} color="teal">
              {t('payments.continue')}
            </Button>
          </Group>
        ) : null}
        <Paper withBorder radius="md" p="md">
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('payments.invoices')}</Table.Th>
                <Table.Th ta="right">{t('payments.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payment.invoices.map((invoice) => (
                <Table.Tr key={invoice.documentId}>
                  <Table.Td>{t('documentName.invoice', { number: invoice.documentNumber })}</Table.Td>
                  <Table.Td ta="right" style={tabular}>
                    {formatAmount(invoice.amount, payment.currency)}
                  </Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Td fw={700}>{t('payments.amount')}</Table.Td>
                <Table.Td ta="right" fw={700} style={tabular} data-testid="payment-amount">
                  {formatAmount(payment.amount, payment.currency)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Paper>
        <Anchor component={Link} to="/outstandingInvoices">
          {t('payments.back')}
        </Anchor>
      </Stack>
    );
  }

  return (
    <>
      <PageHeader title={t('payments.title')} />
      {body}
    </>
  );
}
