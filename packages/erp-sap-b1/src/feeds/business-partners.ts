import type { Address, BusinessPartner, ErpLanguage } from '@selvedge/erp';
import type { ResolvedConfig } from '../config.js';
import type { Context } from '../context.js';
import { ALL_CURRENCIES, localCurrency, partnerCurrency } from '../currency.js';
import type { DeltaSource } from '../delta.js';
import { and, quote } from '../odata.js';
import { isYes, type SapRow, selectWith, text, textOr, udf, updatedAt } from '../values.js';

/**
 * businessPartners: BusinessPartners of type customer with their BPAddresses; the portal's flags are the
 * customer's user-defined fields (export, address book, other country).
 */

export const SHIP_TO = 'bo_ShipTo';
export const BILL_TO = 'bo_BillTo';

export function businessPartnerSelect(config: ResolvedConfig): string[] {
  const f = config.fields;
  return selectWith(
    [
      'CardCode',
      'CardName',
      'CardType',
      'GroupCode',
      'Currency',
      'VatGroup',
      'ShippingType',
      'LanguageCode',
      'EmailAddress',
      'Valid',
      'Frozen',
      'ShipToDefault',
      'BilltoDefault',
      'UpdateDate',
      'UpdateTime',
      'BPAddresses',
    ],
    [f.exportCustomer, f.addressBook, f.otherCountry],
  );
}

const addressesOf = (row: SapRow): SapRow[] =>
  (Array.isArray(row.BPAddresses) ? (row.BPAddresses as SapRow[]) : [])
    .slice()
    .sort((a, b) => Number(a.RowNum ?? 0) - Number(b.RowNum ?? 0));

export function toAddress(row: SapRow): Address {
  const name = textOr(row.AddressName, '');
  return {
    id: name,
    kind: row.AddressType === BILL_TO ? 'billTo' : 'shipTo',
    name,
    street: textOr(row.Street, ''),
    streetNo: text(row.StreetNo),
    zipCode: textOr(row.ZipCode, ''),
    city: textOr(row.City, ''),
    country: textOr(row.Country, ''),
    block: text(row.Block),
  };
}

/** BoSuppLangs number → the portal's language; a text code (en, nl…) is taken as it is. */
export function languageOf(value: unknown, languages: Record<number, ErpLanguage>): ErpLanguage {
  if (typeof value === 'number' && languages[value]) return languages[value] as ErpLanguage;
  if (value === 'en' || value === 'nl' || value === 'de' || value === 'fr') return value;
  return 'nl';
}

/**
 * A customer. Its currency is the one SAP posts its orders in: a partner with Currency "##" (all
 * currencies) gets documents in the company's local currency, so the portal shows that, never "##".
 */
export function toBusinessPartner(
  row: SapRow,
  config: ResolvedConfig,
  localCurrency: string,
): BusinessPartner {
  const f = config.fields;
  const addresses = addressesOf(row);
  const billTos = addresses.filter((a) => a.AddressType === BILL_TO);
  const billTo = billTos.find((a) => a.AddressName === row.BilltoDefault) ?? billTos[0];
  return {
    code: String(row.CardCode),
    name: textOr(row.CardName, String(row.CardCode)),
    groupCode: String(row.GroupCode ?? ''),
    currency: partnerCurrency(row.Currency, localCurrency),
    vatGroup: text(row.VatGroup),
    shippingTypeCode:
      row.ShippingType === null || row.ShippingType === undefined ? null : String(row.ShippingType),
    language: languageOf(row.LanguageCode, config.languages),
    email: text(row.EmailAddress),
    isExport: isYes(udf(row, f.exportCustomer)),
    hasAddressBook: isYes(udf(row, f.addressBook)),
    isOtherCountry: isYes(udf(row, f.otherCountry)),
    billTo: billTo ? toAddress(billTo) : null,
    shipTo: addresses.filter((a) => a.AddressType === SHIP_TO).map(toAddress),
    defaultShipToId: text(row.ShipToDefault),
    // Valid tNO or Frozen tYES: SAP blocks the partner.
    isActive: row.Valid !== 'tNO' && row.Frozen !== 'tYES',
    updatedAt: updatedAt(row, config.timeZone),
  };
}

/** Whether the partner's currency is the local one, which then has to be known. */
const needsLocalCurrency = (row: SapRow) => row.Currency === ALL_CURRENCIES || text(row.Currency) === null;

export function businessPartnerSource(
  ctx: Context,
  customerCode: string | undefined,
): DeltaSource<BusinessPartner> {
  const config = ctx.config;
  return {
    id: 'BusinessPartners',
    set: 'BusinessPartners',
    keyField: 'CardCode',
    numericKey: false,
    select: businessPartnerSelect(config),
    filter: and(
      `CardType eq ${quote('cCustomer')}`,
      customerCode ? `CardCode eq ${quote(customerCode)}` : null,
    ),
    mapPage: async (rows) => {
      // Asked only for a page that has a partner in all currencies (or none): most pages need no call.
      const local = rows.some(needsLocalCurrency) ? await localCurrency(ctx) : '';
      return rows.map((row) => toBusinessPartner(row, config, local));
    },
  };
}
