import { type Cents, sumCents } from '@selvedge/contracts';
import type {
  DeliveryWeek,
  Expense,
  ExpensesRequest,
  IsoDate,
  ObsoleteStatus,
  PriceQuote,
  PriceRequest,
  StockRequest,
} from '@selvedge/erp';
import {
  type AvailabilityInput,
  deliveryDate,
  deliveryWeek,
  erpNotFound,
  erpRejected,
  requirePositiveQuantity,
  salesBomAvailable,
} from '@selvedge/erp';
import { and, eq } from 'drizzle-orm';
import {
  bpAddresses,
  businessPartners,
  itemPrices,
  items,
  productTreeLines,
  specialPrices,
  vatGroups,
} from './demo-erp.tables.js';
import { loadStock } from './feeds.js';
import type { DemoDb } from './host.js';
import type { BusinessPartnerRow, ItemRow } from './mapping.js';
import * as rules from './rules.js';

/** The live calls of the port on demo storage; the rules themselves are in rules.ts. */

export async function requireCustomer(db: DemoDb, code: string): Promise<BusinessPartnerRow> {
  const [row] = await db.select().from(businessPartners).where(eq(businessPartners.CardCode, code)).limit(1);
  if (!row) throw erpNotFound(`Customer ${code} does not exist`);
  return row;
}

export async function requireItem(db: DemoDb, code: string): Promise<ItemRow> {
  const [row] = await db.select().from(items).where(eq(items.ItemCode, code)).limit(1);
  if (!row) throw erpNotFound(`Item ${code} does not exist`);
  return row;
}

/** Inputs of the availability rule for an item: free stock and open purchase orders. */
async function availabilityInput(
  db: DemoDb,
  item: ItemRow,
  quantity: number,
  today: IsoDate,
): Promise<AvailabilityInput> {
  if (item.TreeType === 'iSalesTree') {
    // A sales BOM is as available as its scarcest component (and never has purchase orders itself).
    const components = await db
      .select()
      .from(productTreeLines)
      .where(eq(productTreeLines.Father, item.ItemCode));
    const componentItems = [];
    for (const c of components) componentItems.push(await requireItem(db, c.ItemCode));
    const stock = new Map((await loadStock(db, componentItems)).map((s) => [s.itemCode, s.available]));
    return {
      available: salesBomAvailable(
        components.map((c) => ({ itemCode: c.ItemCode, quantity: c.Quantity })),
        (code) => stock.get(code) ?? 0,
      ),
      quantity,
      isDiscontinued: item.U_DBS_UITLOPEND === 'Y',
      expectedSupply: [],
      today,
    };
  }
  const [stock] = await loadStock(db, [item]);
  return {
    available: stock?.available ?? 0,
    quantity,
    isDiscontinued: item.U_DBS_UITLOPEND === 'Y',
    expectedSupply: stock?.expectedSupply ?? [],
    today,
  };
}

export async function availabilityOf(db: DemoDb, itemCode: string, quantity: number, today: IsoDate) {
  const item = await requireItem(db, itemCode);
  return { item, input: await availabilityInput(db, item, quantity, today) };
}

/** The list price and discount of an item for a customer. */
export async function priceFor(db: DemoDb, customer: BusinessPartnerRow, item: ItemRow) {
  const [price] = await db
    .select()
    .from(itemPrices)
    .where(and(eq(itemPrices.ItemCode, item.ItemCode), eq(itemPrices.PriceList, customer.PriceListNum)))
    .limit(1);
  if (!price) throw erpRejected(`Item ${item.ItemCode} has no price in the customer's price list`);
  const [special] = await db
    .select()
    .from(specialPrices)
    .where(and(eq(specialPrices.CardCode, customer.CardCode), eq(specialPrices.ItemCode, item.ItemCode)))
    .limit(1);
  const discount = special?.DiscountPercent ?? customer.DiscountPercent;
  return {
    listPrice: price.Price,
    currency: price.Currency,
    discount,
    unitPrice: rules.netUnitPrice(price.Price, discount),
  };
}

export async function getPrice(db: DemoDb, request: PriceRequest, today: IsoDate): Promise<PriceQuote> {
  requirePositiveQuantity(request.quantity);
  const customer = await requireCustomer(db, request.customerCode);
  const { item, input } = await availabilityOf(db, request.itemCode, request.quantity, request.date ?? today);
  const price = await priceFor(db, customer, item);
  return {
    itemCode: item.ItemCode,
    currency: price.currency,
    unitPrice: price.unitPrice,
    listPrice: price.listPrice,
    discountPercent: price.discount,
    deliveryDate: deliveryDate(input),
  };
}

export async function getDeliveryWeek(
  db: DemoDb,
  request: StockRequest,
  today: IsoDate,
): Promise<DeliveryWeek> {
  requirePositiveQuantity(request.quantity);
  const { input } = await availabilityOf(db, request.itemCode, request.quantity, today);
  return deliveryWeek(input);
}

export async function getObsoleteStatus(
  db: DemoDb,
  request: StockRequest,
  today: IsoDate,
): Promise<ObsoleteStatus> {
  requirePositiveQuantity(request.quantity);
  const { input } = await availabilityOf(db, request.itemCode, request.quantity, today);
  return rules.obsoleteStatus(input);
}

/** The VAT group and rate of a customer's documents; samples always 21 % (D26). */
export async function vatFor(db: DemoDb, customer: BusinessPartnerRow, orderType: 'B2B' | 'SAMPLE') {
  if (orderType === 'SAMPLE' || !customer.VatGroup)
    return { vatGroup: 'V21', vatRate: rules.SAMPLE_VAT_RATE };
  const [group] = await db.select().from(vatGroups).where(eq(vatGroups.Code, customer.VatGroup)).limit(1);
  return { vatGroup: customer.VatGroup, vatRate: group?.Rate ?? rules.SAMPLE_VAT_RATE };
}

export async function defaultShipToCountry(db: DemoDb, customer: BusinessPartnerRow): Promise<string> {
  const rows = await db.select().from(bpAddresses).where(eq(bpAddresses.BPCode, customer.CardCode));
  const shipTo = rows.find((a) => a.AddressType === 'bo_ShipTo' && a.AddressName === customer.ShipToDefault);
  return (shipTo ?? rows.find((a) => a.AddressType === 'bo_BillTo') ?? rows[0])?.Country ?? 'NL';
}

export async function getExpenses(db: DemoDb, request: ExpensesRequest): Promise<Expense[]> {
  const customer = await requireCustomer(db, request.customerCode);
  const lineCents: Cents[] = [];
  for (const line of request.lines) {
    requirePositiveQuantity(line.quantity);
    const item = await requireItem(db, line.itemCode);
    const price = await priceFor(db, customer, item);
    lineCents.push(rules.lineTotalCents(line.quantity, price.unitPrice));
  }
  return rules.expenses({
    orderType: request.orderType,
    netCents: sumCents(lineCents),
    currency: customer.Currency,
    country: request.country ?? (await defaultShipToCountry(db, customer)),
    shippingTypeCode:
      request.shippingTypeCode ?? (customer.ShippingType === null ? null : String(customer.ShippingType)),
    ...(await vatFor(db, customer, request.orderType)),
  });
}
