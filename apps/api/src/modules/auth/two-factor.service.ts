import {
  type EnrolledSession,
  isSecondFactorRequired,
  type RecoveryCodes,
  type SecondStepRequest,
  type TurnOffTwoFactorRequest,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
} from '@selvedge/contracts';
import type { AuthenticatedContext, RequestContext } from '../../shared/context.js';
import type { AppDeps } from '../../shared/deps.js';
import { AppError, forbidden, invalidFields } from '../../shared/errors.js';
import { hashToken, newSecretToken } from '../../shared/tokens.js';
import { writeLog } from '../logs/index.js';
import { getTwoFactorSettings } from '../settings/index.js';
import { findUserById, type UserRow } from '../users/index.js';
import { type OpenedSession, openSession } from './open-session.js';
import { verifyPassword } from './password.js';
import { setSessionSecondFactor } from './sessions.repository.js';
import { admitSignIn, logBrakeStarting } from './sign-in-limits.js';
import {
  acceptedStep,
  decryptSecret,
  encryptSecret,
  groupedSecret,
  isRecoveryCodeShaped,
  newRecoveryCodes,
  newTotpSecret,
  normalizedCode,
  otpauthUri,
  qrCodeSvg,
  recoveryCodeHash,
} from './totp.js';
import {
  claimRecoveryCode,
  claimSignInChallenge,
  claimStep,
  countUnusedRecoveryCodes,
  deleteSecondFactor,
  enableSecondFactor,
  findSecondFactor,
  findSignInChallenge,
  insertRememberedDevice,
  insertSignInChallenge,
  isDeviceRemembered,
  replaceRecoveryCodes,
  type SecondFactorRow,
  startSecondFactor,
} from './two-factor.repository.js';
import { type SecondFactorEvent, type SecondFactorFacts, stateOf, transition } from './two-factor.state.js';

/**
 * Two-factor sign-in (ADR-035). After a right password a user with the factor on gets the `code` step,
 * a staff user for whom it is required and not set up the `enrol` step; neither is a session: the step
 * is a row of its own, named by a cookie only the second-step routes read, so a half-signed-in browser
 * reaches no other route. Codes are counted by the sign-in rate limits (sign-in-limits.ts).
 */

const SECOND_STEP_MINUTES = 10;
export const REMEMBER_DEVICE_DAYS = 30;

// 400 like an invented password-reset token (RESET_TOKEN_INVALID): the route is public.
const stepExpired = () => new AppError('SECOND_STEP_EXPIRED', 400);
const wrongCode = () => invalidFields([{ path: 'code', code: 'CODE_INCORRECT' }]);

/** Checks a transition of the table; a refused one answers as the client should hear it. */
function move(
  row: SecondFactorRow | undefined,
  event: SecondFactorEvent,
  facts: SecondFactorFacts = {},
): void {
  const result = transition(stateOf(row), event, facts);
  if (result.ok) return;
  if (result.reason === 'state') throw new AppError('SECOND_FACTOR_STATE', 409);
  throw facts.isProofRight === false ? wrongCode() : forbidden();
}

async function isRequiredFor(deps: AppDeps, user: Pick<UserRow, 'role'>): Promise<boolean> {
  return isSecondFactorRequired(await getTwoFactorSettings(deps.database.db), user.role);
}

/**
 * What follows a right password: `none` (the factor is neither on nor required), `remembered` (on, and
 * this browser's remembered device is the user's and within its 30 days), else the step that is due.
 */
export async function secondStepAfterPassword(
  deps: AppDeps,
  user: UserRow,
  deviceToken: string | undefined,
): Promise<'none' | 'remembered' | 'code' | 'enrol'> {
  const { db } = deps.database;
  const row = await findSecondFactor(db, user.id);
  if (stateOf(row) === 'on') {
    const isRemembered =
      deviceToken !== undefined &&
      (await isDeviceRemembered(db, hashToken(deviceToken), user.id, deps.clock.now()));
    return isRemembered ? 'remembered' : 'code';
  }
  return (await isRequiredFor(deps, user)) ? 'enrol' : 'none';
}

