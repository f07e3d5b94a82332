import { z } from 'zod';
import { Email, hasAtMostTwoDecimals, IsoDate, TimestampText, UriReferenceText, UuidText } from './common.js';
import { ORDER_QUANTITY_MAX } from './quantities.js';
import { DocumentAddress, OrderType, ShipToAddress } from './sales-documents.js';

/**
 * The write side of ordering (ordering.md §2-§9, D22-D28, D34, D36): the server-side draft, its lines
 * and pattern rows, items, addresses, the summary and the approval. Quantities and amounts are JSON
 * numbers with at most 2 decimals; the API and the SPA compute on them only through the money module.
 */

export const OrderQuantity = z
  .number()
  .gt(0)
  .max(ORDER_QUANTITY_MAX)
  .refine(hasAtMostTwoDecimals, { message: 'at most 2 decimals' });

/** Street at most 40 characters (ordering.md §5, §9). */
export const STREET_MAX = 40;

/**
 * A draft's state (ADR-031): `failed` is an approved order the ERP could not take for a reason that
 * is neither an outage nor its refusal; staff have been told and retry it or hand it back.
 */
export const DraftState = z.enum(['open', 'approving', 'queued', 'placed', 'rejected', 'failed']);
export type DraftState = z.infer<typeof DraftState>;

// ---------------------------------------------------------------------------------------------------
// Items

export const ItemKind = z.enum(['regular', 'sample']);
export type ItemKind = z.infer<typeof ItemKind>;

/** Item search slide-in (ordering.md §2): code and name, read model only, excluded groups never (D34). */
export const ItemSearchQuery = z.object({
  code: z.string().trim().max(50).optional(),
  name: z.string().trim().max(100).optional(),
  kind: ItemKind.default('regular'),
});
export type ItemSearchQuery = z.infer<typeof ItemSearchQuery>;

/** The search answers at most this many rows, and says how many matched (filtered from _MAX_). */
export const ITEM_SEARCH_LIMIT = 50;

export const ItemSearchRow = z.object({ code: z.string(), name: z.string(), salesUnit: z.string() });
export type ItemSearchRow = z.infer<typeof ItemSearchRow>;

export const ItemSearchResult = z.object({
  items: z.array(ItemSearchRow),
  /** How many items matched; more than items.length when the list was cut at ITEM_SEARCH_LIMIT. */
  total: z.number().int(),
});
export type ItemSearchResult = z.infer<typeof ItemSearchResult>;

export const ItemCodeParam = z.object({ code: z.string().trim().min(1).max(50) });

/** What the item modal and the pattern panel need of an item. */
export const OrderItem = z.object({
  code: z.string(),
  name: z.string(),
  salesUnit: z.string(),
  groupCode: z.string(),
  /** Pattern repeat in centimetres; 0: no pattern (D25). */
  patternRepeatCm: z.number(),
  isStaggered: z.boolean(),
  /** The pattern panel must be used before the line can be ordered (U_DBS_STUKSCONTR). */
  isPatternRequired: z.boolean(),
  imageUrl: UriReferenceText.nullable(),
});
export type OrderItem = z.infer<typeof OrderItem>;

// ---------------------------------------------------------------------------------------------------
// Draft

/** One row of the pattern panel as the user enters it; the server computes the lengths (D25). */
export const DraftPatternInput = z.strictObject({
  rows: z.number().int().min(1).max(999),
  /** Metres, 2 decimals. */
  rowLength: z.number().gt(0).max(999).refine(hasAtMostTwoDecimals, { message: 'at most 2 decimals' }),
  /** Use the row length as it is (enabled after a calculation, ordering.md §4). */
  isNoPatternCalculation: z.boolean().default(false),
});
export type DraftPatternInput = z.input<typeof DraftPatternInput>;

export const PatternRow = z.object({
  rows: z.number().int(),
  rowLength: z.number(),
  /** The required lane length (BenodigdeBaanLengte), metres. */
  requiredLength: z.number(),
  rowTotal: z.number(),
  isNoPatternCalculation: z.boolean(),
});
export type PatternRow = z.infer<typeof PatternRow>;

/**
 * A line to add or change. With pattern rows the server sets the quantity to their total (ordering §4);
 * an item that requires the pattern panel is refused without them (PATTERN_REQUIRED).
 */
export const DraftLineInput = z.strictObject({
  itemCode: z.string().trim().min(1).max(50),
  quantity: OrderQuantity,
  reference: z.string().trim().max(100).default(''),
  patterns: z.array(DraftPatternInput).max(50).optional(),
});
export type DraftLineInput = z.input<typeof DraftLineInput>;

/**
 * The item as a line names it: its code, the catalog's name and the unit it is sold in. A plain object
 * the line schemas spread (see DraftAddressInput for why not `.shape`).
 */
export const itemLineFields = {
  itemCode: z.string(),
  itemName: z.string(),
  salesUnit: z.string(),
};

