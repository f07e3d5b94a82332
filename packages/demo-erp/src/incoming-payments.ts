import { amountFromCents, centsFromAmount, subtractCents, sumCents } from '@selvedge/contracts';
import type { IncomingPaymentInput, IsoDate, PlacedDocument } from '@selvedge/erp';
import { erpNotFound, erpRejected } from '@selvedge/erp';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { documents, OBJ_TYPE } from './demo-erp.tables.js';
import type { DemoDb } from './host.js';
import { idempotent, nextNumbers } from './write-documents.js';

const bump = () => sql`nextval('demo_erp.change_seq')`;

/**
 * ErpPort.postIncomingPayment in the demo ERP: one header row of object type 24 (SAP's incoming payment)
 * carrying the portal key, so a second call with the key answers the first payment; the invoices it
 * settles are paid in full today, as the demo's own pay step pays them (PaidToDate = DocTotal, closed,
 * the pay date today), so the open items feed drops them and getPayments lists them. Refused like SAP
 * refuses: an invoice not the customer's or not open, another currency, an amount that is not what is
 * open, or a total that is not the sum of the invoices.
 */
export async function postIncomingPayment(
  db: DemoDb,
  input: IncomingPaymentInput,
  today: IsoDate,
  now: Date,
): Promise<PlacedDocument> {
  return idempotent(db, OBJ_TYPE.incomingPayment, input, async (tx, customer) => {
    if (input.invoices.length === 0) throw erpRejected('An incoming payment needs at least one invoice');
    const ids = input.invoices.map((invoice) => invoice.id);
    if (new Set(ids).size !== ids.length) throw erpRejected('An invoice is paid twice in one payment');
    const rows = await tx
      .select()
      .from(documents)
      .where(and(eq(documents.ObjType, OBJ_TYPE.invoice), inArray(documents.DocEntry, ids)))
      .for('update');
    for (const invoice of input.invoices) {
      const row = rows.find((r) => r.DocEntry === invoice.id);
      if (!row || row.CardCode !== customer.CardCode || row.Cancelled !== 'tNO') {
        throw erpNotFound(`Invoice ${invoice.id} of ${customer.CardCode} does not exist`);
      }
      if (row.DocCurrency !== input.currency) {
        throw erpRejected(`Invoice ${row.DocNum} is in ${row.DocCurrency}, the payment in ${input.currency}`);
      }
      const open = subtractCents(centsFromAmount(row.DocTotal), centsFromAmount(row.PaidToDate));
      if (row.DocumentStatus !== 'bost_Open' || open <= 0)
        throw erpRejected(`Invoice ${row.DocNum} is closed`);
      if (centsFromAmount(invoice.amount) !== open) {
        throw erpRejected(`Invoice ${row.DocNum} has ${amountFromCents(open)} open, not ${invoice.amount}`);
      }
    }
    const total = sumCents(input.invoices.map((invoice) => centsFromAmount(invoice.amount)));
    if (total !== centsFromAmount(input.amount)) {
      throw erpRejected(`The payment's ${input.amount} is not the sum of its invoices`);
    }
    const numbers = await nextNumbers(tx, OBJ_TYPE.incomingPayment);
    await tx.insert(documents).values({
      ObjType: OBJ_TYPE.incomingPayment,
      DocEntry: numbers.docEntry,
      DocNum: numbers.documentNumber,
      CardCode: customer.CardCode,
      CardName: customer.CardName,
      DocDate: today,
      NumAtCard: input.reference,
      DocumentStatus: 'bost_Close',
      DocCurrency: input.currency,
      DocTotal: input.amount,
      VatSum: 0,
      PaidToDate: input.amount,
      U_DBS_PORTALKEY: input.portalKey,
      UpdateDate: now,
    });
    await tx
      .update(documents)
      .set({
        PaidToDate: sql`${documents.DocTotal}`,
        DocumentStatus: 'bost_Close',
        U_DEMO_PAYDATE: today,
        ChangeSeq: bump(),
        UpdateDate: now,
      })
      .where(and(eq(documents.ObjType, OBJ_TYPE.invoice), inArray(documents.DocEntry, ids)));
    return numbers;
  });
}
