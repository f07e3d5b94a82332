import type { Language, Role } from '@selvedge/contracts';
import { languages } from '@selvedge/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isRestrictedByMaintenance } from '../modules/auth/session-view.js';
import { findLiveSession, touchSession } from '../modules/auth/sessions.repository.js';
import { getMaintenance } from '../modules/settings/settings.service.js';
import { findUserById, type UserRow } from '../modules/users/users.service.js';
import type { AuthenticatedContext, ContextUser, RequestContext } from '../shared/context.js';
import type { AppDeps } from '../shared/deps.js';
import { AppError, forbidden, unauthenticated } from '../shared/errors.js';
import { hashToken } from '../shared/tokens.js';

export const SESSION_COOKIE = 'selvedge_session';
/** A session's expiry is pushed forward at most once a minute, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

const toContextUser = (row: UserRow): ContextUser => ({
  id: row.id,
  email: row.email,
  role: row.role,
  language: row.language,
  customerCode: row.customerCode,
});

/** Before sign-in: the browser's language when it is one of the four, else Dutch (D8). */
function languageFromHeader(header: string | undefined): Language {
  const wanted = (header ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim().slice(0, 2).toLowerCase());
  return (wanted.find((code) => languages.includes(code as Language)) as Language | undefined) ?? 'nl';
}

/**
 * Resolves the session cookie into the request context: the user the session acts as, the real
 * user behind a login-as, the ship-to scope and the language. Inactive users have no session (D3).
 */
export const sessionPlugin = fp<{ deps: AppDeps }>(async (app, { deps }) => {
  const { db } = deps.database;
  app.decorateRequest('ctx', null as unknown as RequestContext);

  app.addHook('onRequest', async (request) => {
    const ctx: RequestContext = {
      requestId: request.id,
      ip: request.ip,
      language: languageFromHeader(request.headers['accept-language']),
      user: null,
      realUser: null,
      shipToCode: null,
      sessionTokenHash: null,
    };
    request.ctx = ctx;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const tokenHash = hashToken(token);
    const now = deps.clock.now();
    const session = await findLiveSession(db, tokenHash, now);
    if (!session) return;
    const user = await findUserById(db, session.userId);
    const realUser = session.realUserId ? await findUserById(db, session.realUserId) : undefined;
    if (!user?.isActive || (session.realUserId && !realUser?.isActive)) return;
    ctx.user = toContextUser(user);
    ctx.realUser = realUser ? toContextUser(realUser) : null;
    ctx.language = user.language;
    ctx.shipToCode = user.shipToId;
    ctx.sessionTokenHash = tokenHash;
    if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      const expiresAt = new Date(now.getTime() + deps.config.sessionIdleHours * 3_600_000);
      await touchSession(db, tokenHash, now, expiresAt);
    }
  });
});

export interface AccessRule {
  /** Roles allowed; omitted means any signed-in user. */
  roles?: readonly Role[];
  /** Refuse Customer and Sales users while maintenance mode is on (D1, D11). */
  isBlockedDuringMaintenance?: boolean;
}

/** The customer's screens: Customer and Sales (for their own customer), not while maintenance is on (D1, D2). */
export const customerDataAccess: AccessRule = {
  roles: ['Customer', 'Sales'],
  isBlockedDuringMaintenance: true,
};

/** Throws unless the request's session satisfies the rule; returns the authenticated context. */
export async function requireAccess(
  deps: AppDeps,
  request: FastifyRequest,
  rule: AccessRule = {},
): Promise<AuthenticatedContext> {
  const { ctx } = request;
  if (!ctx.user) throw unauthenticated();
  if (rule.roles && !rule.roles.includes(ctx.user.role)) throw forbidden();
  if (rule.isBlockedDuringMaintenance && isRestrictedByMaintenance(ctx.user.role)) {
    const maintenance = await getMaintenance(deps.database.db);
    if (maintenance.enabled) throw new AppError('MAINTENANCE', 503);
  }
  return ctx as AuthenticatedContext;
}

export function setSessionCookie(deps: AppDeps, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.config.isCookieSecure,
    path: '/',
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
