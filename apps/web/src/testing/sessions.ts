import type { Role, SessionCustomer, SessionResponse } from '@selvedge/contracts';

const dutchRetailer: SessionCustomer = {
  code: 'C10001',
  name: 'Interieur De Vries',
  groupCode: '100',
  currency: 'EUR',
  isExport: false,
  hasAddressBook: false,
  isOtherCountry: false,
  shippingType: null,
};

export interface SessionShape {
  role?: Role;
  canCreateOrder?: boolean;
  /** The customer-administrator right (a Customer user's only). */
  isCustomerAdmin?: boolean;
  isExport?: boolean;
  maintenanceMode?: boolean;
  isActing?: boolean;
  isAwaitingFirstSync?: boolean;
}

/** A session as the API would describe it, for tests of what each kind of user sees. */
export function sessionOf(shape: SessionShape = {}): SessionResponse {
  const role = shape.role ?? 'Customer';
  const maintenanceMode = shape.maintenanceMode ?? false;
  const isRestricted = maintenanceMode && role !== 'Administrator';
  const landing = isRestricted ? '/Maintenance' : role === 'Sales' ? '/user' : '/dashboard';
  return {
    user: {
      id: 'u1',
      email: `${role.toLowerCase()}@demo.selvedge.test`,
      firstName: 'Anna',
      lastName: 'de Vries',
      displayName: 'Anna de Vries',
      role,
      language: 'nl',
      showPrice: true,
      canCreateOrder: role !== 'Administrator' && (shape.canCreateOrder ?? true),
      isCustomerAdmin: role === 'Customer' && (shape.isCustomerAdmin ?? false),
      customer: role === 'Administrator' ? null : { ...dutchRetailer, isExport: shape.isExport ?? false },
    },
    realUser: shape.isActing
      ? { id: 'u0', email: 'admin@demo.selvedge.test', displayName: 'Admin', role: 'Administrator' }
      : null,
    language: 'nl',
    maintenanceMode,
    isRestricted,
    landing,
    shipTo: null,
    mustChooseShipTo: false,
    isAwaitingFirstSync: shape.isAwaitingFirstSync ?? false,
  };
}
