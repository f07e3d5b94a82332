import type {
  ChangeOwnPasswordRequest,
  ForgotPasswordRequest,
  ProfileResponse,
  ProfileUpdate,
  ResetPasswordRequest,
  SessionLanguageUpdate,
  SessionResponse,
  SignInRequest,
} from '@selvedge/contracts';
import type { AuthenticatedContext, RequestContext } from '../../shared/context.js';
import type { AppDeps } from '../../shared/deps.js';
import { AppError, invalidFields, unauthenticated } from '../../shared/errors.js';
import type { OutgoingMail } from '../../shared/mail.port.js';
import { hashToken, newSecretToken } from '../../shared/tokens.js';
import { writeLog } from '../logs/index.js';
import { renderMail } from '../mail/index.js';
import { findUserByEmail, findUserById, type UserRow, updateUser } from '../users/index.js';
import { type OpenedSession, openSession } from './open-session.js';
import { checkPasswordRules, hashPassword, verifyPassword } from './password.js';
import {
  claimResetToken,
  findUsableResetToken,
  insertResetToken,
} from './password-reset-tokens.repository.js';
import { consumeRateLimit } from './rate-limit.js';
import { freshSessionContext } from './request-context.service.js';
import { toSessionResponse } from './session-view.js';
import { deleteSession, deleteSessionsOfUser, rotateSessionToken } from './sessions.repository.js';
import { admitSignIn, logBrakeStarting } from './sign-in-limits.js';
import { deleteRememberedDevicesOfUser } from './two-factor.repository.js';
import { secondStepAfterPassword, startSecondStep } from './two-factor.service.js';

export { checkPasswordRules, hashPassword } from './password.js';
export { consumeRateLimit } from './rate-limit.js';

const RESET_TOKEN_TTL_MS = 60 * 60_000;

/** A session, or the second step a password opened (ADR-035): its cookie's token and what it asks. */
export type SignInResult =
  | ({ kind: 'session' } & OpenedSession)
  | { kind: 'second-step'; step: 'code' | 'enrol'; challengeToken: string };

/**
 * Signs in (D3, D4). `previousToken` is the session cookie the browser still sent, if any: a sign-in
 * ends that session server-side whoever it belonged to and whether or not it is still live, so a
 * browser never leaves a session behind that its cookie no longer names. A user with the second factor
 * on (or required and not set up) gets its step instead of a session (ADR-035).
 */
export async function signIn(
  deps: AppDeps,
  ctx: RequestContext,
  input: SignInRequest,
  previousToken?: string,
  /** The remembered-device cookie the browser sent, if any (ADR-035). */
  deviceToken?: string,
): Promise<SignInResult> {
  const { db } = deps.database;
  const admission = await admitSignIn(deps, ctx, input.email);
  const user = await findUserByEmail(db, input.email);
  if (admission.isBrakeStarting) await logBrakeStarting(deps, ctx, input.email, user?.id ?? null);
  const isPasswordRight = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !isPasswordRight) {
    await writeLog(db, ctx, {
      level: 'warn',
      event: 'SIGN_IN_FAILED',
      message: `Failed sign-in for ${input.email}`,
      userId: user?.id ?? null,
    });
    throw new AppError('INVALID_CREDENTIALS', 401);
  }
  // Only a caller who knows the password learns that the account is inactive.
  if (!user.isActive) {
    await writeLog(db, ctx, {
      level: 'warn',
      event: 'SIGN_IN_FAILED',
      message: `Sign-in refused: ${user.email} is inactive`,
      userId: user.id,
    });
    throw new AppError('ACCOUNT_INACTIVE', 403);
  }
  await admission.succeeded();
  // D8: a language picked on the sign-in page is an explicit choice, kept in the profile.
  const changes = {
    ...(input.showPrice !== undefined && input.showPrice !== user.showPrice
      ? { showPrice: input.showPrice }
      : {}),
    ...(input.language !== undefined && input.language !== user.language ? { language: input.language } : {}),
  };
  if (Object.keys(changes).length > 0) await updateUser(db, user.id, changes);
  // Two-factor sign-in (ADR-035): no session until the second step is done, unless the device is remembered.
  const step = await secondStepAfterPassword(deps, user, deviceToken);
  if (step === 'code' || step === 'enrol') {
    // The browser's old session ends now, as at every sign-in; the new one waits for the second step.
    if (previousToken) await deleteSession(db, hashToken(previousToken));
    return { kind: 'second-step', step, challengeToken: await startSecondStep(deps, user, step) };
  }
  const opened = await openSession(
    deps,
    ctx,
    user,
    previousToken,
    step === 'remembered' ? deps.clock.now() : null,
  );
  return { kind: 'session', ...opened };
}

