import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/modules/users/users.tables.js';
import {
  DEMO_PASSWORD,
  demo,
  expectFieldErrors,
  expectProblem,
  portalPerFile,
  SESSION_COOKIE,
  sessionCookieOf,
} from '../support/harness.js';

const portal = portalPerFile();

const setActive = (email: string, isActive: boolean) =>
  portal.database.db.update(users).set({ isActive }).where(eq(users.email, email));

describe('POST /api/session (sign in)', () => {
  it('signs in, answers the session and sets an httpOnly SameSite session cookie', async () => {
    const response = await portal.post('/api/session', { email: demo.customer, password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({
      email: demo.customer,
      role: 'Customer',
      displayName: 'Daan de Vries',
      canCreateOrder: true,
      customer: { code: 'C10001', currency: 'EUR' },
    });
    expect(body).toMatchObject({ realUser: null, maintenanceMode: false, isRestricted: false });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toBeDefined();
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite?.toLowerCase()).toBe('lax');
    expect(cookie?.path).toBe('/');
    // The token is not something JavaScript can get from the body (D3).
    expect(response.body).not.toContain(cookie?.value);
    expect(cookie?.value.length).toBeGreaterThanOrEqual(40);
  });

  it('accepts the e-mail in any case and with surrounding spaces', async () => {
    const response = await portal.post('/api/session', {
      email: '  Customer@Demo.Selvedge.TEST ',
      password: DEMO_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(demo.customer);
  });

  it('refuses a wrong password with INVALID_CREDENTIALS and sets no cookie', async () => {
    const response = await portal.post('/api/session', {
      email: demo.customer,
      password: 'wrong-password-1',
    });
    expectProblem(response, 401, 'INVALID_CREDENTIALS');
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const response = await portal.post('/api/session', {
      email: 'nobody@example.com',
      password: DEMO_PASSWORD,
    });
    expectProblem(response, 401, 'INVALID_CREDENTIALS');
  });

  it('refuses an inactive user with ACCOUNT_INACTIVE, but only to someone who knows the password', async () => {
    expectProblem(
      await portal.post('/api/session', { email: demo.inactive, password: DEMO_PASSWORD }),
      403,
      'ACCOUNT_INACTIVE',
    );
    expectProblem(
      await portal.post('/api/session', { email: demo.inactive, password: 'wrong-password-1' }),
      401,
      'INVALID_CREDENTIALS',
    );
  });

  it('requires e-mail and password, field by field', async () => {
    expectFieldErrors(await portal.post('/api/session', {}), { email: 'REQUIRED', password: 'REQUIRED' });
    expectFieldErrors(await portal.post('/api/session', { email: '', password: '' }), {
      email: 'REQUIRED',
      password: 'REQUIRED',
    });
    expectFieldErrors(
      await portal.post('/api/session', { email: demo.customer, password: 'x', showPrice: 'no' }),
      {
        showPrice: 'INVALID_VALUE',
      },
    );
  });

  it('answers malformed JSON with a 400 problem', async () => {
    const response = await portal.request('POST', '/api/session', {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expectProblem(response, 400, 'VALIDATION_FAILED');
  });

  it('stores the show-price choice of the sign-in form in the profile', async () => {
    const off = await portal.post('/api/session', {
      email: demo.viewer,
      password: DEMO_PASSWORD,
      showPrice: false,
    });
    expect(off.json().user.showPrice).toBe(false);
    const cookie = sessionCookieOf(off);
    expect((await portal.get('/api/profile', cookie)).json().showPrice).toBe(false);
    expect((await portal.get('/api/session', cookie)).json().user.showPrice).toBe(false);
    // Not sending the checkbox keeps the stored choice.
    const kept = await portal.post('/api/session', { email: demo.viewer, password: DEMO_PASSWORD });
    expect(kept.json().user.showPrice).toBe(false);
    const on = await portal.post('/api/session', {
      email: demo.viewer,
      password: DEMO_PASSWORD,
      showPrice: true,
    });
    expect(on.json().user.showPrice).toBe(true);
  });
});

describe('landing after sign-in (foundations 4)', () => {
  const cases = [
    { email: demo.admin, off: '/dashboard', on: '/dashboard', restricted: false },
    { email: demo.sales, off: '/user', on: '/Maintenance', restricted: true },
    { email: demo.customer, off: '/dashboard', on: '/Maintenance', restricted: true },
  ];

  it.each(cases)('$email lands on $off, and on $on during maintenance', async ({
    email,
    off,
    on,
    restricted,
  }) => {
    const normal = await portal.post('/api/session', { email, password: DEMO_PASSWORD });
    expect(normal.json()).toMatchObject({ landing: off, maintenanceMode: false, isRestricted: false });
    await portal.duringMaintenance(async () => {
      const during = await portal.post('/api/session', { email, password: DEMO_PASSWORD });
      expect(during.json()).toMatchObject({ landing: on, maintenanceMode: true, isRestricted: restricted });
      // An existing session sees the switch too.
      const session = await portal.get('/api/session', sessionCookieOf(normal));
      expect(session.json()).toMatchObject({ landing: on, maintenanceMode: true });
    });
  });
});

describe('GET /api/session', () => {
  it('answers the signed-in user', async () => {
    const cookie = await portal.signIn(demo.sales);
    const response = await portal.get('/api/session', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email: demo.sales, role: 'Sales', canCreateOrder: false });
  });

  it('answers 401 without a session, and with an unknown token', async () => {
    expectProblem(await portal.get('/api/session'), 401, 'UNAUTHENTICATED');
    expectProblem(
      await portal.get('/api/session', `${SESSION_COOKIE}=not-a-real-token`),
      401,
      'UNAUTHENTICATED',
    );
  });

  it('ends a session after the idle time without requests', async () => {
    const cookie = await portal.signIn(demo.customer);
    portal.clock.advance(portal.config.sessionIdleHours * 3_600_000 + 60_000);
    try {
      expectProblem(await portal.get('/api/session', cookie), 401, 'UNAUTHENTICATED');
    } finally {
      portal.clock.set(new Date());
    }
  });
});

describe('DELETE /api/session (sign out)', () => {
  it('ends the session: the old cookie then answers 401, and the cookie is cleared', async () => {
    const cookie = await portal.signIn(demo.customer);
    const other = await portal.signIn(demo.customer);
    const response = await portal.del('/api/session', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const cleared = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime() ?? 0).toBeLessThan(Date.now());
    expectProblem(await portal.get('/api/session', cookie), 401, 'UNAUTHENTICATED');
    // Only this session ends.
    expect((await portal.get('/api/session', other)).statusCode).toBe(200);
  });

  it('answers ok without a session', async () => {
    const response = await portal.del('/api/session');
    expect(response.statusCode).toBe(200);
  });
});

describe('sessions end when the account changes (D3)', () => {
  it('deactivation ends every session of the user at once', async () => {
    const first = await portal.signIn(demo.export);
    const second = await portal.signIn(demo.export);
    await setActive(demo.export, false);
    try {
      expectProblem(await portal.get('/api/session', first), 401, 'UNAUTHENTICATED');
      expectProblem(await portal.get('/api/profile', second), 401, 'UNAUTHENTICATED');
    } finally {
      await setActive(demo.export, true);
    }
  });

  it("a password change ends the user's other sessions but not the one that changed it", async () => {
    const changer = await portal.signIn(demo.viewer);
    const other = await portal.signIn(demo.viewer);
    const bystander = await portal.signIn(demo.customer);
    const newPassword = 'Another-portal-2027';
    const response = await portal.put(
      '/api/profile/password',
      { currentPassword: DEMO_PASSWORD, newPassword, confirmNewPassword: newPassword },
      changer,
    );
    expect(response.statusCode).toBe(200);
    // The changer goes on, under a new token (session-lifecycle.test.ts).
    const renewed = sessionCookieOf(response);
    expect((await portal.get('/api/session', renewed)).statusCode).toBe(200);
    expectProblem(await portal.get('/api/session', other), 401, 'UNAUTHENTICATED');
    expect((await portal.get('/api/session', bystander)).statusCode).toBe(200);
    // Put the demo password back for the other tests of this file.
    await portal.put(
      '/api/profile/password',
      { currentPassword: newPassword, newPassword: DEMO_PASSWORD, confirmNewPassword: DEMO_PASSWORD },
      renewed,
    );
  });
});
