import { amountFromCents, type Cents, centsFromAmount, subtractCents, ZERO_CENTS } from '@selvedge/contracts';
import type {
  ChangeSet,
  FeedName,
  FeedRows,
  OpenItem,
  PullOptions,
  ReferenceDataRow,
  StockLevel,
  Watermark,
} from '@selvedge/erp';
import { checkPullRequest, erpRejected, referenceDataKey, salesDocumentKey } from '@selvedge/erp';
import { and, asc, eq, gt, inArray, lte, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  batchNumberDetails,
  bpAddresses,
  businessPartnerGroups,
  businessPartners,
  contactEmployees,
  countries,
  documentLines,
  documentPackages,
  documents,
  itemGroups,
  items,
  itemWarehouseInfo,
  OBJ_TYPE,
  productTreeLines,
  purchaseOrders,
  shippingTypes,
  vatGroups,
} from './demo-erp.tables.js';
import { headerOfLine } from './document-keys.js';
import type { DemoDb } from './host.js';
import { kindOf, toBusinessPartner, toItem, toSalesDocument } from './mapping.js';

/**
 * Feeds page by the change sequence every entity carries: rows with a sequence above the watermark,
 * oldest first, `limit` at a time. The watermark is the last sequence returned, so the same watermark
 * gives the same page and a sync resumes where it stopped. The demo never deletes master data (a
 * customer or item becomes inactive); only openItems reports deletions (paid or settled documents).
 */
function parseWatermark(since: Watermark | null): number {
  if (since === null) return 0;
  const value = Number(since);
  if (!Number.isSafeInteger(value) || value < 0) throw erpRejected(`Invalid watermark: ${since}`);
  return value;
}

function page<T extends { seq: number }>(rows: T[], limit: number, since: number) {
  const hasMore = rows.length > limit;
  const kept = hasMore ? rows.slice(0, limit) : rows;
  const last = kept.at(-1)?.seq ?? since;
  return { kept, hasMore, nextWatermark: String(last), last };
}

/** A page of rows of one table, each by its own ChangeSeq. */
function pageOfChanges<T extends { ChangeSeq: number }>(rows: T[], limit: number, since: number) {
  return page(
    rows.map((r) => ({ ...r, seq: r.ChangeSeq })),
    limit,
    since,
  );
}

async function businessPartnerFeed(
  db: DemoDb,
  since: number,
  limit: number,
  options: PullOptions,
): Promise<ChangeSet<FeedRows['businessPartners']>> {
  const rows = await db
    .select()
    .from(businessPartners)
    .where(
      and(
        gt(businessPartners.ChangeSeq, since),
        options.customerCode ? eq(businessPartners.CardCode, options.customerCode) : undefined,
      ),
    )
    .orderBy(asc(businessPartners.ChangeSeq))
    .limit(limit + 1);
  const result = pageOfChanges(rows, limit, since);
  const codes = result.kept.map((r) => r.CardCode);
  const addresses = codes.length
    ? await db.select().from(bpAddresses).where(inArray(bpAddresses.BPCode, codes))
    : [];
  return {
    rows: result.kept.map((r) => toBusinessPartner(r, addresses)),
    deletedIds: [],
    nextWatermark: result.nextWatermark,
    hasMore: result.hasMore,
  };
}

async function itemFeed(db: DemoDb, since: number, limit: number): Promise<ChangeSet<FeedRows['items']>> {
  const rows = await db
    .select()
    .from(items)
    .where(gt(items.ChangeSeq, since))
    .orderBy(asc(items.ChangeSeq))
    .limit(limit + 1);
  const result = pageOfChanges(rows, limit, since);
  const parents = result.kept.filter((r) => r.TreeType === 'iSalesTree').map((r) => r.ItemCode);
  const components = parents.length
    ? await db
        .select()
        .from(productTreeLines)
        .where(inArray(productTreeLines.Father, parents))
        .orderBy(asc(productTreeLines.ChildNum))
    : [];
  return {
    rows: result.kept.map((r) => toItem(r, components)),
    deletedIds: [],
    nextWatermark: result.nextWatermark,
    hasMore: result.hasMore,
  };
}