/** Stores the pending step and answers its cookie's token. */
export async function startSecondStep(deps: AppDeps, user: UserRow, step: 'code' | 'enrol'): Promise<string> {
  const token = newSecretToken();
  const now = deps.clock.now();
  await insertSignInChallenge(deps.database.db, {
    tokenHash: hashToken(token),
    userId: user.id,
    step,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SECOND_STEP_MINUTES * 60_000),
  });
  return token;
}

/** The pending step of this cookie and its user: 400 SECOND_STEP_EXPIRED when there is none (any more). */
async function pendingStep(deps: AppDeps, challengeToken: string | undefined, step: 'code' | 'enrol') {
  if (!challengeToken) throw stepExpired();
  const { db } = deps.database;
  const challenge = await findSignInChallenge(db, hashToken(challengeToken), deps.clock.now());
  if (challenge?.step !== step) throw stepExpired();
  const user = await findUserById(db, challenge.userId);
  if (!user?.isActive) throw stepExpired();
  return { user, tokenHash: challenge.tokenHash };
}

/**
 * Checks a code of the app (right within a step either side and newer than the last one accepted) or
 * an unused recovery code, and uses it up. `app` or `recovery` when right, null otherwise.
 */
async function spendProof(
  deps: AppDeps,
  row: SecondFactorRow | undefined,
  code: string,
): Promise<'app' | 'recovery' | null> {
  if (!row) return null;
  const { db } = deps.database;
  if (row.enabledAt && isRecoveryCodeShaped(code)) {
    return (await claimRecoveryCode(db, row.userId, recoveryCodeHash(code), deps.clock.now()))
      ? 'recovery'
      : null;
  }
  const secret = decryptSecret(row.secretEncrypted, deps.config.twoFactorKey);
  const step = await acceptedStep(secret, normalizedCode(code), deps.clock.now(), row.lastUsedStep);
  if (step === null) return null;
  return (await claimStep(db, row.userId, step)) ? 'app' : null;
}

/**
 * A code counted by the sign-in limits (429 when over, a wait when braked): a wrong one is logged and
 * refused with CODE_INCORRECT; a right one clears the pair's count.
 */
async function checkedProof(
  deps: AppDeps,
  ctx: RequestContext,
  user: Pick<UserRow, 'id' | 'email'>,
  row: SecondFactorRow | undefined,
  code: string,
): Promise<'app' | 'recovery' | null> {
  const { db } = deps.database;
  const admission = await admitSignIn(deps, ctx, user.email, 'second-step');
  if (admission.isBrakeStarting) await logBrakeStarting(deps, ctx, user.email, user.id);
  const proof = await spendProof(deps, row, code);
  if (!proof) {
    await writeLog(db, ctx, {
      level: 'warn',
      event: 'SIGN_IN_FAILED',
      message: `Wrong second-factor code for ${user.email}`,
      userId: user.id,
    });
    return null;
  }
  await admission.succeeded();
  if (proof === 'recovery') {
    const left = await countUnusedRecoveryCodes(db, user.id);
    await writeLog(db, ctx, {
      level: 'warn',
      event: 'SECOND_FACTOR_CHANGED',
      message: `${user.email} used a recovery code; ${left} left`,
      userId: user.id,
    });
  }
  return proof;
}

/** "Remember this device for 30 days": a new token, stored hashed; the route sets its cookie. */
async function rememberDevice(deps: AppDeps, userId: string): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecretToken();
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + REMEMBER_DEVICE_DAYS * 86_400_000);
  await insertRememberedDevice(deps.database.db, {
    tokenHash: hashToken(token),
    userId,
    expiresAt,
    createdAt: now,
  });
  return { token, expiresAt };
}

export interface SecondStepDone extends OpenedSession {
  device: { token: string; expiresAt: Date } | null;
}

