import {
  amountFromCents,
  centsFromAmount,
  isSampleOrderable,
  roundToCents,
  SAMPLE_BOOK_MAX,
  SAMPLE_CUT_QUANTITY,
  sampleQuantityRule,
} from '@selvedge/contracts';
import type { CreateReturnRequestInput, PlacedDocument, PlaceOrderInput } from '@selvedge/erp';
import {
  addDays,
  deliveryDate,
  type ErpError,
  erpConflict,
  erpNotFound,
  erpRejected,
  erpUnavailable,
  isErpError,
  REORDER_LEAD_DAYS,
  requirePositiveQuantity,
} from '@selvedge/erp';
import { type Context, singleFlight } from './context.js';
import { isForeignCurrency, localCurrency, partnerCurrency } from './currency.js';
import { DOCUMENT_SETS } from './documents.js';
import { SHIP_TO } from './feeds/business-partners.js';
import {
  availabilityInput,
  entityByKey,
  obsoleteStatus,
  requireCustomer,
  requireItem,
  vatFor,
} from './live-calls.js';
import { and, quote } from './odata.js';
import { isYes, numberOr, quantity, type SapRow, text, udf } from './values.js';

/**
 * The document writes, each idempotent by the portal's key (D24), which travels in a user-defined
 * field of the document header (fields.portalKey):
 * 1. before posting, the set is searched for the key: a document found is the answer;
 * 2. the POST; when its answer is lost (time-out, broken connection, a proxy's 5xx) the document may
 *    exist all the same, so the key is searched again (a few times, SAP may still be committing) before
 *    the call gives up as unavailable, and the next attempt starts with step 1 again;
 * 3. calls with the same key in this process share one attempt (singleFlight), so the resilience
 *    wrapper's retry never overtakes a POST still on its way.
 * What remains: two portal instances posting the same key at the same moment. An installation that
 * wants that closed too makes the field unique (a SBO_SP_TransactionNotification check).
 */

/** Pauses before the searches after a lost answer: SAP may still be committing the document. */
const LOOKUP_PAUSES_MS = [0, 300, 1_000];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function findByPortalKey(ctx: Context, set: string, portalKey: string): Promise<SapRow | undefined> {
  const rows = await ctx.sl.collection(
    set,
    {
      select: ['DocEntry', 'DocNum', 'CardCode'],
      filter: `${ctx.config.fields.portalKey} eq ${quote(portalKey)}`,
      orderby: ['DocEntry'],
      top: 1,
    },
    { what: `${set} by portal key` },
    { maxRows: 1 },
  );
  return rows[0];
}

/** The earlier document of the same key; a key reused by another customer is a conflict. */
function replay(row: SapRow, customerCode: string): PlacedDocument {
  if (row.CardCode !== customerCode) throw erpConflict('The portal key was used for another customer');
  return { docEntry: Number(row.DocEntry), documentNumber: Number(row.DocNum) };
}

/**
 * One write by the steps above: the set's document of the input's key when SAP has it, else the body
 * `build` makes (its checks included), posted once. `flight` names the write among the single flights.
 */
export function writeOnce(
  ctx: Context,
  set: string,
  flight: string,
  input: { portalKey: string; customerCode: string },
  build: () => Promise<SapRow>,
  onCreated?: (created: SapRow) => Promise<void>,
): Promise<PlacedDocument> {
  requireKey(input.portalKey);
  return singleFlight(ctx, `${flight}:${input.portalKey}`, async () => {
    const existing = await findByPortalKey(ctx, set, input.portalKey);
    if (existing) return replay(existing, input.customerCode);
    return postOnce(ctx, set, await build(), input.portalKey, input.customerCode, onCreated);
  });
}

