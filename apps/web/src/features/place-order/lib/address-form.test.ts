import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import {
  addressFieldErrors,
  addressFieldProblems,
  addressFormValues,
  addressLines,
  addressSaveProblem,
  billingAddressOf,
  defaultCountryOf,
  isCountryChoice,
  isInAddressBook,
  shippingAddressOf,
  toAddressBookEntry,
  toDraftAddress,
} from './address-form';

const valid = {
  name: 'Studio Noord',
  street: 'Keizersgracht 12',
  zipCode: '1015 CS',
  city: 'Amsterdam',
  country: 'NL',
};

describe('the shipping address form', () => {
  it('accepts a complete address', () => {
    expect(addressFieldProblems(valid, 'order')).toEqual({});
    expect(addressFieldProblems(valid, 'book')).toEqual({});
  });

  it('requires every field, spaces counting as empty (ordering §5)', () => {
    const empty = { name: ' ', street: '', zipCode: '', city: '  ', country: '' };
    expect(addressFieldProblems(empty, 'order')).toEqual({
      name: 'validation.REQUIRED',
      street: 'validation.REQUIRED',
      zipCode: 'validation.REQUIRED',
      city: 'validation.REQUIRED',
      country: 'validation.REQUIRED',
    });
  });

  it('allows a street of 40 characters and not one more (ordering §9)', () => {
    expect(addressFieldProblems({ ...valid, street: 'x'.repeat(40) }, 'order')).toEqual({});
    expect(addressFieldProblems({ ...valid, street: 'x'.repeat(41) }, 'order')).toEqual({
      street: 'shippingAddress.form.streetTooLong',
    });
    // Surrounding spaces are not sent, so they do not count.
    expect(addressFieldProblems({ ...valid, street: ` ${'x'.repeat(40)} ` }, 'order')).toEqual({});
  });

  it('keeps names to what each target stores: 100 on the order, 50 in the address book', () => {
    const name = 'n'.repeat(60);
    expect(addressFieldProblems({ ...valid, name }, 'order')).toEqual({});
    expect(addressFieldProblems({ ...valid, name }, 'book')).toEqual({ name: 'validation.TOO_LONG' });
  });

  it('refuses a country that is not a two-letter code', () => {
    expect(addressFieldProblems({ ...valid, country: 'Netherlands' }, 'order')).toEqual({
      country: 'validation.INVALID_VALUE',
    });
  });

  it('starts from the address being edited, or empty with the default country', () => {
    expect(addressFormValues(null, 'nl')).toEqual({
      name: '',
      street: '',
      zipCode: '',
      city: '',
      country: 'NL',
    });
    expect(addressFormValues({ ...valid, country: 'de' }, 'NL')).toEqual({ ...valid, country: 'DE' });
  });

  it('defaults the country to the order’s, else the bill-to’s, else NL', () => {
    const billTo = { name: 'B', street: 'S', zipCode: 'Z', city: 'C', country: 'BE' };
    expect(defaultCountryOf({ billTo }, { ...valid, country: 'DE' })).toBe('DE');
    expect(defaultCountryOf({ billTo }, null)).toBe('BE');
    expect(defaultCountryOf({ billTo: null }, null)).toBe('NL');
  });

  it('offers the country dropdown to export and other-country customers only', () => {
    expect(isCountryChoice({ isExport: true, isOtherCountry: false })).toBe(true);
    expect(isCountryChoice({ isExport: false, isOtherCountry: true })).toBe(true);
    expect(isCountryChoice({ isExport: false, isOtherCountry: false })).toBe(false);
  });

  it('sends trimmed values with the country in capitals', () => {
    const typed = { name: ' A ', street: ' B 1 ', zipCode: ' 1234 ', city: ' C ', country: 'de' };
    expect(toDraftAddress(typed, null)).toEqual({
      addressId: null,
      name: 'A',
      street: 'B 1',
      zipCode: '1234',
      city: 'C',
      country: 'DE',
    });
    expect(toAddressBookEntry(typed)).toEqual({
      name: 'A',
      street: 'B 1',
      zipCode: '1234',
      city: 'C',
      country: 'DE',
    });
  });
});

