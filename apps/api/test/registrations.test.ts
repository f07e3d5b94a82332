import { count, desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registrationRequests } from '../src/modules/registrations/registrations.tables.js';
import { addNotificationEmail } from '../src/modules/settings/index.js';
import {
  demo,
  expectFieldErrors,
  NOTIFICATION_ADDRESS,
  PUBLIC_URL,
  portalPerFile,
  signInPerFile,
} from './support/harness.js';

const portal = portalPerFile();
const cookies = signInPerFile(portal, { admin: demo.admin });

const application = {
  firstName: 'Jan',
  lastName: 'Jansen',
  companyName: 'Behang & Co',
  address: 'Dorpsstraat 1',
  zipCode: '1234 AB',
  city: 'Utrecht',
  email: 'Jan@Behang.example',
  country: 'nl',
};

async function storedCount(): Promise<number> {
  const [row] = await portal.database.db.select({ value: count() }).from(registrationRequests);
  return row?.value ?? 0;
}

const pendingInWorkQueue = async () =>
  (await portal.get('/api/dashboard/work-queue', cookies.admin)).json().pendingRegistrations as number;

describe('POST /api/registrations', () => {
  it('stores the request as pending and answers its id', async () => {
    const response = await portal.post('/api/registrations', application);
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await portal.database.db
      .select()
      .from(registrationRequests)
      .orderBy(desc(registrationRequests.createdAt))
      .limit(1);
    expect(row).toMatchObject({
      id,
      status: 'pending',
      email: 'jan@behang.example',
      country: 'NL',
      companyName: 'Behang & Co',
    });
  });

  it('takes the language from the form, else from the browser, else Dutch', async () => {
    const withLanguage = await portal.post('/api/registrations', { ...application, language: 'fr' });
    const fromBrowser = await portal.request('POST', '/api/registrations', {
      body: application,
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    const fallback = await portal.request('POST', '/api/registrations', {
      body: application,
      headers: { 'accept-language': 'es-ES' },
    });
    const rows = await portal.database.db.select().from(registrationRequests);
    const languageOf = (response: typeof withLanguage) =>
      rows.find((row) => row.id === response.json().id)?.language;
    expect(languageOf(withLanguage)).toBe('fr');
    expect(languageOf(fromBrowser)).toBe('de');
    expect(languageOf(fallback)).toBe('nl');
  });

  it('tells every notification address, in Dutch, with a link to the requests', async () => {
    await addNotificationEmail(portal.database.db, 'second-desk@demo.selvedge.test');
    const response = await portal.post('/api/registrations', { ...application, companyName: 'Mail Test BV' });
    expect(response.statusCode).toBe(201);
    const [mail] = await portal.mailbox(NOTIFICATION_ADDRESS);
    expect(mail?.to).toEqual(
      expect.arrayContaining([NOTIFICATION_ADDRESS, 'second-desk@demo.selvedge.test']),
    );
    expect(mail?.subject).toBe('Nieuwe portaalregistratie: Mail Test BV');
    expect(mail?.text).toContain('jan@behang.example');
    expect(mail?.text).toContain(`${PUBLIC_URL}/registration-request`);
    // The applicant gets nothing yet.
    expect(await portal.mailbox('jan@behang.example')).toEqual([]);
  });

  it("raises the administrator's pending-registrations count", async () => {
    const before = await pendingInWorkQueue();
    await portal.post('/api/registrations', application);
    expect(await pendingInWorkQueue()).toBe(before + 1);
  });

  it('requires every field and a valid e-mail; stores and mails nothing', async () => {
    const stored = await storedCount();
    const mails = (await portal.mailbox()).length;
    expectFieldErrors(await portal.post('/api/registrations', {}), {
      firstName: 'REQUIRED',
      lastName: 'REQUIRED',
      companyName: 'REQUIRED',
      address: 'REQUIRED',
      zipCode: 'REQUIRED',
      city: 'REQUIRED',
      email: 'REQUIRED',
      country: 'REQUIRED',
    });
    expectFieldErrors(
      await portal.post('/api/registrations', {
        ...application,
        firstName: ' ',
        city: '',
        email: 'jan-at-behang',
      }),
      { firstName: 'REQUIRED', city: 'REQUIRED', email: 'INVALID_EMAIL' },
    );
    expectFieldErrors(await portal.post('/api/registrations', { ...application, country: 'Netherlands' }), {
      country: 'TOO_LONG',
    });
    expectFieldErrors(await portal.post('/api/registrations', { ...application, language: 'es' }), {
      language: 'INVALID_VALUE',
    });
    expect(await storedCount()).toBe(stored);
    expect((await portal.mailbox()).length).toBe(mails);
  });
});