export async function signOut(deps: AppDeps, ctx: RequestContext): Promise<void> {
  if (!ctx.sessionTokenHash) return;
  await deleteSession(deps.database.db, ctx.sessionTokenHash);
  await writeLog(deps.database.db, ctx, { level: 'info', event: 'SIGN_OUT', message: 'Signed out' });
}

/** The caller's own profile; the shipping-mail choice is read from the user's row (not in the context). */
export async function getProfile(deps: AppDeps, ctx: AuthenticatedContext): Promise<ProfileResponse> {
  const { user } = ctx;
  const row = await findUserById(deps.database.db, user.id);
  return {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    customerName: ctx.customer?.name ?? null,
    customerCode: user.customerCode,
    language: user.language,
    showPrice: user.showPrice,
    deliveryMails: user.role === 'Customer' && (row?.deliveryMails ?? false),
  };
}

export async function updateProfile(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  input: ProfileUpdate,
): Promise<SessionResponse> {
  const { db } = deps.database;
  // The shipping mail goes to a customer's own users only: staff have no deliveries of their own.
  if (input.deliveryMails && ctx.user.role !== 'Customer') {
    throw invalidFields([{ path: 'deliveryMails', code: 'NOT_FOR_ROLE' }]);
  }
  await updateUser(db, ctx.user.id, input);
  await writeLog(db, ctx, {
    level: 'info',
    event: 'PROFILE_UPDATED',
    message: 'Profile updated',
    data: { fields: Object.keys(input) },
  });
  return sessionAfterChange(deps, ctx);
}

/**
 * The header's flag picker (D8): the language of the person at the keyboard, saved to their own profile,
 * the real user's while acting. The acted-for user's language, which decides their mails, is theirs to
 * keep: the Profile drawer changes it.
 */
export async function updateSessionLanguage(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  input: SessionLanguageUpdate,
): Promise<SessionResponse> {
  const { db } = deps.database;
  const person = ctx.realUser ?? ctx.user;
  await updateUser(db, person.id, { language: input.language });
  await writeLog(db, ctx, {
    level: 'info',
    event: 'PROFILE_UPDATED',
    message: 'Profile updated',
    // Whose profile changed: the person's own, not the acted-for user's.
    userId: person.id,
    data: { fields: ['language'] },
  });
  return sessionAfterChange(deps, ctx);
}

/** The session anew after this request changed it (profile, login-as): what the next request sees. */
export async function sessionAfterChange(deps: AppDeps, ctx: AuthenticatedContext): Promise<SessionResponse> {
  if (!ctx.sessionTokenHash) throw new Error('an authenticated context without a session');
  return toSessionResponse(await freshSessionContext(deps, ctx, ctx.sessionTokenHash));
}

/**
 * Changes the caller's own password and answers the session's new token: the token that was in use
 * when the password was right is replaced (ADR-021), in place, so the session keeps its
 * user, its login-as and its sign-in time.
 */
export async function changeOwnPassword(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  input: ChangeOwnPasswordRequest,
): Promise<{ token: string }> {
  const { db } = deps.database;
  const user = await findUserById(db, ctx.user.id);
  if (!user) throw unauthenticated();
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw invalidFields([{ path: 'currentPassword', code: 'PASSWORD_INCORRECT' }]);
  }
  const problems = checkPasswordRules(input.newPassword, input.confirmNewPassword, user.email, {
    password: 'newPassword',
    confirmation: 'confirmNewPassword',
  });
  if (problems.length > 0) throw invalidFields(problems);
  if (!ctx.sessionTokenHash) throw new Error('an authenticated context without a session');
  await updateUser(db, user.id, { passwordHash: await hashPassword(input.newPassword) });
  // Every other session of this user ends; the one that changed the password goes on (D3), anew.
  await deleteSessionsOfUser(db, user.id, ctx.sessionTokenHash);
  // A new password ends the remembered devices too (ADR-035): the second step is asked again.
  await deleteRememberedDevicesOfUser(db, user.id);
  const token = newSecretToken();
  await rotateSessionToken(db, ctx.sessionTokenHash, hashToken(token));
  ctx.sessionTokenHash = hashToken(token);
  await writeLog(db, ctx, { level: 'info', event: 'PASSWORD_CHANGED', message: 'Own password changed' });
  return { token };
}

/**
 * The rate limits of a forgot-password request (D4): the same statements whether or not the address has
 * an account. A 429 is the only answer that depends on them.
 */
export async function admitPasswordReset(
  deps: AppDeps,
  ctx: RequestContext,
  input: ForgotPasswordRequest,
): Promise<void> {
  const limits = deps.config.rateLimits;
  await consumeRateLimit(deps.database.db, deps.clock, limits.windowMinutes, [
    { key: `forgot:account:${input.email}`, limit: limits.forgotPerAccount },
    { key: `forgot:address:${ctx.ip}`, limit: limits.forgotPerAddress },
  ]);
}

