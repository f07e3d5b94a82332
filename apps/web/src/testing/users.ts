import type { UserRow } from '@selvedge/contracts';

/** A row of the users list (foundations 2 "Users"): an active Customer user, changed as a test needs. */
export function userRowOf(overrides: Partial<UserRow> = {}): UserRow {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    userName: 'Anna de Vries',
    email: 'anna@example.test',
    firstName: 'Anna',
    lastName: 'de Vries',
    customerCode: 'C10001',
    role: 'Customer',
    language: 'nl',
    showPrice: true,
    canCreateOrder: false,
    isCustomerAdmin: false,
    deliveryMails: false,
    isActive: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
