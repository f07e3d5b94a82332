import { amountFromCents, centsFromAmount, documentTotalsCents } from '@selvedge/contracts';
import type { IsoDate } from '@selvedge/erp';
import { addDays } from '@selvedge/erp';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import {
  batchNumberDetails,
  documentLines,
  documentPackages,
  documents,
  itemWarehouseInfo,
  OBJ_TYPE,
  purchaseOrders,
} from './demo-erp.tables.js';
import { documentIs, headerOfLine, linesOf } from './document-keys.js';
import { trackingUrl } from './document-writer.js';
import type { DemoDb } from './host.js';
import { randomFor } from './prng.js';
import { nextNumbers, touchStock } from './write-documents.js';

/**
 * Simulated time: everything that would have happened up to `toDate` happens now, in date order of
 * each step. An order is confirmed, delivered on its lines' ship date (packages with track-and-trace
 * links, dye lots taken from stock), invoiced the day after, and paid on the invoice's planned pay
 * date (some customers pay late, some never: overdue). Return requests close a week after pick-up:
 * the goods are received (a closed return) and credited (an open credit note of what was charged);
 * purchase orders arrive on their due date and fill the stock.
 */
export interface AdvanceSummary {
  confirmed: number;
  deliveries: number;
  invoices: number;
  paid: number;
  returnsClosed: number;
  purchaseOrdersReceived: number;
}

type DocumentRow = typeof documents.$inferSelect;
type LineRow = typeof documentLines.$inferSelect;
const bump = () => sql`nextval('demo_erp.change_seq')`;

async function copyDocument(
  tx: DemoDb,
  source: DocumentRow,
  objType: number,
  date: IsoDate,
  lines: readonly LineRow[],
  now: Date,
  extra: Partial<typeof documents.$inferInsert>,
): Promise<{ docEntry: number; documentNumber: number }> {
  const numbers = await nextNumbers(tx, objType);
  // The copy's totals from its lines: VAT per VAT group on the group's net total, rounded once.
  const totals = documentTotalsCents(
    lines.map((l) => ({
      net: centsFromAmount(l.LineTotal),
      vatPercent: l.TaxPercentagePerRow,
      vatGroup: l.VatGroup,
    })),
  );
  const { ChangeSeq: _seq, ...header } = source;
  await tx.insert(documents).values({
    ...header,
    ObjType: objType,
    DocEntry: numbers.docEntry,
    DocNum: numbers.documentNumber,
    DocDate: date,
    DocDueDate: date,
    DocumentStatus: 'bost_Open',
    Confirmed: 'tYES',
    DocTotal: amountFromCents(totals.gross),
    VatSum: amountFromCents(totals.vat),
    PaidToDate: 0,
    U_DBS_PORTALKEY: null,
    U_DEMO_PAYDATE: null,
    UpdateDate: now,
    ...extra,
  });
  await tx.insert(documentLines).values(
    lines.map((l, index) => ({
      ...l,
      ObjType: objType,
      DocEntry: numbers.docEntry,
      LineNum: index,
      LineStatus: 'bost_Open',
      RemainingOpenQuantity: l.Quantity,
      BaseType: source.ObjType,
      BaseEntry: source.DocEntry,
      BaseLine: l.LineNum,
    })),
  );
  return numbers;
}

/**
 * Takes a line's quantity from stock: from the lot the customer asked for when it holds it all, else
 * from the first dye lot that holds it all, else from the largest.
 */
async function pickBatch(tx: DemoDb, line: LineRow): Promise<string[]> {
  const lots = await tx
    .select()
    .from(batchNumberDetails)
    .where(and(eq(batchNumberDetails.ItemCode, line.ItemCode), gt(batchNumberDetails.Quantity, 0)))
    .orderBy(asc(batchNumberDetails.Batch));
  const holdsAll = lots.filter((b) => b.Quantity >= line.Quantity);
  const lot =
    holdsAll.find((b) => b.Batch === line.U_DBS_BATCH) ??
    holdsAll[0] ??
    lots.sort((a, b) => b.Quantity - a.Quantity)[0];
  if (lot) {
    await tx
      .update(batchNumberDetails)
      .set({ Quantity: Math.max(0, lot.Quantity - line.Quantity) })
      .where(
        and(
          eq(batchNumberDetails.ItemCode, lot.ItemCode),
          eq(batchNumberDetails.Batch, lot.Batch),
          eq(batchNumberDetails.WarehouseCode, lot.WarehouseCode),
        ),
      );
  }
  await tx
    .update(itemWarehouseInfo)
    .set({
      InStock: sql`greatest(0, ${itemWarehouseInfo.InStock} - ${line.Quantity})`,
      Committed: sql`greatest(0, ${itemWarehouseInfo.Committed} - ${line.Quantity})`,
    })
    .where(eq(itemWarehouseInfo.ItemCode, line.ItemCode));
  return lot ? [lot.Batch] : [];
}

