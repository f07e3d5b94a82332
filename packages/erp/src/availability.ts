import { addDays, addWorkdays, isoWeek } from './calendar.js';
import type { DeliveryWeek, ExpectedSupply, IsoDate, SalesBomComponent } from './erp.types.js';

/**
 * When a quantity of an item can be delivered, from a stock and supply snapshot (D21, D29). One rule
 * for both sides of the port: the demo ERP answers its live calls with it, and the portal answers the
 * stock check with it from the snapshot in its read model, so the two never disagree on the same
 * figures. docs/erp-demo.md explains it; availability.test.ts tests it table by table.
 */

/** Lead time when nothing is in stock and no purchase order covers the quantity: the supplier reorders. */
export const REORDER_LEAD_DAYS = 42;
/** Working days from order to delivery when the goods are in stock. */
export const DIRECT_LEAD_WORKDAYS = 2;
/** Days from a purchase order's arrival to the customer's delivery (receiving, quality check). */
export const SUPPLY_HANDLING_DAYS = 3;

export interface AvailabilityInput {
  /** Free stock: in stock less committed (open sales orders), over all warehouses. */
  available: number;
  quantity: number;
  isDiscontinued: boolean;
  /** Open purchase order lines; any order. */
  expectedSupply: readonly ExpectedSupply[];
  today: IsoDate;
}

export type Availability =
  | { kind: 'direct'; deliveryDate: IsoDate }
  | { kind: 'supply'; dueDate: IsoDate; deliveryDate: IsoDate }
  | { kind: 'reorder'; deliveryDate: IsoDate }
  | { kind: 'incourant' };

/**
 * When a quantity can be delivered: from free stock (direct); else on the earliest purchase order
 * that, added to stock and the earlier orders, covers it, plus the handling days; a discontinued item
 * is never replenished (incourant); any other item is reordered from the supplier.
 */
export function availability(input: AvailabilityInput): Availability {
  if (input.available >= input.quantity) {
    return { kind: 'direct', deliveryDate: addWorkdays(input.today, DIRECT_LEAD_WORKDAYS) };
  }
  const supply = [...input.expectedSupply].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  let covered = Math.max(input.available, 0);
  for (const line of supply) {
    covered += line.quantity;
    if (covered >= input.quantity) {
      // A purchase order already due counts as arriving today.
      const dueDate = line.dueDate < input.today ? input.today : line.dueDate;
      return { kind: 'supply', dueDate, deliveryDate: addDays(dueDate, SUPPLY_HANDLING_DAYS) };
    }
  }
  if (input.isDiscontinued) return { kind: 'incourant' };
  return { kind: 'reorder', deliveryDate: addDays(input.today, REORDER_LEAD_DAYS) };
}

/** D21: direct, the ISO week the goods can be delivered, or incourant. */
export function deliveryWeek(input: AvailabilityInput): DeliveryWeek {
  const answer = availability(input);
  switch (answer.kind) {
    case 'direct':
      return { kind: 'direct' };
    case 'incourant':
      return { kind: 'incourant' };
    case 'supply':
    case 'reorder':
      return { kind: 'week', ...isoWeek(answer.deliveryDate) };
  }
}

/** The delivery date a price quote and a new order line get; null when the item will not come back. */
export function deliveryDate(input: AvailabilityInput): IsoDate | null {
  const answer = availability(input);
  return answer.kind === 'incourant' ? null : answer.deliveryDate;
}

/**
 * Free stock of a sales bill of materials: whole sets of its scarcest component (a BOM has no stock
 * or purchase orders of its own). `availableOf` answers a component's free stock (0 when unknown).
 */
export function salesBomAvailable(
  components: readonly SalesBomComponent[],
  availableOf: (itemCode: string) => number,
): number {
  if (components.length === 0) return 0;
  const sets = components.map((c) => Math.max(availableOf(c.itemCode), 0) / c.quantity);
  return Math.floor(Math.min(...sets));
}