export const DraftLine = z.object({
  id: UuidText,
  /** 1, 2, 3… in the order the lines were added. */
  lineNumber: z.number().int(),
  ...itemLineFields,
  quantity: z.number(),
  reference: z.string(),
  /** The customer's net unit price from the ERP; null while the ERP could not be asked (D36). */
  unitPrice: z.number().nullable(),
  /** unitPrice × quantity, rounded once; null with unitPrice. */
  amount: z.number().nullable(),
  deliveryDate: IsoDate.nullable(),
  imageUrl: UriReferenceText.nullable(),
  isPatternRequired: z.boolean(),
  patternRepeatCm: z.number(),
  isStaggered: z.boolean(),
  patterns: z.array(PatternRow),
  /** The dye lot (batch) the buyer asked for, sent to the ERP with the order; null: any batch. */
  requestedBatch: z.string().nullable(),
});
export type DraftLine = z.infer<typeof DraftLine>;

/** The fields of a shipping address, as the address form has them (ordering §2, §5). */
const AddressFields = z.object({
  name: z.string().trim().min(1).max(50),
  street: z.string().trim().min(1).max(STREET_MAX),
  zipCode: z.string().trim().min(1).max(20),
  city: z.string().trim().min(1).max(100),
  /** ISO 3166 alpha-2. */
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/),
});

/** The order's shipping address: one of the customer's addresses (addressId) or typed for this order. */
export const DraftAddress = AddressFields.extend({ addressId: z.string().max(100).nullable() });
export type DraftAddress = z.infer<typeof DraftAddress>;
/**
 * The same as a request takes it: nothing beyond its fields (the answer's DraftAddress stays lenient).
 * `.strict()`, not `z.strictObject(DraftAddress.shape)`: the web build could not leave out a schema
 * that reads another's `.shape` (vite.config.ts, contractsWithoutSideEffects).
 */
const DraftAddressInput = DraftAddress.strict();

export const OrderDraft = z.object({
  id: UuidText,
  orderType: OrderType,
  state: DraftState,
  reference: z.string(),
  /** The confirmation e-mail; the user's own address until changed. */
  email: z.string(),
  shippingAddress: DraftAddress.nullable(),
  shippingTypeCode: z.string().nullable(),
  partialSupply: z.boolean(),
  currency: z.string(),
  lines: z.array(DraftLine),
  /** Sum of the priced lines' amounts. */
  linesTotal: z.number(),
  /** Some line has no price yet (the ERP was unreachable when it was added). */
  hasUnpricedLines: z.boolean(),
  /** The ERP's message of the last rejection (D23), or staff's when they handed it back; shown until the next approval. */
  erpMessage: z.string().nullable(),
  /** Who wrote erpMessage. */
  messageFrom: z.enum(['erp', 'staff']).nullable(),
  documentNumber: z.number().int().nullable(),
  updatedAt: TimestampText,
});
export type OrderDraft = z.infer<typeof OrderDraft>;

export const DraftIdParam = z.object({ id: z.uuid() });
export const DraftLineParam = z.object({ id: z.uuid(), lineId: z.uuid() });

export const CurrentDraftRequest = z.strictObject({ orderType: OrderType.default('B2B') });

/** Saved whenever one of them changes (D23); a header without a shipping address is refused. */
export const DraftHeaderUpdate = z
  .strictObject({
    reference: z.string().trim().max(100),
    shippingAddress: DraftAddressInput,
    shippingTypeCode: z.string().trim().max(20).nullable(),
    partialSupply: z.boolean(),
    email: z.union([Email, z.literal('')]),
  })
  .partial();
export type DraftHeaderUpdate = z.input<typeof DraftHeaderUpdate>;

/** What adding or changing a line did: added, or merged into the line of the same item and reference. */
export const DraftLineResult = z.object({
  draft: OrderDraft,
  outcome: z.enum(['added', 'merged', 'updated']),
  /** The line the item ended up on. */
  lineId: UuidText,
});
export type DraftLineResult = z.infer<typeof DraftLineResult>;

// ---------------------------------------------------------------------------------------------------
// Context, summary, approval

export const ShippingTypeOption = z.object({ code: z.string(), label: z.string() });
export type ShippingTypeOption = z.infer<typeof ShippingTypeOption>;

export const CountryOption = z.object({ code: z.string(), name: z.string() });
export type CountryOption = z.infer<typeof CountryOption>;

/** What the order screen shows around the draft (ordering §4 step 1), from the read model. */
export const OrderingContext = z.object({
  customer: z.object({
    code: z.string(),
    name: z.string(),
    currency: z.string(),
    isExport: z.boolean(),
    hasAddressBook: z.boolean(),
    isOtherCountry: z.boolean(),
    /** The VAT rate of the customer's VAT group; 21 when unknown (ordering §9). */
    vatPercent: z.number(),
  }),
  billTo: DocumentAddress.nullable(),
  /** The customer's ERP ship-to addresses (the address book when hasAddressBook). */
  shipToAddresses: z.array(ShipToAddress),
  countries: z.array(CountryOption),
  shippingTypes: z.array(ShippingTypeOption),
  /** The terms-of-delivery document in the user's language (settings); null when none is set. */
  termsUrl: z.string().nullable(),
  /**
   * True until the ERP's reference data and business partners have been synced once (a new install's
   * first minutes): addresses, countries and shipping types are not known yet, rather than absent.
   */
  isAwaitingFirstSync: z.boolean(),
});
export type OrderingContext = z.infer<typeof OrderingContext>;

