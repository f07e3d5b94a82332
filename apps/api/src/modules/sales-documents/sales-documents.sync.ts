import type { OpenItem, SalesDocument, SalesDocumentKind } from '@selvedge/erp';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bulkWrite, feedApplier } from '../../db/upsert.js';
import { type DeliveryMailContext, newDeliveriesOf, queueDeliveryMails } from './delivery-mail-outbox.js';
import { openItems, salesDocumentLines, salesDocuments } from './sales-documents.tables.js';

/** `order:12` → kind and id (the feeds' deleted ids, salesDocumentKey). */
function parseKey(key: string): { kind: SalesDocumentKind; id: number } {
  const [kind, id] = key.split(':');
  return { kind: kind as SalesDocumentKind, id: Number(id) };
}

function whereDocuments(keys: readonly { kind: SalesDocumentKind; id: number }[]) {
  const byKind = new Map<SalesDocumentKind, number[]>();
  for (const { kind, id } of keys) byKind.set(kind, [...(byKind.get(kind) ?? []), id]);
  return [...byKind].map(([kind, ids]) => ({ kind, ids }));
}

async function deleteLines(db: Db, keys: readonly { kind: SalesDocumentKind; id: number }[]) {
  for (const { kind, ids } of whereDocuments(keys)) {
    await db
      .delete(salesDocumentLines)
      .where(and(eq(salesDocumentLines.kind, kind), inArray(salesDocumentLines.documentId, ids)));
  }
}

/**
 * Applies a page of the salesDocuments feed. A document's lines are replaced as a whole (the ERP may
 * remove or renumber lines); a cancelled document stays with status `cancelled` (the lists leave it out);
 * a document the ERP deleted is removed with its lines. A delivery the read model did not have gets its
 * shipping mails queued on the same transaction (delivery-mail-outbox.ts).
 */
export async function applySalesDocuments(
  db: Db,
  documents: readonly SalesDocument[],
  deletedKeys: readonly string[],
  context?: DeliveryMailContext,
): Promise<number> {
  const now = new Date();
  const newDeliveries = await newDeliveriesOf(db, documents, context);
  const headers = documents.map((d) => ({
    kind: d.kind,
    id: d.id,
    number: d.number,
    customerCode: d.customerCode,
    customerName: d.customerName,
    orderType: d.orderType,
    date: d.date,
    dueDate: d.dueDate,
    reference: d.reference,
    contactPerson: d.contactPerson,
    status: d.status,
    currency: d.currency,
    shipToId: d.shipTo?.id ?? null,
    billTo: d.billTo,
    shipTo: d.shipTo,
    totalNet: d.totals.net,
    totalVat: d.totals.vat,
    totalGross: d.totals.gross,
    paidToDate: d.paidToDate,
    trackAndTrace: d.trackAndTrace,
    packages: d.packages,
    baseDocuments: d.baseDocuments,
    portalKey: d.portalKey,
    erpUpdatedAt: new Date(d.updatedAt),
    syncedAt: now,
  }));
  const lines = documents.flatMap((d) =>
    d.lines.map((l) => ({
      kind: d.kind,
      documentId: d.id,
      lineNumber: l.lineNumber,
      customerCode: d.customerCode,
      shipToId: d.shipTo?.id ?? null,
      documentNumber: d.number,
      documentDate: d.date,
      documentDueDate: d.dueDate,
      documentReference: d.reference,
      orderType: d.orderType,
      currency: d.currency,
      status: d.status,
      itemCode: l.itemCode,
      description: l.description,
      collection: l.collection,
      quantity: l.quantity,
      unit: l.unit,
      unitPrice: l.unitPrice,
      discountPercent: l.discountPercent,
      price: l.price,
      lineTotal: l.lineTotal,
      vatPercent: l.vatPercent,
      batchNumbers: l.batchNumbers.join(', '),
      deliveryDate: l.deliveryDate,
      openQuantity: l.openQuantity,
      openAmount: l.openAmount,
      // A return request line without a commission carries 0 in the ERP (ordering §7, D30): none.
      lineReference: d.kind === 'returnRequest' && l.reference === '0' ? null : l.reference,
      bomRole: l.bomRole,
      baseKind: l.base?.kind ?? null,
      baseDocumentId: l.base?.id ?? null,
      baseLineNumber: l.base?.lineNumber ?? null,
      remark: l.remark,
    })),
  );
  await bulkWrite(db, salesDocuments, headers, { onConflict: 'update' });
  await deleteLines(db, documents);
  await bulkWrite(db, salesDocumentLines, lines);
  if (context?.jobs) await queueDeliveryMails(db, context.jobs, newDeliveries);

  const deleted = deletedKeys.map(parseKey);
  if (deleted.length) {
    await deleteLines(db, deleted);
    for (const { kind, ids } of whereDocuments(deleted)) {
      await db
        .delete(salesDocuments)
        .where(and(eq(salesDocuments.kind, kind), inArray(salesDocuments.id, ids)));
    }
  }
  return documents.length + deletedKeys.length;
}

/** Applies a page of the openItems feed: a paid or settled document leaves it (a deleted id). */
export const applyOpenItems = feedApplier(openItems, openItems.id, (o: OpenItem) => ({
  id: o.id,
  kind: o.document.kind,
  documentId: o.document.id,
  documentNumber: o.documentNumber,
  customerCode: o.customerCode,
  description: o.description,
  date: o.date,
  dueDate: o.dueDate,
  currency: o.currency,
  total: o.total,
  openAmount: o.openAmount,
  erpUpdatedAt: new Date(o.updatedAt),
}));
