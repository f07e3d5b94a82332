import type { ShipToChoice, ShipToSelection } from '@selvedge/contracts';
import type { AuthenticatedContext } from '../../shared/context.js';
import type { AppDeps } from '../../shared/deps.js';
import { AppError, invalidFields } from '../../shared/errors.js';
import { listShipToAddresses, toShipToView } from '../customers/index.js';
import { writeLog } from '../logs/index.js';
import { findUserById, updateUser } from '../users/index.js';
import { setSessionShipTo } from './sessions.repository.js';

/*
 * The export customer's ship-to choice belongs to the session (asked at every sign-in, ADR-022), so it
 * lives with the sessions; the addresses are the customers module's.
 */

/**
 * The customer's ERP ship-to addresses and the choice (foundations 2 "Export customers"): the session's,
 * else the user's last one (preselected at every sign-in) while the ERP still has it.
 */
export async function getShipToChoice(deps: AppDeps, ctx: AuthenticatedContext): Promise<ShipToChoice> {
  const { db } = deps.database;
  const { customer } = ctx;
  if (!customer?.isActive) return { addresses: [], selectedId: null };
  const [addresses, user] = await Promise.all([
    listShipToAddresses(db, customer.code),
    ctx.shipTo ? undefined : findUserById(db, ctx.user.id),
  ]);
  const lastId = ctx.shipTo?.id ?? user?.shipToId ?? null;
  const selectedId = addresses.some((address) => address.id === lastId) ? lastId : null;
  return { addresses: addresses.map(toShipToView), selectedId };
}

/**
 * Stores an export customer's ship-to choice on the session, and on the user as the last choice that the
 * next sign-in preselects; from the next request on every list, detail, PDF and dashboard is
 * scoped to it (D2). Only the customer's own ERP ship-to addresses can be chosen.
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
  if (!ctx.sessionTokenHash) throw new Error('an authenticated context without a session');
  await Promise.all([
    setSessionShipTo(db, ctx.sessionTokenHash, input.addressId),
    updateUser(db, ctx.user.id, { shipToId: input.addressId }),
  ]);
  await writeLog(db, ctx, {
    level: 'info',
    event: 'SHIP_TO_CHOSEN',
    message: `Ship-to ${input.addressId} of ${customer.code} chosen`,
  });
  return { addresses: addresses.map(toShipToView), selectedId: input.addressId };
}
