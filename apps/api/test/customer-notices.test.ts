/**
 * What a customer notices (ADR-022), the API's part: quick search matches the translated labels a list
 * shows in the user's language, and a language picked on the sign-in page is used and kept (D8).
 */
import { readFileSync } from 'node:fs';
import type { InvoiceLine, Language, OpenItem, OrderLine, ReturnLine } from '@selvedge/contracts';
import { describe, expect, it } from 'vitest';
import { LIST_LABELS, valuesLabelled } from '../src/modules/sales-documents/list-search.js';
import { demo, portalPerFile } from './support/harness.js';

interface Page<Row> {
  rows: Row[];
  total: number;
}

const portal = portalPerFile({ erpData: 'tiny' });

async function page<Row>(url: string, cookie: string): Promise<Page<Row>> {
  const response = await portal.get(url, cookie);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json() as Page<Row>;
}

/** Signs the demo customer in with the language picked on the sign-in page. */
const customerIn = (language: Language) => portal.signIn(demo.customer, undefined, { language });

describe('quick search over translated labels (D17)', () => {
  it('finds the credit notes by their type, in the language the list shows it', async () => {
    const english = await customerIn('en');
    const searches: [Language, string][] = [
      ['en', 'credit'],
      ['nl', 'creditnota'],
      ['de', 'Gutschrift'],
      ['fr', 'avoir'],
    ];
    let expected: number | undefined;
    for (const [language, term] of searches) {
      const cookie = await customerIn(language);
      const found = await page<InvoiceLine>(`/api/invoices?search=${encodeURIComponent(term)}`, cookie);
      expect(found.total, `${language} "${term}"`).toBeGreaterThan(0);
      expect(found.rows.every((row) => row.kind === 'creditNote')).toBe(true);
      expected ??= found.total;
      expect(found.total).toBe(expected);
    }
    // Another language's word is not what the list shows: "Gutschrift" finds nothing in English.
    expect((await page<InvoiceLine>('/api/invoices?search=Gutschrift', english)).total).toBe(0);
  });

  it('finds invoices by their type beside the ERP texts, and keeps matching those', async () => {
    const dutch = await customerIn('nl');
    const invoices = await page<InvoiceLine>('/api/invoices?search=factuur', dutch);
    expect(invoices.total).toBeGreaterThan(0);
    expect(invoices.rows.every((row) => row.kind === 'invoice')).toBe(true);
    const [line] = (await page<InvoiceLine>('/api/invoices', dutch)).rows;
    const byItem = await page<InvoiceLine>(
      `/api/invoices?search=${encodeURIComponent(line?.itemCode ?? '')}`,
      dutch,
    );
    expect(byItem.rows.some((row) => row.itemCode === line?.itemCode)).toBe(true);
  });

  it('finds sample orders by their order type and open items by their type', async () => {
    const german = await customerIn('de');
    const samples = await page<OrderLine>('/api/orders?search=muster', german);
    expect(
      samples.rows.every((row) => row.orderType === 'SAMPLE' || /muster/i.test(JSON.stringify(row))),
    ).toBe(true);
    const french = await customerIn('fr');
    const credits = await page<OpenItem>('/api/open-items?search=avoir', french);
    expect(credits.rows.every((row) => row.kind === 'creditNote')).toBe(true);
    const closed = await page<ReturnLine>('/api/returns?search=clôturé', french);
    expect(closed.rows.every((row) => row.status === 'closed')).toBe(true);
  });

  it('finds open items by what the list words them with, not by the ERP’s English description', async () => {
    const dutch = await customerIn('nl');
    const all = await page<OpenItem>('/api/open-items', dutch);
    const withReference = all.rows.find((row) => row.reference);
    const reference = withReference?.reference ?? '';
    expect(reference).not.toBe('');
    const byReference = await page<OpenItem>(
      `/api/open-items?search=${encodeURIComponent(reference)}`,
      dutch,
    );
    expect(byReference.rows.some((row) => row.documentNumber === withReference?.documentNumber)).toBe(true);
    expect(byReference.rows.every((row) => row.reference?.includes(reference))).toBe(true);
    // The list says "Factuur 3000188 (…)" in Dutch: the English word of the ERP's text finds nothing.
    expect((await page<OpenItem>('/api/open-items?search=invoice', dutch)).total).toBe(0);
    expect((await page<OpenItem>('/api/open-items?search=factuur', dutch)).total).toBeGreaterThan(0);
  });

  it('matches labels case- and accent-insensitively, in the session language only', () => {
    expect(valuesLabelled('orderType', 'echantillon', 'fr')).toEqual(['SAMPLE']);
    expect(valuesLabelled('documentType', 'CREDIT', 'en')).toEqual(['creditNote']);
    expect(valuesLabelled('documentType', 'credit', 'nl')).toEqual(['creditNote']);
    expect(valuesLabelled('documentType', 'credit', 'de')).toEqual([]);
    expect(valuesLabelled('documentType', '', 'en')).toEqual([]);
  });

  it('holds the labels equal to what the SPA shows', () => {
    const keyOf = { documentType: 'documentType', orderType: 'orderType', status: 'status' } as const;
    for (const language of ['en', 'nl', 'de', 'fr'] as const) {
      const translations = JSON.parse(
        readFileSync(new URL(`../../web/src/locales/${language}/translation.json`, import.meta.url), 'utf8'),
      );
      for (const [column, values] of Object.entries(LIST_LABELS)) {
        for (const [value, labels] of Object.entries(values)) {
          expect(labels[language], `${language} ${column}.${value}`).toBe(
            translations[keyOf[column as keyof typeof keyOf]][value],
          );
        }
      }
    }
  });
});

describe('a language picked on the sign-in page (D8)', () => {
  it('is used after the sign-in and saved to the profile', async () => {
    const cookie = await portal.signIn(demo.viewer, undefined, { language: 'fr' });
    expect((await portal.get('/api/session', cookie)).json().user.language).toBe('fr');
    expect((await portal.get('/api/profile', cookie)).json().language).toBe('fr');
  });

  it('without a pick, the profile language wins', async () => {
    const cookie = await portal.signIn(demo.viewer);
    expect((await portal.get('/api/session', cookie)).json().user.language).toBe('fr');
    const german = await portal.signIn(demo.viewer, undefined, { language: 'de' });
    expect((await portal.get('/api/session', german)).json().user.language).toBe('de');
  });
});