async function postOnce(
  ctx: Context,
  set: string,
  body: SapRow,
  portalKey: string,
  customerCode: string,
  onCreated?: (created: SapRow) => Promise<void>,
): Promise<PlacedDocument> {
  let failure: ErpError;
  try {
    const answer = await ctx.sl.send({ method: 'POST', path: set, body, what: set });
    const created = answer.json as SapRow | undefined;
    if (created && typeof created.DocEntry === 'number') {
      await onCreated?.(created);
      return { docEntry: created.DocEntry, documentNumber: Number(created.DocNum) };
    }
    // 204 (return-no-content) or an answer without the entity: the key finds it.
    failure = erpUnavailable(`SAP created the ${set} document but did not answer it`);
  } catch (error) {
    // SAP answered and refused: nothing was created.
    if (!isErpError(error, 'unavailable')) throw error;
    failure = error;
  }
  for (const pause of LOOKUP_PAUSES_MS) {
    if (pause > 0) await sleep(pause);
    try {
      const found = await findByPortalKey(ctx, set, portalKey);
      if (found) {
        ctx.log('warn', 'SAP document found by its portal key after a lost answer', { set, portalKey });
        return replay(found, customerCode);
      }
    } catch (error) {
      if (!isErpError(error, 'unavailable')) throw error;
    }
  }
  throw failure;
}

/** ErpPort.findOrder: the customer's order posted with this key, if SAP has one. */
export async function findOrder(
  ctx: Context,
  portalKey: string,
  customerCode: string,
): Promise<PlacedDocument | null> {
  requireKey(portalKey);
  const found = await findByPortalKey(ctx, DOCUMENT_SETS.order.set, portalKey);
  return found ? replay(found, customerCode) : null;
}

function requireKey(portalKey: string): void {
  if (typeof portalKey !== 'string' || !portalKey.trim()) throw erpRejected('A portal key is required');
}

const fieldsOf = (entries: [string | null, unknown][]): SapRow =>
  Object.fromEntries(entries.filter((e): e is [string, unknown] => typeof e[0] === 'string' && e[0] !== ''));

/** D26: the quantity a sample line takes, or null when the item's group cannot be a sample. */
export function sampleLineQuantity(groupCode: string, requested: number): number | null {
  if (!isSampleOrderable(groupCode)) return null;
  if (sampleQuantityRule(groupCode) === 'fixedCut') return SAMPLE_CUT_QUANTITY;
  return Math.min(SAMPLE_BOOK_MAX, Math.max(1, Math.round(requested)));
}

export async function placeOrder(ctx: Context, input: PlaceOrderInput): Promise<PlacedDocument> {
  return writeOnce(
    ctx,
    DOCUMENT_SETS.order.set,
    'order',
    input,
    () => orderBody(ctx, input),
    (created) => compareWithApproved(ctx, created, input),
  );
}

/**
 * The customer approved a total (lines, freight and handling, VAT by vatRounding); SAP computed its own.
 * They are equal unless SAP's settings and the portal's differ (vatRounding, an expense code's VAT, a
 * price changed in between): the order stands as SAP made it, and the log says so, with both totals, so
 * someone can fix the setting. Never fails the placement: the order exists.
 */
async function compareWithApproved(ctx: Context, created: SapRow, input: PlaceOrderInput): Promise<void> {
  const approved = input.approvedTotals;
  if (!approved) return;
  try {
    const isForeign = isForeignCurrency(created, await localCurrency(ctx));
    const total = roundToCents(numberOr(isForeign ? created.DocTotalFc : created.DocTotal, 0));
    if (total === centsFromAmount(approved.gross)) return;
    ctx.log('warn', "SAP's order total differs from the total the customer approved", {
      docEntry: created.DocEntry,
      portalKey: input.portalKey,
      approvedGross: approved.gross,
      approvedVat: approved.vat,
      sapTotal: isForeign ? created.DocTotalFc : created.DocTotal,
      sapVat: isForeign ? created.VatSumFc : created.VatSum,
      currency: created.DocCurrency,
      vatRounding: ctx.config.vatRounding,
    });
  } catch (error) {
    ctx.log('warn', "The order's total could not be compared with the approved one", {
      docEntry: created.DocEntry,
      error: (error as Error).message,
    });
  }
}

