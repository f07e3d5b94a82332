import type { SessionResponse } from '@selvedge/contracts';
import { canDoUserAction } from '@selvedge/contracts';
import type { AuthenticatedContext } from '../../shared/context.js';
import type { AppDeps } from '../../shared/deps.js';
import { AppError, forbidden, notFound } from '../../shared/errors.js';
import { writeLog } from '../logs/index.js';
import { findUserById } from '../users/index.js';
import { sessionAfterChange } from './auth.service.js';
import { freshSessionContext } from './request-context.service.js';
import { toSessionResponse } from './session-view.js';
import { deleteSessionsOfUser, findSessionSecondFactor, setSessionUser } from './sessions.repository.js';
import { checkSecondFactorForActing } from './two-factor.service.js';

/**
 * Login-as (D5): the session row keeps the real user and now acts as the target. Administrators act
 * as Customer and Sales users, Sales users as Customer users, nobody as an Administrator, and not
 * while already acting. The same session goes on, so "Go back to Admin" needs no second credential.
 */
export async function startLoginAs(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  targetId: string,
): Promise<SessionResponse> {
  const { db } = deps.database;
  if (ctx.realUser) throw new AppError('ALREADY_ACTING', 409);
  if (ctx.user.role === 'Customer') throw forbidden();
  if (!ctx.sessionTokenHash) throw new Error('an authenticated context without a session');
  // Only from a session that passed the actor's own second factor when it is required (ADR-035).
  await checkSecondFactorForActing(deps, ctx, await findSessionSecondFactor(db, ctx.sessionTokenHash));
  const target = await findUserById(db, targetId);
  if (!target) throw notFound();
  if (!target.isActive) throw new AppError('ACCOUNT_INACTIVE', 409);
  if (!canDoUserAction(ctx.user, 'loginAs', target)) throw forbidden();
  // Acting shows what the user last saw: their last ship-to choice, if any (D2, D5).
  await setSessionUser(db, ctx.sessionTokenHash, {
    userId: target.id,
    realUserId: ctx.user.id,
    shipToId: target.shipToId,
  });
  const acting = await freshSessionContext(deps, ctx, ctx.sessionTokenHash);
  await writeLog(db, acting, {
    level: 'info',
    event: 'LOGIN_AS_STARTED',
    message: `${ctx.user.email} acts as ${target.email}`,
    data: { targetUserId: target.id, targetEmail: target.email, targetRole: target.role },
  });
  return toSessionResponse(acting);
}

/** Go back to Admin (D5): ends the acting server-side; the session is the real user's again. */
export async function endLoginAs(deps: AppDeps, ctx: AuthenticatedContext): Promise<SessionResponse> {
  const { db } = deps.database;
  const realUser = ctx.realUser;
  if (!realUser || !ctx.sessionTokenHash) throw new AppError('NOT_ACTING', 409);
  await writeLog(db, ctx, {
    level: 'info',
    event: 'LOGIN_AS_ENDED',
    message: `${realUser.email} stopped acting as ${ctx.user.email}`,
    data: { targetUserId: ctx.user.id, targetEmail: ctx.user.email },
  });
  await setSessionUser(db, ctx.sessionTokenHash, { userId: realUser.id, realUserId: null, shipToId: null });
  return sessionAfterChange(deps, ctx);
}

/** Ends every session of a user, theirs and any acting as them (deactivation, password set; D3). */
export async function endSessionsOfUser(deps: AppDeps, userId: string): Promise<void> {
  await deleteSessionsOfUser(deps.database.db, userId);
}
