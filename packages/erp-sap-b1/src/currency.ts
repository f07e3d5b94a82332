import { erpUnavailable } from '@selvedge/erp';
import { type Context, cached } from './context.js';
import { type SapRow, text } from './values.js';

/**
 * Currencies on SAP Business One. SAP keeps a document's DocTotal, VatSum, PaidToDate and each line's
 * LineTotal in the company's local currency, whatever currency the document is in; a document in another
 * currency carries its own figures beside them, in DocTotalFc, VatSumFc, PaidToDateFC and RowTotalFC (and
 * leaves those 0 on a document in the local currency). The portal shows a document in its own currency,
 * so it reads the one set or the other by the document's currency.
 */

/** A business partner's Currency "##" (all currencies): SAP posts its documents in the local currency. */
export const ALL_CURRENCIES = '##';

/**
 * The company's local currency (AdminInfo.LocalCurrency). It is chosen when the company is created and
 * SAP allows no change once anything is posted, so it is read once per adapter (a failed read is asked
 * again next time).
 */
export function localCurrency(ctx: Context): Promise<string> {
  return cached(ctx, 'localCurrency', Number.POSITIVE_INFINITY, async () => {
    const answer = await ctx.sl.send({
      method: 'POST',
      path: 'CompanyService_GetAdminInfo',
      what: "the company's local currency",
    });
    const currency = text(((answer.json ?? {}) as SapRow).LocalCurrency);
    if (!currency) throw erpUnavailable('SAP answered the company settings without a local currency');
    return currency;
  });
}

/** True when the document is in another currency than the local one: its own figures are the FC fields. */
export function isForeignCurrency(row: SapRow, local: string): boolean {
  const currency = text(row.DocCurrency);
  return currency !== null && currency !== local;
}

/** A partner's currency as the portal shows it: "##" (or none) is the local currency SAP posts in. */
export function partnerCurrency(value: unknown, local: string): string {
  const currency = text(value);
  return currency === null || currency === ALL_CURRENCIES ? local : currency;
}