/** Stock of the given items: warehouses, batches and open purchase orders. */
export async function loadStock(
  db: DemoDb,
  itemRows: readonly { ItemCode: string; StockUpdateDate: Date }[],
): Promise<StockLevel[]> {
  const codes = itemRows.map((r) => r.ItemCode);
  if (codes.length === 0) return [];
  // One query after another: inside a transaction they share one connection (pg refuses overlap).
  const warehouseRows = await db
    .select()
    .from(itemWarehouseInfo)
    .where(inArray(itemWarehouseInfo.ItemCode, codes));
  const batchRows = await db
    .select()
    .from(batchNumberDetails)
    .where(inArray(batchNumberDetails.ItemCode, codes));
  const supplyRows = await db
    .select()
    .from(purchaseOrders)
    .where(and(inArray(purchaseOrders.ItemCode, codes), eq(purchaseOrders.LineStatus, 'bost_Open')))
    .orderBy(asc(purchaseOrders.ShipDate), asc(purchaseOrders.DocEntry));
  return itemRows.map((item) => {
    const warehouses = warehouseRows
      .filter((w) => w.ItemCode === item.ItemCode)
      .sort((a, b) => a.WarehouseCode.localeCompare(b.WarehouseCode))
      .map((w) => ({
        warehouseCode: w.WarehouseCode,
        inStock: w.InStock,
        committed: w.Committed,
        ordered: w.Ordered,
      }));
    const available = warehouses.reduce((sum, w) => sum + w.inStock - w.committed, 0);
    return {
      itemCode: item.ItemCode,
      warehouses,
      batches: batchRows
        .filter((b) => b.ItemCode === item.ItemCode && b.Quantity > 0)
        .sort((a, b) => a.Batch.localeCompare(b.Batch))
        .map((b) => ({ batchNumber: b.Batch, warehouseCode: b.WarehouseCode, quantity: b.Quantity })),
      expectedSupply: supplyRows
        .filter((p) => p.ItemCode === item.ItemCode && p.RemainingOpenQuantity > 0)
        .map((p) => ({
          reference: String(p.DocNum),
          dueDate: p.ShipDate,
          quantity: p.RemainingOpenQuantity,
        })),
      available: Math.round(available * 1000) / 1000,
      updatedAt: item.StockUpdateDate.toISOString(),
    };
  });
}

async function stockFeed(db: DemoDb, since: number, limit: number): Promise<ChangeSet<FeedRows['stock']>> {
  const rows = await db
    .select({ ItemCode: items.ItemCode, StockUpdateDate: items.StockUpdateDate, seq: items.StockChangeSeq })
    .from(items)
    .where(gt(items.StockChangeSeq, since))
    .orderBy(asc(items.StockChangeSeq))
    .limit(limit + 1);
  const result = page(rows, limit, since);
  return {
    rows: await loadStock(db, result.kept),
    deletedIds: [],
    nextWatermark: result.nextWatermark,
    hasMore: result.hasMore,
  };
}

