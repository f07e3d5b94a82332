import { amountFromCents, type Cents, documentTotalsCents, ZERO_CENTS } from '@selvedge/contracts';
import type { IsoDate } from '@selvedge/erp';
import { addDays, daysBetween } from '@selvedge/erp';
import type { BulkWriter } from './bulk-insert.js';
import { customerLanguageOf, REFERENCES, RETURN_REMARKS } from './catalog.js';
import { contactOfOrder } from './contacts.js';
import { OBJ_TYPE } from './demo-erp.tables.js';
import {
  type DocumentNumbering,
  type DocumentRow,
  type LineRow,
  timestampOf,
  trackingUrl,
  writeDocument,
} from './document-writer.js';
import { type GeneratedCustomer, type GeneratedItem, gbpPrice } from './generate-master-data.js';
import type { Random } from './prng.js';
import { lineTotalCents, netUnitPrice, SAMPLE_VAT_RATE } from './rules.js';

/**
 * The history of one order, decided up front (at random, or fixed for the showcase orders of the demo
 * customers), then written as the documents it produced up to `today`: order → delivery (packages with
 * track-and-trace) → invoice → payment, plus credit notes and return requests.
 */
export interface OrderPlan {
  customer: GeneratedCustomer;
  date: IsoDate;
  orderType: 'B2B' | 'SAMPLE';
  lines: { item: GeneratedItem; quantity: number }[];
  shipToIndex: number;
  leadDays: number;
  /** One line ships this many days after the others (a partly delivered order), or null. */
  lateLineDays: number | null;
  isCancelled: boolean;
  packages: 'none' | 'one' | 'several';
  payment: 'onTime' | 'late' | 'never';
  /** Days after the invoice a credit note follows, or null. */
  creditAfterDays: number | null;
  /** Days after the delivery a return request follows, or null. */
  returnAfterDays: number | null;
}

export interface DocumentContext {
  writer: BulkWriter;
  numbering: DocumentNumbering;
  random: Random;
  today: IsoDate;
  items: Map<string, GeneratedItem>;
}

interface PricedLine {
  lineNum: number;
  item: GeneratedItem;
  quantity: number;
  unitPrice: number;
  discount: number;
  price: number;
  totalCents: Cents;
  treeType: 'iNotATree' | 'iSalesTree' | 'iIngredient';
  shipDate: IsoDate;
  reference: string | null;
  batches: string[];
}

const status = (isOpen: boolean) => (isOpen ? 'bost_Open' : 'bost_Close');
const vatGroupOf = (vatRate: number) => (vatRate === 21 ? 'V21' : 'EU0');

function headerFor(
  plan: OrderPlan,
  objType: number,
  numbers: { docEntry: number; docNum: number },
  date: IsoDate,
  lines: readonly PricedLine[],
  vatRate: number,
  reference: string,
): DocumentRow {
  // One VAT group per document: VAT on the net total, rounded once (ADR-014).
  const totals = documentTotalsCents(
    lines.map((l) => ({ net: l.totalCents, vatPercent: vatRate, vatGroup: vatGroupOf(vatRate) })),
  );
  const shipTo = plan.customer.shipTos[plan.shipToIndex] ?? plan.customer.shipTos[0];
  const billTo = plan.customer.billTo;
  return {
    ObjType: objType,
    DocEntry: numbers.docEntry,
    DocNum: numbers.docNum,
    CardCode: plan.customer.code,
    CardName: plan.customer.name,
    DocDate: date,
    DocDueDate: null,
    NumAtCard: reference,
    ContactPersonCode: contactOfOrder(plan.customer.contacts, plan.customer.code, plan.date),
    DocumentStatus: 'bost_Open',
    Cancelled: 'tNO',
    Confirmed: 'tYES',
    DocCurrency: plan.customer.currency,
    DocTotal: amountFromCents(totals.gross),
    VatSum: amountFromCents(totals.vat),
    PaidToDate: 0,
    ShipToCode: shipTo?.name ?? null,
    ShipToName: plan.customer.name,
    ShipToStreet: shipTo?.street ?? null,
    ShipToZipCode: shipTo?.zip ?? null,
    ShipToCity: shipTo?.city ?? null,
    ShipToCountry: shipTo?.country ?? null,
    PayToCode: 'Bill to',
    BillToStreet: billTo.street,
    BillToZipCode: billTo.zip,
    BillToCity: billTo.city,
    BillToCountry: billTo.country,
    TransportationCode: plan.customer.isExport ? 2 : 1,
    U_DBS_OrderType: plan.orderType,
    U_DBS_PORTALKEY: null,
    U_DBS_PARTIALSUPPLY: 'N',
    U_DBS_EMAIL: null,
    U_AantalPackages: null,
    U_DEMO_PAYDATE: null,
    UpdateDate: timestampOf(date),
  };
}

