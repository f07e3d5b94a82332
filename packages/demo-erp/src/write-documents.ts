import {
  amountFromCents,
  type Cents,
  centsFromAmount,
  type DocumentLineAmount,
  documentTotalsCents,
  type VatRounding,
  vatCents,
} from '@selvedge/contracts';
import type {
  ApprovedExpense,
  CreateReturnRequestInput,
  DocumentAddress,
  IsoDate,
  PlacedDocument,
  PlaceOrderInput,
} from '@selvedge/erp';
import {
  addDays,
  deliveryDate,
  erpConflict,
  erpNotFound,
  erpRejected,
  REORDER_LEAD_DAYS,
} from '@selvedge/erp';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  bpAddresses,
  contactEmployees,
  documentAdditionalExpenses,
  documentLines,
  documents,
  items,
  itemWarehouseInfo,
  OBJ_TYPE,
  productTreeLines,
  shippingTypes,
  vatGroups,
} from './demo-erp.tables.js';
import { headerOfLine } from './document-keys.js';
import { DOC_NUMBER_BASE } from './document-writer.js';
import type { DemoDb } from './host.js';
import { availabilityOf, priceFor, requireCustomer, requireItem, vatFor } from './live-calls.js';
import type { BusinessPartnerRow, ItemRow } from './mapping.js';
import * as rules from './rules.js';

type DocumentInsert = typeof documents.$inferInsert;
type LineInsert = typeof documentLines.$inferInsert;
type ExpenseInsert = typeof documentAdditionalExpenses.$inferInsert;

/**
 * A document's DocTotal and VatSum from its line and expense totals in cents: VAT rounded per line or
 * per VAT group, as the company rounds it (ADR-014), stored as 2-decimal amounts.
 */
function headerAmounts(amounts: readonly DocumentLineAmount[], vatRounding: VatRounding) {
  const totals = documentTotalsCents(amounts, vatRounding);
  return { DocTotal: amountFromCents(totals.gross), VatSum: amountFromCents(totals.vat) };
}

type LineVat = { vatGroup: string; vatRate: number };

const linesAt = (lineCents: readonly Cents[], vat: LineVat) =>
  lineCents.map((net) => ({ net, vatPercent: vat.vatRate, vatGroup: vat.vatGroup }));

/** What every new line of a portal's document holds: the item, open in full, at its price and VAT. */
function openLine(
  document: { objType: number; docEntry: number; lineNum: number },
  item: ItemRow,
  quantity: number,
  price: { listPrice: number; discount: number; unitPrice: number },
  totalCents: Cents,
  vat: LineVat,
): LineInsert {
  return {
    ObjType: document.objType,
    DocEntry: document.docEntry,
    LineNum: document.lineNum,
    ItemCode: item.ItemCode,
    ItemDescription: item.ItemName,
    Quantity: quantity,
    UoMCode: item.SalesUnit,
    UnitPrice: price.listPrice,
    DiscountPercent: price.discount,
    Price: price.unitPrice,
    LineTotal: amountFromCents(totalCents),
    VatGroup: vat.vatGroup,
    TaxPercentagePerRow: vat.vatRate,
    LineStatus: 'bost_Open',
    RemainingOpenQuantity: quantity,
  };
}

/**
 * D28: the approved freight and handling as the order's additional expenses, each with the VAT of its
 * group (the customer's when it names none). An expense code must be a number, as SAP's are.
 */
async function expenseRows(
  db: DemoDb,
  expenses: readonly ApprovedExpense[],
  vat: { vatGroup: string; vatRate: number },
  docEntry: number,
): Promise<{ rows: ExpenseInsert[]; amounts: DocumentLineAmount[] }> {
  const rows: ExpenseInsert[] = [];
  const amounts: DocumentLineAmount[] = [];
  for (const expense of expenses) {
    if (!/^\d{1,9}$/.test(expense.code)) throw erpRejected(`Expense code ${expense.code} does not exist`);
    let net: Cents;
    try {
      net = centsFromAmount(expense.amount);
    } catch {
      throw erpRejected(`The amount of expense ${expense.code} is not in cents: ${expense.amount}`);
    }
    const vatGroup = expense.vatGroup || vat.vatGroup;
    let rate = vat.vatRate;
    if (vatGroup !== vat.vatGroup) {
      const [group] = await db.select().from(vatGroups).where(eq(vatGroups.Code, vatGroup)).limit(1);
      if (!group) throw erpRejected(`VAT group ${vatGroup} does not exist`);
      rate = group.Rate;
    }
    rows.push({
      ObjType: OBJ_TYPE.order,
      DocEntry: docEntry,
      LineNum: rows.length,
      ExpenseCode: Number(expense.code),
      LineTotal: amountFromCents(net),
      VatGroup: vatGroup,
      TaxPercent: rate,
      TaxSum: amountFromCents(vatCents(net, rate)),
    });
    amounts.push({ net, vatPercent: rate, vatGroup });
  }
  return { rows, amounts };
}

