import { z } from 'zod';
import { Email, EmailText, Language, RequiredText, Role, TimestampText, UuidText } from './common.js';
import { type FilterColumn, FilterParam } from './filter.js';
import { listPage } from './sales-documents.js';

/** Page sizes of the users list (foundations 9): 10 by default. */
export const userPageSizes = [10, 25, 50, 100] as const;
export type UserPageSize = (typeof userPageSizes)[number];
export const DEFAULT_USER_PAGE_SIZE: UserPageSize = 10;

/** Query of GET /api/users: paging, quick search (on Enter), Show All Users and the filter panel. */
export const UserListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => (userPageSizes as readonly number[]).includes(size), { message: 'INVALID_VALUE' })
    .meta({ enum: [...userPageSizes] })
    .default(DEFAULT_USER_PAGE_SIZE),
  search: z.string().trim().max(100).optional(),
  /** Show All Users: without it only active users are listed (foundations 2, "Users"). */
  showAll: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .default(false),
  filter: FilterParam.optional(),
});
export type UserListQuery = z.input<typeof UserListQuery>;

/** The columns the users list lets the filter panel use; the API answers 400 for any other. */
export const userFilterColumns = [
  { key: 'email', kind: 'text' },
  { key: 'firstName', kind: 'text' },
  { key: 'lastName', kind: 'text' },
  { key: 'customerCode', kind: 'text' },
  { key: 'role', kind: 'text' },
  { key: 'language', kind: 'text' },
  { key: 'isActive', kind: 'boolean' },
  { key: 'createdAt', kind: 'date' },
] as const satisfies readonly FilterColumn[];
export type UserFilterColumnKey = (typeof userFilterColumns)[number]['key'];

export const UserRow = z.object({
  id: UuidText,
  /** First and last name (the list's UserName column); the e-mail is the sign-in name. */
  userName: z.string(),
  email: EmailText,
  firstName: z.string(),
  lastName: z.string(),
  customerCode: z.string().nullable(),
  role: Role,
  language: Language,
  showPrice: z.boolean(),
  /** The create-order claim (foundations 6): Customer and Sales users with it may place orders. */
  canCreateOrder: z.boolean(),
  /** The customer-administrator right (Customer users only): manages the colleagues of their customer. */
  isCustomerAdmin: z.boolean(),
  /** The shipping mail: the user's own choice in the profile, shown to administrators, not set by them. */
  deliveryMails: z.boolean(),
  isActive: z.boolean(),
  createdAt: TimestampText,
});
export type UserRow = z.infer<typeof UserRow>;

export const UserPage = listPage(UserRow);
export type UserPage = z.infer<typeof UserPage>;

export const UserIdParams = z.object({ id: z.uuid() });

/** Customer and Sales users belong to an ERP customer (foundations 5; D2 scopes them to it). */
export const rolesWithCustomer: readonly Role[] = ['Customer', 'Sales'];

const userFields = {
  firstName: RequiredText(100),
  lastName: RequiredText(100),
  /** Required for Customer and Sales; must be a known ERP customer (checked by the API). */
  customerCode: z.string().trim().max(50).nullable().default(null),
  role: Role,
  language: Language,
  showPrice: z.boolean().default(true),
};

/**
 * The create-order claim (foundations 6, ADR-017 "Who"): only Customer and Sales users can hold it;
 * `true` for an Administrator is refused (NOT_FOR_ROLE) rather than dropped, so a form never shows a
 * right that was not stored.
 */
export const rolesThatOrder: readonly Role[] = ['Customer', 'Sales'];

/**
 * The customer-administrator right is a Customer user's only: staff manage users on the users screen
 * already (D6), and the right means "the colleagues of my own customer".
 */
export const rolesThatAdministerCustomers: readonly Role[] = ['Customer'];

/** POST /api/users. The new user is mailed a link to choose a password; no create-order claim unless given. */
export const CreateUserRequest = z.strictObject({
  email: Email,
  ...userFields,
  canCreateOrder: z.boolean().default(false),
  /** Only a Customer user holds it; `true` for another role is refused (NOT_FOR_ROLE). */
  isCustomerAdmin: z.boolean().default(false),
});
export type CreateUserRequest = z.input<typeof CreateUserRequest>;

/**
 * PUT /api/users/:id: the same without the e-mail, which never changes (foundations 5). Without
 * `canCreateOrder` the claim stays as it is (cleared when the role becomes Administrator).
 */
export const UpdateUserRequest = z.strictObject({
  ...userFields,
  canCreateOrder: z.boolean().optional(),
  /** Without it the right stays as it is (cleared when the role is no longer Customer). */
  isCustomerAdmin: z.boolean().optional(),
});
export type UpdateUserRequest = z.input<typeof UpdateUserRequest>;

/** PUT /api/users/:id/password: an administrator (or Sales, for a Customer) sets a password. */
export const SetUserPasswordRequest = z.strictObject({ password: z.string().min(1).max(200) });
export type SetUserPasswordRequest = z.infer<typeof SetUserPasswordRequest>;

/** POST /api/session/login-as (D5). */
export const LoginAsRequest = z.strictObject({ userId: z.uuid() });
export type LoginAsRequest = z.infer<typeof LoginAsRequest>;

export type UserAction =
  | 'create'
  | 'edit'
  | 'activate'
  | 'deactivate'
  | 'delete'
  | 'setPassword'
  | 'resetSecondFactor'
  | 'loginAs';

export interface UserActionTarget {
  id: string;
  role: Role;
  isActive: boolean;
}

/**
 * Who may do what to whom (D5, D6), shared by the API (which enforces it) and the screen (which
 * enables the buttons to match). Administrators manage every user; Sales activate, deactivate and set
 * passwords of Customer users and log in as them. Nobody acts as an Administrator, nobody locks
 * themselves out (deactivate, delete, password reset of their own account) and delete needs an
 * inactive user. `target` is omitted for `create`.
 */
export function canDoUserAction(
  actor: { id: string; role: Role },
  action: UserAction,
  target?: UserActionTarget,
): boolean {
  if (actor.role === 'Customer') return false;
  const isAdministrator = actor.role === 'Administrator';
  if (action === 'create') return isAdministrator;
  if (!target) return false;
  const isSelf = target.id === actor.id;
  switch (action) {
    case 'edit':
      return isAdministrator;
    case 'activate':
    case 'deactivate':
    case 'setPassword':
    // The user enrols again at their next sign-in when it is required (ADR-035).
    case 'resetSecondFactor':
      return !isSelf && (isAdministrator || target.role === 'Customer');
    case 'delete':
      return isAdministrator && !isSelf && !target.isActive;
    case 'loginAs':
      return (
        !isSelf &&
        target.isActive &&
        (isAdministrator ? target.role !== 'Administrator' : target.role === 'Customer')
      );
  }
}
