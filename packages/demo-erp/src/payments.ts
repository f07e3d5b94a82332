import type { IsoDate, Payment, PaymentsRequest } from '@selvedge/erp';
import { and, between, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { documents, OBJ_TYPE } from './demo-erp.tables.js';
import type { DemoDb } from './host.js';

/**
 * The demo's incoming payments are its paid invoices: an invoice is paid in full on its planned pay
 * date (U_DEMO_PAYDATE; generate-documents.ts and advance.ts), so each paid invoice is one bank transfer
 * of its total, in its currency, on that date. Numbered in a series of their own (SAP numbers incoming
 * payments apart from invoices), derived from the invoice so the same seed gives the same numbers.
 */
export const PAYMENT_NUMBER_BASE = 800_000;

/** An unknown customer has no payments: the answer is empty, as a query on SAP's IncomingPayments. */
export async function getPayments(db: DemoDb, request: PaymentsRequest, today: IsoDate): Promise<Payment[]> {
  const rows = await db
    .select({
      DocEntry: documents.DocEntry,
      DocNum: documents.DocNum,
      DocCurrency: documents.DocCurrency,
      DocTotal: documents.DocTotal,
      payDate: documents.U_DEMO_PAYDATE,
    })
    .from(documents)
    .where(
      and(
        eq(documents.ObjType, OBJ_TYPE.invoice),
        eq(documents.CardCode, request.customerCode),
        eq(documents.Cancelled, 'tNO'),
        isNotNull(documents.U_DEMO_PAYDATE),
        between(documents.U_DEMO_PAYDATE, request.from, today),
        // Paid in full: the pay step sets PaidToDate to the total (advance.ts `pay`).
        sql`${documents.PaidToDate} = ${documents.DocTotal}`,
        sql`${documents.DocTotal} > 0`,
      ),
    )
    .orderBy(desc(documents.U_DEMO_PAYDATE), desc(documents.DocEntry));
  return rows.map((row) => ({
    id: row.DocEntry,
    number: PAYMENT_NUMBER_BASE + row.DocEntry,
    customerCode: request.customerCode,
    date: row.payDate as IsoDate,
    currency: row.DocCurrency,
    amount: row.DocTotal,
    appliedTo: [
      { document: { kind: 'invoice', id: row.DocEntry }, documentNumber: row.DocNum, amount: row.DocTotal },
    ],
  }));
}
