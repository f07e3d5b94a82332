import type { ShipToChoice, ShipToSelection } from '@selvedge/contracts';
import type { AuthenticatedContext } from '../../shared/context.js';
import type { AppDeps } from '../../shared/deps.js';
import { AppError, invalidFields } from '../../shared/errors.js';
import { writeLog } from '../logs/logs.service.js';
import { updateUser } from '../users/users.service.js';
import { listShipToAddresses, toShipToView } from './customers.service.js';

/** The customer's ERP ship-to addresses and the stored choice (foundations 2 "Export customers"). */
export async function getShipToChoice(deps: AppDeps, ctx: AuthenticatedContext): Promise<ShipToChoice> {
  const { db } = deps.database;
  const { customer } = ctx;
  if (!customer?.isActive) return { addresses: [], selectedId: null };
  const addresses = await listShipToAddresses(db, customer.code);
  return { addresses: addresses.map(toShipToView), selectedId: ctx.shipTo?.id ?? null };
}

/**
 * Stores an export customer's ship-to choice on the user, so it outlives the session; from the next
 * request on every list, detail, PDF and dashboard is scoped to it (D2). Only the customer's own ERP
 * ship-to addresses can be chosen.
 */
export async function chooseShipTo(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  input: ShipToSelection,
): Promise<ShipToChoice> {
  const { db } = deps.database;
  const { customer } = ctx;
  if (!customer?.isActive || !customer.isExport) throw new AppError('SHIP_TO_NOT_APPLICABLE', 403);
  const addresses = await listShipToAddresses(db, customer.code);
  if (!addresses.some((address) => address.id === input.addressId)) {
    throw invalidFields([{ path: 'addressId', code: 'INVALID_VALUE' }]);
  }
  await updateUser(db, ctx.user.id, { shipToId: input.addressId });
  await writeLog(db, ctx, {
    level: 'info',
    event: 'SHIP_TO_CHOSEN',
    message: `Ship-to ${input.addressId} of ${customer.code} chosen`,
  });
  return { addresses: addresses.map(toShipToView), selectedId: input.addressId };
}