/** Documents with their lines, packages and line collections, for the given header condition. */
export async function loadDocuments(
  db: DemoDb,
  where: SQL | undefined,
  headers?: (typeof documents.$inferSelect)[],
) {
  const rows = headers ?? (await db.select().from(documents).where(where));
  if (rows.length === 0) return [];
  const lineRows = await db
    .select({ line: documentLines, collection: items.U_DBS_COLLECTIE })
    .from(documentLines)
    .innerJoin(documents, headerOfLine)
    .leftJoin(items, eq(items.ItemCode, documentLines.ItemCode))
    .where(where);
  const packageRows = await db
    .select({ pkg: documentPackages })
    .from(documentPackages)
    .innerJoin(
      documents,
      and(eq(documents.ObjType, documentPackages.ObjType), eq(documents.DocEntry, documentPackages.DocEntry)),
    )
    .where(where);
  const collections = new Map(lineRows.map((l) => [l.line.ItemCode, l.collection]));
  const contactCodes = [
    ...new Set(rows.map((r) => r.ContactPersonCode).filter((c): c is number => c !== null)),
  ];
  const contactRows = contactCodes.length
    ? await db
        .select({ code: contactEmployees.InternalCode, name: contactEmployees.Name })
        .from(contactEmployees)
        .where(inArray(contactEmployees.InternalCode, contactCodes))
    : [];
  const contactNames = new Map(contactRows.map((contact) => [contact.code, contact.name]));
  const key = (objType: number, entry: number) => `${objType}:${entry}`;
  const linesByDoc = new Map<string, (typeof documentLines.$inferSelect)[]>();
  for (const { line } of lineRows) {
    const k = key(line.ObjType, line.DocEntry);
    linesByDoc.set(k, [...(linesByDoc.get(k) ?? []), line]);
  }
  const urlsByDoc = new Map<string, { n: number; url: string }[]>();
  for (const { pkg } of packageRows) {
    if (!pkg.U_DBS_TRACKURL) continue;
    const k = key(pkg.ObjType, pkg.DocEntry);
    urlsByDoc.set(k, [...(urlsByDoc.get(k) ?? []), { n: pkg.Number, url: pkg.U_DBS_TRACKURL }]);
  }
  return rows.map((row) =>
    toSalesDocument(
      row,
      linesByDoc.get(key(row.ObjType, row.DocEntry)) ?? [],
      (urlsByDoc.get(key(row.ObjType, row.DocEntry)) ?? []).sort((a, b) => a.n - b.n).map((p) => p.url),
      collections,
      row.ContactPersonCode === null ? null : (contactNames.get(row.ContactPersonCode) ?? null),
    ),
  );
}

const SALES_OBJ_TYPES = [
  OBJ_TYPE.order,
  OBJ_TYPE.delivery,
  OBJ_TYPE.invoice,
  OBJ_TYPE.creditNote,
  OBJ_TYPE.return,
  OBJ_TYPE.returnRequest,
];

async function salesDocumentFeed(
  db: DemoDb,
  since: number,
  limit: number,
  options: PullOptions,
): Promise<ChangeSet<FeedRows['salesDocuments']>> {
  const ofCustomer = options.customerCode ? eq(documents.CardCode, options.customerCode) : undefined;
  const headers = await db
    .select()
    .from(documents)
    .where(and(gt(documents.ChangeSeq, since), inArray(documents.ObjType, SALES_OBJ_TYPES), ofCustomer))
    .orderBy(asc(documents.ChangeSeq))
    .limit(limit + 1);
  const result = pageOfChanges(headers, limit, since);
  const where = and(
    gt(documents.ChangeSeq, since),
    lte(documents.ChangeSeq, result.last),
    inArray(documents.ObjType, SALES_OBJ_TYPES),
    ofCustomer,
  );
  const docs = await loadDocuments(db, where, result.kept);
  return { rows: docs, deletedIds: [], nextWatermark: result.nextWatermark, hasMore: result.hasMore };
}

async function openItemFeed(
  db: DemoDb,
  since: number,
  limit: number,
  options: PullOptions,
): Promise<ChangeSet<OpenItem>> {
  const conditions = [
    gt(documents.ChangeSeq, since),
    inArray(documents.ObjType, [OBJ_TYPE.invoice, OBJ_TYPE.creditNote]),
  ];
  if (options.customerCode) conditions.push(eq(documents.CardCode, options.customerCode));
  // A first pull needs only what is open; later pulls also report what closed since.
  if (since === 0) conditions.push(eq(documents.DocumentStatus, 'bost_Open'));
  const rows = await db
    .select()
    .from(documents)
    .where(and(...conditions))
    .orderBy(asc(documents.ChangeSeq))
    .limit(limit + 1);
  const result = pageOfChanges(rows, limit, since);
  const open: OpenItem[] = [];
  const deletedIds: string[] = [];
  for (const row of result.kept) {
    const kind = kindOf(row.ObjType);
    const id = salesDocumentKey(kind, row.DocEntry);
    const totalCents = centsFromAmount(row.DocTotal);
    const openCents = subtractCents(totalCents, centsFromAmount(row.PaidToDate));
    if (row.DocumentStatus !== 'bost_Open' || row.Cancelled === 'tYES' || openCents === 0) {
      deletedIds.push(id);
      continue;
    }
    // A credit note is owed to the customer: its amounts are negative.
    const signed = (cents: Cents) =>
      amountFromCents(kind === 'creditNote' ? subtractCents(ZERO_CENTS, cents) : cents);
    open.push({
      id,
      document: { kind, id: row.DocEntry },
      documentNumber: row.DocNum,
      customerCode: row.CardCode,
      description: `${kind === 'creditNote' ? 'Credit note' : 'Invoice'} ${row.DocNum}${row.NumAtCard ? ` (${row.NumAtCard})` : ''}`,
      date: row.DocDate,
      dueDate: row.DocDueDate ?? row.DocDate,
      currency: row.DocCurrency,
      total: signed(totalCents),
      openAmount: signed(openCents),
      updatedAt: row.UpdateDate.toISOString(),
    });
  }
  return { rows: open, deletedIds, nextWatermark: result.nextWatermark, hasMore: result.hasMore };
}

