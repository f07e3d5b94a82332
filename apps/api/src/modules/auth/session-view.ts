import type { LandingRoute, Role, SessionResponse, SessionUser } from '@selvedge/contracts';
import { isRestrictedByMaintenance } from '../../plugins/access.js';
import { type AuthenticatedContext, type ContextUser, isShipToChoiceMissing } from '../../shared/context.js';
import { toShipToView } from '../customers/index.js';

/** Sign-in routing (foundations 4). */
export function landingFor(role: Role, maintenanceMode: boolean): LandingRoute {
  if (maintenanceMode && isRestrictedByMaintenance(role)) return '/Maintenance';
  return role === 'Sales' ? '/user' : '/dashboard';
}

/** First and last name, else the customer name, else the e-mail (foundations 2, "Header"). */
export function displayNameOf(user: ContextUser, customerName: string | null | undefined): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name || customerName || user.email;
}

function toSessionUser(ctx: AuthenticatedContext): SessionUser {
  const { user, customer } = ctx;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: displayNameOf(user, customer?.name),
    role: user.role,
    language: user.language,
    showPrice: user.showPrice,
    // Administrators never order (foundations 6); the claim means nothing for them.
    canCreateOrder: user.role !== 'Administrator' && user.canCreateOrder,
    // Only a Customer user administers their customer's users; staff have the users screen (D6).
    isCustomerAdmin: user.role === 'Customer' && user.isCustomerAdmin,
    customer: customer
      ? {
          code: customer.code,
          name: customer.name,
          groupCode: customer.groupCode,
          currency: customer.currency,
          isExport: customer.isExport,
          hasAddressBook: customer.hasAddressBook,
          isOtherCountry: customer.isOtherCountry,
          shippingType: customer.shippingType,
        }
      : null,
  };
}

/** The session as the SPA sees it, entirely from the request context (no statement of its own). */
export function toSessionResponse(ctx: AuthenticatedContext): SessionResponse {
  const { user, realUser, shipTo, isMaintenanceOn } = ctx;
  const isExportCustomer = Boolean(ctx.customer?.isExport && ctx.customer.isActive);
  return {
    user: toSessionUser(ctx),
    realUser: realUser
      ? {
          id: realUser.id,
          email: realUser.email,
          displayName: displayNameOf(realUser, ctx.realUserCustomerName),
          role: realUser.role,
        }
      : null,
    language: ctx.language,
    maintenanceMode: isMaintenanceOn,
    isRestricted: isMaintenanceOn && isRestrictedByMaintenance(user.role),
    landing: landingFor(user.role, isMaintenanceOn),
    shipTo: isExportCustomer && shipTo ? toShipToView(shipTo) : null,
    mustChooseShipTo: isShipToChoiceMissing(ctx),
    isAwaitingFirstSync: ctx.isAwaitingFirstSync,
  };
}
