import { erpRejected } from './erp.errors.js';

/**
 * What every adapter refuses of an item quantity (a live call's or a written line's) before it asks
 * anything: one that is not a number above zero, in one message whichever ERP is behind the port.
 */
export function requirePositiveQuantity(quantity: number): void {
  if (!Number.isFinite(quantity) || quantity <= 0) throw erpRejected('Item quantity has to be higher than 0');
}
