import type { Language } from '@selvedge/contracts';
import { supportReference } from '../../jobs/outbox.js';
import type { AppDeps } from '../../shared/deps.js';
import { mailNotificationAddresses, renderMail } from '../mail/index.js';
import { findUserById } from '../users/index.js';
import { formatPaymentAmount, type PaymentNoticeJob } from './payment-events.js';
import { findById, findInvoices } from './payments.repository.js';

/**
 * The notices of a payment received that the ERP refused or could not book (ADR-037): to the buyer, in
 * their language (the money arrived, staff book it, no need to pay again), and to the notification
 * addresses. At least once: a crash between sending and the job's end sends again.
 */
export async function sendPaymentNotice(deps: AppDeps, job: PaymentNoticeJob): Promise<void> {
  const { db } = deps.database;
  const payment = await findById(db, job.paymentId);
  if (!payment || (payment.state !== 'erpRejected' && payment.state !== 'postFailed')) return;
  const invoices = (await findInvoices(db, payment.id))
    .map((invoice) => String(invoice.documentNumber))
    .join(', ');
  const amount = formatPaymentAmount(payment.amountCents, payment.currency);
  const user = await findUserById(db, payment.userId);
  if (user) {
    await deps.mailer.send(
      await renderMail('paymentNotPosted', user.language as Language, [user.email], {
        name: `${user.firstName} ${user.lastName}`.trim() || user.email,
        amount,
        invoices,
        supportReference: supportReference(payment.id),
      }),
    );
  }
  await mailNotificationAddresses(deps, 'paymentNeedsAttention', payment.customerCode, (customer) => ({
    customer,
    paidBy: user?.email ?? payment.userId,
    amount,
    invoices,
    supportReference: supportReference(payment.id),
    portalKey: payment.id,
    providerPaymentId: payment.providerPaymentId ?? '',
    error: payment.erpMessage ?? payment.sendError ?? '',
  }));
}