/** The `code` step: a code of the app or a recovery code opens the session. */
export async function completeSecondStep(
  deps: AppDeps,
  ctx: RequestContext,
  challengeToken: string | undefined,
  input: Required<SecondStepRequest>,
): Promise<SecondStepDone> {
  const { user, tokenHash } = await pendingStep(deps, challengeToken, 'code');
  const row = await findSecondFactor(deps.database.db, user.id);
  if (stateOf(row) !== 'on') throw stepExpired();
  if (!(await checkedProof(deps, ctx, user, row, input.code))) throw wrongCode();
  // Of two requests with the same pending step only one opens a session.
  if (!(await claimSignInChallenge(deps.database.db, tokenHash))) throw stepExpired();
  const opened = await openSession(deps, ctx, user, undefined, deps.clock.now());
  return { ...opened, device: input.rememberDevice ? await rememberDevice(deps, user.id) : null };
}

/** A new secret for the app: its QR code and text. Not on until a first code confirms it. */
async function newEnrolment(
  deps: AppDeps,
  user: UserRow | AuthenticatedContext['user'],
): Promise<TwoFactorEnrolment> {
  const secret = newTotpSecret();
  await startSecondFactor(deps.database.db, user.id, encryptSecret(secret, deps.config.twoFactorKey));
  const uri = otpauthUri(secret, user.email);
  return { secret: groupedSecret(secret), otpauthUri: uri, qrCodeSvg: await qrCodeSvg(uri) };
}

/**
 * Confirms an enrolment with its first code: the factor is on, with ten new recovery codes (shown
 * once, stored hashed).
 */
async function confirmEnrolment(
  deps: AppDeps,
  ctx: RequestContext,
  user: Pick<UserRow, 'id' | 'email'>,
  code: string,
): Promise<string[]> {
  const { db } = deps.database;
  const row = await findSecondFactor(db, user.id);
  move(row, 'confirm', { isProofRight: true });
  const proof = await checkedProof(deps, ctx, user, row, code);
  move(row, 'confirm', { isProofRight: proof === 'app' });
  const now = deps.clock.now();
  await enableSecondFactor(db, user.id, now);
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(db, user.id, codes.map(recoveryCodeHash));
  await writeLog(db, ctx, {
    level: 'info',
    event: 'SECOND_FACTOR_CHANGED',
    message: `Second factor turned on for ${user.email}`,
    userId: user.id,
  });
  return codes;
}

/** The `enrol` step: a new secret for a user who must set the factor up before the portal opens. */
export async function startEnrolmentStep(
  deps: AppDeps,
  challengeToken: string | undefined,
): Promise<TwoFactorEnrolment> {
  const { user } = await pendingStep(deps, challengeToken, 'enrol');
  move(await findSecondFactor(deps.database.db, user.id), 'start');
  return newEnrolment(deps, user);
}

/** The `enrol` step's first code: the factor is on and the session opens, with the recovery codes. */
export async function completeEnrolmentStep(
  deps: AppDeps,
  ctx: RequestContext,
  challengeToken: string | undefined,
  input: Required<SecondStepRequest>,
): Promise<{ token: string; device: SecondStepDone['device']; answer: EnrolledSession }> {
  const { user, tokenHash } = await pendingStep(deps, challengeToken, 'enrol');
  const recoveryCodes = await confirmEnrolment(deps, ctx, user, input.code);
  if (!(await claimSignInChallenge(deps.database.db, tokenHash))) throw stepExpired();
  const { token, session } = await openSession(deps, ctx, user, undefined, deps.clock.now());
  const device = input.rememberDevice ? await rememberDevice(deps, user.id) : null;
  return { token, device, answer: { session, recoveryCodes } };
}

/** The profile's second factor is the signed-in person's own: never changed while acting for someone. */
function ownUser(ctx: AuthenticatedContext): AuthenticatedContext['user'] {
  if (ctx.realUser) throw forbidden();
  return ctx.user;
}

export async function getTwoFactorStatus(deps: AppDeps, ctx: AuthenticatedContext): Promise<TwoFactorStatus> {
  const user = ownUser(ctx);
  const { db } = deps.database;
  const isOn = stateOf(await findSecondFactor(db, user.id)) === 'on';
  const isRequired = await isRequiredFor(deps, user);
  return {
    isOn,
    isRequired,
    canTurnOff: isOn && user.role === 'Customer' && !isRequired,
    recoveryCodesLeft: isOn ? await countUnusedRecoveryCodes(db, user.id) : 0,
  };
}

