import {
  amountFromCents,
  type Cents,
  centsFromAmount,
  lineTotalCents,
  roundDecimal,
  roundToCents,
  sumCents,
  vatCents,
} from '@selvedge/contracts';
import type {
  AvailabilityInput,
  DeliveryWeek,
  Expense,
  ExpenseKind,
  ExpensesRequest,
  IsoDate,
  ObsoleteStatus,
  PriceQuote,
  PriceRequest,
  StockRequest,
} from '@selvedge/erp';
import {
  deliveryDate,
  deliveryWeek,
  erpFailed,
  erpRejected,
  isErpError,
  requirePositiveQuantity,
  salesBomAvailable,
} from '@selvedge/erp';
import type { Context } from './context.js';
import { localCurrency, partnerCurrency } from './currency.js';
import { BILL_TO, SHIP_TO } from './feeds/business-partners.js';
import { ITEM_SALE_FIELDS } from './feeds/items.js';
import { vatRateOn } from './feeds/reference-data.js';
import { entityPath, queryString } from './odata.js';
import {
  freeStock,
  openSupply,
  rowsByCodes,
  STOCK_SELECT,
  salesBomComponents,
  warehousesOf,
} from './reads.js';
import { isYes, numberOr, type SapRow, selectWith, text, udf } from './values.js';

/**
 * The live calls: what only the ERP knows now. Prices come from the item's price list (the customer's
 * PriceListNum) less the customer's discount, a SpecialPrices row for the customer and item winning;
 * availability from ItemWarehouseInfoCollection and open PurchaseOrders lines through the shared rule of
 * @selvedge/erp; freight by the configured rules (D28).
 */

export function customerSelect(ctx: Context): string[] {
  const f = ctx.config.fields;
  return selectWith(
    [
      'CardCode',
      'CardName',
      'Currency',
      'PriceListNum',
      'DiscountPercent',
      'VatGroup',
      'ShippingType',
      'Valid',
      'Frozen',
      'ShipToDefault',
      'BilltoDefault',
      'BPAddresses',
    ],
    [f.exportCustomer, f.addressBook],
  );
}

export function itemLiveSelect(ctx: Context): string[] {
  return selectWith(
    [...ITEM_SALE_FIELDS, 'TreeType', 'ItemPrices', 'ItemWarehouseInfoCollection'],
    [ctx.config.fields.discontinued],
  );
}

/** One entity by key, or notFound("<what> does not exist"). */
export async function entityByKey(
  ctx: Context,
  set: string,
  key: string | number,
  select: readonly string[],
  what: string,
): Promise<SapRow> {
  const path = `${entityPath(set, key)}?${queryString({ select })}`;
  return (await ctx.sl.get(path, { what, isKeyRead: true })) as SapRow;
}

export const requireCustomer = (ctx: Context, code: string) =>
  entityByKey(ctx, 'BusinessPartners', code, customerSelect(ctx), `Customer ${code}`);

export const requireItem = (ctx: Context, code: string) =>
  entityByKey(ctx, 'Items', code, itemLiveSelect(ctx), `Item ${code}`);

export const isDiscontinued = (ctx: Context, item: SapRow) =>
  isYes(udf(item, ctx.config.fields.discontinued));

/** Inputs of the availability rule: free stock and open purchase orders (a sales BOM: its scarcest part). */
export async function availabilityInput(
  ctx: Context,
  item: SapRow,
  quantity: number,
  today: IsoDate,
): Promise<AvailabilityInput> {
  const code = String(item.ItemCode);
  if (item.TreeType === 'iSalesTree') {
    const components = (await salesBomComponents(ctx, [code])).get(code) ?? [];
    const stock = await rowsByCodes(
      ctx,
      'Items',
      'ItemCode',
      components.map((c) => c.itemCode),
      STOCK_SELECT,
    );
    return {
      available: salesBomAvailable(components, (component) => {
        const row = stock.get(component);
        return row ? freeStock(warehousesOf(row, ctx.config.stockWarehouses)) : 0;
      }),
      quantity,
      isDiscontinued: isDiscontinued(ctx, item),
      expectedSupply: [],
      today,
    };
  }
  return {
    available: freeStock(warehousesOf(item, ctx.config.stockWarehouses)),
    quantity,
    isDiscontinued: isDiscontinued(ctx, item),
    expectedSupply: (await openSupply(ctx)).get(code) ?? [],
    today,
  };
}