/** A line copied from `source`, a line of the document `entry` of `type`: its base and its dye lots. */
const copiedFrom = (type: number, entry: number, source: PricedLine) => ({
  base: { type, entry, line: source.lineNum },
  batches: source.batches,
});

function lineRow(
  objType: number,
  docEntry: number,
  line: PricedLine,
  options: {
    quantity?: number;
    open: number;
    vatRate: number;
    base?: { type: number; entry: number; line: number } | null;
    batches?: string[];
    remark?: string | null;
    returnRequest?: boolean;
  },
): LineRow {
  const quantity = options.quantity ?? line.quantity;
  const totalCents = quantity === line.quantity ? line.totalCents : lineTotalCents(quantity, line.price);
  return {
    ObjType: objType,
    DocEntry: docEntry,
    LineNum: line.lineNum,
    ItemCode: line.item.code,
    ItemDescription: line.item.name,
    Quantity: quantity,
    UoMCode: line.item.unit,
    UnitPrice: line.unitPrice,
    DiscountPercent: line.discount,
    Price: line.price,
    LineTotal: amountFromCents(totalCents),
    VatGroup: vatGroupOf(options.vatRate),
    TaxPercentagePerRow: options.vatRate,
    WarehouseCode: line.item.unit === 'roll' || line.item.group >= 105 ? '01' : '02',
    ShipDate: line.shipDate,
    LineStatus: status(options.open > 0),
    RemainingOpenQuantity: options.open,
    TreeType: line.treeType,
    BaseType: options.base?.type ?? -1,
    BaseEntry: options.base?.entry ?? null,
    BaseLine: options.base?.line ?? null,
    BatchNumbers: options.batches ?? [],
    U_DBS_CUSTREF: line.reference,
    U_DBS_RETURNREMARK: options.remark ?? null,
    U_PMX_LOCO: options.returnRequest ? 'RETOURVERK' : null,
    U_PMX_QYSC: options.returnRequest ? 'RELEASED' : null,
  };
}

function priceLines(plan: OrderPlan, context: DocumentContext): PricedLine[] {
  const result: PricedLine[] = [];
  const { random } = context;
  for (const { item, quantity } of plan.lines) {
    const list = plan.customer.currency === 'GBP' ? gbpPrice(item.priceEur) : item.priceEur;
    const discount =
      plan.orderType === 'SAMPLE'
        ? 0
        : (plan.customer.specialDiscounts.get(item.code) ?? plan.customer.discount);
    const price = netUnitPrice(list, discount);
    const reference = random.chance(0.4)
      ? `${random.pick(REFERENCES[customerLanguageOf(plan.customer.country)])} ${random.int(1, 400)}`
      : null;
    const base = {
      lineNum: result.length,
      item,
      quantity,
      unitPrice: list,
      discount,
      price,
      totalCents: lineTotalCents(quantity, price),
      treeType: item.components ? ('iSalesTree' as const) : ('iNotATree' as const),
      shipDate: addDays(plan.date, plan.leadDays),
      reference,
      batches: [],
    };
    result.push(base);
    for (const component of item.components ?? []) {
      const componentItem = context.items.get(component.code);
      if (!componentItem) continue;
      result.push({
        ...base,
        lineNum: result.length,
        item: componentItem,
        quantity: quantity * component.quantity,
        unitPrice: 0,
        discount: 0,
        price: 0,
        totalCents: ZERO_CENTS,
        treeType: 'iIngredient',
      });
    }
  }
  if (plan.lateLineDays !== null && result.length > 1) {
    const last = result.at(-1) as PricedLine;
    if (last.treeType === 'iNotATree') last.shipDate = addDays(last.shipDate, plan.lateLineDays);
  }
  return result;
}

function batchFor(random: Random, date: IsoDate): string[] {
  const lot = () => `L${date.slice(2, 4)}${String(random.int(1, 9999)).padStart(4, '0')}-1`;
  return random.chance(0.12) ? [lot(), lot()] : [lot()];
}

