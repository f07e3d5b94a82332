import { Ok, OnlinePayment, PaymentIdParams, PaymentOverview, PaymentStartInput } from '@selvedge/contracts';
import { FAKE_CHOICES, type FakeChoice, isPaymentProviderError } from '@selvedge/payments';
import { customerDataAccess, orderingAccess, publicAccess, signedInContext } from '../../plugins/access.js';
import type { AppDeps } from '../../shared/deps.js';
import { AppError, notFound } from '../../shared/errors.js';
import type { AppInstance } from '../../shared/fastify.js';
import { receiveWebhook } from './payment-webhook.js';
import { paymentOverview, readPayment, startPayment } from './payments.service.js';

const tags = ['invoices'];

/**
 * Online payments of open invoices (ADR-037): Customer and Sales (acting) for the session's customer,
 * as the open items are; the provider's webhook is public and verified (payment-webhook.ts).
 */
export async function paymentRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  // The provider posts its webhook as a form (id=tr_…): read raw, for the signature.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_r, body, done) => done(null, body),
  );

  app.get(
    '/api/payments/overview',
    {
      config: { access: customerDataAccess },
      schema: {
        tags,
        summary: 'Whether online payments are offered, and the invoices in a payment under way',
        response: { 200: PaymentOverview },
      },
    },
    async (request) => paymentOverview(deps, signedInContext(request)),
  );

  app.post(
    '/api/payments',
    {
      config: {
        // The buyer: a user with the create-order claim (a Customer, or Sales acting as one), never a
        // viewer of the customer's documents only.
        access: orderingAccess,
        problems: {
          404: ['NOT_FOUND'],
          409: ['INVOICE_PAYMENT_UNDER_WAY'],
          422: ['INVOICE_NOT_PAYABLE', 'PAYMENT_CURRENCIES_MIXED'],
          503: ['PAYMENT_PROVIDER_UNAVAILABLE'],
        },
      },
      schema: {
        tags,
        summary:
          'Pay open invoices of one currency in full: the amount is computed by the server; answers the checkout to send the buyer to',
        body: PaymentStartInput,
        response: { 200: OnlinePayment },
      },
    },
    async (request) => startPayment(deps, signedInContext(request), request.body),
  );

  app.get(
    '/api/payments/:id',
    {
      config: { access: customerDataAccess, problems: { 404: ['NOT_FOUND'] } },
      schema: {
        tags,
        summary: "A payment of the session's customer, its state asked of the provider while it is open",
        params: PaymentIdParams,
        response: { 200: OnlinePayment },
      },
    },
    async (request) => readPayment(deps, signedInContext(request), request.params.id),
  );

  app.post(
    '/api/payments/webhook',
    {
      config: {
        access: publicAccess,
        problems: { 400: ['VALIDATION_FAILED'], 503: ['PAYMENT_PROVIDER_UNAVAILABLE'] },
      },
      schema: {
        tags,
        summary:
          "The payment provider's webhook (Mollie: id=tr_…): verified by asking the provider, and by its signature when a secret is set",
        response: { 200: Ok },
      },
    },
    async (request, reply) => {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      let outcome: Awaited<ReturnType<typeof receiveWebhook>>;
      try {
        outcome = await receiveWebhook(deps, { rawBody, headers: request.headers }, request.ip);
      } catch (error) {
        if (isPaymentProviderError(error)) throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', 503);
        throw error;
      }
      if (outcome === 'refused') throw new AppError('VALIDATION_FAILED', 400);
      return reply.code(200).send({ ok: true });
    },
  );

  // The local fake of Mollie's hosted checkout, served by the portal so that any browser that reaches
  // the portal reaches it (demo, browser tests). Absent with the real Mollie.
  const fake = deps.payments?.fake;
  if (fake) {
    app.get(
      '/fake-mollie/checkout/:id',
      { config: { access: publicAccess }, schema: { hide: true } },
      async (request, reply) => {
        const { id } = request.params as { id: string };
        const page = fake.checkoutPage(id, `${deps.config.publicUrl}/fake-mollie/checkout`);
        if (!page) throw notFound();
        return reply
          .header(
            'content-security-policy',
            "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
          )
          .type('text/html; charset=utf-8')
          .send(page);
      },
    );
    app.post(
      '/fake-mollie/checkout/:id/:choice',
      { config: { access: publicAccess }, schema: { hide: true } },
      async (request, reply) => {
        const { id, choice } = request.params as { id: string; choice: string };
        if (!FAKE_CHOICES.includes(choice as FakeChoice)) throw notFound();
        const answer = await fake.choose(id, choice as FakeChoice);
        if (!answer) throw notFound();
        return reply.redirect(answer.redirectUrl, 303);
      },
    );
  }
}