/** D27: a discontinued item may be ordered only while free stock covers the quantity. */
export function obsoleteStatus(input: AvailabilityInput): ObsoleteStatus {
  if (!input.isDiscontinued) return 'notObsolete';
  return input.available >= input.quantity ? 'obsoleteWithStock' : 'obsoleteWithoutStock';
}

/** A price less a discount: (100 − discount) per cent of it, the exact product rounded once to cents. */
export function netUnitPrice(listPrice: number, discountPercent: number): number {
  return amountFromCents(vatCents(roundToCents(listPrice), roundDecimal(100 - discountPercent, 6)));
}

export interface CustomerPrice {
  listPrice: number;
  currency: string;
  discount: number;
  unitPrice: number;
}

/**
 * The price call's failure as the port tells it. The item and the customer were read by key just
 * before (SAP's -2028 there is notFound), so a refusal of the price call itself is not "this item does
 * not exist" but SAP being unable to price it for the portal (a business rule, a missing period or
 * price list, an authorisation): failed, with SAP's text for the operator only. SAP's -2028 on the
 * price call, and an outage, keep their kinds.
 */
function priceFailure(error: unknown, what: string): unknown {
  if (isErpError(error, 'rejected') || isErpError(error, 'conflict'))
    return erpFailed(`SAP cannot give ${what}: ${error.message}`, error);
  return error;
}

/**
 * The customer's price of an item as SAP computes it (CompanyService_GetItemPrice: the partner's price
 * list, special prices, discount groups, period and volume discounts), and the list price it starts from.
 */
export async function priceFor(
  ctx: Context,
  customer: SapRow,
  item: SapRow,
  quantity: number,
  day: IsoDate,
): Promise<CustomerPrice> {
  const priceList = numberOr(customer.PriceListNum, ctx.config.defaultPriceList);
  const prices = Array.isArray(item.ItemPrices) ? (item.ItemPrices as SapRow[]) : [];
  const price = prices.find((p) => p.PriceList === priceList);
  if (!price || typeof price.Price !== 'number')
    throw erpRejected(`Item ${String(item.ItemCode)} has no price in the customer's price list`);
  const what = `the price of ${String(item.ItemCode)}`;
  const answer = await ctx.sl
    .send({
      method: 'POST',
      path: 'CompanyService_GetItemPrice',
      body: {
        ItemPriceParams: {
          ItemCode: String(item.ItemCode),
          CardCode: String(customer.CardCode),
          PriceList: priceList,
          UoMQuantity: quantity,
          Date: ctx.sl.dialect.dateValue(day),
        },
      },
      what,
      // About one item: SAP's -2028 here says the item (or partner) does not exist.
      isKeyRead: true,
    })
    .catch((error: unknown) => {
      throw priceFailure(error, what);
    });
  const result = (answer.json ?? {}) as SapRow;
  const discount = numberOr(result.Discount, numberOr(customer.DiscountPercent, 0));
  const listPrice = amountFromCents(roundToCents(price.Price));
  return {
    listPrice,
    currency:
      text(result.Currency) ??
      text(price.Currency) ??
      partnerCurrency(customer.Currency, await localCurrency(ctx)),
    discount,
    unitPrice:
      typeof result.Price === 'number'
        ? amountFromCents(roundToCents(result.Price))
        : netUnitPrice(listPrice, discount),
  };
}

export async function getPrice(ctx: Context, request: PriceRequest): Promise<PriceQuote> {
  requirePositiveQuantity(request.quantity);
  const [customer, item] = await Promise.all([
    requireCustomer(ctx, request.customerCode),
    requireItem(ctx, request.itemCode),
  ]);
  const day = request.date ?? ctx.today();
  const [input, price] = await Promise.all([
    availabilityInput(ctx, item, request.quantity, day),
    priceFor(ctx, customer, item, request.quantity, day),
  ]);
  return {
    itemCode: String(item.ItemCode),
    currency: price.currency,
    unitPrice: price.unitPrice,
    listPrice: price.listPrice,
    discountPercent: price.discount,
    deliveryDate: deliveryDate(input),
  };
}

