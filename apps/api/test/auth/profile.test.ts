import { describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  demo,
  expectFieldErrors,
  expectProblem,
  portalPerFile,
  signInPerFile,
} from '../support/harness.js';

const portal = portalPerFile();
const cookies = signInPerFile(portal, { customer: demo.customer, admin: demo.admin });

describe('GET /api/profile', () => {
  it("answers the user's own profile with the customer name", async () => {
    const response = await portal.get('/api/profile', cookies.customer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      email: demo.customer,
      firstName: 'Daan',
      lastName: 'de Vries',
      customerName: 'Interieurhuis De Vries B.V.',
      customerCode: 'C10001',
      language: 'en',
      showPrice: true,
      // The shipping mail is off until the user turns it on.
      deliveryMails: false,
    });
  });

  it('answers an administrator without a customer', async () => {
    const response = await portal.get('/api/profile', cookies.admin);
    expect(response.json()).toMatchObject({ email: demo.admin, customerName: null, customerCode: null });
  });

  it('answers 401 without a session', async () => {
    expectProblem(await portal.get('/api/profile'), 401, 'UNAUTHENTICATED');
  });
});

describe('PATCH /api/profile', () => {
  it('updates names, language and show-price, and answers the new session view', async () => {
    const cookie = await portal.signIn(demo.export);
    const response = await portal.patch(
      '/api/profile',
      { firstName: '  Emma ', lastName: 'Webb', language: 'fr', showPrice: false },
      cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      firstName: 'Emma',
      lastName: 'Webb',
      displayName: 'Emma Webb',
      language: 'fr',
      showPrice: false,
    });
    expect((await portal.get('/api/profile', cookie)).json()).toMatchObject({
      firstName: 'Emma',
      language: 'fr',
      showPrice: false,
    });
  });

  it('changes only the fields sent', async () => {
    const cookie = await portal.signIn(demo.viewer);
    const response = await portal.patch('/api/profile', { showPrice: false }, cookie);
    expect(response.statusCode).toBe(200);
    expect((await portal.get('/api/profile', cookie)).json()).toMatchObject({
      firstName: 'Vera',
      lastName: 'Noord',
      showPrice: false,
    });
  });

  it('refuses empty names and an unknown language per field, and changes nothing', async () => {
    const before = (await portal.get('/api/profile', cookies.customer)).json();
    expectFieldErrors(
      await portal.patch(
        '/api/profile',
        { firstName: '   ', lastName: '', language: 'es', showPrice: 'yes' },
        cookies.customer,
      ),
      { firstName: 'REQUIRED', lastName: 'REQUIRED', language: 'INVALID_VALUE', showPrice: 'INVALID_VALUE' },
    );
    expectFieldErrors(await portal.patch('/api/profile', { firstName: 'x'.repeat(101) }, cookies.customer), {
      firstName: 'TOO_LONG',
    });
    expect((await portal.get('/api/profile', cookies.customer)).json()).toEqual(before);
  });

  it('answers 401 without a session', async () => {
    expectProblem(await portal.patch('/api/profile', { firstName: 'Nobody' }), 401, 'UNAUTHENTICATED');
  });
});

describe('PUT /api/profile/password', () => {
  const change = (cookie: string | undefined, body: Record<string, unknown>) =>
    portal.put('/api/profile/password', body, cookie);

  it('changes the own password: the new one signs in, the old one not', async () => {
    const cookie = await portal.signIn(demo.sales);
    const newPassword = 'Sales-new-pass-9';
    const response = await change(cookie, {
      currentPassword: DEMO_PASSWORD,
      newPassword,
      confirmNewPassword: newPassword,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    await portal.signIn(demo.sales, newPassword);
    expectProblem(
      await portal.post('/api/session', { email: demo.sales, password: DEMO_PASSWORD }),
      401,
      'INVALID_CREDENTIALS',
    );
  });

  it('refuses a wrong current password on its field, and keeps the password', async () => {
    expectFieldErrors(
      await change(cookies.customer, {
        currentPassword: 'not-my-password-1',
        newPassword: 'Whatever-pass-1',
        confirmNewPassword: 'Whatever-pass-1',
      }),
      { currentPassword: 'PASSWORD_INCORRECT' },
    );
    await portal.signIn(demo.customer, DEMO_PASSWORD);
  });

  it('enforces the password rules on the new password fields', async () => {
    expectFieldErrors(
      await change(cookies.customer, {
        currentPassword: DEMO_PASSWORD,
        newPassword: 'short',
        confirmNewPassword: 'short',
      }),
      { newPassword: 'PASSWORD_TOO_SHORT' },
    );
    expectFieldErrors(
      await change(cookies.customer, {
        currentPassword: DEMO_PASSWORD,
        newPassword: 'no-digits-here',
        confirmNewPassword: 'no-digits-here',
      }),
      { newPassword: 'PASSWORD_TOO_WEAK' },
    );
    expectFieldErrors(
      await change(cookies.customer, {
        currentPassword: DEMO_PASSWORD,
        newPassword: 'Good-pass-123',
        confirmNewPassword: 'Good-pass-321',
      }),
      { confirmNewPassword: 'PASSWORD_MISMATCH' },
    );
    await portal.signIn(demo.customer, DEMO_PASSWORD);
  });

  it('requires all three fields', async () => {
    expectFieldErrors(await change(cookies.customer, {}), {
      currentPassword: 'REQUIRED',
      newPassword: 'REQUIRED',
      confirmNewPassword: 'REQUIRED',
    });
  });

  it('answers 401 without a session', async () => {
    expectProblem(
      await change(undefined, {
        currentPassword: DEMO_PASSWORD,
        newPassword: 'Abcdefgh-12',
        confirmNewPassword: 'Abcdefgh-12',
      }),
      401,
      'UNAUTHENTICATED',
    );
  });
});
