import { amountFromCents, centsFromAmount, roundToCents, subtractCents, sumCents } from '@selvedge/contracts';
import type { IncomingPaymentInput, PlacedDocument } from '@selvedge/erp';
import { erpNotFound, erpRejected } from '@selvedge/erp';
import type { Context } from './context.js';
import { localCurrency } from './currency.js';
import { numberOr, type SapRow } from './values.js';
import { writeOnce } from './writes.js';

/**
 * ErpPort.postIncomingPayment on SAP's IncomingPayments (ORCT): a customer's bank transfer of the
 * payment's amount to the configured account (the provider's clearing account), applied to whole open
 * invoices (PaymentInvoices: SumApplied in the local currency, AppliedFC in a foreign invoice's own),
 * idempotent by the portal's key in the header's user-defined field, as orders are (writes.ts). Before
 * posting, each invoice is read: it must be the customer's, open, in the payment's currency and open for
 * exactly the amount applied, since SAP itself would take a partial payment the portal does not make.
 */
const SET = 'IncomingPayments';

async function requireOpenInvoice(
  ctx: Context,
  id: number,
  input: IncomingPaymentInput,
  local: string,
): Promise<void> {
  const rows = await ctx.sl.collection(
    'Invoices',
    {
      select: [
        'DocEntry',
        'DocNum',
        'CardCode',
        'DocCurrency',
        'DocTotal',
        'DocTotalFc',
        'PaidToDate',
        'PaidToDateFC',
        'DocumentStatus',
        'Cancelled',
      ],
      filter: `DocEntry eq ${Number(id)}`,
      top: 1,
    },
    { what: 'the invoice to pay' },
    { maxRows: 1 },
  );
  const row = rows[0];
  if (!row || row.CardCode !== input.customerCode || row.Cancelled === 'tYES')
    throw erpNotFound(`Invoice ${id} of ${input.customerCode} does not exist`);
  const currency = typeof row.DocCurrency === 'string' ? row.DocCurrency : local;
  if (currency !== input.currency)
    throw erpRejected(`Invoice ${row.DocNum} is in ${currency}, the payment in ${input.currency}`);
  const isForeign = currency !== local;
  const open = subtractCents(
    roundToCents(numberOr(isForeign ? row.DocTotalFc : row.DocTotal, 0)),
    roundToCents(numberOr(isForeign ? row.PaidToDateFC : row.PaidToDate, 0)),
  );
  if (row.DocumentStatus !== 'bost_Open' || open <= 0) throw erpRejected(`Invoice ${row.DocNum} is closed`);
  const amount = input.invoices.find((invoice) => invoice.id === id)?.amount ?? 0;
  if (centsFromAmount(amount) !== open)
    throw erpRejected(`Invoice ${row.DocNum} has ${amountFromCents(open)} open, not ${amount}`);
}

export async function postIncomingPayment(
  ctx: Context,
  input: IncomingPaymentInput,
): Promise<PlacedDocument> {
  return writeOnce(ctx, SET, 'payment', input, async () => {
    const account = ctx.config.incomingPaymentAccount;
    if (!account)
      throw erpRejected('No G/L account is configured for online payments (incomingPaymentAccount)');
    if (input.invoices.length === 0) throw erpRejected('An incoming payment needs at least one invoice');
    const ids = input.invoices.map((invoice) => invoice.id);
    if (new Set(ids).size !== ids.length) throw erpRejected('An invoice is paid twice in one payment');
    const total = sumCents(input.invoices.map((invoice) => centsFromAmount(invoice.amount)));
    if (total !== centsFromAmount(input.amount))
      throw erpRejected(`The payment's ${input.amount} is not the sum of its invoices`);
    const local = await localCurrency(ctx);
    const isForeign = input.currency !== local;
    for (const id of ids) await requireOpenInvoice(ctx, id, input, local);
    const body: SapRow = {
      DocType: 'rCustomer',
      CardCode: input.customerCode,
      DocDate: ctx.today(),
      DocCurrency: input.currency,
      TransferAccount: account,
      TransferSum: input.amount,
      TransferDate: ctx.today(),
      TransferReference: input.reference.slice(0, 27),
      Remarks: `Selvedge online payment ${input.reference}`.slice(0, 254),
      [ctx.config.fields.portalKey]: input.portalKey,
      PaymentInvoices: input.invoices.map((invoice, index) => ({
        LineNum: index,
        DocEntry: invoice.id,
        InvoiceType: 'it_Invoice',
        ...(isForeign ? { AppliedFC: invoice.amount } : { SumApplied: invoice.amount }),
      })),
    };
    return body;
  });
}
