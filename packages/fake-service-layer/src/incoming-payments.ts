import { amountFromCents, asCents, centsFromAmount, roundToCents } from '@selvedge/contracts';
import { LOCAL_CURRENCY, rateOf, toLocal } from './demo-mapping.js';
import { type Entity, type EntityStore, touch } from './entity-store.js';
import { businessError } from './sl-error.js';

/**
 * POST IncomingPayments (ORCT) as SAP takes a customer's bank transfer: the partner must be a customer,
 * a transfer needs its G/L account (TransferAccount), every PaymentInvoices line an open invoice of that
 * customer applied no more than is open (SumApplied in the local currency, AppliedFC in a foreign
 * invoice's own), and the applied sums no more than the transfer. The invoices' PaidToDate grows and an
 * invoice paid in full is closed, with a new UpdateDate, so the feeds see it. User-defined fields of the
 * header (U_DBS_PORTALKEY) are kept as sent.
 */
export function createIncomingPayment(store: EntityStore, body: Entity, now: Date): Entity {
  const today = now.toISOString().slice(0, 10);
  const cardCode = body.CardCode as string | undefined;
  const partner = cardCode ? store.get('BusinessPartners', [cardCode]) : undefined;
  if (!partner || partner.CardType !== 'cCustomer')
    throw businessError(`Invalid BP code [ORCT.CardCode] , '${cardCode ?? ''}'`);
  const currency = (body.DocCurrency as string | undefined) ?? LOCAL_CURRENCY;
  const isForeign = currency !== LOCAL_CURRENCY;
  const transfer = roundToCents(Number(body.TransferSum ?? 0));
  if (transfer > 0 && !body.TransferAccount)
    throw businessError('Enter a G/L account for the bank transfer [ORCT.TrsfrAcct]');
  const lines = (body.PaymentInvoices as Entity[] | undefined) ?? [];
  const updates: { invoice: Entity; local: number; foreign: number }[] = [];
  let applied = 0;
  lines.forEach((line, index) => {
    if (line.InvoiceType !== undefined && line.InvoiceType !== 'it_Invoice')
      throw businessError(`Document type not supported [RCT2.InvType][line: ${index + 1}]`);
    const invoice = store.get('Invoices', [Number(line.DocEntry)]);
    if (!invoice || invoice.CardCode !== cardCode || invoice.Cancelled !== 'tNO')
      throw businessError(
        `Invoice ${String(line.DocEntry)} is not an invoice of ${cardCode} [RCT2.DocEntry][line: ${index + 1}]`,
      );
    if (invoice.DocCurrency !== currency)
      throw businessError(
        `Document currency differs from the payment currency [RCT2.DocEntry][line: ${index + 1}]`,
      );
    const open = isForeign
      ? centsFromAmount(Number(invoice.DocTotalFc)) - centsFromAmount(Number(invoice.PaidToDateFC ?? 0))
      : centsFromAmount(Number(invoice.DocTotal)) - centsFromAmount(Number(invoice.PaidToDate ?? 0));
    const sum = roundToCents(Number(isForeign ? line.AppliedFC : line.SumApplied));
    if (invoice.DocumentStatus !== 'bost_Open' || open <= 0)
      throw businessError(`Document is already closed [RCT2.DocEntry][line: ${index + 1}]`);
    if (sum <= 0 || sum > open)
      throw businessError(
        `Amount applied exceeds the open amount of the document [RCT2.SumApplied][line: ${index + 1}]`,
      );
    applied += sum;
    const foreign = amountFromCents(asCents(sum));
    updates.push({ invoice, local: isForeign ? toLocal(foreign, rateOf(currency)) : foreign, foreign });
  });
  if (applied > transfer) throw businessError('Total applied exceeds the payment amount [ORCT.DocTotal]');
  for (const { invoice, local, foreign } of updates) {
    invoice.PaidToDate = amountFromCents(
      asCents(centsFromAmount(Number(invoice.PaidToDate ?? 0)) + centsFromAmount(local)),
    );
    if (isForeign) {
      invoice.PaidToDateFC = amountFromCents(
        asCents(centsFromAmount(Number(invoice.PaidToDateFC ?? 0)) + centsFromAmount(foreign)),
      );
    }
    const open = isForeign
      ? centsFromAmount(Number(invoice.DocTotalFc)) - centsFromAmount(Number(invoice.PaidToDateFC))
      : centsFromAmount(Number(invoice.DocTotal)) - centsFromAmount(Number(invoice.PaidToDate));
    if (open <= 0) invoice.DocumentStatus = 'bost_Close';
    touch(invoice, now);
  }
  const entity: Entity = {
    ...body,
    DocEntry: store.nextNumber('IncomingPayments', 'DocEntry'),
    DocNum: store.nextNumber('IncomingPayments', 'DocNum'),
    DocType: 'rCustomer',
    DocDate: (body.DocDate as string | undefined) ?? today,
    CardName: partner.CardName,
    DocCurrency: currency,
    DocRate: Number(rateOf(currency)),
    CashSum: Number(body.CashSum ?? 0),
    TransferSum: amountFromCents(asCents(transfer)),
    TransferDate: (body.TransferDate as string | undefined) ?? today,
    Cancelled: 'tNO',
    PaymentChecks: [],
    PaymentCreditCards: [],
    PaymentInvoices: updates.map((update, index) => ({
      LineNum: index,
      DocEntry: update.invoice.DocEntry,
      DocNum: update.invoice.DocNum,
      SumApplied: update.local,
      AppliedFC: isForeign ? update.foreign : 0,
      InvoiceType: 'it_Invoice',
    })),
  };
  store.put('IncomingPayments', entity);
  return entity;
}