/** The customer's contact person whose e-mail is the order's (case-insensitive), active ones first. */
async function contactPersonOf(db: DemoDb, customerCode: string, email: string | null | undefined) {
  const wanted = email?.trim().toLowerCase();
  if (!wanted) return null;
  const [row] = await db
    .select({ code: contactEmployees.InternalCode })
    .from(contactEmployees)
    .where(
      and(eq(contactEmployees.CardCode, customerCode), sql`lower(${contactEmployees.E_Mail}) = ${wanted}`),
    )
    .orderBy(sql`${contactEmployees.Active} = 'tYES' desc`, contactEmployees.InternalCode)
    .limit(1);
  return row?.code ?? null;
}

/** The next DocEntry and DocNum of an object type, handed out atomically (two instances, one ERP). */
export async function nextNumbers(db: DemoDb, objType: number): Promise<PlacedDocument> {
  const base = DOC_NUMBER_BASE[objType] ?? 9_000_000;
  const result = (await db.execute(sql`
    insert into demo_erp."DocumentSeries" ("ObjectCode", "NextEntry", "NextNumber")
    values (${objType}, 2, ${base + 2})
    on conflict ("ObjectCode") do update set
      "NextEntry" = demo_erp."DocumentSeries"."NextEntry" + 1,
      "NextNumber" = demo_erp."DocumentSeries"."NextNumber" + 1
    returning "NextEntry" - 1 as "docEntry", "NextNumber" - 1 as "documentNumber"`)) as unknown as {
    rows: { docEntry: number; documentNumber: number }[];
  };
  const row = result.rows[0];
  if (!row) throw new Error('document numbering failed');
  return { docEntry: Number(row.docEntry), documentNumber: Number(row.documentNumber) };
}

/** Marks the items' stock as changed, so the stock feed reports them. */
export async function touchStock(db: DemoDb, itemCodes: readonly string[], now: Date): Promise<void> {
  if (itemCodes.length === 0) return;
  await db
    .update(items)
    .set({ StockChangeSeq: sql`nextval('demo_erp.change_seq')`, StockUpdateDate: now })
    .where(inArray(items.ItemCode, [...new Set(itemCodes)]));
}

/** Adds to (or, negative, takes from) the committed quantity in the item's first warehouse. */
export async function commitStock(db: DemoDb, itemCode: string, quantity: number): Promise<string | null> {
  const [warehouse] = await db
    .select()
    .from(itemWarehouseInfo)
    .where(eq(itemWarehouseInfo.ItemCode, itemCode))
    .orderBy(itemWarehouseInfo.WarehouseCode)
    .limit(1);
  if (!warehouse) return null;
  await db
    .update(itemWarehouseInfo)
    .set({ Committed: sql`greatest(0, ${itemWarehouseInfo.Committed} + ${quantity})` })
    .where(
      and(
        eq(itemWarehouseInfo.ItemCode, itemCode),
        eq(itemWarehouseInfo.WarehouseCode, warehouse.WarehouseCode),
      ),
    );
  return warehouse.WarehouseCode;
}

async function findByPortalKey(db: DemoDb, objType: number, portalKey: string) {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.ObjType, objType), eq(documents.U_DBS_PORTALKEY, portalKey)))
    .limit(1);
  return row;
}

/** Answers the earlier document of the same key; a key reused by another customer is a conflict. */
function replay(row: typeof documents.$inferSelect, customerCode: string): PlacedDocument {
  if (row.CardCode !== customerCode) throw erpConflict('The portal key was used for another customer');
  return { docEntry: row.DocEntry, documentNumber: row.DocNum };
}