/**
 * D28: the approved freight and handling as the order's DocumentAdditionalExpenses. SAP keeps an
 * expense's LineTotal in the local currency, so on an order in another currency the amount goes in
 * LineTotalFC, the document currency's figure. The expense code must exist in SAP (freight setup).
 */
async function additionalExpenses(ctx: Context, customer: SapRow, input: PlaceOrderInput): Promise<SapRow[]> {
  const expenses = input.expenses ?? [];
  if (expenses.length === 0) return [];
  const local = await localCurrency(ctx);
  const isForeign = partnerCurrency(customer.Currency, local) !== local;
  // getExpenses names each charge's VAT group; the customer's is asked only for one that names none.
  const vat = expenses.every((expense) => expense.vatGroup)
    ? null
    : await vatFor(ctx, customer, input.orderType);
  return expenses.map((expense) => {
    if (!/^\d{1,9}$/.test(expense.code))
      throw erpRejected(`Expense code ${expense.code} is not a SAP freight code (a number)`);
    let amount: number;
    try {
      amount = amountFromCents(centsFromAmount(expense.amount));
    } catch {
      throw erpRejected(`The amount of expense ${expense.code} is not in cents: ${expense.amount}`);
    }
    return {
      ExpenseCode: Number(expense.code),
      [isForeign ? 'LineTotalFC' : 'LineTotal']: amount,
      VatGroup: expense.vatGroup || vat?.vatGroup,
    };
  });
}

/**
 * The contact person of the order: the customer's ContactEmployees entry whose e-mail is the portal
 * user's (case-insensitive), an active one first. None (or no e-mail): the order names no contact.
 */
async function contactPersonCode(ctx: Context, customerCode: string, email: string | null | undefined) {
  const wanted = email?.trim().toLowerCase();
  if (!wanted) return null;
  let partner: SapRow;
  try {
    partner = await entityByKey(
      ctx,
      'BusinessPartners',
      customerCode,
      ['CardCode', 'ContactEmployees'],
      `Customer ${customerCode}`,
    );
  } catch (error) {
    // The contact is a courtesy: SAP refusing to list contacts must not keep the order out.
    if (isErpError(error, 'unavailable')) throw error;
    ctx.log('warn', "The customer's contact persons could not be read; the order names none", {
      customerCode,
      error: (error as Error).message,
    });
    return null;
  }
  const contacts = Array.isArray(partner.ContactEmployees) ? (partner.ContactEmployees as SapRow[]) : [];
  const matching = contacts.filter((c) => text(c.E_Mail)?.toLowerCase() === wanted);
  const chosen = matching.find((c) => c.Active !== 'tNO') ?? matching[0];
  return typeof chosen?.InternalCode === 'number' ? chosen.InternalCode : null;
}