/**
 * Mails a single-use link valid one hour to an active account of that address; nothing for an unknown
 * or inactive one. Runs after the answer (auth.routes: afterAnswer), so the answer neither says nor
 * takes longer to say whether the address has an account (D4; ADR-021).
 */
export async function requestPasswordReset(
  deps: AppDeps,
  ctx: RequestContext,
  input: ForgotPasswordRequest,
): Promise<void> {
  const { db } = deps.database;
  const user = await findUserByEmail(db, input.email);
  if (!user?.isActive) return;
  // The answer is out: a failure goes to the log table for the administrators (MAIL_FAILED inside
  // sendPasswordLink, else PASSWORD_RESET_FAILED); should that fail too, afterAnswer logs it to the process log.
  await sendPasswordLink(deps, ctx, user).catch(async (error: unknown) => {
    if (error instanceof MailFailedError) return;
    await writeLog(db, ctx, {
      level: 'error',
      event: 'PASSWORD_RESET_FAILED',
      message: `Password reset for ${user.email} failed: ${(error as Error).message}`,
      userId: user.id,
    });
  });
}

/** A mail that could not be sent, already written to the log as MAIL_FAILED. */
class MailFailedError extends Error {
  constructor(cause: unknown) {
    super((cause as Error).message, { cause });
  }
}

/** A single-use link to the reset-password page, valid one hour (D4). */
export interface PasswordLink {
  url: string;
  expiresAt: Date;
}

/**
 * Creates a reset token for the user and answers its link, unsent: `npm run admin:create` prints it
 * (docs/operations.md), everyone else mails it through sendPasswordLink.
 */
export async function issuePasswordLink(deps: AppDeps, user: UserRow): Promise<PasswordLink> {
  const token = newSecretToken();
  const expiresAt = new Date(deps.clock.now().getTime() + RESET_TOKEN_TTL_MS);
  await insertResetToken(deps.database.db, { tokenHash: hashToken(token), userId: user.id, expiresAt });
  const url = `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
  return { url, expiresAt };
}

/**
 * Mails a password link (a new one unless `issued` is given); also used when an approved applicant or
 * a user created by an administrator sets a first password (`accountCreated` words the mail as a welcome).
 */
export async function sendPasswordLink(
  deps: AppDeps,
  ctx: RequestContext,
  user: UserRow,
  template: 'resetPassword' | 'accountCreated' = 'resetPassword',
  issued?: PasswordLink,
): Promise<void> {
  const link = (issued ?? (await issuePasswordLink(deps, user))).url;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  await mailPasswordLink(deps, ctx, user, () =>
    renderMail(template, user.language, [user.email], { name, link }),
  );
}

/**
 * Sends a mail that carries a password link, with its line in the log either way: PASSWORD_RESET_REQUESTED
 * when it went out; MAIL_FAILED when it did not, and then a MailFailedError (the mailer's error its cause).
 * The reset, the welcome and a colleague's invitation (colleague-invitation.ts) all go through here.
 */
export async function mailPasswordLink(
  deps: AppDeps,
  ctx: RequestContext | null,
  user: Pick<UserRow, 'id' | 'email'>,
  mail: () => Promise<OutgoingMail>,
): Promise<void> {
  const { db } = deps.database;
  try {
    await deps.mailer.send(await mail());
  } catch (error) {
    await writeLog(db, ctx, {
      level: 'error',
      event: 'MAIL_FAILED',
      message: `Password e-mail to ${user.email} failed: ${(error as Error).message}`,
      userId: user.id,
    });
    throw new MailFailedError(error);
  }
  await writeLog(db, ctx, {
    level: 'info',
    event: 'PASSWORD_RESET_REQUESTED',
    message: `Password link sent to ${user.email}`,
    userId: user.id,
  });
}

export async function resetPassword(
  deps: AppDeps,
  ctx: RequestContext,
  input: ResetPasswordRequest,
): Promise<void> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const tokenHash = hashToken(input.token);
  const token = await findUsableResetToken(db, tokenHash, now);
  const user = token ? await findUserById(db, token.userId) : undefined;
  if (!token || !user || user.email !== input.email) throw new AppError('RESET_TOKEN_INVALID', 400);
  const problems = checkPasswordRules(input.password, input.confirmPassword, user.email, {
    password: 'password',
    confirmation: 'confirmPassword',
  });
  if (problems.length > 0) throw invalidFields(problems);
  // Claim the token first: of two racing requests only one gets the row back.
  if (!(await claimResetToken(db, tokenHash, now))) throw new AppError('RESET_TOKEN_INVALID', 400);
  await updateUser(db, user.id, { passwordHash: await hashPassword(input.password) });
  await deleteSessionsOfUser(db, user.id);
  await deleteRememberedDevicesOfUser(db, user.id);
  await writeLog(db, ctx, {
    level: 'info',
    event: 'PASSWORD_RESET',
    message: `Password reset for ${user.email}`,
    userId: user.id,
  });
}
