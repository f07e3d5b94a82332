import {
  type AddressBookEntry,
  type DraftAddress,
  type Language,
  type OrderingContext,
  STREET_MAX,
} from '@selvedge/contracts';
import { isApiError } from '../../../lib/api-client';
import { countryName } from '../../../lib/country-name';
import { fieldErrorKeys } from '../../../lib/errors';

/**
 * The shipping address form's rules (ordering §2 "Shipping address modal", §5), kept apart from the
 * modal so that they are tested on their own. Problems are translation keys, so a message follows
 * the user when they switch language.
 */

export interface AddressFormValues {
  name: string;
  street: string;
  zipCode: string;
  city: string;
  /** ISO 3166 alpha-2. */
  country: string;
}

/** Where a saved form goes: this order only, or the customer's address book (and then the order). */
export type AddressTarget = 'order' | 'book';

/** The longest name each target keeps: the draft 100, the ERP's address book 50 (contracts). */
const NAME_MAX: Record<AddressTarget, number> = { order: 100, book: 50 };
const ZIP_MAX = 20;
const CITY_MAX = 100;

type AddressLike = Pick<DraftAddress, 'name' | 'street' | 'zipCode' | 'city' | 'country'>;

/** The form's starting values: the address being edited, or empty with the customer's own country. */
export function addressFormValues(address: AddressLike | null, defaultCountry: string): AddressFormValues {
  return {
    name: address?.name ?? '',
    street: address?.street ?? '',
    zipCode: address?.zipCode ?? '',
    city: address?.city ?? '',
    country: (address?.country ?? defaultCountry).trim().toUpperCase(),
  };
}

/**
 * The country a new address starts with when the user cannot choose one: the order's current one,
 * else the bill-to's, else the Netherlands (the portal's home market, ordering §7 "default NL").
 */
export function defaultCountryOf(
  context: Pick<OrderingContext, 'billTo'>,
  current: AddressLike | null,
): string {
  return (current?.country || context.billTo?.country || 'NL').trim().toUpperCase();
}

/** The country is a dropdown for export and other-country customers, otherwise read-only (ordering §2). */
export const isCountryChoice = (customer: Pick<OrderingContext['customer'], 'isExport' | 'isOtherCountry'>) =>
  customer.isExport || customer.isOtherCountry;

const tooLong = (value: string, max: number) => value.trim().length > max;

/** Every field required, the street at most 40 characters (ordering §5), the country a known code. */
export function addressFieldProblems(
  values: AddressFormValues,
  target: AddressTarget,
): Partial<Record<keyof AddressFormValues, string>> {
  const problems: Partial<Record<keyof AddressFormValues, string>> = {};
  const required = (['name', 'street', 'zipCode', 'city', 'country'] as const).filter(
    (field) => !values[field].trim(),
  );
  for (const field of required) problems[field] = 'validation.REQUIRED';
  if (!problems.name && tooLong(values.name, NAME_MAX[target])) problems.name = 'validation.TOO_LONG';
  if (!problems.street && tooLong(values.street, STREET_MAX))
    problems.street = 'shippingAddress.form.streetTooLong';
  if (!problems.zipCode && tooLong(values.zipCode, ZIP_MAX)) problems.zipCode = 'validation.TOO_LONG';
  if (!problems.city && tooLong(values.city, CITY_MAX)) problems.city = 'validation.TOO_LONG';
  if (!problems.country && !/^[A-Za-z]{2}$/.test(values.country.trim()))
    problems.country = 'validation.INVALID_VALUE';
  return problems;
}

const clean = (values: AddressFormValues) => ({
  name: values.name.trim(),
  street: values.street.trim(),
  zipCode: values.zipCode.trim(),
  city: values.city.trim(),
  country: values.country.trim().toUpperCase(),
});

/** The header's address: typed for this order (addressId null) or one of the customer's addresses. */
export const toDraftAddress = (values: AddressFormValues, addressId: string | null): DraftAddress => ({
  addressId,
  ...clean(values),
});

export const toAddressBookEntry = (values: AddressFormValues): AddressBookEntry => clean(values);

/**
 * The ERP keys each address of a business partner with a name of its own ("Bill to", "Ship to": SAP's
 * address ID), which is no addressee and not in the reader's language. The billing address is the
 * business partner's, and so is an ERP address on the order of a customer without the address book,
 * who never names addresses: the business partner's name heads them. A name the customer gave (an
 * address book entry, an address typed for this order) is theirs and stays.
 */
export function billingAddressOf<T extends AddressLike>(context: {
  customer: Pick<OrderingContext['customer'], 'name'>;
  billTo: T | null;
}): T | null {
  return context.billTo ? { ...context.billTo, name: context.customer.name } : null;
}

export function shippingAddressOf<T extends AddressLike & Pick<DraftAddress, 'addressId'>>(
  address: T | null,
  context: { customer: Pick<OrderingContext['customer'], 'name' | 'hasAddressBook'> },
): T | null {
  if (!address || address.addressId === null || context.customer.hasAddressBook) return address;
  return { ...address, name: context.customer.name };
}

/**
 * An address as the lines it is shown in: name, street, zip city, the country named in the reader's
 * language; empty parts left out.
 */
export function addressLines(address: AddressLike, language: Language): string[] {
  return [
    address.name,
    address.street,
    `${address.zipCode} ${address.city}`.trim(),
    address.country ? countryName(address.country, language) : '',
  ].filter((line) => line.trim() !== '');
}

/**
 * The order's address is one of the book's (chosen from the list, or saved to it before): the
 * save-to-book icon has nothing to store then.
 */
export function isInAddressBook(
  address: Pick<DraftAddress, 'addressId'> | null,
  book: readonly { id: string }[],
): boolean {
  return Boolean(address?.addressId && book.some((entry) => entry.id === address.addressId));
}

/**
 * What an address-book save's failure means for the form: the ERP cannot be reached (offer "Use for
 * this order only"), the name is taken (mark the name), or anything else (the message above the form).
 */
export type AddressSaveProblem = 'erpUnavailable' | 'nameTaken' | 'rejected' | 'other';

export function addressSaveProblem(error: unknown): AddressSaveProblem {
  if (!isApiError(error)) return 'other';
  switch (error.code) {
    case 'ERP_UNAVAILABLE':
      return 'erpUnavailable';
    case 'ADDRESS_NAME_TAKEN':
      return 'nameTaken';
    case 'ADDRESS_REJECTED':
      return 'rejected';
    default:
      return 'other';
  }
}

const FIELDS = new Set<string>(['name', 'street', 'zipCode', 'city', 'country']);

/**
 * The form fields a 400 named, as translation keys: the header save names them under
 * `shippingAddress.`, the address book save by themselves. Other paths are not the form's.
 */
export function addressFieldErrors(error: unknown): Partial<Record<keyof AddressFormValues, string>> {
  const errors: Partial<Record<keyof AddressFormValues, string>> = {};
  for (const [path, key] of Object.entries(fieldErrorKeys(error))) {
    const field = path.replace(/^shippingAddress\./, '');
    if (FIELDS.has(field)) errors[field as keyof AddressFormValues] = key;
  }
  return errors;
}
