import { randomUUID } from 'node:crypto';
import { Email, type FieldError, type Language, PASSWORD_MIN_LENGTH } from '@selvedge/contracts';
import {
  checkPasswordRules,
  hashPassword,
  issuePasswordLink,
  type PasswordLink,
  resetSecondFactor,
  sendPasswordLink,
} from '../modules/auth/index.js';
import { type LogInput, writeLog } from '../modules/logs/index.js';
import { findUserByEmail, insertUser, type UserRow, updateUser } from '../modules/users/index.js';
import { anonymousContext, type RequestContext } from '../shared/context.js';
import type { AppDeps } from '../shared/deps.js';
import { CommandExit, exitCodes } from './cli-support.js';

/**
 * `npm run admin:create` (docs/operations.md, "First administrator"): the portal's first administrator,
 * or a new password link for an administrator who has none. Its log rows name `admin:create` as the
 * actor, where the users screen's name an administrator.
 */
export const COMMAND_ACTOR = 'admin:create';

export interface AdminCreateInput {
  email: string;
  /** "First Last": the first word is the first name, the rest the last name. */
  name?: string | undefined;
  language: Language;
  /** The first password, asked for on the terminal; null: a one-time set-password link instead. */
  password: string | null;
  /** The account exists: issue a new set-password link instead of refusing. */
  isResettingPassword: boolean;
}

export interface AdminCreateResult {
  /** What to tell the operator, one line each. */
  lines: string[];
  /** The set-password link, when one was issued. */
  link: PasswordLink | null;
}

const passwordProblemText: Record<string, string> = {
  PASSWORD_TOO_SHORT: `The password needs at least ${PASSWORD_MIN_LENGTH} characters.`,
  PASSWORD_TOO_WEAK: 'The password needs letters and digits.',
  PASSWORD_SAME_AS_EMAIL: 'The password may not be the e-mail address.',
  PASSWORD_MISMATCH: 'The two passwords differ.',
};

/** The portal's password rules (the same the sign-in pages enforce), as sentences for the console. */
export function passwordProblems(password: string, confirmation: string, email: string): string[] {
  const fields = { password: 'password', confirmation: 'confirmation' };
  return checkPasswordRules(password, confirmation, email, fields).map(
    (problem: FieldError) => passwordProblemText[problem.code] ?? problem.code,
  );
}

/** The e-mail address as the portal stores it, or a usage error. */
export function administratorEmail(text: string | undefined): string {
  const parsed = Email.safeParse(text ?? '');
  if (!parsed.success) {
    throw new CommandExit(exitCodes.usage, `--email needs an e-mail address, not "${text ?? ''}".`);
  }
  return parsed.data;
}

function splitName(name: string | undefined): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = (name ?? '').trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

