import { erpRejected } from './erp.errors.js';
import type { SaveShipToAddressInput } from './erp.types.js';

/** An address-book address as an ERP stores it: trimmed, the country upper case. */
export interface ShipToFields {
  name: string;
  street: string;
  zipCode: string;
  city: string;
  country: string;
}

const LABELS: Record<keyof ShipToFields, string> = {
  name: 'name',
  street: 'street',
  zipCode: 'zip code',
  city: 'city',
  country: 'country',
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The fields of an address to save, or a rejection that says what is wrong, as both adapters answer
 * `saveShipToAddress` (the contract suite holds them to it): every field required, the street within
 * the ERP's length, a two-letter ISO country.
 */
export function shipToFieldsOf(input: SaveShipToAddressInput, maxStreetLength: number): ShipToFields {
  const fields: ShipToFields = {
    name: text(input.name),
    street: text(input.street),
    zipCode: text(input.zipCode),
    city: text(input.city),
    country: text(input.country).toUpperCase(),
  };
  const missing = (Object.keys(LABELS) as (keyof ShipToFields)[])
    .filter((key) => fields[key] === '')
    .map((key) => LABELS[key]);
  if (missing.length > 0) throw erpRejected(`The address has no ${missing.join(' and no ')}`);
  if (fields.street.length > maxStreetLength)
    throw erpRejected(
      `The street is longer than ${maxStreetLength} characters (${fields.street.length}); shorten it`,
    );
  if (!/^[A-Z]{2}$/.test(fields.country))
    throw erpRejected(`The country must be a two-letter ISO code, not "${fields.country}"`);
  return fields;
}

/**
 * The fields as a Business One address row holds them (`BPAddresses`: the Service Layer's, and the demo
 * ERP's table of the same shape): the street whole in Street, its number and block left empty.
 */
export function bpAddressFieldsOf(fields: ShipToFields) {
  return {
    AddressName: fields.name,
    Street: fields.street,
    StreetNo: null,
    Block: null,
    ZipCode: fields.zipCode,
    City: fields.city,
    Country: fields.country,
  };
}