async function orderBody(ctx: Context, input: PlaceOrderInput): Promise<SapRow> {
  const f = ctx.config.fields;
  const today = ctx.today();
  const customer = await requireCustomer(ctx, input.customerCode);
  if (customer.Valid === 'tNO' || customer.Frozen === 'tYES')
    throw erpRejected(`Customer ${input.customerCode} is blocked`);
  if (input.lines.length === 0) throw erpRejected('An order needs at least one line');
  if (input.orderType === 'SAMPLE' && isYes(udf(customer, f.exportCustomer)))
    throw erpRejected('Export customers cannot place sample orders');

  const address: SapRow = {};
  if ('addressId' in input.shipTo) {
    const addresses = Array.isArray(customer.BPAddresses) ? (customer.BPAddresses as SapRow[]) : [];
    const addressId = input.shipTo.addressId;
    if (!addresses.some((a) => a.AddressType === SHIP_TO && a.AddressName === addressId))
      throw erpNotFound(`Ship-to address ${addressId} does not exist`);
    address.ShipToCode = addressId;
  } else {
    const typed = input.shipTo.address;
    // An address typed for this order: SAP keeps it in the document's address fields, with the block of
    // text (Address2) it prints.
    address.AddressExtension = {
      ShipToStreet: typed.street,
      ShipToZipCode: typed.zipCode,
      ShipToCity: typed.city,
      ShipToCountry: typed.country,
    };
    address.Address2 = [typed.name, typed.street, `${typed.zipCode} ${typed.city}`, typed.country].join(
      '\r\n',
    );
  }

  const lines: SapRow[] = [];
  const shipDates: string[] = [];
  for (const requested of input.lines) {
    const item = await requireItem(ctx, requested.itemCode);
    if (item.Valid === 'tNO' || item.Frozen === 'tYES')
      throw erpRejected(`Item ${requested.itemCode} is no longer sold`);
    let lineQuantity = requested.quantity;
    if (input.orderType === 'SAMPLE') {
      const sample = sampleLineQuantity(String(item.ItemsGroupCode), lineQuantity);
      if (sample === null) throw erpRejected(`Item ${requested.itemCode} cannot be ordered as a sample`);
      lineQuantity = sample;
    }
    requirePositiveQuantity(lineQuantity);
    const stock = await availabilityInput(ctx, item, lineQuantity, today);
    if (obsoleteStatus(stock) === 'obsoleteWithoutStock')
      throw erpRejected(`Item ${requested.itemCode} has been discontinued and is not sufficiently available`);
    const shipDate =
      input.requestedDate && input.requestedDate > today
        ? input.requestedDate
        : (deliveryDate(stock) ?? addDays(today, REORDER_LEAD_DAYS));
    shipDates.push(shipDate);
    lines.push({
      ItemCode: String(item.ItemCode),
      Quantity: lineQuantity,
      ShipDate: ctx.sl.dialect.dateValue(shipDate),
      // D26: a sample order's VAT is the sample group's, whatever the customer's.
      ...(input.orderType === 'SAMPLE' ? { VatGroup: ctx.config.sampleVatGroup } : {}),
      ...fieldsOf([
        [f.lineReference, requested.reference ?? null],
        // Only when asked: an order without a requested batch never needs the field.
        [requested.requestedBatch ? f.requestedBatch : null, requested.requestedBatch],
      ]),
    });
  }
  // The order is due when its last line can be delivered.
  const dueDate = shipDates.sort().at(-1) ?? today;
  const shippingType = input.shippingTypeCode ?? null;
  const [expenses, contact] = await Promise.all([
    additionalExpenses(ctx, customer, input),
    contactPersonCode(ctx, input.customerCode, input.email),
  ]);
  return {
    CardCode: input.customerCode,
    ...(contact === null ? {} : { ContactPersonCode: contact }),
    DocDate: ctx.sl.dialect.dateValue(today),
    DocDueDate: ctx.sl.dialect.dateValue(dueDate),
    NumAtCard: input.reference,
    ...address,
    ...(shippingType !== null && /^\d+$/.test(shippingType)
      ? { TransportationCode: Number(shippingType) }
      : {}),
    ...fieldsOf([
      [f.portalKey, input.portalKey],
      [f.orderType, input.orderType],
      [f.partialSupply, input.partialSupply ? 'Y' : 'N'],
      [f.orderEmail, input.email ?? null],
    ]),
    DocumentLines: lines,
    ...(expenses.length > 0 ? { DocumentAdditionalExpenses: expenses } : {}),
  };
}

export async function createReturnRequest(
  ctx: Context,
  input: CreateReturnRequestInput,
): Promise<PlacedDocument> {
  return writeOnce(ctx, DOCUMENT_SETS.returnRequest.set, 'returnRequest', input, () =>
    returnRequestBody(ctx, input),
  );
}