const untilText = (link: PasswordLink) =>
  `${link.expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * Creates an active Administrator, or with `isResettingPassword` issues an existing administrator a new
 * link. Refuses (CommandExit, nothing changed) an address that has an account, unless resetting.
 * Every run leaves rows in the error log (D31), as the users screen's actions do.
 */
export async function createAdministrator(
  deps: AppDeps,
  input: AdminCreateInput,
): Promise<AdminCreateResult> {
  const { db } = deps.database;
  const email = administratorEmail(input.email);
  // One reference for the run's rows, as one request's rows share its request id.
  const ctx = anonymousContext(`cli-${randomUUID()}`, 'command line', input.language);
  const log = (entry: LogInput) => writeLog(db, ctx, entry);
  const existing = await findUserByEmail(db, email);

  if (input.isResettingPassword) {
    if (existing?.role !== 'Administrator') {
      await log({
        level: 'warn',
        event: 'PASSWORD_RESET_REQUESTED',
        message: `${COMMAND_ACTOR} issued no password link for ${email}: no administrator has this address`,
        userId: existing?.id ?? null,
      });
      throw new CommandExit(
        exitCodes.refused,
        existing
          ? `${email} is a ${existing.role} account, not an administrator; nothing changed. Its owner can ask for a link on the sign-in page (Forgot password).`
          : `No account has the address ${email}; nothing changed. Leave out --reset-password to create it.`,
      );
    }
    const lines: string[] = [];
    let user = existing;
    if (!existing.isActive) {
      user = (await updateUser(db, existing.id, { isActive: true })) ?? existing;
      await log(userEvent('USER_ACTIVATED', `${COMMAND_ACTOR} activated ${email}`, user));
      lines.push(`${email} was deactivated; it is active again.`);
    }
    // An administrator locked out has often lost the phone too: the second factor starts afresh (ADR-035).
    if (await resetSecondFactor(deps, user.id)) {
      await log(
        userEvent('SECOND_FACTOR_CHANGED', `${COMMAND_ACTOR} reset the second factor of ${email}`, user),
      );
      lines.push(`${email}'s two-step verification was reset: it is set up again at the next sign-in.`);
    }
    const link = await handOutLink(deps, ctx, user, 'resetPassword', lines);
    return { lines, link };
  }

  if (existing) {
    await log({
      level: 'warn',
      event: 'USER_CREATED',
      message: `${COMMAND_ACTOR} did not create ${email}: the address has an account`,
      userId: existing.id,
    });
    throw new CommandExit(
      exitCodes.refused,
      `${email} already has an account (${existing.role}, ${existing.isActive ? 'active' : 'deactivated'}); nothing changed.` +
        (existing.role === 'Administrator'
          ? ` For a new set-password link: npm run admin:create -- --email ${email} --reset-password`
          : ''),
    );
  }

  if (input.password !== null) {
    const problems = passwordProblems(input.password, input.password, email);
    if (problems.length > 0) throw new CommandExit(exitCodes.refused, problems.join(' '));
  }
  const user = await insertUser(db, {
    email,
    ...splitName(input.name),
    role: 'Administrator',
    language: input.language,
    showPrice: true,
    customerCode: null,
    canCreateOrder: false,
    isActive: true,
    passwordHash: input.password === null ? null : await hashPassword(input.password),
  });
  await log(
    userEvent('USER_CREATED', `${COMMAND_ACTOR} created ${email} (Administrator)`, user, { role: user.role }),
  );
  const lines = [`Created the administrator ${email}.`];
  if (input.password !== null) {
    await log(userEvent('USER_PASSWORD_SET', `${COMMAND_ACTOR} set the password of ${email}`, user));
    lines.push(`Sign in at ${deps.config.publicUrl}/login with the password you typed.`);
    return { lines, link: null };
  }
  const link = await handOutLink(deps, ctx, user, 'accountCreated', lines);
  return { lines, link };
}

/** A log row about an account, with the account in its data as the users screen writes it. */
function userEvent(
  event: LogInput['event'],
  message: string,
  target: UserRow,
  data: Record<string, unknown> = {},
): LogInput {
  return {
    level: 'info',
    event,
    message,
    data: { targetUserId: target.id, targetEmail: target.email, ...data },
  };
}

/** Issues a set-password link, shows it to the operator and, when SMTP is configured, mails it. */
async function handOutLink(
  deps: AppDeps,
  ctx: RequestContext,
  user: UserRow,
  template: 'accountCreated' | 'resetPassword',
  lines: string[],
): Promise<PasswordLink> {
  const link = await issuePasswordLink(deps, user);
  await writeLog(deps.database.db, ctx, {
    level: 'info',
    event: 'PASSWORD_RESET_REQUESTED',
    message: `Password link for ${user.email} printed by ${COMMAND_ACTOR}`,
    userId: user.id,
  });
  lines.push(`Open this link to choose the password (once, until ${untilText(link)}):`, `  ${link.url}`);
  if (!deps.config.smtpUrl) {
    lines.push('SMTP_URL is not set: the link was not mailed.');
    return link;
  }
  try {
    // A failure is in the error log already (MAIL_FAILED); the printed link still works.
    await sendPasswordLink(deps, ctx, user, template, link);
    lines.push(`The link was also mailed to ${user.email}.`);
  } catch (error) {
    lines.push(`The link could not be mailed (${(error as Error).message}); hand it over yourself.`);
  }
  return link;
}
