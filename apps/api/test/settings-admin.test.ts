import type { ListPage, NotificationEmail } from '@selvedge/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { referenceData } from '../src/modules/catalog/catalog.tables.js';
import { defaultTermsOfDelivery, listExcludedItemGroups } from '../src/modules/settings/settings.service.js';
import {
  demo,
  expectFieldErrors,
  expectProblem,
  NOTIFICATION_ADDRESS,
  portalPerFile,
} from './support/harness.js';

const portal = portalPerFile();
let admin: string;
let customer: string;

beforeAll(async () => {
  [admin, customer] = await Promise.all([portal.signIn(demo.admin), portal.signIn(demo.customer)]);
  await portal.database.db.insert(referenceData).values(
    [
      ['100', 'Wallpaper'],
      ['106', 'Samples wallpaper'],
      ['107', 'Samples fabric'],
      ['1000', 'Discontinued stock'],
    ].map(([code, name]) => ({ type: 'itemGroup' as const, code: code ?? '', name: name ?? '', value: {} })),
  );
});

const lastLog = async () => (await portal.logs()).at(-1);

describe('notification e-mails', () => {
  const page = async (number = 1) =>
    (
      await portal.get(`/api/settings/notification-emails?page=${number}`, admin)
    ).json() as ListPage<NotificationEmail>;

  it('lists the seeded address', async () => {
    const first = await page();
    expect(first).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(first.rows.map((row) => row.email)).toEqual([NOTIFICATION_ADDRESS]);
  });

  it('adds an address in lower case, logs who did it, and refuses the same address again', async () => {
    const added = await portal.post(
      '/api/settings/notification-emails',
      { email: ' Desk@Example.COM ' },
      admin,
    );
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ email: 'desk@example.com' });
    const log = await lastLog();
    expect(log).toMatchObject({ event: 'SETTINGS_CHANGED', level: 'info' });
    expect(log?.message).toContain('desk@example.com');
    expect(log?.userId).toBeTruthy();

    const again = await portal.post(
      '/api/settings/notification-emails',
      { email: 'DESK@example.com' },
      admin,
    );
    const problem = expectProblem(again, 400, 'NOTIFICATION_EMAIL_TAKEN');
    expect(problem.fields).toEqual([{ path: 'email', code: 'INVALID_VALUE' }]);
  });

  it('refuses an empty or malformed address with the field named', async () => {
    expectFieldErrors(
      await portal.post('/api/settings/notification-emails', { email: 'no-at-sign' }, admin),
      {
        email: 'INVALID_EMAIL',
      },
    );
    expectFieldErrors(await portal.post('/api/settings/notification-emails', {}, admin), {
      email: 'REQUIRED',
    });
  });

  it('pages by 10, alphabetically', async () => {
    for (let index = 0; index < 12; index += 1) {
      const email = `paged-${String(index).padStart(2, '0')}@example.com`;
      expect((await portal.post('/api/settings/notification-emails', { email }, admin)).statusCode).toBe(201);
    }
    const first = await page(1);
    const second = await page(2);
    expect(first.total).toBe(14);
    expect(first.rows).toHaveLength(10);
    expect(second.rows).toHaveLength(4);
    const all = [...first.rows, ...second.rows].map((row) => row.email);
    expect(all).toEqual([...all].sort());
  });

  it('deletes an address, logs it, and answers 404 for one that is gone', async () => {
    const row = (await page()).rows.find((entry) => entry.email === 'desk@example.com');
    if (!row) throw new Error('desk@example.com is missing');
    const deleted = await portal.del(`/api/settings/notification-emails/${row.id}`, admin);
    expect(deleted.statusCode).toBe(200);
    expect((await lastLog())?.message).toContain('desk@example.com removed');
    expectProblem(await portal.del(`/api/settings/notification-emails/${row.id}`, admin), 404, 'NOT_FOUND');
    expect((await page()).rows.map((entry) => entry.email)).not.toContain('desk@example.com');
  });

  it('is refused to a customer', async () => {
    expectProblem(
      await portal.post('/api/settings/notification-emails', { email: 'x@example.com' }, customer),
      403,
      'FORBIDDEN',
    );
  });
});

