import type { CustomerAddressRow } from './customers.tables.js';

export type ShipToAddressRow = Pick<
  CustomerAddressRow,
  'id' | 'name' | 'street' | 'streetNo' | 'zipCode' | 'city' | 'country'
>;

export interface ShipToView {
  id: string;
  name: string;
  street: string;
  zipCode: string;
  city: string;
  country: string;
}

export const toShipToView = (row: ShipToAddressRow): ShipToView => ({
  id: row.id,
  name: row.name,
  street: row.streetNo ? `${row.street} ${row.streetNo}` : row.street,
  zipCode: row.zipCode,
  city: row.city,
  country: row.country,
});
