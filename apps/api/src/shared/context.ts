import type { Language, Role } from '@selvedge/contracts';

export interface ContextUser {
  id: string;
  email: string;
  role: Role;
  language: Language;
  customerCode: string | null;
}

/**
 * Request context first (conventions): every service takes `(ctx, input)`.
 * `user` is who the session acts as; `realUser` is set while acting as another user (D5).
 */
export interface RequestContext {
  requestId: string;
  ip: string;
  language: Language;
  user: ContextUser | null;
  realUser: ContextUser | null;
  /**
   * The acting user's stored ship-to choice (users.ship_to_id). Lists are scoped to it when the customer
   * is an export customer and the ERP still has the address (customers.service resolveCustomerScope, D2).
   */
  shipToCode: string | null;
  sessionTokenHash: string | null;
}

export type AuthenticatedContext = RequestContext & { user: ContextUser };
