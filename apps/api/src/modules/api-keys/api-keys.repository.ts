import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firstRow } from '../../db/first-row.js';
import { type ApiKeyRow, apiKeyIdempotency, apiKeys } from './api-keys.tables.js';

export type NewApiKey = typeof apiKeys.$inferInsert;

/** Inserts a key; undefined when its public id is taken already (the caller draws another). */
export async function insertApiKey(db: Db, values: NewApiKey): Promise<ApiKeyRow | undefined> {
  const [row] = await db.insert(apiKeys).values(values).onConflictDoNothing().returning();
  return row;
}

/** A customer's keys, newest first (a customer has a handful). */
export async function listApiKeys(db: Db, customerCode: string): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.customerCode, customerCode))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/** A key of this customer, or undefined (another customer's key does not exist for the caller). */
export function findCustomerApiKey(db: Db, customerCode: string, id: string): Promise<ApiKeyRow | undefined> {
  return firstRow(db, apiKeys, and(eq(apiKeys.id, id), eq(apiKeys.customerCode, customerCode)));
}

export async function updateApiKey(
  db: Db,
  id: string,
  values: Partial<Pick<ApiKeyRow, 'secretHash' | 'previousSecretHash' | 'previousSecretUntil' | 'revokedAt'>>,
): Promise<ApiKeyRow> {
  const [row] = await db.update(apiKeys).set(values).where(eq(apiKeys.id, id)).returning();
  if (!row) throw new Error(`api key ${id} vanished`);
  return row;
}

/** Revokes a key that is not revoked yet; undefined when it was already. */
export async function revokeApiKeyRow(db: Db, id: string, now: Date): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning();
  return row;
}

/**
 * Claims an Idempotency-Key for a request: true when this request is its first, false when the key
 * was claimed before (then findIdempotencyClaim tells by what).
 */
export async function claimIdempotencyKey(
  db: Db,
  values: { apiKeyId: string; idempotencyKey: string; requestHash: string; draftId: string },
): Promise<boolean> {
  const rows = await db
    .insert(apiKeyIdempotency)
    .values(values)
    .onConflictDoNothing()
    .returning({ draftId: apiKeyIdempotency.draftId });
  return rows.length > 0;
}

export async function findIdempotencyClaim(
  db: Db,
  apiKeyId: string,
  idempotencyKey: string,
): Promise<{ requestHash: string; draftId: string } | undefined> {
  const [row] = await db
    .select({ requestHash: apiKeyIdempotency.requestHash, draftId: apiKeyIdempotency.draftId })
    .from(apiKeyIdempotency)
    .where(
      and(eq(apiKeyIdempotency.apiKeyId, apiKeyId), eq(apiKeyIdempotency.idempotencyKey, idempotencyKey)),
    );
  return row;
}

/** Gives a claimed key back: the request it was claimed for was refused, so a retry may use it again. */
export async function releaseIdempotencyKey(db: Db, apiKeyId: string, idempotencyKey: string): Promise<void> {
  await db
    .delete(apiKeyIdempotency)
    .where(
      and(eq(apiKeyIdempotency.apiKeyId, apiKeyId), eq(apiKeyIdempotency.idempotencyKey, idempotencyKey)),
    );
}