export async function writeOrderHistory(plan: OrderPlan, context: DocumentContext): Promise<void> {
  const { random, today, writer, numbering } = context;
  const vatRate = plan.orderType === 'SAMPLE' ? SAMPLE_VAT_RATE : plan.customer.vatRate;
  const lines = priceLines(plan, context);
  const words = REFERENCES[customerLanguageOf(plan.customer.country)];
  const reference = `${random.pick(words)} ${plan.customer.code.slice(-3)}-${random.int(100, 999)}`;
  const order = numbering.next(OBJ_TYPE.order);
  const orderHeader = headerFor(plan, OBJ_TYPE.order, order, plan.date, lines, vatRate, reference);
  orderHeader.DocDueDate = addDays(plan.date, plan.leadDays);

  // Deliveries: one per distinct ship date that has passed.
  const shipDates = plan.isCancelled
    ? []
    : [...new Set(lines.map((l) => l.shipDate))].filter((d) => d < today);
  const delivered = new Set(lines.filter((l) => shipDates.includes(l.shipDate)).map((l) => l.lineNum));
  for (const line of lines) if (delivered.has(line.lineNum)) line.batches = batchFor(random, line.shipDate);
  const isOrderOpen = !plan.isCancelled && delivered.size < lines.length;
  orderHeader.DocumentStatus = status(isOrderOpen);
  orderHeader.Cancelled = plan.isCancelled ? 'tYES' : 'tNO';
  orderHeader.Confirmed = daysBetween(plan.date, today) < 1 ? 'tNO' : 'tYES';
  const lastEvent = shipDates.at(-1) ?? plan.date;
  orderHeader.UpdateDate = timestampOf(lastEvent);
  await writeDocument(
    writer,
    orderHeader,
    lines.map((l) =>
      lineRow(OBJ_TYPE.order, order.docEntry, l, {
        open: delivered.has(l.lineNum) || plan.isCancelled ? 0 : l.quantity,
        vatRate,
        batches: l.batches,
      }),
    ),
  );

  for (const [index, shipDate] of shipDates.entries()) {
    const deliveryLines = lines.filter((l) => l.shipDate === shipDate);
    const delivery = numbering.next(OBJ_TYPE.delivery);
    const invoiceDate = addDays(shipDate, 1);
    const isInvoiced = invoiceDate <= today;
    const header = headerFor(plan, OBJ_TYPE.delivery, delivery, shipDate, deliveryLines, vatRate, reference);
    header.DocumentStatus = status(!isInvoiced);
    header.UpdateDate = timestampOf(isInvoiced ? invoiceDate : shipDate);
    const packageCount = plan.packages === 'none' ? 0 : plan.packages === 'one' ? 1 : random.int(2, 4);
    const urls =
      plan.packages === 'none'
        ? [null]
        : Array.from({ length: packageCount }, (_, n) => trackingUrl(delivery.docNum, n + 1));
    await writeDocument(
      writer,
      header,
      deliveryLines.map((l) =>
        lineRow(OBJ_TYPE.delivery, delivery.docEntry, l, {
          open: isInvoiced ? 0 : l.quantity,
          vatRate,
          ...copiedFrom(OBJ_TYPE.order, order.docEntry, l),
        }),
      ),
      urls,
    );

    if (isInvoiced) {
      await writeInvoice(plan, context, { delivery, deliveryLines, invoiceDate, vatRate, reference });
    }

    if (index === 0 && plan.returnAfterDays !== null) {
      await writeReturn(plan, context, { delivery, deliveryLines, shipDate, vatRate, reference });
    }
  }
}

