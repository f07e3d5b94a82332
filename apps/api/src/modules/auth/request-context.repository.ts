import { FEED_NAMES } from '@selvedge/erp';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { preparedPer } from '../../db/prepared.js';
// The one read across modules' tables, through the schema barrel: who the caller is must cost one
// statement per request (ADR-015), so session, users, customer, ship-to and the maintenance switch
// are joined here instead of asking four services in turn.
import { customerAddresses, customers, erpSyncState, sessions, settings, users } from '../../db/schema.js';
import type { ContextCustomer, ContextShipTo, ContextUser } from '../../shared/context.js';
import { shipToColumns } from '../customers/index.js';

const realUsers = alias(users, 'real_users');
const realCustomers = alias(customers, 'real_customers');

const userColumns = (table: typeof users | typeof realUsers) => ({
  id: table.id,
  email: table.email,
  role: table.role,
  language: table.language,
  customerCode: table.customerCode,
  firstName: table.firstName,
  lastName: table.lastName,
  showPrice: table.showPrice,
  canCreateOrder: table.canCreateOrder,
  isCustomerAdmin: table.isCustomerAdmin,
});

/** Maintenance is stored as JSON under one key; absent or not `true` means off (settings.service). */
export const isMaintenanceOn = sql<boolean>`coalesce((select ${settings.value} -> 'enabled' = 'true'::jsonb from ${settings} where ${settings.key} = 'maintenance'), false)`;

/**
 * A new install during its first ERP sync: some feed has neither succeeded nor failed yet, so lists,
 * stock and addresses are still filling (the screens say so). The same rule as /health/ready's 503
 * (erp-sync/feed-status.ts "waiting"): a feed whose error stands is the ERP connection screen's matter,
 * not "a minute". A handful of rows, one per feed.
 */
export const isAwaitingFirstSync = sql<boolean>`(select count(*) from ${erpSyncState} where ${erpSyncState.lastSucceededAt} is not null or ${erpSyncState.lastError} is not null) < ${FEED_NAMES.length}`;

/** An export customer's number of ship-to addresses; the choice is required above one (D2). */
const shipToCount = sql<number>`case when ${customers.isExport} and ${customers.isActive} then (select count(*)::int from ${customerAddresses} ca where ca.customer_code = ${customers.code} and ca.kind = 'shipTo') else 0 end`;

/**
 * What a caller's context reads of its customer (joined as `customers`), of the ship-to address chosen
 * (joined on `chosenShipTo`) and of the portal's switches: the same for a session and an API key.
 */
export const customerContextColumns = {
  customer: {
    code: customers.code,
    name: customers.name,
    groupCode: customers.groupCode,
    currency: customers.currency,
    isExport: customers.isExport,
    hasAddressBook: customers.hasAddressBook,
    isOtherCountry: customers.isOtherCountry,
    shippingType: customers.shippingType,
    isActive: customers.isActive,
  },
  shipTo: shipToColumns,
  shipToCount,
  isMaintenanceOn,
  isAwaitingFirstSync,
};

/** The join to the ship-to address a caller chose (`shipToId`), which only an active export customer has. */
export const chosenShipTo = (shipToId: AnyPgColumn) =>
  and(
    sql`${customers.isExport} and ${customers.isActive} and ${customerAddresses.kind} = 'shipTo'`,
    eq(customerAddresses.customerCode, customers.code),
    eq(customerAddresses.id, shipToId),
  );

/** The part of a context row that `customerContextColumns` reads. */
export interface CustomerContextRow {
  customer: ContextCustomer | null;
  shipTo: ContextShipTo | null;
  shipToCount: number;
  isMaintenanceOn: boolean;
  isAwaitingFirstSync: boolean;
}

/** The count and the switches of a context row as the driver answers them (a count may come as text). */
export const contextSwitchesOf = (row: {
  shipToCount: unknown;
  isMaintenanceOn: unknown;
  isAwaitingFirstSync: unknown;
}) => ({
  shipToCount: Number(row.shipToCount),
  isMaintenanceOn: row.isMaintenanceOn === true,
  isAwaitingFirstSync: row.isAwaitingFirstSync === true,
});

const sessionContext = preparedPer((db) =>
  db
    .select({
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      user: userColumns(users),
      realUser: userColumns(realUsers),
      realUserCustomerName: realCustomers.name,
      ...customerContextColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(realUsers, eq(realUsers.id, sessions.realUserId))
    .leftJoin(customers, eq(customers.code, users.customerCode))
    .leftJoin(realCustomers, eq(realCustomers.code, realUsers.customerCode))
    .leftJoin(customerAddresses, chosenShipTo(sessions.shipToId))
    .where(
      and(
        // The session's token hash is the key: one row at most (a user, a customer, one ship-to address).
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        // The absolute lifetime, whatever the expiry says (a session from before a lower setting too).
        gt(sessions.createdAt, sql.placeholder('signedInAfter')),
        // Inactive users have no session (D3), nor does a session acting for an inactive real user.
        sql`${users.isActive}`,
        or(isNull(sessions.realUserId), sql`${realUsers.isActive}`),
      ),
    )
    .prepare('session_context'),
);

export interface SessionContextRow extends CustomerContextRow {
  createdAt: Date;
  lastSeenAt: Date;
  user: ContextUser;
  realUser: ContextUser | null;
  realUserCustomerName: string | null;
}

/**
 * The live session of a token with everything the request context needs, in one statement: not past
 * its expiry, and signed in after `signedInAfter` (now less the absolute lifetime).
 */
export async function findSessionContext(
  db: Db,
  tokenHash: string,
  now: Date,
  signedInAfter: Date,
): Promise<SessionContextRow | undefined> {
  const [row] = await sessionContext(db).execute({ tokenHash, now, signedInAfter });
  if (!row) return undefined;
  return {
    ...row,
    // Joined on the session's user (inner join): never null, whatever the alias made of the types.
    user: row.user as ContextUser,
    realUser: row.realUser?.id ? (row.realUser as ContextUser) : null,
    createdAt: new Date(row.createdAt),
    lastSeenAt: new Date(row.lastSeenAt),
    ...contextSwitchesOf(row),
  };
}