/** What was already asked back of each delivery line, by the customer's open or closed return requests. */
async function alreadyRequested(ctx: Context, customerCode: string): Promise<Map<string, number>> {
  const requests = await ctx.sl.collection(
    DOCUMENT_SETS.returnRequest.set,
    {
      select: ['DocEntry', 'DocumentLines'],
      filter: and(`CardCode eq ${quote(customerCode)}`, `Cancelled eq ${quote('tNO')}`),
    },
    { what: 'earlier return requests' },
  );
  const sums = new Map<string, number>();
  for (const request of requests) {
    for (const line of Array.isArray(request.DocumentLines) ? (request.DocumentLines as SapRow[]) : []) {
      if (line.BaseType !== DOCUMENT_SETS.delivery.objType) continue;
      const key = `${String(line.BaseEntry)}:${String(line.BaseLine)}`;
      sums.set(key, quantity((sums.get(key) ?? 0) + numberOr(line.Quantity, 0)));
    }
  }
  return sums;
}

async function returnRequestBody(ctx: Context, input: CreateReturnRequestInput): Promise<SapRow> {
  const f = ctx.config.fields;
  const today = ctx.today();
  await requireCustomer(ctx, input.customerCode);
  if (input.lines.length === 0) throw erpRejected('A return needs at least one line');
  if (!Number.isInteger(input.packages) || input.packages < 1 || input.packages > 10)
    throw erpRejected('The number of packages must be between 1 and 10');
  if (input.pickUpDate < today) throw erpRejected('The pick-up date cannot be in the past');
  const returned = input.lines.some((l) => l.base)
    ? await alreadyRequested(ctx, input.customerCode)
    : new Map();
  const deliveries = new Map<number, SapRow>();
  const lines: SapRow[] = [];
  for (const requested of input.lines) {
    let lineQuantity = requested.quantity;
    const base: SapRow = {};
    if (requested.base) {
      const { id, lineNumber } = requested.base;
      if (requested.base.kind !== 'delivery') throw erpRejected('A returned line must come from a delivery');
      let delivery = deliveries.get(id);
      if (!delivery) {
        try {
          delivery = await entityByKey(
            ctx,
            DOCUMENT_SETS.delivery.set,
            id,
            ['DocEntry', 'CardCode', 'DocumentLines'],
            `Delivery ${id}`,
          );
        } catch (error) {
          if (isErpError(error, 'notFound')) throw erpNotFound('The delivered line to return does not exist');
          throw error;
        }
        deliveries.set(id, delivery);
      }
      const deliveredLines = Array.isArray(delivery.DocumentLines)
        ? (delivery.DocumentLines as SapRow[])
        : [];
      const line = deliveredLines.find((l) => l.LineNum === lineNumber);
      if (!line || delivery.CardCode !== input.customerCode || line.ItemCode !== requested.itemCode)
        throw erpNotFound('The delivered line to return does not exist');
      // D30: at most what was delivered less what was already asked back.
      const left = quantity(numberOr(line.Quantity, 0) - (returned.get(`${id}:${lineNumber}`) ?? 0));
      lineQuantity = Math.max(0, Math.min(lineQuantity, left));
      if (lineQuantity <= 0)
        throw erpRejected(`Everything delivered of ${requested.itemCode} has been returned already`);
      Object.assign(base, { BaseType: DOCUMENT_SETS.delivery.objType, BaseEntry: id, BaseLine: lineNumber });
    } else {
      await requireItem(ctx, requested.itemCode);
      requirePositiveQuantity(lineQuantity);
    }
    lines.push({
      ItemCode: requested.itemCode,
      Quantity: lineQuantity,
      ShipDate: ctx.sl.dialect.dateValue(input.pickUpDate),
      ...base,
      // D30 and ordering 3: fixed location and status; the commission is sent as 0 when absent.
      ...fieldsOf([
        [f.lineReference, requested.reference ?? '0'],
        [f.returnRemark, requested.remark],
        [f.storageLocation, ctx.config.returnStorageLocation],
        [f.qualityStatus, ctx.config.returnQualityStatus],
      ]),
    });
  }
  return {
    CardCode: input.customerCode,
    DocDate: ctx.sl.dialect.dateValue(today),
    DocDueDate: ctx.sl.dialect.dateValue(input.pickUpDate),
    ...fieldsOf([
      [f.portalKey, input.portalKey],
      [f.packages, input.packages],
    ]),
    DocumentLines: lines,
  };
}