export const SummaryRequest = z.strictObject({
  shippingTypeCode: z.string().trim().max(20).nullable().optional(),
});

/** What an expense is for, so the portal names it in the reader's words (D9) whatever the ERP calls it. */
export const ExpenseKind = z.enum(['freight', 'handling', 'expressSurcharge']);
export type ExpenseKind = z.infer<typeof ExpenseKind>;

export const OrderExpense = z.object({
  code: z.string(),
  /** The ERP's name: shown only for an expense of no known kind. */
  name: z.string(),
  /** Absent for an expense that is none of the portal's kinds. */
  kind: ExpenseKind.optional(),
  amount: z.number(),
  vatPercent: z.number(),
});
export type OrderExpense = z.infer<typeof OrderExpense>;

/** Which line a change is about, as the summary shows it. */
const ChangedLine = z.object({
  lineId: UuidText,
  lineNumber: z.number().int(),
  itemCode: z.string(),
  itemName: z.string(),
});

/**
 * What changed on a line since it was added (the summary checks again): its unit price (the draft now holds
 * the new one; old is null when the line was unpriced, D36), or why it can no longer be ordered: its product
 * group was excluded (D34), it is discontinued without enough stock (D27), or the item is no longer known or
 * sold. Such a line must be removed before the order can be approved.
 */
export const DraftLineChange = z.discriminatedUnion('kind', [
  ChangedLine.extend({
    kind: z.literal('priceChanged'),
    oldUnitPrice: z.number().nullable(),
    newUnitPrice: z.number(),
  }),
  ChangedLine.extend({ kind: z.enum(['excluded', 'discontinued', 'unavailable']) }),
]);
export type DraftLineChange = z.infer<typeof DraftLineChange>;
export type DraftLineProblem = Exclude<DraftLineChange['kind'], 'priceChanged'>;

/** The summary modal's amounts (D28): expenses from the ERP, VAT once on the whole (ADR-014). */
export const OrderSummary = z.object({
  /** The lines checked again: changed prices (already in the draft and the totals), lines no longer orderable. */
  changes: z.array(DraftLineChange),
  /** Null when the ERP could not be asked: the ERP adds them when it places the order (D36). */
  expenses: z.array(OrderExpense).nullable(),
  linesTotal: z.number(),
  expensesTotal: z.number().nullable(),
  vatPercent: z.number(),
  vat: z.number().nullable(),
  total: z.number().nullable(),
  currency: z.string(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

export const ApproveRequest = z.strictObject({
  email: Email,
  /** The terms checkbox (ordering §5): the order cannot be approved without it. */
  termsAccepted: z.literal(true),
  shippingTypeCode: z.string().trim().max(20).nullable().optional(),
  partialSupply: z.boolean().optional(),
});
export type ApproveRequest = z.input<typeof ApproveRequest>;

/**
 * What the approval came to within a few seconds (D23, D24): placed with the ERP's number, queued
 * (the ERP is unreachable; it is placed when it returns), still approving (the ERP is slow; /orders
 * shows it as queued until placed), or rejected with the ERP's message (the draft is open again).
 */
export const ApprovalResult = z.object({
  draftId: UuidText,
  state: DraftState,
  documentNumber: z.number().int().nullable(),
  erpMessage: z.string().nullable(),
});
export type ApprovalResult = z.infer<typeof ApprovalResult>;

/** An approved order the ERP has not confirmed yet, or whose ERP document is not in the lists yet. */
export const PendingOrder = z.object({
  draftId: UuidText,
  orderType: OrderType,
  state: DraftState,
  reference: z.string(),
  approvedAt: TimestampText,
  lineCount: z.number().int(),
  linesTotal: z.number(),
  /** A line had no price when approved (the ERP was down): the total is not known yet. */
  hasUnpricedLines: z.boolean(),
  currency: z.string(),
  documentNumber: z.number().int().nullable(),
  /** What the customer quotes to staff about this order (a failed one's notice shows it). */
  supportReference: z.string(),
  /** A queued order of the caller's own, which the ERP does not have yet: it may be taken back to change. */
  canWithdraw: z.boolean(),
  /** Placed by an API key of the customer's own systems (ADR-036): the key's name; null: by a user. */
  apiKeyName: z.string().nullable(),
});
export type PendingOrder = z.infer<typeof PendingOrder>;

export const PendingOrders = z.object({ orders: z.array(PendingOrder) });
export type PendingOrders = z.infer<typeof PendingOrders>;

// ---------------------------------------------------------------------------------------------------
// Address book (the address-book flag: saved to the customer's addresses in the ERP)

export const AddressBookEntry = AddressFields.strict();
export type AddressBookEntry = z.infer<typeof AddressBookEntry>;

export const AddressIdParam = z.object({ id: z.string().trim().min(1).max(100) });
