import type { ListPage, LogEntryView, OpenItem } from '@selvedge/contracts';
import { describe, expect, it } from 'vitest';
import { demo, portalPerFile } from './support/harness.js';

/**
 * One language per screen (D9): what the API answers so that the SPA words texts built from
 * data in the reader's language, instead of the ERP's or the log's English sentence.
 */
const portal = portalPerFile({ erpData: 'tiny' });

async function page<Row>(url: string, cookie: string): Promise<ListPage<Row>> {
  const response = await portal.get(url, cookie);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json() as ListPage<Row>;
}

describe('open items', () => {
  it('carry their document’s customer reference beside kind and number, for the SPA to word', async () => {
    const customer = await portal.signIn(demo.customer);
    const { rows } = await page<OpenItem>('/api/open-items', customer);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      // The ERP's description is "Invoice 3000188 (Kantoor 001-735)": the reference in brackets.
      const reference = /\((.*)\)$/.exec(row.description)?.[1] ?? null;
      expect(row.reference, row.description).toBe(reference);
    }
    expect(rows.some((row) => row.reference !== null)).toBe(true);
  });
});

describe('the error log', () => {
  it('answers each row’s message as a key and values, keeping the stored English text', async () => {
    await portal.signIn(demo.customer);
    const admin = await portal.signIn(demo.admin);
    const { rows } = await page<LogEntryView>('/api/logs?search=signed%20in', admin);
    const row = rows.find((entry) => entry.message === `${demo.admin} signed in`);
    expect(row?.wording).toEqual({ key: 'signIn', values: { email: demo.admin } });
    expect(rows.every((entry) => entry.wording?.key === 'signIn')).toBe(true);
  });
});