/** The customer's order written with this portal key, if any (ErpPort.findOrder). */
export async function findOrder(
  db: DemoDb,
  portalKey: string,
  customerCode: string,
): Promise<PlacedDocument | null> {
  const row = await findByPortalKey(db, OBJ_TYPE.order, portalKey);
  return row ? replay(row, customerCode) : null;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

/**
 * Runs a write of a customer's document once per portal key: a second call (retry, double click, two
 * instances racing) finds the first document, or loses the race on the unique key index and then finds
 * it. The write gets the customer, which the ERP must know.
 */
export async function idempotent(
  db: DemoDb,
  objType: number,
  { portalKey, customerCode }: { portalKey: string; customerCode: string },
  write: (tx: DemoDb, customer: BusinessPartnerRow) => Promise<PlacedDocument>,
): Promise<PlacedDocument> {
  if (!portalKey.trim()) throw erpRejected('A portal key is required');
  const existing = await findByPortalKey(db, objType, portalKey);
  if (existing) return replay(existing, customerCode);
  try {
    return await db.transaction(async (transaction) => {
      const tx = transaction as unknown as DemoDb;
      return write(tx, await requireCustomer(tx, customerCode));
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await findByPortalKey(db, objType, portalKey);
    if (!winner) throw error;
    return replay(winner, customerCode);
  }
}

/** The shipping type's code as the ERP keeps it; a code it does not know is refused, as SAP refuses it. */
async function requireShippingType(db: DemoDb, code: string): Promise<number> {
  const number = /^\d{1,9}$/.test(code) ? Number(code) : null;
  const [row] =
    number === null
      ? []
      : await db.select().from(shippingTypes).where(eq(shippingTypes.Code, number)).limit(1);
  if (!row) throw erpRejected(`Shipping type ${code} does not exist`);
  return row.Code;
}

async function resolveShipTo(db: DemoDb, customer: BusinessPartnerRow, input: PlaceOrderInput['shipTo']) {
  if ('address' in input) return { id: null, ...input.address } satisfies DocumentAddress;
  const [row] = await db
    .select()
    .from(bpAddresses)
    .where(
      and(
        eq(bpAddresses.BPCode, customer.CardCode),
        eq(bpAddresses.AddressType, 'bo_ShipTo'),
        eq(bpAddresses.AddressName, input.addressId),
      ),
    )
    .limit(1);
  if (!row) throw erpNotFound(`Ship-to address ${input.addressId} does not exist`);
  return {
    id: row.AddressName,
    name: customer.CardName,
    street: row.Street,
    zipCode: row.ZipCode,
    city: row.City,
    country: row.Country,
  };
}

async function billToOf(db: DemoDb, customer: BusinessPartnerRow) {
  const [row] = await db
    .select()
    .from(bpAddresses)
    .where(and(eq(bpAddresses.BPCode, customer.CardCode), eq(bpAddresses.AddressType, 'bo_BillTo')))
    .limit(1);
  return row;
}

function requireActive(customer: BusinessPartnerRow): void {
  if (customer.Valid !== 'tYES') throw erpRejected(`Customer ${customer.CardCode} is blocked`);
}

export async function placeOrder(
  db: DemoDb,
  input: PlaceOrderInput,
  today: IsoDate,
  now: Date,
  vatRounding: VatRounding,
): Promise<PlacedDocument> {
  return idempotent(db, OBJ_TYPE.order, input, async (tx, customer) => {
    requireActive(customer);
    if (input.lines.length === 0) throw erpRejected('An order needs at least one line');
    if (input.orderType === 'SAMPLE' && customer.U_DBS_EXPORTKLANT === 'Y') {
      throw erpRejected('Export customers cannot place sample orders');
    }
    const shipTo = await resolveShipTo(tx, customer, input.shipTo);
    const billTo = await billToOf(tx, customer);
    const vat = await vatFor(tx, customer, input.orderType);
    const numbers = await nextNumbers(tx, OBJ_TYPE.order);
    const expenses = await expenseRows(tx, input.expenses ?? [], vat, numbers.docEntry);
    const lines: LineInsert[] = [];
    const lineCents: Cents[] = [];

    for (const requested of input.lines) {
      const item = await requireItem(tx, requested.itemCode);
      if (item.Valid !== 'tYES') throw erpRejected(`Item ${item.ItemCode} is no longer sold`);
      let quantity = requested.quantity;
      if (input.orderType === 'SAMPLE') {
        const sample = rules.sampleQuantity(String(item.ItemsGroupCode), quantity);
        if (sample === null) throw erpRejected(`Item ${item.ItemCode} cannot be ordered as a sample`);
        quantity = sample;
      }
      if (!(quantity > 0)) throw erpRejected('Item quantity has to be higher than 0');
      const { input: stock } = await availabilityOf(tx, item.ItemCode, quantity, today);
      if (rules.obsoleteStatus(stock) === 'obsoleteWithoutStock') {
        throw erpRejected(`Item ${item.ItemCode} has been discontinued and is not sufficiently available`);
      }
      const price = await priceFor(tx, customer, item);
      const totalCents = rules.lineTotalCents(quantity, price.unitPrice);
      lineCents.push(totalCents);
      const shipDate =
        input.requestedDate && input.requestedDate > today ? input.requestedDate : deliveryDate(stock);
      const warehouse = await commitStock(tx, item.ItemCode, quantity);
      const line: LineInsert = {
        ...openLine(
          { objType: OBJ_TYPE.order, docEntry: numbers.docEntry, lineNum: lines.length },
          item,
          quantity,
          price,
          totalCents,
          vat,
        ),
        WarehouseCode: warehouse,
        ShipDate: shipDate ?? addDays(today, REORDER_LEAD_DAYS),
        TreeType: item.TreeType,
        U_DBS_CUSTREF: requested.reference ?? null,
        U_DBS_BATCH: requested.requestedBatch || null,
      };
      lines.push(line);
      if (item.TreeType === 'iSalesTree') {
        const components = await tx
          .select()
          .from(productTreeLines)
          .where(eq(productTreeLines.Father, item.ItemCode));
        for (const component of components) {
          const componentItem = await requireItem(tx, component.ItemCode);
          const componentQuantity = quantity * component.Quantity;
          await commitStock(tx, component.ItemCode, componentQuantity);
          lines.push({
            ...line,
            LineNum: lines.length,
            ItemCode: componentItem.ItemCode,
            ItemDescription: componentItem.ItemName,
            Quantity: componentQuantity,
            RemainingOpenQuantity: componentQuantity,
            UoMCode: componentItem.SalesUnit,
            UnitPrice: 0,
            DiscountPercent: 0,
            Price: 0,
            LineTotal: 0,
            TreeType: 'iIngredient',
          });
        }
      }
    }
    const header: DocumentInsert = {
      ObjType: OBJ_TYPE.order,
      DocEntry: numbers.docEntry,
      DocNum: numbers.documentNumber,
      CardCode: customer.CardCode,
      CardName: customer.CardName,
      DocDate: today,
      DocDueDate:
        lines
          .map((l) => l.ShipDate ?? today)
          .sort()
          .at(-1) ?? today,
      NumAtCard: input.reference,
      ContactPersonCode: await contactPersonOf(tx, customer.CardCode, input.email),
      DocumentStatus: 'bost_Open',
      Confirmed: 'tNO',
      DocCurrency: customer.Currency,
      ...headerAmounts([...linesAt(lineCents, vat), ...expenses.amounts], vatRounding),
      ShipToCode: shipTo.id,
      ShipToName: shipTo.name,
      ShipToStreet: shipTo.street,
      ShipToZipCode: shipTo.zipCode,
      ShipToCity: shipTo.city,
      ShipToCountry: shipTo.country,
      PayToCode: billTo?.AddressName ?? null,
      BillToStreet: billTo?.Street ?? null,
      BillToZipCode: billTo?.ZipCode ?? null,
      BillToCity: billTo?.City ?? null,
      BillToCountry: billTo?.Country ?? null,
      TransportationCode: input.shippingTypeCode
        ? await requireShippingType(tx, input.shippingTypeCode)
        : customer.ShippingType,
      U_DBS_OrderType: input.orderType,
      U_DBS_PORTALKEY: input.portalKey,
      U_DBS_PARTIALSUPPLY: input.partialSupply ? 'Y' : 'N',
      U_DBS_EMAIL: input.email ?? null,
      UpdateDate: now,
    };
    await tx.insert(documents).values(header);
    await tx.insert(documentLines).values(lines);
    if (expenses.rows.length > 0) await tx.insert(documentAdditionalExpenses).values(expenses.rows);
    await touchStock(
      tx,
      lines.map((l) => l.ItemCode),
      now,
    );
    return numbers;
  });
}

export async function createReturnRequest(
  db: DemoDb,
  input: CreateReturnRequestInput,
  today: IsoDate,
  now: Date,
  vatRounding: VatRounding,
): Promise<PlacedDocument> {
  return idempotent(db, OBJ_TYPE.returnRequest, input, async (tx, customer) => {
    if (input.lines.length === 0) throw erpRejected('A return needs at least one line');
    if (!Number.isInteger(input.packages) || input.packages < 1 || input.packages > 10) {
      throw erpRejected('The number of packages must be between 1 and 10');
    }
    if (input.pickUpDate < today) throw erpRejected('The pick-up date cannot be in the past');
    const vat = await vatFor(tx, customer, 'B2B');
    const numbers = await nextNumbers(tx, OBJ_TYPE.returnRequest);
    const lines: LineInsert[] = [];
    const lineCents: Cents[] = [];
    for (const requested of input.lines) {
      const item = await requireItem(tx, requested.itemCode);
      let quantity = requested.quantity;
      let price = 0;
      let listPrice = 0;
      let discount = 0;
      let batches: string[] = [];
      if (requested.base) {
        const [baseLine] = await tx
          .select({ line: documentLines, card: documents.CardCode })
          .from(documentLines)
          .innerJoin(documents, headerOfLine)
          .where(
            and(
              eq(documentLines.ObjType, OBJ_TYPE.delivery),
              eq(documentLines.DocEntry, requested.base.id),
              eq(documentLines.LineNum, requested.base.lineNumber),
            ),
          )
          .limit(1);
        if (!baseLine || baseLine.card !== customer.CardCode || baseLine.line.ItemCode !== item.ItemCode) {
          throw erpNotFound('The delivered line to return does not exist');
        }
        const returned = (await tx.execute(sql`
          select coalesce(sum(l."Quantity"), 0)::float as qty from demo_erp."DocumentLines" l
          join demo_erp."Documents" d on d."ObjType" = l."ObjType" and d."DocEntry" = l."DocEntry"
          where l."ObjType" = ${OBJ_TYPE.returnRequest} and d."Cancelled" = 'tNO'
            and l."BaseType" = ${OBJ_TYPE.delivery} and l."BaseEntry" = ${requested.base.id}
            and l."BaseLine" = ${requested.base.lineNumber}`)) as unknown as { rows: { qty: number }[] };
        quantity = rules.capReturnQuantity(
          quantity,
          baseLine.line.Quantity,
          Number(returned.rows[0]?.qty ?? 0),
        );
        if (quantity <= 0)
          throw erpRejected(`Everything delivered of ${item.ItemCode} has been returned already`);
        price = baseLine.line.Price;
        listPrice = baseLine.line.UnitPrice;
        discount = baseLine.line.DiscountPercent;
        batches = baseLine.line.BatchNumbers;
      } else {
        if (!(quantity > 0)) throw erpRejected('Item quantity has to be higher than 0');
        const quote = await priceFor(tx, customer, item);
        price = quote.unitPrice;
        listPrice = quote.listPrice;
        discount = quote.discount;
      }
      const totalCents = rules.lineTotalCents(quantity, price);
      lineCents.push(totalCents);
      lines.push({
        ...openLine(
          { objType: OBJ_TYPE.returnRequest, docEntry: numbers.docEntry, lineNum: lines.length },
          item,
          quantity,
          { listPrice, discount, unitPrice: price },
          totalCents,
          vat,
        ),
        ShipDate: input.pickUpDate,
        BaseType: requested.base ? OBJ_TYPE.delivery : -1,
        BaseEntry: requested.base?.id ?? null,
        BaseLine: requested.base?.lineNumber ?? null,
        BatchNumbers: batches,
        // D30 and ordering 3: fixed location and status; the commission is sent as 0 when absent.
        U_DBS_CUSTREF: requested.reference ?? '0',
        U_DBS_RETURNREMARK: requested.remark,
        U_PMX_LOCO: 'RETOURVERK',
        U_PMX_QYSC: 'RELEASED',
      });
    }
    await tx.insert(documents).values({
      ObjType: OBJ_TYPE.returnRequest,
      DocEntry: numbers.docEntry,
      DocNum: numbers.documentNumber,
      CardCode: customer.CardCode,
      CardName: customer.CardName,
      DocDate: today,
      DocDueDate: input.pickUpDate,
      DocumentStatus: 'bost_Open',
      DocCurrency: customer.Currency,
      ...headerAmounts(linesAt(lineCents, vat), vatRounding),
      U_AantalPackages: input.packages,
      U_DBS_PORTALKEY: input.portalKey,
      UpdateDate: now,
    });
    await tx.insert(documentLines).values(lines);
    return numbers;
  });
}
