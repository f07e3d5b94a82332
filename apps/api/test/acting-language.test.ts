/**
 * The person at the keyboard keeps their own language while acting for a customer (D5, D8): the
 * session's `language` is theirs, while `user.language` stays the customer's, which decides the mails
 * the customer gets. The header's flag picker changes only the person's own profile.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../src/modules/users/index.js';
import { demo, portalPerFile, signInActingAs } from './support/harness.js';

const portal = portalPerFile();

beforeAll(async () => {
  // The Dutch customer reads the portal in Dutch; the Sales user (seeded) in English.
  const customer = await portal.signIn(demo.customer);
  expect((await portal.patch('/api/profile', { language: 'nl' }, customer)).statusCode).toBe(200);
});

const languageOf = async (email: string) => (await findUserByEmail(portal.database.db, email))?.language;

describe('acting for a customer of another language', () => {
  it("keeps the Sales user's language for the screen and the customer's for the customer", async () => {
    const { cookie: sales, started } = await signInActingAs(portal, demo.sales, demo.customer);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ language: 'en', user: { email: demo.customer, language: 'nl' } });

    const session = (await portal.get('/api/session', sales)).json();
    expect(session.language).toBe('en');
    expect(session.user.language).toBe('nl');
    expect(session.realUser.email).toBe(demo.sales);

    await portal.del('/api/session/login-as', sales);
  });

  it("saves the flag picker's language to the Sales user's profile, never to the customer's", async () => {
    const { cookie: sales } = await signInActingAs(portal, demo.sales, demo.customer);

    const switched = await portal.put('/api/session/language', { language: 'de' }, sales);
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json()).toMatchObject({ language: 'de', user: { email: demo.customer, language: 'nl' } });
    expect(await languageOf(demo.sales)).toBe('de');
    expect(await languageOf(demo.customer)).toBe('nl');

    // Back as themselves, the Sales user reads the language they picked while acting.
    const back = await portal.del('/api/session/login-as', sales);
    expect(back.json()).toMatchObject({ language: 'de', realUser: null, user: { language: 'de' } });
    await portal.put('/api/session/language', { language: 'en' }, sales);
    expect(await languageOf(demo.sales)).toBe('en');
  });

  it('answers a signed-in user who acts for nobody in their own language, and 401 without a session', async () => {
    const customer = await portal.signIn(demo.customer);
    expect((await portal.get('/api/session', customer)).json()).toMatchObject({
      language: 'nl',
      realUser: null,
      user: { language: 'nl' },
    });
    expect((await portal.put('/api/session/language', { language: 'fr' })).statusCode).toBe(401);
  });
});
