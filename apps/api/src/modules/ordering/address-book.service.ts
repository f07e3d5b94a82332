import type { AddressBookEntry, ShipToAddress } from '@selvedge/contracts';
import { isErpError } from '@selvedge/erp';
import type { AuthenticatedContext, RequestContext } from '../../shared/context.js';
import type { AppDeps } from '../../shared/deps.js';
import { problemForErpError } from '../../shared/erp-problems.js';
import { AppError, forbidden, notFound } from '../../shared/errors.js';
import { listShipToAddresses, storeShipToAddress, toShipToView } from '../customers/index.js';
import { requestCustomerSync } from '../erp-sync/index.js';

/**
 * The address book a session sees and changes (D2): in a session with a chosen ship-to only
 * that address, as every list shows only that ship-to's lines; else every ship-to of the customer.
 */
export function addressBookOf<Address extends { id: string }>(
  ctx: RequestContext,
  addresses: readonly Address[],
): Address[] {
  const chosen = ctx.scope?.shipToId ?? null;
  return addresses.filter((address) => chosen === null || address.id === chosen);
}

/**
 * The address book (ordering §4 "Shipping address editing"): a customer with the address-book flag
 * adds and changes its ship-to addresses, saved in the ERP at once (the user picks the address next,
 * so it is not queued; the ERP's save is idempotent by name) and written into the read model so the
 * list shows it before the next sync. While the ERP is down the form says so and keeps what was typed;
 * the address can still be used for this order only. A session with a chosen ship-to changes only that
 * one and adds none: a new ship-to is a change for the whole company, not for one of its addresses.
 */
export async function saveAddressBookEntry(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  entry: AddressBookEntry,
  existingId: string | null,
): Promise<ShipToAddress> {
  const customer = ctx.customer;
  if (!ctx.scope || !customer?.hasAddressBook) throw forbidden();
  const customerCode = ctx.scope.customerCode;
  if (existingId === null && ctx.scope.shipToId !== null) throw forbidden();
  // Another customer's address name, or another ship-to's than the session's, is not this session's
  // address: 404 before the ERP is asked (D2).
  if (existingId !== null) {
    const own = addressBookOf(ctx, await listShipToAddresses(deps.database.db, customerCode));
    if (!own.some((address) => address.id === existingId)) throw notFound();
  }
  let saved: Awaited<ReturnType<AppDeps['erp']['saveShipToAddress']>>;
  try {
    saved = await deps.erp.saveShipToAddress({ customerCode, id: existingId, ...entry });
  } catch (error) {
    if (!isErpError(error)) throw error;
    const fallback =
      error.kind === 'notFound'
        ? notFound()
        : error.kind === 'conflict'
          ? new AppError('ADDRESS_NAME_TAKEN', 409, { fields: [{ path: 'name', code: 'INVALID_VALUE' }] })
          : new AppError('ADDRESS_REJECTED', 422, { message: error.erpMessage ?? error.message });
    throw problemForErpError(error, fallback);
  }
  const row = {
    id: saved.id,
    name: saved.name,
    street: saved.street,
    streetNo: saved.streetNo,
    zipCode: saved.zipCode,
    city: saved.city,
    country: saved.country,
  };
  await storeShipToAddress(deps.database.db, customerCode, row, existingId);
  await requestCustomerSync(deps.jobs, customerCode);
  return toShipToView(row);
}