describe('terms of delivery', () => {
  it('lists the four links German, English, Dutch, French', async () => {
    const response = await portal.get('/api/settings/terms-of-delivery', admin);
    expect(response.json()).toEqual([
      { key: 'de', url: defaultTermsOfDelivery.de },
      { key: 'en', url: defaultTermsOfDelivery.en },
      { key: 'nl', url: defaultTermsOfDelivery.nl },
      { key: 'fr', url: defaultTermsOfDelivery.fr },
    ]);
  });

  it("saves one language's link and gives each signed-in user the link of their language", async () => {
    const url = 'https://example.com/de/agb.pdf';
    const saved = await portal.put('/api/settings/terms-of-delivery/de', { url }, admin);
    expect(saved.json()).toEqual({ key: 'de', url });
    expect((await lastLog())?.message).toBe(`Terms of delivery (de) set to ${url}`);
    const list = (await portal.get('/api/settings/terms-of-delivery', admin)).json();
    expect(list[0]).toEqual({ key: 'de', url });
    expect(list[1]).toEqual({ key: 'en', url: defaultTermsOfDelivery.en });

    // The demo customer reads English; switched to German they get the new link.
    expect((await portal.get('/api/terms-of-delivery', customer)).json()).toEqual({
      language: 'en',
      url: defaultTermsOfDelivery.en,
    });
    await portal.patch('/api/profile', { language: 'de' }, customer);
    expect((await portal.get('/api/terms-of-delivery', customer)).json()).toEqual({ language: 'de', url });
    await portal.patch('/api/profile', { language: 'en' }, customer);
  });

  it('requires an http or https address and a known language key', async () => {
    for (const url of ['', 'javascript:alert(1)', 'ftp://example.com/terms', 'terms.pdf']) {
      const response = await portal.put('/api/settings/terms-of-delivery/en', { url }, admin);
      expectFieldErrors(response, { url: url === '' ? 'REQUIRED' : 'INVALID_VALUE' });
    }
    expectFieldErrors(
      await portal.put('/api/settings/terms-of-delivery/es', { url: 'https://example.com' }, admin),
      { key: 'INVALID_VALUE' },
    );
  });
});

describe('excluded product groups (D34)', () => {
  it("offers the ERP's item groups in number order, none excluded at first", async () => {
    const response = await portal.get('/api/settings/excluded-item-groups', admin);
    expect(response.json()).toEqual({
      codes: [],
      itemGroups: [
        { code: '100', name: 'Wallpaper' },
        { code: '106', name: 'Samples wallpaper' },
        { code: '107', name: 'Samples fabric' },
        { code: '1000', name: 'Discontinued stock' },
      ],
    });
  });

  it('stores the chosen groups, which listExcludedItemGroups gives the other modules', async () => {
    const saved = await portal.put(
      '/api/settings/excluded-item-groups',
      { codes: ['1000', '106', '106'] },
      admin,
    );
    expect(saved.json().codes).toEqual(['106', '1000']);
    expect(await listExcludedItemGroups(portal.database.db)).toEqual(['106', '1000']);
    expect((await lastLog())?.message).toBe('Excluded product groups set to 106, 1000');
    await portal.put('/api/settings/excluded-item-groups', { codes: [] }, admin);
    expect(await listExcludedItemGroups(portal.database.db)).toEqual([]);
  });

  it('refuses a group the ERP does not know', async () => {
    expectFieldErrors(
      await portal.put('/api/settings/excluded-item-groups', { codes: ['100', '999'] }, admin),
      {
        'codes.1': 'INVALID_VALUE',
      },
    );
  });
});

describe('maintenance texts (D11)', () => {
  it('stores each language its own text and requires all four', async () => {
    const texts = { en: 'English text', de: 'Deutscher Text', nl: 'Nederlandse tekst', fr: 'Texte français' };
    const response = await portal.put('/api/settings/maintenance/texts', texts, admin);
    expect(response.json().texts).toEqual(texts);
    expect((await portal.maintenance()).texts).toEqual(texts);
    expect(await lastLog()).toMatchObject({ event: 'MAINTENANCE_CHANGED' });
    expectFieldErrors(await portal.put('/api/settings/maintenance/texts', { ...texts, de: ' ' }, admin), {
      de: 'REQUIRED',
    });
  });
});
