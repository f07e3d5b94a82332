import { createHash, randomBytes } from 'node:crypto';
import {
  API_KEY_ROTATION_GRACE_HOURS,
  type ApiKey,
  type ApiKeyList,
  type ApiKeyScope,
  type CreateApiKeyRequest,
  type IssuedApiKey,
} from '@selvedge/contracts';
import type { z } from 'zod';
import { type AuthenticatedContext, requireScope } from '../../shared/context.js';
import type { AppDeps } from '../../shared/deps.js';
import { AppError, invalidFields, notFound } from '../../shared/errors.js';
import { hashToken, newSecretToken } from '../../shared/tokens.js';
import { API_KEY_PREFIX } from '../auth/index.js';
import { findCustomer, listShipToAddresses } from '../customers/index.js';
import { type LogEvent, writeLog } from '../logs/index.js';
import {
  findCustomerApiKey,
  insertApiKey,
  listApiKeys,
  revokeApiKeyRow,
  updateApiKey,
} from './api-keys.repository.js';
import type { ApiKeyRow } from './api-keys.tables.js';

type CreateInput = z.output<typeof CreateApiKeyRequest>;

/** Whose keys a request manages: a customer administrator's own customer, or the customer staff chose. */
export interface KeyOwner {
  ctx: AuthenticatedContext;
  customerCode: string;
}

/** A customer administrator manages their own customer's keys (ADR-034, ADR-036). */
export function ownCustomer(ctx: AuthenticatedContext): KeyOwner {
  return { ctx, customerCode: requireScope(ctx).customerCode };
}

/** Staff manage the keys of any customer the read model knows (D6): another code is a 404. */
export async function staffCustomer(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  code: string,
): Promise<KeyOwner> {
  const customer = await findCustomer(deps.database.db, code);
  if (!customer) throw notFound();
  return { ctx, customerCode: customer.code };
}

/**
 * The scopes a caller may put on a key: reading documents always; placing orders only for a creator
 * who holds the create-order claim, or staff, who grant that claim to the customer's users themselves (D6).
 */
export function grantableScopes(ctx: AuthenticatedContext): ApiKeyScope[] {
  const mayOrder = ctx.user.role !== 'Customer' || ctx.user.canCreateOrder;
  return mayOrder ? ['documents:read', 'orders:write'] : ['documents:read'];
}

export function statusOf(row: ApiKeyRow, now: Date): ApiKey['status'] {
  if (row.revokedAt) return 'revoked';
  return row.expiresAt <= now ? 'expired' : 'active';
}

function toApiKey(row: ApiKeyRow, now: Date): ApiKey {
  return {
    id: row.id,
    name: row.name,
    publicId: row.publicId,
    customerCode: row.customerCode,
    shipToId: row.shipToId,
    scopes: row.scopes as ApiKeyScope[],
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdByEmail,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    previousTokenUntil:
      row.previousSecretUntil && row.previousSecretUntil > now ? row.previousSecretUntil.toISOString() : null,
    status: statusOf(row, now),
  };
}

/** An export customer's ship-tos when there are several to choose from (D2); else none. */
async function shipToChoices(deps: AppDeps, customerCode: string): Promise<{ id: string; name: string }[]> {
  const { db } = deps.database;
  const customer = await findCustomer(db, customerCode);
  if (!customer?.isExport) return [];
  const addresses = await listShipToAddresses(db, customerCode);
  return addresses.length > 1 ? addresses.map((address) => ({ id: address.id, name: address.name })) : [];
}

export async function listKeys(deps: AppDeps, owner: KeyOwner): Promise<ApiKeyList> {
  const now = deps.clock.now();
  const rows = await listApiKeys(deps.database.db, owner.customerCode);
  return {
    rows: rows.map((row) => toApiKey(row, now)),
    shipTos: await shipToChoices(deps, owner.customerCode),
    grantableScopes: grantableScopes(owner.ctx),
  };
}

