import { helpPages } from '@selvedge/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { helpTexts } from '../src/modules/help-texts/help-texts.tables.js';
import { demo, expectFieldErrors, expectProblem, portalPerFile, signInPerFile } from './support/harness.js';

const portal = portalPerFile();
const cookies = signInPerFile(portal, { customer: demo.customer });

describe('GET /api/help-texts/:page', () => {
  it('answers the title and one link per language', async () => {
    const response = await portal.get('/api/help-texts/Open_invoices', cookies.customer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      page: 'Open_invoices',
      title: 'Open invoices',
      links: {
        en: '/help/en/Open_invoices.html',
        nl: '/help/nl/Open_invoices.html',
        de: '/help/de/Open_invoices.html',
        fr: '/help/fr/Open_invoices.html',
      },
    });
  });

  it('knows every help page of the portal', async () => {
    const sales = await portal.signIn(demo.sales);
    for (const page of helpPages) {
      expect((await portal.get(`/api/help-texts/${page}`, sales)).json().page).toBe(page);
    }
  });

  it('stays available during maintenance (the maintenance screen has an info button)', async () => {
    await portal.duringMaintenance(async () => {
      expect((await portal.get('/api/help-texts/Maintenance', cookies.customer)).statusCode).toBe(200);
    });
  });

  it('refuses a page name that does not exist with a field error', async () => {
    expectFieldErrors(await portal.get('/api/help-texts/Secrets', cookies.customer), {
      page: 'INVALID_VALUE',
    });
  });

  it('answers 404 for a known page without a stored text', async () => {
    await portal.database.db.delete(helpTexts).where(eq(helpTexts.page, 'Returns'));
    expectProblem(await portal.get('/api/help-texts/Returns', cookies.customer), 404, 'NOT_FOUND');
  });

  it('answers 401 without a session', async () => {
    expectProblem(await portal.get('/api/help-texts/News'), 401, 'UNAUTHENTICATED');
  });
});
