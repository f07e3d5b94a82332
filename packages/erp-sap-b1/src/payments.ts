import { amountFromCents, type Cents, roundToCents, sumCents } from '@selvedge/contracts';
import type { Payment, PaymentApplication, PaymentsRequest } from '@selvedge/erp';
import type { Context } from './context.js';
import { localCurrency } from './currency.js';
import { and, quote } from './odata.js';
import { date, numberOr, type SapRow, textOr } from './values.js';

/**
 * ErpPort.getPayments on SAP's IncomingPayments (ORCT). A payment's means are cash (CashSum), a bank
 * transfer (TransferSum), cheques (PaymentChecks.CheckSum) and cards (PaymentCreditCards.CreditSum), each
 * in the payment's currency (DocCurrency) as the Service Layer gives them; what it settled is
 * PaymentInvoices, SumApplied in the local currency and AppliedFC in a foreign document's own. Cancelled
 * payments (Cancelled tYES, and their cancellation) are left out.
 */
export const PAYMENT_SELECT = [
  'DocEntry',
  'DocNum',
  'DocDate',
  'CardCode',
  'DocCurrency',
  'CashSum',
  'TransferSum',
  'Cancelled',
  'PaymentChecks',
  'PaymentCreditCards',
  'PaymentInvoices',
];

/** BoRcptInvTypes of the documents the portal shows; down payments and journal entries are not among them. */
const INVOICE_KINDS: Record<string, PaymentApplication['document']['kind']> = {
  it_Invoice: 'invoice',
  it_CredItnote: 'creditNote',
};

const cents = (value: unknown): Cents => roundToCents(numberOr(value, 0));
const rowsOf = (value: unknown): SapRow[] => (Array.isArray(value) ? (value as SapRow[]) : []);

export function toPayment(row: SapRow, local: string): Payment {
  const currency = textOr(row.DocCurrency, local);
  const isForeign = currency !== local;
  const means = sumCents([
    cents(row.CashSum),
    cents(row.TransferSum),
    ...rowsOf(row.PaymentChecks).map((check) => cents(check.CheckSum)),
    ...rowsOf(row.PaymentCreditCards).map((card) => cents(card.CreditSum)),
  ]);
  const appliedTo: PaymentApplication[] = [];
  for (const line of rowsOf(row.PaymentInvoices)) {
    const kind = INVOICE_KINDS[String(line.InvoiceType)];
    if (!kind) continue;
    appliedTo.push({
      document: { kind, id: Number(line.DocEntry) },
      documentNumber: Number(line.DocNum ?? line.DocEntry),
      amount: amountFromCents(cents(isForeign ? line.AppliedFC : line.SumApplied)),
    });
  }
  return {
    id: Number(row.DocEntry),
    number: Number(row.DocNum),
    customerCode: String(row.CardCode),
    date: date(row.DocDate) ?? '',
    currency,
    amount: amountFromCents(means),
    appliedTo,
  };
}

export async function getPayments(ctx: Context, request: PaymentsRequest): Promise<Payment[]> {
  const dialect = ctx.sl.dialect;
  const rows = await ctx.sl.collection(
    'IncomingPayments',
    {
      select: PAYMENT_SELECT,
      filter: and(
        `CardCode eq ${quote(request.customerCode)}`,
        `DocDate ge ${dialect.dateLiteral(request.from)}`,
        `DocDate le ${dialect.dateLiteral(ctx.today())}`,
        `Cancelled eq ${quote('tNO')}`,
      ),
      orderby: ['DocDate desc', 'DocEntry desc'],
    },
    { what: "the customer's incoming payments" },
  );
  const local = await localCurrency(ctx);
  return rows.map((row) => toPayment(row, local));
}
