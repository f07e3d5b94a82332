import type { LandingRoute, Role, SessionResponse, SessionUser, ShipToAddress } from '@selvedge/contracts';
import type { CustomerRow } from '../customers/customers.service.js';
import type { UserRow } from '../users/users.service.js';

export const isRestrictedByMaintenance = (role: Role): boolean => role === 'Customer' || role === 'Sales';

/** Sign-in routing (foundations 4). */
export function landingFor(role: Role, maintenanceMode: boolean): LandingRoute {
  if (maintenanceMode && isRestrictedByMaintenance(role)) return '/Maintenance';
  return role === 'Sales' ? '/user' : '/dashboard';
}

/** First and last name, else the customer name, else the e-mail (foundations 2, "Header"). */
export function displayNameOf(user: UserRow, customer: CustomerRow | undefined): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name || customer?.name || user.email;
}

export function toSessionUser(user: UserRow, customer: CustomerRow | undefined): SessionUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: displayNameOf(user, customer),
    role: user.role,
    language: user.language,
    showPrice: user.showPrice,
    // Administrators never order (foundations 6); the claim means nothing for them.
    canCreateOrder: user.role !== 'Administrator' && user.canCreateOrder,
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

export function toSessionResponse(
  user: UserRow,
  customer: CustomerRow | undefined,
  realUser: { row: UserRow; customer: CustomerRow | undefined } | null,
  maintenanceMode: boolean,
  shipToState: { shipTo: ShipToAddress | null; mustChooseShipTo: boolean },
): SessionResponse {
  return {
    user: toSessionUser(user, customer),
    realUser: realUser
      ? {
          id: realUser.row.id,
          email: realUser.row.email,
          displayName: displayNameOf(realUser.row, realUser.customer),
          role: realUser.row.role,
        }
      : null,
    maintenanceMode,
    isRestricted: maintenanceMode && isRestrictedByMaintenance(user.role),
    landing: landingFor(user.role, maintenanceMode),
    shipTo: shipToState.shipTo,
    mustChooseShipTo: shipToState.mustChooseShipTo,
  };
}
