import {
  ADMIN_PAGE_SIZE,
  type ListPage,
  type PagedQuery,
  type RegistrationApproval,
  type RegistrationApproved,
  type RegistrationRequest,
  type RegistrationView,
} from '@selvedge/contracts';
import type { Db } from '../../db/client.js';
import type { AuthenticatedContext, RequestContext } from '../../shared/context.js';
import type { AppDeps } from '../../shared/deps.js';
import { AppError, invalidFields, notFound } from '../../shared/errors.js';
import { consumeRateLimit, sendPasswordLink } from '../auth/index.js';
import { findCustomer } from '../customers/index.js';
import { writeLog } from '../logs/index.js';
import { renderMail, STAFF_LANGUAGE } from '../mail/index.js';
import { listNotificationEmails } from '../settings/index.js';
import { findUserByEmail, insertUser } from '../users/index.js';
import {
  claimPendingRegistration,
  deletePendingRegistration,
  findPendingRegistration,
  insertRegistration,
  pagePendingRows,
  reopenRegistration,
} from './registrations.repository.js';

export async function register(
  deps: AppDeps,
  ctx: RequestContext,
  input: RegistrationRequest,
): Promise<{ id: string }> {
  const { db } = deps.database;
  const limits = deps.config.rateLimits;
  await consumeRateLimit(db, deps.clock, limits.windowMinutes, [
    { key: `registration:address:${ctx.ip}`, limit: limits.registrationPerAddress },
  ]);
  const row = await insertRegistration(db, { ...input, language: input.language ?? ctx.language });
  await writeLog(db, ctx, {
    level: 'info',
    event: 'REGISTRATION_RECEIVED',
    message: `Registration request from ${input.companyName} (${input.email})`,
    data: { registrationId: row.id },
  });
  const recipients = await listNotificationEmails(db);
  if (recipients.length > 0) {
    const mail = await renderMail('registrationReceived', STAFF_LANGUAGE, recipients, {
      ...input,
      link: `${deps.config.publicUrl}/registration-request`,
    });
    // The applicant's request is stored; a mail failure is logged, not shown to them.
    await deps.mailer.send(mail).catch((error: Error) =>
      writeLog(db, ctx, {
        level: 'error',
        event: 'MAIL_FAILED',
        message: `Registration notification failed: ${error.message}`,
      }),
    );
  }
  return { id: row.id };
}

/** Pending requests, newest first, 10 a page (administration 2 "Approve Users"). */
export async function pagePendingRegistrations(
  db: Db,
  query: PagedQuery,
): Promise<ListPage<RegistrationView>> {
  const { rows, total } = await pagePendingRows(db, query.search, query.page);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      companyName: row.companyName,
      email: row.email,
      city: row.city,
      country: row.country,
      language: row.language,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

/** An address with an account already cannot be approved into another. */
async function requireEmailFree(db: Db, email: string): Promise<void> {
  if (await findUserByEmail(db, email)) {
    throw new AppError('EMAIL_TAKEN', 400, { fields: [{ path: 'email', code: 'INVALID_VALUE' }] });
  }
}

/**
 * D32: the customer code must be one the ERP knows; an active Customer user is created with the
 * applicant's names, e-mail and language, the request is marked approved, and the applicant is mailed a
 * single-use link to choose a password (the password-reset mechanism, D4).
 */
export async function approveRegistration(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  id: string,
  input: RegistrationApproval,
): Promise<RegistrationApproved> {
  const { db } = deps.database;
  const request = await findPendingRegistration(db, id);
  if (!request) throw notFound();
  const customer = await findCustomer(db, input.customerCode);
  if (!customer) throw invalidFields([{ path: 'customerCode', code: 'CUSTOMER_UNKNOWN' }]);
  await requireEmailFree(db, request.email);
  // Claim the request first: of two administrators approving at once, only one creates the user.
  if (!(await claimPendingRegistration(db, id))) throw notFound();
  let user: Awaited<ReturnType<typeof insertUser>>;
  try {
    user = await insertUser(db, {
      email: request.email,
      firstName: request.firstName,
      lastName: request.lastName,
      role: 'Customer',
      language: request.language,
      customerCode: customer.code,
      isActive: true,
      passwordHash: null,
    });
  } catch (error) {
    await reopenRegistration(db, id);
    // Another request created an account of the address meanwhile (users_email_key).
    await requireEmailFree(db, request.email);
    throw error;
  }
  await writeLog(db, ctx, {
    level: 'info',
    event: 'REGISTRATION_APPROVED',
    message: `Registration of ${request.email} (${request.companyName}) approved as customer ${customer.code}`,
    data: { registrationId: id, userId: user.id, customerCode: customer.code },
  });
  // A mail failure is logged (MAIL_FAILED) and the account stays: "Forgot password" sends a new link.
  const isMailSent = await sendPasswordLink(deps, ctx, user, 'accountCreated').then(
    () => true,
    () => false,
  );
  return { userId: user.id, isMailSent };
}

export async function deleteRegistration(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  id: string,
): Promise<void> {
  const { db } = deps.database;
  const row = await deletePendingRegistration(db, id);
  if (!row) throw notFound();
  await writeLog(db, ctx, {
    level: 'info',
    event: 'REGISTRATION_DELETED',
    message: `Registration of ${row.email} (${row.companyName}) deleted`,
    data: { registrationId: id },
  });
}