describe('an address on screen', () => {
  it('reads name, street, zip and city, and the country named in the reader’s language', () => {
    expect(addressLines(valid, 'de')).toEqual([
      'Studio Noord',
      'Keizersgracht 12',
      '1015 CS Amsterdam',
      'Niederlande',
    ]);
    expect(addressLines(valid, 'nl').at(-1)).toBe('Nederland');
  });

  it('shows an unknown country by its code and leaves empty parts out', () => {
    expect(addressLines({ ...valid, street: '', country: 'XX' }, 'nl')).toEqual([
      'Studio Noord',
      '1015 CS Amsterdam',
      'XX',
    ]);
  });

  it('heads the billing address with the business partner, not the ERP’s name of the address', () => {
    const customer = { name: 'Interieurhuis De Vries B.V.', hasAddressBook: false };
    expect(billingAddressOf({ customer, billTo: { ...valid, name: 'Bill to' } })).toEqual({
      ...valid,
      name: 'Interieurhuis De Vries B.V.',
    });
    expect(billingAddressOf({ customer, billTo: null })).toBeNull();
  });

  it('heads an ERP ship-to with the business partner unless the customer names addresses in the book', () => {
    const fromErp = { ...valid, addressId: 'Ship to', name: 'Ship to' };
    const typed = { ...valid, addressId: null, name: 'Site office' };
    const withoutBook = { name: 'Interieurhuis De Vries B.V.', hasAddressBook: false };
    const withBook = { name: 'Harrington & Webb Interiors Ltd', hasAddressBook: true };
    expect(shippingAddressOf(fromErp, { customer: withoutBook })?.name).toBe('Interieurhuis De Vries B.V.');
    expect(shippingAddressOf(typed, { customer: withoutBook })?.name).toBe('Site office');
    expect(shippingAddressOf(fromErp, { customer: withBook })?.name).toBe('Ship to');
    expect(shippingAddressOf(null, { customer: withoutBook })).toBeNull();
  });

  it('is in the address book only when it was chosen from it', () => {
    const book = [{ id: 'a1' }];
    expect(isInAddressBook({ addressId: 'a1' }, book)).toBe(true);
    expect(isInAddressBook({ addressId: null }, book)).toBe(false);
    expect(isInAddressBook({ addressId: 'erp-2' }, book)).toBe(false);
    expect(isInAddressBook(null, book)).toBe(false);
  });
});

describe('a failed save to the address book', () => {
  it('offers "use for this order only" when the ERP cannot be reached', () => {
    expect(addressSaveProblem(new ApiError({ status: 503, code: 'ERP_UNAVAILABLE' }))).toBe('erpUnavailable');
  });

  it('marks the name when another address has it', () => {
    const taken = new ApiError({
      status: 409,
      code: 'ADDRESS_NAME_TAKEN',
      fields: [{ path: 'name', code: 'INVALID_VALUE' }],
    });
    expect(addressSaveProblem(taken)).toBe('nameTaken');
    expect(addressSaveProblem(new ApiError({ status: 409, code: 'DRAFT_NOT_EDITABLE' }))).toBe('other');
  });

  it('says the ERP refused it, and leaves other problems to their own message', () => {
    expect(addressSaveProblem(new ApiError({ status: 422, code: 'ADDRESS_REJECTED' }))).toBe('rejected');
    expect(
      addressSaveProblem(
        new ApiError({
          status: 400,
          code: 'VALIDATION_FAILED',
          fields: [{ path: 'street', code: 'TOO_LONG' }],
        }),
      ),
    ).toBe('other');
    expect(addressSaveProblem(new Error('boom'))).toBe('other');
  });
});

describe('the fields a 400 names', () => {
  it('are the form’s fields, with or without the header’s prefix', () => {
    const error = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      fields: [
        { path: 'shippingAddress.street', code: 'TOO_LONG' },
        { path: 'zipCode', code: 'REQUIRED' },
        { path: 'reference', code: 'TOO_LONG' },
      ],
    });
    expect(addressFieldErrors(error)).toEqual({
      street: 'validation.TOO_LONG',
      zipCode: 'validation.REQUIRED',
    });
    expect(addressFieldErrors(new Error('boom'))).toEqual({});
  });
});
