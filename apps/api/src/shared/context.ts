import type { ApiKeyScope, Language, Role } from '@selvedge/contracts';
import { forbidden } from './errors.js';

export interface ContextUser {
  id: string;
  email: string;
  role: Role;
  language: Language;
  customerCode: string | null;
  firstName: string;
  lastName: string;
  showPrice: boolean;
  /** The create-order claim (foundations 2); stored as it is, Administrators never order. */
  canCreateOrder: boolean;
  /** The customer-administrator right (docs/adr/ADR-034-customer-user-administration.md). */
  isCustomerAdmin: boolean;
}

/** The customer a Customer or Sales session belongs to, as the read model knows it (D2). */
export interface ContextCustomer {
  code: string;
  name: string;
  groupCode: string | null;
  currency: string;
  isExport: boolean;
  hasAddressBook: boolean;
  isOtherCountry: boolean;
  shippingType: string | null;
  /** False when the ERP no longer has the customer: such a session sees no data. */
  isActive: boolean;
}

/** An export customer's chosen ship-to address, when the ERP still has it (D2). */
export interface ContextShipTo {
  id: string;
  name: string;
  street: string;
  streetNo: string | null;
  zipCode: string;
  city: string;
  country: string;
}

/**
 * Whose data a Customer or Sales session sees (D2): the customer code bound to the user and, for an
 * export customer with a stored ship-to choice that still exists, that ship-to.
 */
export interface CustomerScope {
  customerCode: string;
  shipToId: string | null;
}

/**
 * Request context first (conventions): every service takes `(ctx, input)`. The session plugin fills it
 * once per request (one statement, ADR-015); services read the caller from here and never look
 * the user, the customer, the ship-to or the maintenance switch up again.
 * `user` is who the session acts as; `realUser` is set while acting as another user (D5).
 */
export interface RequestContext {
  requestId: string;
  ip: string;
  /**
   * The language of the person at the keyboard: the browser's before sign-in, then the real user's
   * profile language, also while acting (what is said to them: problem texts, PDFs, news).
   */
  language: Language;
  user: ContextUser | null;
  realUser: ContextUser | null;
  /** The acting user's customer; null for Administrators and users without a customer in the read model. */
  customer: ContextCustomer | null;
  /** The real user's customer name (the banner's display name while acting). */
  realUserCustomerName: string | null;
  /** The stored choice when it applies: an export customer's address that the ERP still has. */
  shipTo: ContextShipTo | null;
  /** How many ship-to addresses an export customer has (the choice is required above one). */
  shipToCount: number;
  /** Null: the session sees no customer data (no customer, or the ERP no longer has it). */
  scope: CustomerScope | null;
  isMaintenanceOn: boolean;
  /** The ERP's first sync has not finished: the read model is still filling (a new install). */
  isAwaitingFirstSync: boolean;
  sessionTokenHash: string | null;
  /**
   * Set when the caller is an API key (docs/adr/ADR-036-api-keys.md), not a session: `user` is then the
   * key seen as a Customer user of its customer (its id the key's, its create-order claim the
   * orders:write scope), and only routes that declare the key's scope answer it.
   */
  apiKey: ContextApiKey | null;
}

/** An API key caller: which key, and what it may reach. */
export interface ContextApiKey {
  id: string;
  publicId: string;
  name: string;
  scopes: readonly ApiKeyScope[];
}

export type AuthenticatedContext = RequestContext & { user: ContextUser };

/** The caller's customer scope, for a service that only serves a session with customer data (else 403). */
export function requireScope(ctx: RequestContext): CustomerScope {
  if (!ctx.scope) throw forbidden();
  return ctx.scope;
}

/** The context of a request before (or without) a session. */
export function anonymousContext(requestId: string, ip: string, language: Language): RequestContext {
  return {
    requestId,
    ip,
    language,
    user: null,
    realUser: null,
    customer: null,
    realUserCustomerName: null,
    shipTo: null,
    shipToCount: 0,
    scope: null,
    isMaintenanceOn: false,
    isAwaitingFirstSync: false,
    sessionTokenHash: null,
    apiKey: null,
  };
}

/**
 * foundations 2 "Export customers", D2: a Customer of an export customer with more than one ship-to
 * address must choose one before seeing the customer's data; until then no data route answers (409).
 */
export function isShipToChoiceMissing(ctx: RequestContext): boolean {
  return Boolean(
    ctx.customer?.isExport &&
      ctx.customer.isActive &&
      ctx.user?.role === 'Customer' &&
      !ctx.shipTo &&
      ctx.shipToCount > 1,
  );
}
