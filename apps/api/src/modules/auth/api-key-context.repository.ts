import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedPer } from '../../db/prepared.js';
// Like the session's context (request-context.repository.ts): who an API key is must cost one statement
// per request (ADR-015), so the key, its customer, its ship-to and the maintenance switch are joined here.
import { apiKeys, customerAddresses, customers } from '../../db/schema.js';
import type { ContextCustomer, ContextShipTo } from '../../shared/context.js';
import {
  type CustomerContextRow,
  chosenShipTo,
  contextSwitchesOf,
  customerContextColumns,
} from './request-context.repository.js';

const apiKeyContext = preparedPer((db) =>
  db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      scopes: apiKeys.scopes,
      secretHash: apiKeys.secretHash,
      previousSecretHash: apiKeys.previousSecretHash,
      previousSecretUntil: apiKeys.previousSecretUntil,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
      lastUsedAt: apiKeys.lastUsedAt,
      customerCode: apiKeys.customerCode,
      ...customerContextColumns,
    })
    .from(apiKeys)
    .leftJoin(customers, eq(customers.code, apiKeys.customerCode))
    .leftJoin(customerAddresses, chosenShipTo(apiKeys.shipToId))
    .where(eq(apiKeys.publicId, sql.placeholder('publicId')))
    .prepare('api_key_context'),
);

export interface ApiKeyContextRow extends CustomerContextRow {
  id: string;
  name: string;
  scopes: string[];
  secretHash: string;
  previousSecretHash: string | null;
  previousSecretUntil: Date | null;
  expiresAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  customerCode: string;
}

const asDate = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/** The key of a public id with everything the request context needs, in one statement. */
export async function findApiKeyContext(db: Db, publicId: string): Promise<ApiKeyContextRow | undefined> {
  const [row] = await apiKeyContext(db).execute({ publicId });
  if (!row) return undefined;
  return {
    ...row,
    customer: row.customer?.code ? (row.customer as ContextCustomer) : null,
    shipTo: row.shipTo?.id ? (row.shipTo as ContextShipTo) : null,
    previousSecretUntil: asDate(row.previousSecretUntil),
    expiresAt: new Date(row.expiresAt),
    revokedAt: asDate(row.revokedAt),
    lastUsedAt: asDate(row.lastUsedAt),
    ...contextSwitchesOf(row),
  };
}

/** Notes that the key was used (at most once a minute, like a session's touch). */
export async function touchApiKey(db: Db, id: string, now: Date): Promise<void> {
  await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, id));
}
