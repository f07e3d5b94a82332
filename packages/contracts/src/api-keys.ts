import { z } from 'zod';
import { RequiredText, TimestampText, UuidText } from './common.js';

/**
 * API keys for a customer's own systems (docs/adr/ADR-036-api-keys.md, docs/api-keys.md): a key belongs
 * to one customer (and, for an export customer with several ship-tos, one ship-to), has scopes and an
 * expiry, and its token is shown once, at creation and rotation.
 */
export const apiKeyScopes = ['documents:read', 'orders:write'] as const;
export const ApiKeyScope = z.enum(apiKeyScopes);
export type ApiKeyScope = z.infer<typeof ApiKeyScope>;

/** Days a key lives at most (a year), and by default (90). */
export const API_KEY_MAX_DAYS = 366;
export const API_KEY_DEFAULT_DAYS = 90;
/** How long a rotated key's old token still works. */
export const API_KEY_ROTATION_GRACE_HOURS = 24;

export const ApiKey = z.object({
  id: UuidText,
  name: z.string(),
  /** The token's public part (`slv_<publicId>_…`): names the key in logs and on screens. */
  publicId: z.string(),
  customerCode: z.string(),
  /** The ship-to the key works for (an export customer with several); null: the customer's one. */
  shipToId: z.string().nullable(),
  scopes: z.array(ApiKeyScope),
  expiresAt: TimestampText,
  createdAt: TimestampText,
  /** Who created it (an e-mail address); empty when that user is gone. */
  createdBy: z.string(),
  lastUsedAt: TimestampText.nullable(),
  revokedAt: TimestampText.nullable(),
  /** After a rotation: until when the previous token still works. */
  previousTokenUntil: TimestampText.nullable(),
  status: z.enum(['active', 'expired', 'revoked']),
});
export type ApiKey = z.infer<typeof ApiKey>;

/** GET …/api-keys: the customer's keys (newest first) and what the creation form needs. */
export const ApiKeyList = z.object({
  rows: z.array(ApiKey),
  /** The customer's ship-to addresses when a key must name one (an export customer with several). */
  shipTos: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The scopes the caller may grant (orders:write needs the create-order claim). */
  grantableScopes: z.array(ApiKeyScope),
});
export type ApiKeyList = z.infer<typeof ApiKeyList>;

export const CreateApiKeyRequest = z.strictObject({
  name: RequiredText(60),
  scopes: z
    .array(ApiKeyScope)
    .min(1)
    .refine((scopes) => new Set(scopes).size === scopes.length, 'a scope once'),
  /** Days from now, 1 … 366; 90 when left out. */
  expiresInDays: z.number().int().min(1).max(API_KEY_MAX_DAYS).default(API_KEY_DEFAULT_DAYS),
  shipToId: z.string().trim().min(1).max(100).optional(),
});
export type CreateApiKeyRequest = z.input<typeof CreateApiKeyRequest>;

/** The answer of a creation or rotation: the key, and its token, which is never shown again. */
export const IssuedApiKey = z.object({ key: ApiKey, token: z.string() });
export type IssuedApiKey = z.infer<typeof IssuedApiKey>;

export const ApiKeyIdParams = z.object({ id: z.uuid() });
export const CustomerApiKeyParams = z.object({ code: z.string().min(1).max(50) });
export const CustomerApiKeyIdParams = z.object({ code: z.string().min(1).max(50), id: z.uuid() });