/** A public id of 8 lower-case letters and digits (36^8 ids; unique in the table). */
function newPublicId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return [...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

const tokenOf = (publicId: string, secret: string) => `${API_KEY_PREFIX}${publicId}_${secret}`;

async function logKeyEvent(deps: AppDeps, owner: KeyOwner, event: LogEvent, row: ApiKeyRow, verb: string) {
  await writeLog(deps.database.db, owner.ctx, {
    level: 'info',
    event,
    message: `${owner.ctx.user.email} ${verb} API key "${row.name}" (${row.publicId}) of ${row.customerCode}`,
    data: { apiKeyId: row.id, publicId: row.publicId, customerCode: row.customerCode },
  });
}

/**
 * Creates a key (ADR-036): its token is answered once and only its secret's SHA-256 is stored. For an
 * export customer with several ship-tos the key names one (D2), as a session chooses one.
 */
export async function createKey(deps: AppDeps, owner: KeyOwner, input: CreateInput): Promise<IssuedApiKey> {
  const scopes = input.scopes;
  const grantable = grantableScopes(owner.ctx);
  if (scopes.some((scope) => !grantable.includes(scope))) throw new AppError('API_KEY_SCOPE_NOT_HELD', 403);
  const choices = await shipToChoices(deps, owner.customerCode);
  let shipToId: string | null = null;
  if (choices.length > 0) {
    if (!input.shipToId) throw invalidFields([{ path: 'shipToId', code: 'REQUIRED' }]);
    if (!choices.some((choice) => choice.id === input.shipToId)) {
      throw invalidFields([{ path: 'shipToId', code: 'INVALID_VALUE' }]);
    }
    shipToId = input.shipToId;
  } else if (input.shipToId) {
    throw invalidFields([{ path: 'shipToId', code: 'INVALID_VALUE' }]);
  }
  const now = deps.clock.now();
  const secret = newSecretToken();
  let row: ApiKeyRow | undefined;
  while (!row) {
    row = await insertApiKey(deps.database.db, {
      publicId: newPublicId(),
      secretHash: hashToken(secret),
      customerCode: owner.customerCode,
      shipToId,
      name: input.name,
      scopes: [...scopes],
      expiresAt: new Date(now.getTime() + input.expiresInDays * 86_400_000),
      createdBy: owner.ctx.user.id,
      createdByEmail: owner.ctx.user.email,
      createdAt: now,
    });
  }
  await logKeyEvent(deps, owner, 'API_KEY_CREATED', row, 'created');
  return { key: toApiKey(row, now), token: tokenOf(row.publicId, secret) };
}

async function requireKey(deps: AppDeps, owner: KeyOwner, id: string): Promise<ApiKeyRow> {
  const row = await findCustomerApiKey(deps.database.db, owner.customerCode, id);
  if (!row) throw notFound();
  return row;
}

/**
 * Rotation: a new secret for the same key; the old token works for API_KEY_ROTATION_GRACE_HOURS more,
 * so that the customer's system can be switched without a gap. A leaked token is revoked instead.
 */
export async function rotateKey(deps: AppDeps, owner: KeyOwner, id: string): Promise<IssuedApiKey> {
  const now = deps.clock.now();
  const row = await requireKey(deps, owner, id);
  if (statusOf(row, now) !== 'active') throw new AppError('API_KEY_INVALID', 409);
  const secret = newSecretToken();
  const rotated = await updateApiKey(deps.database.db, row.id, {
    secretHash: hashToken(secret),
    previousSecretHash: row.secretHash,
    previousSecretUntil: new Date(now.getTime() + API_KEY_ROTATION_GRACE_HOURS * 3_600_000),
  });
  await logKeyEvent(deps, owner, 'API_KEY_ROTATED', rotated, 'rotated');
  return { key: toApiKey(rotated, now), token: tokenOf(rotated.publicId, secret) };
}

/** Revocation ends the key at once, its rotated-away token too; revoking it again changes nothing. */
export async function revokeKey(deps: AppDeps, owner: KeyOwner, id: string): Promise<ApiKey> {
  const now = deps.clock.now();
  const row = await requireKey(deps, owner, id);
  const revoked = await revokeApiKeyRow(deps.database.db, row.id, now);
  if (revoked) await logKeyEvent(deps, owner, 'API_KEY_REVOKED', revoked, 'revoked');
  return toApiKey(revoked ?? row, now);
}

/** SHA-256 of what an approval was asked for: the draft and the body. */
export const requestHashOf = (draftId: string, body: unknown): string =>
  createHash('sha256').update(JSON.stringify({ draftId, body })).digest('hex');