async function writeInvoice(
  plan: OrderPlan,
  context: DocumentContext,
  input: {
    delivery: { docEntry: number };
    deliveryLines: PricedLine[];
    invoiceDate: IsoDate;
    vatRate: number;
    reference: string;
  },
): Promise<void> {
  const { random, today, writer, numbering } = context;
  const invoice = numbering.next(OBJ_TYPE.invoice);
  const header = headerFor(
    plan,
    OBJ_TYPE.invoice,
    invoice,
    input.invoiceDate,
    input.deliveryLines,
    input.vatRate,
    input.reference,
  );
  const dueDate = addDays(input.invoiceDate, plan.customer.currency === 'GBP' ? 45 : 30);
  // Old unpaid invoices are settled after all, so overdue items stay a handful per customer.
  const payment = plan.payment === 'never' && daysBetween(dueDate, today) > 200 ? 'late' : plan.payment;
  const payDate =
    payment === 'onTime'
      ? addDays(dueDate, -random.int(0, 20))
      : payment === 'late'
        ? addDays(dueDate, random.int(3, 45))
        : null;
  const isPaid = payDate !== null && payDate <= today;
  header.DocDueDate = dueDate;
  header.U_DEMO_PAYDATE = payDate;
  header.PaidToDate = isPaid ? header.DocTotal : 0;
  header.DocumentStatus = status(!isPaid);
  header.UpdateDate = timestampOf(isPaid ? (payDate as IsoDate) : input.invoiceDate);
  await writeDocument(
    writer,
    header,
    input.deliveryLines.map((l) =>
      lineRow(OBJ_TYPE.invoice, invoice.docEntry, l, {
        open: 0,
        vatRate: input.vatRate,
        ...copiedFrom(OBJ_TYPE.delivery, input.delivery.docEntry, l),
      }),
    ),
  );

  if (plan.creditAfterDays === null) return;
  const creditDate = addDays(input.invoiceDate, plan.creditAfterDays);
  const credited = input.deliveryLines.find((l) => l.treeType !== 'iIngredient' && l.totalCents > 0);
  if (creditDate > today || !credited) return;
  const credit = numbering.next(OBJ_TYPE.creditNote);
  const quantity =
    credited.item.unit === 'roll'
      ? Math.max(1, Math.floor(credited.quantity / 2))
      : Math.max(0.5, Math.round(credited.quantity * 5) / 10);
  const creditLine = {
    ...credited,
    lineNum: 0,
    quantity,
    totalCents: lineTotalCents(quantity, credited.price),
  };
  const creditHeader = headerFor(
    plan,
    OBJ_TYPE.creditNote,
    credit,
    creditDate,
    [creditLine],
    input.vatRate,
    input.reference,
  );
  const isSettled = daysBetween(creditDate, today) > 45 || random.chance(0.5);
  creditHeader.DocDueDate = creditDate;
  creditHeader.PaidToDate = isSettled ? creditHeader.DocTotal : 0;
  creditHeader.DocumentStatus = status(!isSettled);
  await writeDocument(writer, creditHeader, [
    lineRow(OBJ_TYPE.creditNote, credit.docEntry, creditLine, {
      open: 0,
      vatRate: input.vatRate,
      ...copiedFrom(OBJ_TYPE.invoice, invoice.docEntry, credited),
    }),
  ]);
}

async function writeReturn(
  plan: OrderPlan,
  context: DocumentContext,
  input: {
    delivery: { docEntry: number };
    deliveryLines: PricedLine[];
    shipDate: IsoDate;
    vatRate: number;
    reference: string;
  },
): Promise<void> {
  const { random, today, writer, numbering } = context;
  const requestDate = addDays(input.shipDate, plan.returnAfterDays ?? 0);
  const returned = input.deliveryLines.find((l) => l.treeType !== 'iIngredient');
  if (requestDate > today || !returned) return;
  const pickUpDate = addDays(requestDate, random.int(2, 6));
  const isClosed = addDays(pickUpDate, 7) <= today;
  const quantity =
    returned.item.unit === 'roll' ? Math.max(1, Math.floor(returned.quantity / 3)) : returned.quantity;
  const line = { ...returned, lineNum: 0, quantity, totalCents: lineTotalCents(quantity, returned.price) };
  const remark = random.pick(RETURN_REMARKS[customerLanguageOf(plan.customer.country)]);
  const request = numbering.next(OBJ_TYPE.returnRequest);
  const header = headerFor(
    plan,
    OBJ_TYPE.returnRequest,
    request,
    requestDate,
    [line],
    input.vatRate,
    input.reference,
  );
  header.DocDueDate = pickUpDate;
  header.U_AantalPackages = random.int(1, 3);
  header.DocumentStatus = status(!isClosed);
  header.UpdateDate = timestampOf(isClosed ? addDays(pickUpDate, 7) : requestDate);
  await writeDocument(writer, header, [
    lineRow(OBJ_TYPE.returnRequest, request.docEntry, line, {
      open: isClosed ? 0 : quantity,
      vatRate: input.vatRate,
      ...copiedFrom(OBJ_TYPE.delivery, input.delivery.docEntry, returned),
      remark,
      returnRequest: true,
    }),
  ]);
  if (!isClosed) return;
  // Goods received back: a closed return document based on the request.
  const goods = numbering.next(OBJ_TYPE.return);
  const returnHeader = headerFor(
    plan,
    OBJ_TYPE.return,
    goods,
    addDays(pickUpDate, 7),
    [line],
    input.vatRate,
    input.reference,
  );
  returnHeader.DocumentStatus = 'bost_Close';
  await writeDocument(writer, returnHeader, [
    lineRow(OBJ_TYPE.return, goods.docEntry, line, {
      open: 0,
      vatRate: input.vatRate,
      ...copiedFrom(OBJ_TYPE.returnRequest, request.docEntry, returned),
      remark,
    }),
  ]);
}