/** A reference table's rows changed after `since`, oldest first: each of the five pages on its own. */
function changedRows<T extends PgTable & { ChangeSeq: AnyPgColumn }>(
  db: DemoDb,
  table: T,
  since: number,
  take: number,
): Promise<T['$inferSelect'][]> {
  // Drizzle cannot type a select from a generic table; the answer is the table's own rows.
  return db
    .select()
    .from(table as PgTable)
    .where(gt(table.ChangeSeq, since))
    .orderBy(asc(table.ChangeSeq))
    .limit(take);
}

async function referenceDataFeed(
  db: DemoDb,
  since: number,
  limit: number,
): Promise<ChangeSet<ReferenceDataRow>> {
  const take = limit + 1;
  const [groups, customerGroups, shipping, vat, countryRows] = await Promise.all([
    changedRows(db, itemGroups, since, take),
    changedRows(db, businessPartnerGroups, since, take),
    changedRows(db, shippingTypes, since, take),
    changedRows(db, vatGroups, since, take),
    changedRows(db, countries, since, take),
  ]);
  const merged: { seq: number; row: ReferenceDataRow }[] = [
    ...groups.map((g) => ({
      seq: g.ChangeSeq,
      row: { type: 'itemGroup', value: { code: String(g.Number), name: g.GroupName } } as const,
    })),
    ...customerGroups.map((g) => ({
      seq: g.ChangeSeq,
      row: { type: 'customerGroup', value: { code: String(g.Code), name: g.Name } } as const,
    })),
    ...shipping.map((s) => ({
      seq: s.ChangeSeq,
      row: {
        type: 'shippingType',
        value: { code: String(s.Code), name: s.Name, websiteLabel: s.Website },
      } as const,
    })),
    ...vat.map((v) => ({
      seq: v.ChangeSeq,
      row: { type: 'vatGroup', value: { code: v.Code, name: v.Name, rate: v.Rate } } as const,
    })),
    ...countryRows.map((c) => ({
      seq: c.ChangeSeq,
      row: { type: 'country', value: { code: c.Code, name: c.Name } } as const,
    })),
  ].sort((a, b) => a.seq - b.seq);
  const result = page(merged, limit, since);
  return {
    rows: result.kept.map((r) => r.row),
    deletedIds: [],
    nextWatermark: result.nextWatermark,
    hasMore: result.hasMore,
  };
}

/** Exposed so tests can check the reference data keys match ReferenceDataRow. */
export const referenceKeyOf = (row: ReferenceDataRow) => referenceDataKey(row.type, row.value.code);

type Feed<Row> = (db: DemoDb, since: number, limit: number, options: PullOptions) => Promise<ChangeSet<Row>>;

export async function pullChanges<F extends FeedName>(
  db: DemoDb,
  feed: F,
  since: Watermark | null,
  limit: number,
  options: PullOptions = {},
): Promise<ChangeSet<FeedRows[F]>> {
  checkPullRequest(feed, limit, options);
  const from = parseWatermark(since);
  const feeds: { [K in FeedName]: Feed<FeedRows[K]> } = {
    businessPartners: businessPartnerFeed,
    items: itemFeed,
    stock: stockFeed,
    salesDocuments: salesDocumentFeed,
    openItems: openItemFeed,
    referenceData: referenceDataFeed,
  };
  return (feeds[feed] as Feed<FeedRows[F]>)(db, from, limit, options);
}