export async function getDeliveryWeek(ctx: Context, request: StockRequest): Promise<DeliveryWeek> {
  requirePositiveQuantity(request.quantity);
  const item = await requireItem(ctx, request.itemCode);
  return deliveryWeek(await availabilityInput(ctx, item, request.quantity, ctx.today()));
}

export async function getObsoleteStatus(ctx: Context, request: StockRequest): Promise<ObsoleteStatus> {
  requirePositiveQuantity(request.quantity);
  const item = await requireItem(ctx, request.itemCode);
  return obsoleteStatus(await availabilityInput(ctx, item, request.quantity, ctx.today()));
}

/** The VAT group and rate of a customer's documents; sample orders always the sample group (D26). */
export async function vatFor(
  ctx: Context,
  customer: SapRow,
  orderType: 'B2B' | 'SAMPLE',
): Promise<{ vatGroup: string; vatRate: number }> {
  const sample = { vatGroup: ctx.config.sampleVatGroup, vatRate: ctx.config.sampleVatPercent };
  const code = text(customer.VatGroup);
  if (orderType === 'SAMPLE' || !code) return sample;
  try {
    const group = await entityByKey(ctx, 'VatGroups', code, ['Code', 'VatGroups_Lines'], `VAT group ${code}`);
    return { vatGroup: code, vatRate: vatRateOn(group, ctx.today()) };
  } catch (error) {
    if (!isErpError(error, 'notFound')) throw error;
    return { vatGroup: code, vatRate: sample.vatRate };
  }
}

/** The country the goods go to when the order names none: the default ship-to, else the bill-to. */
export function defaultShipToCountry(customer: SapRow): string {
  const addresses = Array.isArray(customer.BPAddresses) ? (customer.BPAddresses as SapRow[]) : [];
  const shipTo = addresses.find((a) => a.AddressType === SHIP_TO && a.AddressName === customer.ShipToDefault);
  const billTo = addresses.find((a) => a.AddressType === BILL_TO);
  return text((shipTo ?? billTo ?? addresses[0])?.Country) ?? 'NL';
}

/** D28 by the configured rules: sample handling; freight under a threshold (none on pick-up); express. */
export async function getExpenses(ctx: Context, request: ExpensesRequest): Promise<Expense[]> {
  const customer = await requireCustomer(ctx, request.customerCode);
  const lineCents: Cents[] = [];
  for (const line of request.lines) requirePositiveQuantity(line.quantity);
  const items = await Promise.all(request.lines.map((line) => requireItem(ctx, line.itemCode)));
  for (const [index, item] of items.entries()) {
    const quantity = request.lines[index]?.quantity ?? 0;
    const price = await priceFor(ctx, customer, item, quantity, ctx.today());
    lineCents.push(lineTotalCents(centsFromAmount(price.unitPrice), roundDecimal(quantity, 3)));
  }
  const rules = ctx.config.expenses;
  const vat = await vatFor(ctx, customer, request.orderType);
  // The configured code and name, and what the charge is for: the portal names it in its own words.
  const charges = { freight: rules.freight, handling: rules.handling, expressSurcharge: rules.express };
  const charge = (kind: ExpenseKind, value: number): Expense => ({
    code: charges[kind].code,
    name: charges[kind].name,
    kind,
    amount: amountFromCents(roundToCents(value)),
    ...vat,
  });
  if (request.orderType === 'SAMPLE') return [charge('handling', rules.sampleHandling)];
  const netCents = sumCents(lineCents);
  // A "##" partner's order is posted in the local currency: its freight is that currency's tariff.
  const currency = partnerCurrency(customer.Currency, await localCurrency(ctx));
  const country = request.country ?? defaultShipToCountry(customer);
  const shippingType =
    request.shippingTypeCode ??
    (customer.ShippingType === null || customer.ShippingType === undefined
      ? null
      : String(customer.ShippingType));
  const result: Expense[] = [];
  if (shippingType !== rules.pickUpShippingType) {
    const tariffs = rules.tariffs[currency] ?? rules.tariffs.EUR;
    const tariff = rules.domesticCountries.includes(country) ? tariffs?.domestic : tariffs?.abroad;
    if (tariff && netCents < roundToCents(tariff.freeFrom)) result.push(charge('freight', tariff.freight));
  }
  if (shippingType === rules.expressShippingType)
    result.push(charge('expressSurcharge', rules.expressSurcharge));
  return result;
}
