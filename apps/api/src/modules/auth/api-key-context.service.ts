import { timingSafeEqual } from 'node:crypto';
import type { ApiKeyScope } from '@selvedge/contracts';
import type { RequestContext } from '../../shared/context.js';
import type { AppDeps } from '../../shared/deps.js';
import { AppError } from '../../shared/errors.js';
import { hashToken } from '../../shared/tokens.js';
import { findApiKeyContext, touchApiKey } from './api-key-context.repository.js';
import { currentWindow } from './rate-limit.js';
import { countHit } from './rate-limit.repository.js';
import { setCustomerContext } from './request-context.service.js';

/** `slv_` + an 8-character public id + `_` + the secret (docs/adr/ADR-036-api-keys.md). */
export const API_KEY_PREFIX = 'slv_';
const PUBLIC_ID_LENGTH = 8;
const TOUCH_INTERVAL_MS = 60_000;

/** What the rate-limit headers of a key's answer say (RateLimit-Limit, -Remaining, -Reset). */
export interface ApiKeyRateState {
  limit: number;
  remaining: number;
  resetSeconds: number;
}

/** The public id and the secret of a token, or null when it is not one of ours. */
export function parseApiKeyToken(token: string): { publicId: string; secret: string } | null {
  if (!token.startsWith(API_KEY_PREFIX)) return null;
  const publicId = token.slice(API_KEY_PREFIX.length, API_KEY_PREFIX.length + PUBLIC_ID_LENGTH);
  if (token[API_KEY_PREFIX.length + PUBLIC_ID_LENGTH] !== '_') return null;
  const secret = token.slice(API_KEY_PREFIX.length + PUBLIC_ID_LENGTH + 1);
  if (!/^[a-z0-9]{8}$/.test(publicId) || !/^[A-Za-z0-9_-]{43,128}$/.test(secret)) return null;
  return { publicId, secret };
}

const invalidKey = () =>
  new AppError('API_KEY_INVALID', 401, { headers: { 'www-authenticate': 'Bearer realm="selvedge"' } });

/** Constant-time comparison of two SHA-256 hex digests. */
function isSameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Resolves an API key's token into the request context (ADR-015, ADR-036): one statement finds the key
 * with its customer, ship-to and the maintenance switch; the secret's SHA-256 is compared in constant
 * time with the current one, or with the previous one during a rotation's grace. A revoked, expired,
 * unknown or malformed key is refused (401 API_KEY_INVALID), on every route. Then one hit is counted on
 * the key's per-minute window, shared by every instance (ADR-003): over the limit, 429 RATE_LIMITED.
 */
export async function resolveApiKeyContext(
  deps: AppDeps,
  ctx: RequestContext,
  token: string,
): Promise<ApiKeyRateState> {
  const parsed = parseApiKeyToken(token);
  if (!parsed) throw invalidKey();
  const { db } = deps.database;
  const now = deps.clock.now();
  const row = await findApiKeyContext(db, parsed.publicId);
  if (!row || row.revokedAt || row.expiresAt <= now) throw invalidKey();
  const hash = hashToken(parsed.secret);
  const isCurrent = isSameHash(hash, row.secretHash);
  const isPrevious =
    !isCurrent &&
    row.previousSecretHash !== null &&
    row.previousSecretUntil !== null &&
    row.previousSecretUntil > now &&
    isSameHash(hash, row.previousSecretHash);
  if (!isCurrent && !isPrevious) throw invalidKey();

  const limit = deps.config.rateLimits.apiKeyPerMinute;
  const window = currentWindow(deps.clock, 1);
  const hits = await countHit(db, `api-key:${row.id}`, window.start);
  const state = { limit, remaining: Math.max(0, limit - hits), resetSeconds: window.secondsLeft };
  if (hits > limit) {
    throw new AppError('RATE_LIMITED', 429, {
      headers: { 'retry-after': String(window.secondsLeft), ...rateLimitHeaders(state) },
    });
  }

  const scopes = row.scopes as ApiKeyScope[];
  ctx.apiKey = { id: row.id, publicId: parsed.publicId, name: row.name, scopes };
  // The key as a Customer user of its customer: the routes' rules (role, customer, ship-to, claim,
  // maintenance) apply to it as they do to a session; the access hook adds the key's scopes.
  ctx.user = {
    id: row.id,
    email: '',
    role: 'Customer',
    language: ctx.language,
    customerCode: row.customerCode,
    firstName: row.name,
    lastName: '',
    showPrice: true,
    canCreateOrder: scopes.includes('orders:write'),
    isCustomerAdmin: false,
  };
  setCustomerContext(ctx, row);
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await touchApiKey(db, row.id, now);
  }
  return state;
}

/** The IETF draft's RateLimit-* headers (draft-ietf-httpapi-ratelimit-headers), as @fastify/rate-limit sends them. */
export function rateLimitHeaders(state: ApiKeyRateState): Record<string, string> {
  return {
    'ratelimit-limit': String(state.limit),
    'ratelimit-remaining': String(state.remaining),
    'ratelimit-reset': String(state.resetSeconds),
  };
}
