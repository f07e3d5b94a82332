import type { ReturnableLine } from '@selvedge/contracts';

/**
 * A delivered line the customer can return (all six of it), line 0 of delivery 501; `change` makes it
 * another. Its unit is one the portal does not translate: the units' names come from the app's own
 * i18next instance, which a component test does not start.
 */
export const returnableLineOf = (change: Partial<ReturnableLine> = {}): ReturnableLine => ({
  deliveryId: 501,
  lineNumber: 0,
  deliveryNumber: 30012,
  deliveryDate: '2026-02-20',
  itemCode: 'HF-1011',
  itemName: 'Heritage Florals Ivy Ivory',
  unit: 'box',
  quantity: 6,
  returnableQuantity: 6,
  price: 42.5,
  currency: 'EUR',
  batchNumbers: 'L2231',
  lineReference: null,
  documentReference: null,
  status: 'open',
  ...change,
});
