import { type AuthenticatedContext, anonymousContext, type RequestContext } from '../../shared/context.js';
import type { AppDeps } from '../../shared/deps.js';
import { unauthenticated } from '../../shared/errors.js';
import { hashToken } from '../../shared/tokens.js';
import { type CustomerContextRow, findSessionContext } from './request-context.repository.js';
import { earliestLiveSignIn, sessionExpiry, touchSession } from './sessions.repository.js';

/**
 * A session's expiry is pushed forward at most once a minute, not on every request: the idle time-out
 * is counted in hours, and a revoked session still fails at once because the session row is read anew.
 * Never past the absolute lifetime from sign-in (SESSION_MAX_DAYS).
 */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Resolves a session token into the request context (ADR-015): the user the session acts as, the
 * real user behind a login-as, the customer, the ship-to scope, the language and the maintenance
 * switch, in one statement; a second one at most once a minute pushes the idle expiry forward.
 * Inactive users have no session (D3). An unknown or expired token leaves the context anonymous.
 */
export function resolveSessionContext(deps: AppDeps, ctx: RequestContext, token: string): Promise<void> {
  return loadSessionContext(deps, ctx, hashToken(token));
}

/**
 * The context of a session that the request has just changed (signed in, acting as another user, back,
 * profile saved), read anew so that what is answered is what the next request will see.
 */
export async function freshSessionContext(
  deps: AppDeps,
  ctx: RequestContext,
  tokenHash: string,
): Promise<AuthenticatedContext> {
  const fresh = anonymousContext(ctx.requestId, ctx.ip, ctx.language);
  await loadSessionContext(deps, fresh, tokenHash);
  if (!fresh.user) throw unauthenticated();
  return fresh as AuthenticatedContext;
}

async function loadSessionContext(deps: AppDeps, ctx: RequestContext, tokenHash: string): Promise<void> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const row = await findSessionContext(db, tokenHash, now, earliestLiveSignIn(deps.config, now));
  if (!row) return;
  ctx.user = row.user;
  ctx.realUser = row.realUser;
  ctx.realUserCustomerName = row.realUserCustomerName;
  // The person at the keyboard keeps their language while acting for another user: problem texts,
  // PDFs and the screen are theirs; the acted-for user's own language still decides that user's mails.
  ctx.language = (row.realUser ?? row.user).language;
  setCustomerContext(ctx, row);
  ctx.sessionTokenHash = tokenHash;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await touchSession(db, tokenHash, now, sessionExpiry(deps.config, now, row.createdAt));
  }
}

/**
 * What a caller's context row (a session's or an API key's) says of its customer: the customer, the
 * ship-to address and the scope of the data they give (none for an inactive customer), and the switches.
 */
export function setCustomerContext(ctx: RequestContext, row: CustomerContextRow): void {
  ctx.customer = row.customer;
  ctx.shipTo = row.shipTo;
  ctx.shipToCount = row.shipToCount;
  ctx.scope = row.customer?.isActive
    ? { customerCode: row.customer.code, shipToId: row.shipTo?.id ?? null }
    : null;
  ctx.isMaintenanceOn = row.isMaintenanceOn;
  ctx.isAwaitingFirstSync = row.isAwaitingFirstSync;
}
