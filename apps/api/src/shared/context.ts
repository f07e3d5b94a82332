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
  /** Export customer's chosen ship-to address; lists are scoped to it (D2). */
  shipToCode: string | null;
  sessionTokenHash: string | null;
}

export type AuthenticatedContext = RequestContext & { user: ContextUser };
