import type { ApiKeyScope, Role } from '@selvedge/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AuthenticatedContext, isShipToChoiceMissing } from '../shared/context.js';
import { AppError, forbidden, unauthenticated } from '../shared/errors.js';

/**
 * What a caller needs beyond a role (D1: the server enforces what the screens only hide):
 * - notDuringMaintenance: Customer and Sales users are refused with 503 MAINTENANCE while it is on (D11);
 * - shipToChosen: a Customer of an export customer who must still choose a ship-to is refused with 409
 *   SHIP_TO_REQUIRED, instead of being served the lines of every ship-to (D2; ADR-021);
 * - mayCreateOrder: the create-order claim (foundations 2), never an Administrator (foundations 6);
 * - notExport: not an export customer (sample orders, D26);
 * - customerAdministrator: a Customer user with the customer-administrator right (their colleagues'
 *   screen, docs/adr/ADR-034-customer-user-administration.md).
 */
export type AccessNeed =
  | 'notDuringMaintenance'
  | 'shipToChosen'
  | 'mayCreateOrder'
  | 'notExport'
  | 'customerAdministrator';

/** Who may call a route, declared in its options (`config: { access }`) and checked by one hook. */
export interface RouteAccess {
  /** 'public': anyone, signed in or not; 'signedIn': any role; else these roles. */
  roles: 'public' | 'signedIn' | readonly Role[];
  needs?: readonly AccessNeed[];
  /**
   * The API key scope that lets a key reach the route (docs/adr/ADR-036-api-keys.md); without it no key
   * does (403 API_KEY_NOT_ALLOWED). A key is otherwise held to the roles and needs as a Customer user.
   */
  apiKey?: ApiKeyScope;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export const publicAccess: RouteAccess = { roles: 'public' };
export const signedInAccess: RouteAccess = { roles: 'signedIn' };
export const administratorAccess: RouteAccess = { roles: ['Administrator'] };
/**
 * The customer's screens: Customer and Sales (for their own customer), not during maintenance, and for
 * an export customer only once a ship-to is chosen (D1, D2).
 */
export const customerDataAccess: RouteAccess = {
  roles: ['Customer', 'Sales'],
  needs: ['notDuringMaintenance', 'shipToChosen'],
};
/** The order screens and what they use (the address book): also the create-order claim (ordering §6). */
export const orderingAccess: RouteAccess = {
  roles: ['Customer', 'Sales'],
  needs: ['notDuringMaintenance', 'shipToChosen', 'mayCreateOrder'],
};
/** The customer's documents (lists, details, PDFs), also for an API key with documents:read (ADR-036). */
export const documentsAccess: RouteAccess = { ...customerDataAccess, apiKey: 'documents:read' };
/** The order draft, its lines, summary and approval, also for an API key with orders:write (ADR-036). */
export const orderWriteAccess: RouteAccess = { ...orderingAccess, apiKey: 'orders:write' };

export const isRestrictedByMaintenance = (role: Role): boolean => role === 'Customer' || role === 'Sales';

/** Routes that answer without an access declaration: the API documentation's own files. */
const isUndeclaredAllowed = (url: string) => !url.startsWith('/api/') || url.startsWith('/api/docs');

/** Throws unless the request's context satisfies the declaration. */
export function checkAccess(request: FastifyRequest, access: RouteAccess): void {
  if (access.roles === 'public') return;
  const { ctx } = request;
  if (!ctx.user) throw unauthenticated();
  if (ctx.apiKey && (!access.apiKey || !ctx.apiKey.scopes.includes(access.apiKey))) {
    throw new AppError('API_KEY_NOT_ALLOWED', 403);
  }
  if (access.roles !== 'signedIn' && !access.roles.includes(ctx.user.role)) throw forbidden();
  for (const need of access.needs ?? []) {
    if (need === 'notDuringMaintenance') {
      if (ctx.isMaintenanceOn && isRestrictedByMaintenance(ctx.user.role)) {
        throw new AppError('MAINTENANCE', 503);
      }
    } else if (need === 'shipToChosen') {
      if (isShipToChoiceMissing(ctx)) throw new AppError('SHIP_TO_REQUIRED', 409);
    } else if (need === 'mayCreateOrder') {
      if (ctx.user.role === 'Administrator' || !ctx.user.canCreateOrder) throw forbidden();
    } else if (need === 'notExport') {
      if (ctx.customer?.isExport) throw forbidden();
    } else if (need === 'customerAdministrator') {
      if (ctx.user.role !== 'Customer' || !ctx.user.isCustomerAdmin) throw forbidden();
    }
  }
}

/**
 * One hook enforces every route's declaration as soon as the session is known, before the body is read
 * or validated: a caller who may not call a route learns 401 or 403, never which input it would take
 * (ADR-021). A route under /api without a declaration fails at start.
 */
export const accessPlugin = fp(async (app) => {
  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (!route.config?.access && !isUndeclaredAllowed(url)) {
      throw new Error(`route ${String(route.method)} ${url} declares no access (config.access)`);
    }
  });
  // onRequest, after the session plugin's own onRequest (registered before this one) filled request.ctx.
  // A callback, not an async function: every request passes here (app.ts).
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config.access;
    try {
      if (access) checkAccess(request, access);
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  });
});

/** The context of a route whose declaration requires a session (checked by the hook before the handler). */
export function signedInContext(request: FastifyRequest): AuthenticatedContext {
  if (!request.ctx.user) throw unauthenticated();
  return request.ctx as AuthenticatedContext;
}