async function deliver(tx: DemoDb, seed: number, toDate: IsoDate, now: Date): Promise<number> {
  const rows = await tx
    .select({ line: documentLines, doc: documents })
    .from(documentLines)
    .innerJoin(documents, headerOfLine)
    .where(
      and(
        eq(documentLines.ObjType, OBJ_TYPE.order),
        gt(documentLines.RemainingOpenQuantity, 0),
        lte(documentLines.ShipDate, toDate),
        eq(documents.DocumentStatus, 'bost_Open'),
        eq(documents.Cancelled, 'tNO'),
      ),
    )
    .orderBy(asc(documentLines.ShipDate), asc(documentLines.DocEntry), asc(documentLines.LineNum));
  const groups = new Map<string, { doc: DocumentRow; date: IsoDate; lines: LineRow[] }>();
  for (const { line, doc } of rows) {
    const key = `${doc.DocEntry}:${line.ShipDate}`;
    const group = groups.get(key) ?? { doc, date: line.ShipDate ?? toDate, lines: [] };
    group.lines.push(line);
    groups.set(key, group);
  }
  for (const group of groups.values()) {
    const lines: LineRow[] = [];
    for (const line of group.lines) lines.push({ ...line, BatchNumbers: await pickBatch(tx, line) });
    const delivery = await copyDocument(tx, group.doc, OBJ_TYPE.delivery, group.date, lines, now, {});
    const random = randomFor(seed, OBJ_TYPE.delivery * 1_000_000 + delivery.docEntry);
    const roll = random.next();
    const packages = roll < 0.15 ? 0 : roll < 0.75 ? 1 : random.int(2, 3);
    await tx.insert(documentPackages).values(
      packages === 0
        ? [{ ObjType: OBJ_TYPE.delivery, DocEntry: delivery.docEntry, Number: 1, U_DBS_TRACKURL: null }]
        : Array.from({ length: packages }, (_, n) => ({
            ObjType: OBJ_TYPE.delivery,
            DocEntry: delivery.docEntry,
            Number: n + 1,
            U_DBS_TRACKURL: trackingUrl(delivery.documentNumber, n + 1),
          })),
    );
    for (const line of lines) {
      await tx
        .update(documentLines)
        .set({ RemainingOpenQuantity: 0, LineStatus: 'bost_Close', BatchNumbers: line.BatchNumbers })
        .where(
          and(
            eq(documentLines.ObjType, OBJ_TYPE.order),
            eq(documentLines.DocEntry, line.DocEntry),
            eq(documentLines.LineNum, line.LineNum),
          ),
        );
    }
    const [stillOpen] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(documentLines)
      .where(
        and(
          eq(documentLines.ObjType, OBJ_TYPE.order),
          eq(documentLines.DocEntry, group.doc.DocEntry),
          gt(documentLines.RemainingOpenQuantity, 0),
        ),
      );
    await tx
      .update(documents)
      .set({
        DocumentStatus: (stillOpen?.n ?? 0) > 0 ? 'bost_Open' : 'bost_Close',
        ChangeSeq: bump(),
        UpdateDate: now,
      })
      .where(documentIs(OBJ_TYPE.order, group.doc.DocEntry));
    await touchStock(
      tx,
      lines.map((l) => l.ItemCode),
      now,
    );
  }
  return groups.size;
}

/** The open documents of a type whose day (`column`) has come by `day`: what the next step takes on. */
const openUntil = (
  objType: number,
  column: (typeof documents)['DocDate' | 'DocDueDate' | 'U_DEMO_PAYDATE'],
  day: IsoDate,
) => and(eq(documents.ObjType, objType), eq(documents.DocumentStatus, 'bost_Open'), lte(column, day));

/** Closes a document and every line of it: all of it has been copied on (invoiced, received). */
async function closeDocument(tx: DemoDb, objType: number, docEntry: number, now: Date): Promise<void> {
  await tx
    .update(documentLines)
    .set({ RemainingOpenQuantity: 0, LineStatus: 'bost_Close' })
    .where(linesOf(objType, docEntry));
  await tx
    .update(documents)
    .set({ DocumentStatus: 'bost_Close', ChangeSeq: bump(), UpdateDate: now })
    .where(documentIs(objType, docEntry));
}

async function invoice(tx: DemoDb, seed: number, toDate: IsoDate, now: Date): Promise<number> {
  const deliveries = await tx
    .select()
    .from(documents)
    .where(openUntil(OBJ_TYPE.delivery, documents.DocDate, addDays(toDate, -1)))
    .orderBy(asc(documents.DocDate), asc(documents.DocEntry));
  for (const delivery of deliveries) {
    const lines = await tx
      .select()
      .from(documentLines)
      .where(linesOf(OBJ_TYPE.delivery, delivery.DocEntry))
      .orderBy(asc(documentLines.LineNum));
    const date = addDays(delivery.DocDate, 1);
    const dueDate = addDays(date, delivery.DocCurrency === 'GBP' ? 45 : 30);
    const random = randomFor(seed, OBJ_TYPE.invoice * 1_000_000 + delivery.DocEntry);
    const roll = random.next();
    const payDate =
      roll < 0.8
        ? addDays(dueDate, -random.int(0, 10))
        : roll < 0.92
          ? addDays(dueDate, random.int(5, 30))
          : null;
    await copyDocument(tx, delivery, OBJ_TYPE.invoice, date, lines, now, {
      DocDueDate: dueDate,
      U_DEMO_PAYDATE: payDate,
    });
    await closeDocument(tx, OBJ_TYPE.delivery, delivery.DocEntry, now);
  }
  return deliveries.length;
}

