import type { DraftLine, OrderDraft, OrderItem, OrderingContext } from '@selvedge/contracts';

/** The demo wallpaper roll of the ordering tests (README: "HF-1011"). */
export const rollItem: OrderItem = {
  code: 'HF-1011',
  name: 'Heritage Florals',
  salesUnit: 'ROL',
  groupCode: '101',
  patternRepeatCm: 0,
  isStaggered: false,
  isPatternRequired: false,
  imageUrl: null,
};

/** A stored line of the roll, two of them, not priced; `change` makes it another line. */
export const draftLineOf = (change: Partial<DraftLine> = {}): DraftLine => ({
  id: '00000000-0000-4000-8000-000000000011',
  lineNumber: 1,
  itemCode: rollItem.code,
  itemName: rollItem.name,
  salesUnit: rollItem.salesUnit,
  quantity: 2,
  reference: '',
  unitPrice: null,
  amount: null,
  deliveryDate: null,
  imageUrl: null,
  isPatternRequired: false,
  patternRepeatCm: 0,
  isStaggered: false,
  patterns: [],
  requestedBatch: null,
  ...change,
});

/** An open regular order draft with these lines. */
export const draftOf = (lines: DraftLine[]): OrderDraft => ({
  id: '00000000-0000-4000-8000-000000000001',
  orderType: 'B2B',
  state: 'open',
  reference: '',
  email: 'customer@demo.selvedge.test',
  shippingAddress: null,
  shippingTypeCode: null,
  partialSupply: false,
  currency: 'EUR',
  lines,
  linesTotal: 0,
  hasUnpricedLines: false,
  erpMessage: null,
  messageFrom: null,
  documentNumber: null,
  updatedAt: '2026-11-28T10:00:00.000Z',
});

/**
 * The order screen's context of the Dutch demo customer with no addresses, countries or shipping types:
 * a customer the read model knows little of, or, with `isAwaitingFirstSync`, a new install's first minutes.
 */
export const orderingContextOf = (change: Partial<OrderingContext> = {}): OrderingContext => ({
  customer: {
    code: 'C10001',
    name: 'Interieur De Vries',
    currency: 'EUR',
    isExport: false,
    hasAddressBook: false,
    isOtherCountry: false,
    vatPercent: 21,
  },
  billTo: null,
  shipToAddresses: [],
  countries: [],
  shippingTypes: [],
  termsUrl: null,
  isAwaitingFirstSync: false,
  ...change,
});