export async function startProfileEnrolment(
  deps: AppDeps,
  ctx: AuthenticatedContext,
): Promise<TwoFactorEnrolment> {
  const user = ownUser(ctx);
  move(await findSecondFactor(deps.database.db, user.id), 'start');
  return newEnrolment(deps, user);
}

/** Confirmed from the profile: on, and this session counts as having passed it (login-as needs that). */
export async function confirmProfileEnrolment(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  code: string,
): Promise<RecoveryCodes> {
  const user = ownUser(ctx);
  const recoveryCodes = await confirmEnrolment(deps, ctx, user, code);
  if (ctx.sessionTokenHash)
    await setSessionSecondFactor(deps.database.db, ctx.sessionTokenHash, deps.clock.now());
  return { recoveryCodes };
}

/** Ten new recovery codes for a right code; the old ones no longer work. */
export async function renewRecoveryCodes(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  code: string,
): Promise<RecoveryCodes> {
  const user = ownUser(ctx);
  const { db } = deps.database;
  const row = await findSecondFactor(db, user.id);
  move(row, 'renew-codes', { isProofRight: true });
  move(row, 'renew-codes', { isProofRight: (await checkedProof(deps, ctx, user, row, code)) !== null });
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(db, user.id, codes.map(recoveryCodeHash));
  await writeLog(db, ctx, {
    level: 'info',
    event: 'SECOND_FACTOR_CHANGED',
    message: `New recovery codes for ${user.email}`,
    userId: user.id,
  });
  return { recoveryCodes: codes };
}

/** A customer turns the factor off (not when required) with a code or the password. */
export async function turnOffSecondFactor(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  input: TurnOffTwoFactorRequest,
): Promise<void> {
  const user = ownUser(ctx);
  const { db } = deps.database;
  const row = await findSecondFactor(db, user.id);
  const facts = { isCustomer: user.role === 'Customer', isRequired: await isRequiredFor(deps, user) };
  move(row, 'turn-off', { ...facts, isProofRight: true });
  let isProofRight: boolean;
  if (input.code !== undefined) {
    isProofRight = (await checkedProof(deps, ctx, user, row, input.code)) !== null;
  } else {
    const stored = await findUserById(db, user.id);
    isProofRight = await verifyPassword(stored?.passwordHash, input.password ?? '');
    if (!isProofRight) throw invalidFields([{ path: 'password', code: 'PASSWORD_INCORRECT' }]);
  }
  move(row, 'turn-off', { ...facts, isProofRight });
  await deleteSecondFactor(db, user.id);
  await writeLog(db, ctx, {
    level: 'info',
    event: 'SECOND_FACTOR_CHANGED',
    message: `Second factor turned off for ${user.email}`,
    userId: user.id,
  });
}

/**
 * An administrator's (or Sales, for a Customer user) reset (ADR-035): the secret, the recovery codes
 * and the remembered devices go; the user enrols again at the next sign-in when it is required. The
 * caller checked who may (user-admin, canDoUserAction; `admin:create --reset-password`) and writes the
 * audit line. True when there was a factor (on or being set up).
 */
export async function resetSecondFactor(deps: AppDeps, userId: string): Promise<boolean> {
  const row = await findSecondFactor(deps.database.db, userId);
  move(row, 'reset', { mayManage: true });
  await deleteSecondFactor(deps.database.db, userId);
  return row !== undefined;
}

/**
 * Login-as from this session (ADR-035): when the actor's role requires the second factor, only from a
 * session that passed it. Acting never asks for the customer's factor, nor skips one.
 */
export async function checkSecondFactorForActing(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  secondFactorAt: Date | null,
): Promise<void> {
  if (secondFactorAt === null && (await isRequiredFor(deps, ctx.user))) {
    throw new AppError('SECOND_FACTOR_REQUIRED', 403);
  }
}