async function pay(tx: DemoDb, toDate: IsoDate, now: Date): Promise<number> {
  const paid = await tx
    .update(documents)
    .set({
      PaidToDate: sql`${documents.DocTotal}`,
      DocumentStatus: 'bost_Close',
      ChangeSeq: bump(),
      UpdateDate: now,
    })
    .where(openUntil(OBJ_TYPE.invoice, documents.U_DEMO_PAYDATE, toDate))
    .returning({ entry: documents.DocEntry });
  return paid.length;
}

async function closeReturns(tx: DemoDb, toDate: IsoDate, now: Date): Promise<number> {
  const requests = await tx
    .select()
    .from(documents)
    .where(openUntil(OBJ_TYPE.returnRequest, documents.DocDueDate, addDays(toDate, -7)));
  for (const request of requests) {
    const lines = await tx
      .select()
      .from(documentLines)
      .where(linesOf(OBJ_TYPE.returnRequest, request.DocEntry));
    const receivedOn = addDays(request.DocDueDate ?? toDate, 7);
    // Received: a closed return document of what was requested.
    await copyDocument(tx, request, OBJ_TYPE.return, receivedOn, lines, now, {
      DocumentStatus: 'bost_Close',
      U_AantalPackages: null,
    });
    // Credited: a credit note of what was charged (samples at 0 are not), open until it is settled.
    const charged = lines.filter((line) => line.LineTotal > 0);
    if (charged.length > 0) {
      await copyDocument(tx, request, OBJ_TYPE.creditNote, receivedOn, charged, now, {
        U_AantalPackages: null,
      });
    }
    await closeDocument(tx, OBJ_TYPE.returnRequest, request.DocEntry, now);
  }
  return requests.length;
}

async function receivePurchaseOrders(tx: DemoDb, toDate: IsoDate, now: Date): Promise<number> {
  const due = await tx
    .select()
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.LineStatus, 'bost_Open'), lte(purchaseOrders.ShipDate, toDate)));
  for (const order of due) {
    const [warehouse] = await tx
      .select()
      .from(itemWarehouseInfo)
      .where(eq(itemWarehouseInfo.ItemCode, order.ItemCode))
      .limit(1);
    const warehouseCode = warehouse?.WarehouseCode ?? '01';
    await tx
      .insert(itemWarehouseInfo)
      .values({
        ItemCode: order.ItemCode,
        WarehouseCode: warehouseCode,
        InStock: order.RemainingOpenQuantity,
      })
      .onConflictDoUpdate({
        target: [itemWarehouseInfo.ItemCode, itemWarehouseInfo.WarehouseCode],
        set: {
          InStock: sql`${itemWarehouseInfo.InStock} + ${order.RemainingOpenQuantity}`,
          Ordered: sql`greatest(0, ${itemWarehouseInfo.Ordered} - ${order.RemainingOpenQuantity})`,
        },
      });
    await tx
      .insert(batchNumberDetails)
      .values({
        ItemCode: order.ItemCode,
        Batch: `P${order.DocNum}`,
        WarehouseCode: warehouseCode,
        Quantity: order.RemainingOpenQuantity,
        AdmissionDate: order.ShipDate,
      })
      .onConflictDoNothing();
    await tx
      .update(purchaseOrders)
      .set({ RemainingOpenQuantity: 0, LineStatus: 'bost_Close' })
      .where(eq(purchaseOrders.DocEntry, order.DocEntry));
  }
  await touchStock(
    tx,
    due.map((o) => o.ItemCode),
    now,
  );
  return due.length;
}

export async function advance(db: DemoDb, seed: number, toDate: IsoDate, now: Date): Promise<AdvanceSummary> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as DemoDb;
    const confirmed = await tx
      .update(documents)
      .set({ Confirmed: 'tYES', ChangeSeq: bump(), UpdateDate: now })
      .where(
        and(
          eq(documents.ObjType, OBJ_TYPE.order),
          eq(documents.Confirmed, 'tNO'),
          eq(documents.Cancelled, 'tNO'),
          lte(documents.DocDate, toDate),
        ),
      )
      .returning({ entry: documents.DocEntry });
    const purchaseOrdersReceived = await receivePurchaseOrders(tx, toDate, now);
    const deliveries = await deliver(tx, seed, toDate, now);
    const invoices = await invoice(tx, seed, toDate, now);
    const paid = await pay(tx, toDate, now);
    const returnsClosed = await closeReturns(tx, toDate, now);
    return { confirmed: confirmed.length, deliveries, invoices, paid, returnsClosed, purchaseOrdersReceived };
  });
}
