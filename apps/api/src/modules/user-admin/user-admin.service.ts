import type {
  CreateUserRequest,
  SetUserPasswordRequest,
  UpdateUserRequest,
  UserAction,
  UserListQuery,
  UserPage,
  UserRow as UserView,
} from '@selvedge/contracts';
import {
  canDoUserAction,
  rolesThatAdministerCustomers,
  rolesThatOrder,
  rolesWithCustomer,
} from '@selvedge/contracts';
import type { z } from 'zod';
import type { AuthenticatedContext } from '../../shared/context.js';
import type { AppDeps } from '../../shared/deps.js';
import { AppError, forbidden, invalidFields, notFound } from '../../shared/errors.js';
import {
  checkPasswordRules,
  endSessionsOfUser,
  forgetRememberedDevices,
  hashPassword,
  resetSecondFactor,
  sendPasswordLink,
} from '../auth/index.js';
import { findCustomer } from '../customers/index.js';
import { type LogEvent, userActivationLine, writeLog } from '../logs/index.js';
import {
  deleteUserRow,
  findUserByEmail,
  findUserById,
  insertUser,
  listUsers,
  type UserRow,
  updateUser,
} from '../users/index.js';

type ParsedListQuery = z.output<typeof UserListQuery>;

export function toUserView(row: UserRow): UserView {
  return {
    id: row.id,
    userName: `${row.firstName} ${row.lastName}`.trim() || row.email,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    customerCode: row.customerCode,
    role: row.role,
    language: row.language,
    showPrice: row.showPrice,
    canCreateOrder: row.canCreateOrder,
    isCustomerAdmin: row.isCustomerAdmin,
    deliveryMails: row.deliveryMails,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The users list of Administrators and Sales (D6, D17). */
export async function searchUsers(deps: AppDeps, query: ParsedListQuery): Promise<UserPage> {
  const { rows, total } = await listUsers(deps.database.db, query);
  return { rows: rows.map(toUserView), total, page: query.page, pageSize: query.pageSize };
}

/** The target of an action, refused with 403 unless D6 allows it (404 when it does not exist). */
async function requireTarget(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  id: string,
  action: UserAction,
): Promise<UserRow> {
  // Actions a role may never take (Sales: edit, delete) are refused before any lookup.
  const someCustomer = { id: '', role: 'Customer' as const, isActive: action !== 'delete' };
  if (!canDoUserAction(ctx.user, action, someCustomer)) throw forbidden();
  const target = await findUserById(deps.database.db, id);
  if (!target) throw notFound();
  if (action === 'delete' && canDoUserAction(ctx.user, 'delete', { ...target, isActive: false })) {
    // Allowed but for its state: say why, rather than "not allowed".
    if (target.isActive) throw new AppError('USER_STILL_ACTIVE', 409);
  }
  if (!canDoUserAction(ctx.user, action, target)) throw forbidden();
  return target;
}

/** Customer and Sales users need a customer code the ERP read model knows (foundations 5). */
async function checkCustomerCode(
  deps: AppDeps,
  role: UserRow['role'],
  code: string | null | undefined,
): Promise<string | null> {
  const trimmed = code?.trim() || null;
  if (!trimmed) {
    if (rolesWithCustomer.includes(role)) throw invalidFields([{ path: 'customerCode', code: 'REQUIRED' }]);
    return null;
  }
  if (!(await findCustomer(deps.database.db, trimmed))) {
    throw invalidFields([{ path: 'customerCode', code: 'CUSTOMER_UNKNOWN' }]);
  }
  return trimmed;
}

/**
 * The create-order claim to store: refused for a role that cannot order (an Administrator), kept as it
 * is when an edit leaves it out, and cleared when the user becomes an Administrator.
 */
function checkOrderClaim(role: UserRow['role'], requested: boolean | undefined, current: boolean): boolean {
  if (!rolesThatOrder.includes(role)) {
    if (requested) throw invalidFields([{ path: 'canCreateOrder', code: 'NOT_FOR_ROLE' }]);
    return false;
  }
  return requested ?? current;
}

/**
 * The customer-administrator right to store: a Customer user's only (refused with NOT_FOR_ROLE for
 * another role, cleared when the role changes), kept as it is when an edit leaves it out.
 */
function checkCustomerAdminRight(
  role: UserRow['role'],
  requested: boolean | undefined,
  current: boolean,
): boolean {
  if (!rolesThatAdministerCustomers.includes(role)) {
    if (requested) throw invalidFields([{ path: 'isCustomerAdmin', code: 'NOT_FOR_ROLE' }]);
    return false;
  }
  return requested ?? current;
}

async function audit(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  event: LogEvent,
  message: string,
  target: UserRow,
  data: Record<string, unknown> = {},
): Promise<void> {
  await writeLog(deps.database.db, ctx, {
    level: 'info',
    event,
    message,
    data: { targetUserId: target.id, targetEmail: target.email, ...data },
  });
}

export async function getUser(deps: AppDeps, id: string): Promise<UserView> {
  const row = await findUserById(deps.database.db, id);
  if (!row) throw notFound();
  return toUserView(row);
}

export async function createUser(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  input: z.output<typeof CreateUserRequest>,
): Promise<UserView> {
  if (!canDoUserAction(ctx.user, 'create')) throw forbidden();
  const { db } = deps.database;
  const customerCode = await checkCustomerCode(deps, input.role, input.customerCode);
  const canCreateOrder = checkOrderClaim(input.role, input.canCreateOrder, false);
  const isCustomerAdmin = checkCustomerAdminRight(input.role, input.isCustomerAdmin, false);
  if (await findUserByEmail(db, input.email)) throw new AppError('EMAIL_TAKEN', 409);
  const row = await insertUser(db, {
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    role: input.role,
    language: input.language,
    showPrice: input.showPrice,
    customerCode,
    canCreateOrder,
    isCustomerAdmin,
    isActive: true,
    passwordHash: null,
  });
  await audit(deps, ctx, 'USER_CREATED', `${ctx.user.email} created ${row.email} (${row.role})`, row, {
    role: row.role,
    customerCode,
    canCreateOrder,
    isCustomerAdmin,
  });
  // The user chooses their own password through a single-use link (D4). A mail failure is logged
  // (MAIL_FAILED) and the account stays: the forgot-password page sends a new link.
  await sendPasswordLink(deps, ctx, row, 'accountCreated').catch(() => undefined);
  return toUserView(row);
}

export async function editUser(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  id: string,
  input: z.output<typeof UpdateUserRequest>,
): Promise<UserView> {
  const target = await requireTarget(deps, ctx, id, 'edit');
  const customerCode = await checkCustomerCode(deps, input.role, input.customerCode);
  const canCreateOrder = checkOrderClaim(input.role, input.canCreateOrder, target.canCreateOrder);
  const isCustomerAdmin = checkCustomerAdminRight(input.role, input.isCustomerAdmin, target.isCustomerAdmin);
  const changes = { ...input, customerCode, canCreateOrder, isCustomerAdmin };
  const changed = Object.entries(changes)
    .filter(([key, value]) => target[key as keyof UserRow] !== value)
    .map(([key]) => key);
  const row = (await updateUser(deps.database.db, target.id, changes)) ?? target;
  // A change of the create-order claim is named in the message too: it is what lets a user order, and
  // the target's sessions see it at their next request (the request context is read per request, ADR-015).
  const claimChange =
    row.canCreateOrder === target.canCreateOrder
      ? ''
      : `; ${row.canCreateOrder ? 'granted' : 'revoked'} the create-order claim`;
  await audit(deps, ctx, 'USER_UPDATED', `${ctx.user.email} edited ${row.email}${claimChange}`, row, {
    fields: changed,
    ...(claimChange ? { canCreateOrder: { from: target.canCreateOrder, to: row.canCreateOrder } } : {}),
    ...(row.isCustomerAdmin === target.isCustomerAdmin
      ? {}
      : { isCustomerAdmin: { from: target.isCustomerAdmin, to: row.isCustomerAdmin } }),
  });
  return toUserView(row);
}

export async function setUserActive(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  id: string,
  isActive: boolean,
): Promise<UserView> {
  const target = await requireTarget(deps, ctx, id, isActive ? 'activate' : 'deactivate');
  const row = (await updateUser(deps.database.db, target.id, { isActive })) ?? target;
  // A deactivated user is signed out everywhere at once (D3).
  if (!isActive) await endSessionsOfUser(deps, target.id);
  const line = userActivationLine(ctx.user.email, isActive, row.email);
  await audit(deps, ctx, line.event, line.message, row);
  return toUserView(row);
}

export async function setUserPassword(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  id: string,
  input: SetUserPasswordRequest,
): Promise<void> {
  const target = await requireTarget(deps, ctx, id, 'setPassword');
  const problems = checkPasswordRules(input.password, input.password, target.email, {
    password: 'password',
    confirmation: 'password',
  });
  if (problems.length > 0) throw invalidFields(problems);
  await updateUser(deps.database.db, target.id, { passwordHash: await hashPassword(input.password) });
  await endSessionsOfUser(deps, target.id);
  // A new password ends the user's remembered devices too (ADR-035).
  await forgetRememberedDevices(deps.database.db, target.id);
  await audit(
    deps,
    ctx,
    'USER_PASSWORD_SET',
    `${ctx.user.email} set the password of ${target.email}`,
    target,
  );
}

/**
 * Reset second factor (ADR-035): the user's authenticator secret, recovery codes and remembered devices
 * go; they enrol again at their next sign-in when it is required. Who may: as for setting a password.
 */
export async function resetUserSecondFactor(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  id: string,
): Promise<void> {
  const target = await requireTarget(deps, ctx, id, 'resetSecondFactor');
  await resetSecondFactor(deps, target.id);
  await audit(
    deps,
    ctx,
    'SECOND_FACTOR_CHANGED',
    `${ctx.user.email} reset the second factor of ${target.email}`,
    target,
  );
}

export async function deleteUser(deps: AppDeps, ctx: AuthenticatedContext, id: string): Promise<void> {
  const target = await requireTarget(deps, ctx, id, 'delete');
  await deleteUserRow(deps.database.db, target.id);
  await audit(deps, ctx, 'USER_DELETED', `${ctx.user.email} deleted ${target.email}`, target, {
    role: target.role,
    customerCode: target.customerCode,
  });
}
