import {
  type Colleague,
  changeableColleagueRights,
  type InviteColleagueRequest,
  type SetColleagueRightsRequest,
} from '@selvedge/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { AuthenticatedContext } from '../../shared/context.js';
import type { AppDeps } from '../../shared/deps.js';
import { AppError, forbidden, invalidFields, notFound } from '../../shared/errors.js';
import { consumeRateLimit, endSessionsOfUser } from '../auth/index.js';
import { type LogEvent, userActivationLine, writeLog } from '../logs/index.js';
import {
  findCustomerUser,
  findUserByEmail,
  insertUser,
  listCustomerUsers,
  lockCustomerUsers,
  type UserRow,
  updateCustomerUser,
} from '../users/index.js';
import { COLLEAGUE_INVITATION_QUEUE, type ColleagueInvitationJob } from './colleague-invitation.js';

export function toColleague(row: UserRow, ctx: AuthenticatedContext): Colleague {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    language: row.language,
    canCreateOrder: row.canCreateOrder,
    showPrice: row.showPrice,
    isCustomerAdmin: row.isCustomerAdmin,
    isActive: row.isActive,
    isInvitationPending: row.passwordHash === null,
    isSelf: row.id === ctx.user.id,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The caller's customer: the one their session is bound to (D2). The access hook let only a Customer
 * user with the right through; a customer the ERP no longer has gets no new users.
 */
function customerOf(ctx: AuthenticatedContext): string {
  const code = ctx.user.customerCode;
  if (!code || !ctx.customer?.isActive) throw forbidden();
  return code;
}

/**
 * Logged as the staff's user administration logs (ADR-011): the same events and message forms, so the
 * error log shows and words them alike; `data.by` tells that a customer administrator acted.
 */
async function audit(
  db: Db,
  ctx: AuthenticatedContext,
  event: LogEvent,
  message: string,
  target: Pick<UserRow, 'id' | 'email'>,
  data: Record<string, unknown> = {},
  level: 'info' | 'warn' = 'info',
): Promise<void> {
  await writeLog(db, ctx, {
    level,
    event,
    message,
    data: {
      targetUserId: target.id,
      targetEmail: target.email,
      by: 'customerAdministrator',
      customerCode: ctx.user.customerCode,
      ...data,
    },
  });
}

export async function listColleagues(deps: AppDeps, ctx: AuthenticatedContext): Promise<Colleague[]> {
  const rows = await listCustomerUsers(deps.database.db, customerOf(ctx));
  return rows.map((row) => toColleague(row, ctx));
}

/** Refuses a right the caller may not change (changeableColleagueRights) with RIGHT_NOT_HELD on its field. */
function checkRights(
  ctx: AuthenticatedContext,
  requested: Partial<Record<'canCreateOrder' | 'showPrice' | 'isCustomerAdmin', boolean | undefined>>,
  current: Pick<UserRow, 'canCreateOrder' | 'showPrice' | 'isCustomerAdmin'>,
): void {
  const changeable = changeableColleagueRights(ctx.user);
  const refused = (Object.keys(changeable) as Array<keyof typeof changeable>).filter(
    (right) => !changeable[right] && requested[right] !== undefined && requested[right] !== current[right],
  );
  if (refused.length > 0) throw invalidFields(refused.map((path) => ({ path, code: 'RIGHT_NOT_HELD' })));
}

/**
 * Under the customer's lock, the caller still holds the right: an administrator whose right another
 * took a moment ago is refused, so two cannot take each other's at once and leave the customer without one.
 */
async function requireStillAdministrator(
  tx: Db,
  ctx: AuthenticatedContext,
  customerCode: string,
): Promise<void> {
  await lockCustomerUsers(tx, customerCode);
  const self = await findCustomerUser(tx, customerCode, ctx.user.id);
  if (!self?.isActive || !self.isCustomerAdmin) throw forbidden();
}

/**
 * Invites a colleague: a Customer user of the caller's customer without a password, and, in the same
 * transaction, the job that mails them a link to choose one (the outbox). An address that has an account
 * anywhere is not invited and the answer does not say so (ADR-006's spirit): the attempt is logged for
 * the administrators.
 */
export async function inviteColleague(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  input: z.output<typeof InviteColleagueRequest>,
): Promise<void> {
  const customerCode = customerOf(ctx);
  const limits = deps.config.rateLimits;
  await consumeRateLimit(deps.database.db, deps.clock, limits.windowMinutes, [
    { key: `invite:user:${ctx.user.id}`, limit: limits.invitePerUser },
    { key: `invite:address:${ctx.ip}`, limit: limits.invitePerAddress },
  ]);
  checkRights(ctx, input, { canCreateOrder: false, showPrice: true, isCustomerAdmin: false });
  // The invitation's job is inserted in the transaction: pg-boss's tables must exist first.
  await deps.jobs.prepare();
  const { db } = deps.database;
  const refuse = async (existing: Pick<UserRow, 'id' | 'email'>) =>
    audit(
      db,
      ctx,
      'USER_CREATED',
      `${ctx.user.email} did not create ${input.email}: the address has an account`,
      existing,
      {},
      'warn',
    );
  try {
    const existing = await db.transaction(async (tx) => {
      await requireStillAdministrator(tx, ctx, customerCode);
      const found = await findUserByEmail(tx, input.email);
      if (found) return found;
      const row = await insertUser(tx, {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        role: 'Customer',
        language: input.language,
        customerCode,
        canCreateOrder: input.canCreateOrder,
        showPrice: input.showPrice,
        isCustomerAdmin: input.isCustomerAdmin,
        isActive: true,
        passwordHash: null,
      });
      await audit(tx, ctx, 'USER_CREATED', `${ctx.user.email} created ${row.email} (${row.role})`, row, {
        role: row.role,
        canCreateOrder: row.canCreateOrder,
        showPrice: row.showPrice,
        isCustomerAdmin: row.isCustomerAdmin,
      });
      const job: ColleagueInvitationJob = {
        userId: row.id,
        inviter: `${ctx.user.firstName} ${ctx.user.lastName}`.trim() || ctx.user.email,
      };
      await deps.jobs.send(COLLEAGUE_INVITATION_QUEUE, job, { tx });
      return null;
    });
    if (existing) await refuse(existing);
  } catch (error) {
    // Invited twice at the same moment: the second finds the first's account, as above.
    if (!isUniqueViolation(error)) throw error;
    const found = await findUserByEmail(db, input.email);
    if (found) await refuse(found);
  }
}

/**
 * Changes one colleague of the caller's customer in a transaction: the caller must still hold the right
 * (under the customer's lock), and the colleague be one of theirs and not themselves (404 for anyone
 * else's user, D2). `change` answers the row as it is after it.
 */
async function changeColleague(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  id: string,
  change: (tx: Db, target: UserRow, customerCode: string) => Promise<UserRow>,
): Promise<UserRow> {
  const customerCode = customerOf(ctx);
  return deps.database.db.transaction(async (tx) => {
    await requireStillAdministrator(tx, ctx, customerCode);
    const target = await findCustomerUser(tx, customerCode, id);
    if (!target) throw notFound();
    // Nobody changes their own rights or account here: no administrator removes their own right or
    // locks themselves out, so a customer that has one keeps one (ADR-034).
    if (target.id === ctx.user.id) throw new AppError('OWN_ACCOUNT', 409);
    return change(tx, target, customerCode);
  });
}

export async function setColleagueRights(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  id: string,
  input: SetColleagueRightsRequest,
): Promise<Colleague> {
  const row = await changeColleague(deps, ctx, id, async (tx, target, customerCode) => {
    checkRights(ctx, input, target);
    const changes = Object.fromEntries(
      Object.entries(input).filter(
        ([right, value]) => value !== undefined && target[right as keyof UserRow] !== value,
      ),
    ) as SetColleagueRightsRequest;
    if (Object.keys(changes).length === 0) return target;
    const updated = (await updateCustomerUser(tx, customerCode, target.id, changes)) ?? target;
    // The create-order claim's change is named in the message, as the staff's edit names it.
    const claimChange =
      changes.canCreateOrder === undefined
        ? ''
        : `; ${changes.canCreateOrder ? 'granted' : 'revoked'} the create-order claim`;
    await audit(tx, ctx, 'USER_UPDATED', `${ctx.user.email} edited ${target.email}${claimChange}`, target, {
      fields: Object.keys(changes),
      ...Object.fromEntries(
        Object.entries(changes).map(([right, value]) => [
          right,
          { from: target[right as keyof UserRow], to: value },
        ]),
      ),
    });
    return updated;
  });
  return toColleague(row, ctx);
}

/** Deactivates (their sessions end at once, D3) or reactivates a colleague. */
export async function setColleagueActive(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  id: string,
  isActive: boolean,
): Promise<Colleague> {
  const row = await changeColleague(deps, ctx, id, async (tx, target, customerCode) => {
    if (target.isActive === isActive) return target;
    const updated = (await updateCustomerUser(tx, customerCode, target.id, { isActive })) ?? target;
    const line = userActivationLine(ctx.user.email, isActive, target.email);
    await audit(tx, ctx, line.event, line.message, target);
    return updated;
  });
  if (!isActive) await endSessionsOfUser(deps, row.id);
  return toColleague(row, ctx);
}
