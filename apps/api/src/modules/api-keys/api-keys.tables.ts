import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo } from '../../db/columns.js';

/**
 * API keys for a customer's own systems (docs/adr/ADR-036-api-keys.md). The token is
 * `slv_<publicId>_<secret>`; only the public id and the secret's SHA-256 are stored. A rotation keeps
 * the public id, stores the new secret's hash and keeps the old one until `previous_secret_until`.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    publicId: text('public_id').notNull(),
    secretHash: text('secret_hash').notNull(),
    previousSecretHash: text('previous_secret_hash'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    customerCode: text('customer_code').notNull(),
    /** The ship-to of an export customer with several (D2); null: the customer's data as one. */
    shipToId: text('ship_to_id'),
    name: text('name').notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The user who created it (no foreign key: the key outlives a deleted user). */
    createdBy: uuid('created_by'),
    createdByEmail: text('created_by_email').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_public_id_key').on(t.publicId),
    index('api_keys_customer_idx').on(t.customerCode),
  ],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/**
 * The Idempotency-Key of an order approved with an API key: the same key with the same request answers
 * the same order; with another request it is refused (IDEMPOTENCY_KEY_REUSED).
 */
export const apiKeyIdempotency = pgTable(
  'api_key_idempotency',
  {
    apiKeyId: belongsTo('api_key_id', () => apiKeys.id),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the draft id and the request body. */
    requestHash: text('request_hash').notNull(),
    draftId: uuid('draft_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('api_key_idempotency_key').on(t.apiKeyId, t.idempotencyKey)],
);
