import type { SessionResponse } from '@selvedge/contracts';
import type { RequestContext } from '../../shared/context.js';
import type { AppDeps } from '../../shared/deps.js';
import { hashToken, newSecretToken } from '../../shared/tokens.js';
import { writeLog } from '../logs/index.js';
import type { UserRow } from '../users/index.js';
import { freshSessionContext } from './request-context.service.js';
import { toSessionResponse } from './session-view.js';
import { deleteSession, insertSession, sessionExpiry } from './sessions.repository.js';

export interface OpenedSession {
  token: string;
  session: SessionResponse;
}

/**
 * The end of every sign-in (the password alone, or with its second step; ADR-035): ends the session the
 * browser still held, opens a new one and logs SIGN_IN. `secondFactorAt`: when the user passed their
 * second factor for it (null: not asked).
 */
export async function openSession(
  deps: AppDeps,
  ctx: RequestContext,
  user: UserRow,
  previousToken: string | undefined,
  secondFactorAt: Date | null,
): Promise<OpenedSession> {
  const { db } = deps.database;
  if (previousToken) await deleteSession(db, hashToken(previousToken));
  const token = newSecretToken();
  const now = deps.clock.now();
  await insertSession(db, {
    tokenHash: hashToken(token),
    userId: user.id,
    // A customer chooses the ship-to at every sign-in, the last one preselected (ADR-022); the
    // spec's clearing at sign-out, per session. Others keep their last choice, which they are not asked.
    shipToId: user.role === 'Customer' ? null : user.shipToId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: sessionExpiry(deps.config, now, now),
    secondFactorAt,
  });
  await writeLog(db, ctx, {
    level: 'info',
    event: 'SIGN_IN',
    message: `${user.email} signed in`,
    userId: user.id,
  });
  return { token, session: toSessionResponse(await freshSessionContext(deps, ctx, hashToken(token))) };
}
