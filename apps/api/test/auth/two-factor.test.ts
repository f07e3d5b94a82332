/**
 * Two-factor sign-in (ADR-035): what a user and a client notice, through the API.
 */
import type { Role } from '@selvedge/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/modules/auth/password.js';
import { saveTwoFactorSettings } from '../../src/modules/settings/index.js';
import { insertUser } from '../../src/modules/users/index.js';
import {
  createTestPortal,
  DEMO_PASSWORD,
  demo,
  expectFieldErrors,
  expectOk,
  expectProblem,
  portalPerFile,
  sessionCookieOf,
} from '../support/harness.js';

const portal = portalPerFile();
let passwordHash: string;
let serial = 0;

beforeAll(async () => {
  passwordHash = await hashPassword(DEMO_PASSWORD);
});
beforeEach(async () => {
  // The start of a 30-second step, so that "the next step" is 30 s on.
  portal.clock.set(new Date('2026-03-02T10:00:00.000Z'));
  await saveTwoFactorSettings(portal.database.db, {
    requiredForAdministrators: false,
    requiredForSales: false,
  });
});

/** A new active user of the role (Customer and Sales of the demo customer). */
async function newUser(role: Role): Promise<string> {
  serial += 1;
  const email = `two-factor-${serial}@example.nl`;
  await insertUser(portal.database.db, {
    email,
    role,
    customerCode: role === 'Administrator' ? null : 'C10001',
    language: 'en',
    passwordHash,
  });
  return email;
}

/** The `name=value` pair of a Set-Cookie of the response, if it sets that cookie to a value. */
function cookieOf(response: LightMyRequestResponse, name: string): string | undefined {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const pair = all.find((cookie) => cookie.startsWith(`${name}=`))?.split(';')[0];
  return pair && pair !== `${name}=` ? pair : undefined;
}

const codeNow = async (secret: string): Promise<string> =>
  generate({ secret, epoch: Math.floor(portal.clock.now().getTime() / 1000) });
/** The next 30-second step: a code that was not used yet. */
const nextStep = () => portal.clock.advance(30_000);

const signInAnswer = (email: string, device?: string) =>
  portal.request('POST', '/api/session', {
    body: { email, password: DEMO_PASSWORD },
    ...(device ? { cookie: device } : {}),
  });

/** Signs in with the password; expects the second step and answers its cookie. */
async function passwordStep(email: string, step: 'code' | 'enrol', device?: string): Promise<string> {
  const response = await signInAnswer(email, device);
  expect(response.statusCode).toBe(202);
  expect(response.json()).toEqual({ secondStep: step });
  expect(cookieOf(response, 'selvedge_session')).toBeUndefined();
  const challenge = cookieOf(response, 'selvedge_second_step');
  expect(challenge).toBeDefined();
  return challenge as string;
}

const secondStep = (challenge: string, code: string, rememberDevice = false) =>
  portal.request('POST', '/api/session/second-step', { cookie: challenge, body: { code, rememberDevice } });

/** Turns the factor on from the profile of a signed-in user; answers the secret and recovery codes. */
async function enrolFromProfile(cookie: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const enrolment = expectOk<{ secret: string; otpauthUri: string; qrCodeSvg: string }>(
    await portal.post('/api/profile/two-factor/enrolment', {}, cookie),
  );
  const secret = enrolment.secret.replaceAll(' ', '');
  const { recoveryCodes } = expectOk<{ recoveryCodes: string[] }>(
    await portal.post('/api/profile/two-factor/enrolment/confirm', { code: await codeNow(secret) }, cookie),
  );
  nextStep();
  return { secret, recoveryCodes };
}

/** A user of the role with the factor on, signed out. */
async function userWithFactor(role: Role = 'Customer') {
  const email = await newUser(role);
  const cookie = await portal.signIn(email);
  const enrolled = await enrolFromProfile(cookie);
  return { email, ...enrolled };
}

describe('enrolling from the profile', () => {
  it('shows a QR code and the secret, and is on only after a right first code', async () => {
    const email = await newUser('Customer');
    const cookie = await portal.signIn(email);
    expect(expectOk(await portal.get('/api/profile/two-factor', cookie))).toEqual({
      isOn: false,
      isRequired: false,
      canTurnOff: false,
      recoveryCodesLeft: 0,
    });
    const enrolment = expectOk<{ secret: string; otpauthUri: string; qrCodeSvg: string }>(
      await portal.post('/api/profile/two-factor/enrolment', {}, cookie),
    );
    const secret = enrolment.secret.replaceAll(' ', '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUri).toBe(
      `otpauth://totp/Selvedge:${encodeURIComponent(email)}?secret=${secret}&issuer=Selvedge`,
    );
    expect(enrolment.qrCodeSvg).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
    // Not on yet: the next sign-in asks nothing.
    expect((await signInAnswer(email)).statusCode).toBe(200);

    const wrong = (Number(await codeNow(secret)) + 1) % 1_000_000;
    expectFieldErrors(
      await portal.post(
        '/api/profile/two-factor/enrolment/confirm',
        { code: String(wrong).padStart(6, '0') },
        cookie,
      ),
      { code: 'CODE_INCORRECT' },
    );
    const { recoveryCodes } = expectOk<{ recoveryCodes: string[] }>(
      await portal.post('/api/profile/two-factor/enrolment/confirm', { code: await codeNow(secret) }, cookie),
    );
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(expectOk(await portal.get('/api/profile/two-factor', cookie))).toEqual({
      isOn: true,
      isRequired: false,
      canTurnOff: true,
      recoveryCodesLeft: 10,
    });
    // On: a second enrolment over it is refused.
    expectProblem(
      await portal.post('/api/profile/two-factor/enrolment', {}, cookie),
      409,
      'SECOND_FACTOR_STATE',
    );
    const log = (await portal.logs()).at(-1);
    expect(log).toMatchObject({
      event: 'SECOND_FACTOR_CHANGED',
      message: `Second factor turned on for ${email}`,
    });
  });

  it('keeps the secret encrypted at rest', async () => {
    const { email, secret } = await userWithFactor();
    const rows = await portal.database.db.execute<{ secret_encrypted: string }>(
      `select secret_encrypted from second_factors sf join users u on u.id = sf.user_id where u.email = '${email}'`,
    );
    const stored =
      (rows as unknown as { rows: { secret_encrypted: string }[] }).rows[0]?.secret_encrypted ?? '';
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(secret);
  });
});

describe('signing in with the second factor on', () => {
  it('asks for a code before any session exists, and the pending step reaches no other route', async () => {
    const { email, secret } = await userWithFactor();
    const challenge = await passwordStep(email, 'code');
    expectProblem(await portal.get('/api/session', challenge), 401, 'UNAUTHENTICATED');
    expectProblem(await portal.get('/api/profile', challenge), 401, 'UNAUTHENTICATED');
    expectProblem(await portal.get('/api/profile/two-factor', challenge), 401, 'UNAUTHENTICATED');
    const answer = await secondStep(challenge, await codeNow(secret));
    const session = expectOk<{ user: { email: string } }>(answer);
    expect(session.user.email).toBe(email);
    expect(
      expectOk<{ user: { email: string } }>(await portal.get('/api/session', sessionCookieOf(answer))).user
        .email,
    ).toBe(email);
    // The pending step is used up.
    expectProblem(await secondStep(challenge, await codeNow(secret)), 400, 'SECOND_STEP_EXPIRED');
  });

  it('refuses a wrong code, and a right code a second time (replay)', async () => {
    const { email, secret } = await userWithFactor();
    const challenge = await passwordStep(email, 'code');
    expectFieldErrors(await secondStep(challenge, '000000'), { code: 'CODE_INCORRECT' });
    expectFieldErrors(await secondStep(challenge, 'not a code'), { code: 'CODE_INCORRECT' });
    const code = await codeNow(secret);
    expect((await secondStep(challenge, code)).statusCode).toBe(200);
    const again = await passwordStep(email, 'code');
    expectFieldErrors(await secondStep(again, code), { code: 'CODE_INCORRECT' });
    expect((await portal.logs()).at(-1)).toMatchObject({
      event: 'SIGN_IN_FAILED',
      message: `Wrong second-factor code for ${email}`,
    });
    nextStep();
    expect((await secondStep(again, await codeNow(secret))).statusCode).toBe(200);
  });

  it('accepts the code of one step before or after, not two', async () => {
    const { email, secret } = await userWithFactor();
    const at = (offsetSteps: number) =>
      generate({ secret, epoch: Math.floor(portal.clock.now().getTime() / 1000) + offsetSteps * 30 });
    // The enrolment's code was of the step before: one more, so that the step before is unused.
    nextStep();
    const challenge = await passwordStep(email, 'code');
    expectFieldErrors(await secondStep(challenge, await at(-2)), { code: 'CODE_INCORRECT' });
    expectFieldErrors(await secondStep(challenge, await at(2)), { code: 'CODE_INCORRECT' });
    expect((await secondStep(challenge, await at(-1))).statusCode).toBe(200);
    portal.clock.advance(90_000);
    expect((await secondStep(await passwordStep(email, 'code'), await at(1))).statusCode).toBe(200);
  });

  it('takes each recovery code once, in any case and with spaces', async () => {
    const { email, recoveryCodes } = await userWithFactor();
    const [first = '', second = ''] = recoveryCodes;
    const answer = await secondStep(await passwordStep(email, 'code'), ` ${first.toUpperCase()} `);
    expect(answer.statusCode).toBe(200);
    expect((await portal.logs()).at(-2)).toMatchObject({
      event: 'SECOND_FACTOR_CHANGED',
      message: `${email} used a recovery code; 9 left`,
    });
    expectFieldErrors(await secondStep(await passwordStep(email, 'code'), first), { code: 'CODE_INCORRECT' });
    expect((await secondStep(await passwordStep(email, 'code'), second.replace('-', ''))).statusCode).toBe(
      200,
    );
    const status = expectOk<{ recoveryCodesLeft: number }>(
      await portal.get('/api/profile/two-factor', sessionCookieOf(answer)),
    );
    expect(status.recoveryCodesLeft).toBe(8);
  });

  it('ends the pending step after ten minutes', async () => {
    const { email, secret } = await userWithFactor();
    const challenge = await passwordStep(email, 'code');
    portal.clock.advanceMinutes(11);
    expectProblem(await secondStep(challenge, await codeNow(secret)), 400, 'SECOND_STEP_EXPIRED');
    expectProblem(
      await secondStep('selvedge_second_step=invented', await codeNow(secret)),
      400,
      'SECOND_STEP_EXPIRED',
    );
    expectProblem(await secondStep('', await codeNow(secret)), 400, 'SECOND_STEP_EXPIRED');
  });

  it('renews the recovery codes for a right code; the old ones stop working', async () => {
    const { email, secret, recoveryCodes } = await userWithFactor();
    const cookie = sessionCookieOf(
      await secondStep(await passwordStep(email, 'code'), await codeNow(secret)),
    );
    nextStep();
    expectFieldErrors(
      await portal.post('/api/profile/two-factor/recovery-codes', { code: '123456' }, cookie),
      {
        code: 'CODE_INCORRECT',
      },
    );
    const renewed = expectOk<{ recoveryCodes: string[] }>(
      await portal.post('/api/profile/two-factor/recovery-codes', { code: await codeNow(secret) }, cookie),
    );
    expect(renewed.recoveryCodes).toHaveLength(10);
    expect(renewed.recoveryCodes).not.toContain(recoveryCodes[1]);
    expectFieldErrors(await secondStep(await passwordStep(email, 'code'), recoveryCodes[1] as string), {
      code: 'CODE_INCORRECT',
    });
    expect(
      (await secondStep(await passwordStep(email, 'code'), renewed.recoveryCodes[0] as string)).statusCode,
    ).toBe(200);
  });
});

describe('remembering a device for 30 days', () => {
  async function rememberedDevice(email: string, secret: string): Promise<string> {
    const answer = await secondStep(await passwordStep(email, 'code'), await codeNow(secret), true);
    expect(answer.statusCode).toBe(200);
    const device = cookieOf(answer, 'selvedge_device');
    const header = [answer.headers['set-cookie']].flat().find((c) => c?.startsWith('selvedge_device='));
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Strict/);
    expect(header).toMatch(/Path=\/api\/session/);
    nextStep();
    return device as string;
  }

  it('skips the code on that device until the 30 days are over', async () => {
    const { email, secret } = await userWithFactor();
    const device = await rememberedDevice(email, secret);
    expect((await signInAnswer(email, device)).statusCode).toBe(200);
    // Another user on the same browser is still asked.
    const other = await userWithFactor();
    await passwordStep(other.email, 'code', device);
    portal.clock.advanceMinutes(30 * 24 * 60 + 1);
    await passwordStep(email, 'code', device);
  });

  it('forgets the devices when the password changes, when the factor is turned off or reset', async () => {
    const { email, secret } = await userWithFactor();
    let device = await rememberedDevice(email, secret);
    const cookie = sessionCookieOf(await signInAnswer(email, device));
    expectOk(
      await portal.put(
        '/api/profile/password',
        { currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD, confirmNewPassword: DEMO_PASSWORD },
        cookie,
      ),
    );
    await passwordStep(email, 'code', device);

    device = await rememberedDevice(email, secret);
    const admin = await portal.signIn(demo.admin);
    const user = expectOk<{ rows: { id: string; email: string }[] }>(
      await portal.get(`/api/users?search=${encodeURIComponent(email)}`, admin),
    ).rows.find((row) => row.email === email);
    expectOk(await portal.post(`/api/users/${user?.id}/second-factor/reset`, {}, admin));
    // Not required for customers: after the reset the password alone signs in, device or not.
    expect((await signInAnswer(email, device)).statusCode).toBe(200);
    expect(
      (await portal.logs()).some(
        (row) => row.message === `${demo.admin} reset the second factor of ${email}`,
      ),
    ).toBe(true);
  });
});

describe('turning the second factor off', () => {
  it('lets a customer turn it off with the password or a code, and nobody while acting', async () => {
    const { email, secret } = await userWithFactor();
    const cookie = sessionCookieOf(
      await secondStep(await passwordStep(email, 'code'), await codeNow(secret)),
    );
    nextStep();
    expectFieldErrors(
      await portal.post('/api/profile/two-factor/turn-off', { password: 'wrong-password-1' }, cookie),
      {
        password: 'PASSWORD_INCORRECT',
      },
    );
    expectOk(await portal.post('/api/profile/two-factor/turn-off', { password: DEMO_PASSWORD }, cookie));
    expect((await signInAnswer(email)).statusCode).toBe(200);
    expectProblem(
      await portal.post('/api/profile/two-factor/turn-off', { password: DEMO_PASSWORD }, cookie),
      409,
      'SECOND_FACTOR_STATE',
    );
  });

  it('never lets staff turn their own off', async () => {
    const { email, secret } = await userWithFactor('Sales');
    const cookie = sessionCookieOf(
      await secondStep(await passwordStep(email, 'code'), await codeNow(secret)),
    );
    nextStep();
    expectProblem(
      await portal.post('/api/profile/two-factor/turn-off', { code: await codeNow(secret) }, cookie),
      403,
      'FORBIDDEN',
    );
    await passwordStep(email, 'code');
  });
});

describe('required for staff (the administrator’s setting)', () => {
  it('is set by the administrator, audited, and refused to others', async () => {
    const admin = await portal.signIn(demo.admin);
    expect(expectOk(await portal.get('/api/settings/two-factor', admin))).toEqual({
      requiredForAdministrators: false,
      requiredForSales: false,
    });
    const body = { requiredForAdministrators: true, requiredForSales: false };
    expect(expectOk(await portal.put('/api/settings/two-factor', body, admin))).toEqual(body);
    expect((await portal.logs()).at(-1)).toMatchObject({
      event: 'SETTINGS_CHANGED',
      message: 'Two-factor sign-in required for administrators',
    });
    expectProblem(
      await portal.put('/api/settings/two-factor', body, await portal.signIn(demo.sales)),
      403,
      'FORBIDDEN',
    );
  });

  it('leads a staff user without it through enrolment before the portal opens', async () => {
    const email = await newUser('Sales');
    await saveTwoFactorSettings(portal.database.db, {
      requiredForAdministrators: true,
      requiredForSales: true,
    });
    const challenge = await passwordStep(email, 'enrol');
    // Nothing else answers the pending step: no session, no code step.
    expectProblem(await portal.get('/api/session', challenge), 401, 'UNAUTHENTICATED');
    expectProblem(await portal.get('/api/users', challenge), 401, 'UNAUTHENTICATED');
    expectProblem(
      await portal.post('/api/profile/two-factor/enrolment', {}, challenge),
      401,
      'UNAUTHENTICATED',
    );
    expectProblem(await secondStep(challenge, '123456'), 400, 'SECOND_STEP_EXPIRED');

    const enrolment = expectOk<{ secret: string }>(
      await portal.request('POST', '/api/session/second-step/enrolment', { cookie: challenge }),
    );
    const secret = enrolment.secret.replaceAll(' ', '');
    const confirm = (code: string) =>
      portal.request('POST', '/api/session/second-step/enrolment/confirm', {
        cookie: challenge,
        body: { code, rememberDevice: false },
      });
    expectFieldErrors(await confirm('000000'), { code: 'CODE_INCORRECT' });
    const answer = await confirm(await codeNow(secret));
    const enrolled = expectOk<{ session: { user: { email: string } }; recoveryCodes: string[] }>(answer);
    expect(enrolled.session.user.email).toBe(email);
    expect(enrolled.recoveryCodes).toHaveLength(10);
    const cookie = sessionCookieOf(answer);
    expect((await portal.get('/api/users', cookie)).statusCode).toBe(200);
    expect(expectOk(await portal.get('/api/profile/two-factor', cookie))).toMatchObject({
      isOn: true,
      isRequired: true,
      canTurnOff: false,
    });
    nextStep();
    // From now on the code step.
    await passwordStep(email, 'code');
  });

  it('asks nothing of customers, and enrolment again after a reset', async () => {
    const { email } = await userWithFactor('Sales');
    await saveTwoFactorSettings(portal.database.db, {
      requiredForAdministrators: true,
      requiredForSales: true,
    });
    expect((await signInAnswer(await newUser('Customer'))).statusCode).toBe(200);
    const admin = await newUser('Administrator');
    await saveTwoFactorSettings(portal.database.db, {
      requiredForAdministrators: false,
      requiredForSales: true,
    });
    const adminCookie = await portal.signIn(admin);
    const user = expectOk<{ rows: { id: string; email: string }[] }>(
      await portal.get(`/api/users?search=${encodeURIComponent(email)}`, adminCookie),
    ).rows.find((row) => row.email === email);
    expectOk(await portal.post(`/api/users/${user?.id}/second-factor/reset`, {}, adminCookie));
    await passwordStep(email, 'enrol');
  });
});

describe('login-as and the second factor', () => {
  it('acts only from a session that passed its own factor when it is required', async () => {
    const customer = await userWithFactor('Customer');
    const admin = await newUser('Administrator');
    const before = await portal.signIn(admin);
    await saveTwoFactorSettings(portal.database.db, {
      requiredForAdministrators: true,
      requiredForSales: true,
    });
    const target = expectOk<{ rows: { id: string; email: string }[] }>(
      await portal.get(`/api/users?search=${encodeURIComponent(customer.email)}`, before),
    ).rows.find((row) => row.email === customer.email);
    // A session from before the setting: no acting from it.
    expectProblem(
      await portal.post('/api/session/login-as', { userId: target?.id }, before),
      403,
      'SECOND_FACTOR_REQUIRED',
    );
    // Signed in again, through enrolment: acting never asks the customer's factor.
    const challenge = await passwordStep(admin, 'enrol');
    const secret = expectOk<{ secret: string }>(
      await portal.request('POST', '/api/session/second-step/enrolment', { cookie: challenge }),
    ).secret.replaceAll(' ', '');
    const answer = await portal.request('POST', '/api/session/second-step/enrolment/confirm', {
      cookie: challenge,
      body: { code: await codeNow(secret) },
    });
    const cookie = sessionCookieOf(answer);
    const acting = expectOk<{ user: { email: string }; realUser: { email: string } }>(
      await portal.post('/api/session/login-as', { userId: target?.id }, cookie),
    );
    expect(acting.user.email).toBe(customer.email);
    expect(acting.realUser.email).toBe(admin);
    // While acting, the customer's own factor is out of reach.
    expectProblem(await portal.get('/api/profile/two-factor', cookie), 403, 'FORBIDDEN');
    expectProblem(
      await portal.post('/api/profile/two-factor/turn-off', { password: DEMO_PASSWORD }, cookie),
      403,
      'FORBIDDEN',
    );
  });
});

describe('rate-limited like the password', () => {
  it('locks the second step after too many wrong codes, for that address', async () => {
    const limited = await createTestPortal({ env: { RATE_LIMIT_SIGN_IN_FAILURES_PER_PAIR: '3' } });
    try {
      limited.clock.set(new Date('2026-03-02T10:00:00.000Z'));
      await saveTwoFactorSettings(limited.database.db, {
        requiredForAdministrators: false,
        requiredForSales: false,
      });
      const cookie = await limited.signIn(demo.viewer);
      const enrolment = expectOk<{ secret: string }>(
        await limited.post('/api/profile/two-factor/enrolment', {}, cookie),
      );
      const secret = enrolment.secret.replaceAll(' ', '');
      const at = () => generate({ secret, epoch: Math.floor(limited.clock.now().getTime() / 1000) });
      expectOk(await limited.post('/api/profile/two-factor/enrolment/confirm', { code: await at() }, cookie));
      limited.clock.advance(30_000);
      const signInResponse = await limited.post('/api/session', {
        email: demo.viewer,
        password: DEMO_PASSWORD,
      });
      const challenge = cookieOf(signInResponse, 'selvedge_second_step') as string;
      const step = (code: string) =>
        limited.request('POST', '/api/session/second-step', { cookie: challenge, body: { code } });
      for (let attempt = 0; attempt < 3; attempt += 1)
        expectFieldErrors(await step('000000'), { code: 'CODE_INCORRECT' });
      const locked = expectProblem(await step(await at()), 429, 'RATE_LIMITED');
      expect(locked).toBeDefined();
      // Another address is not locked out by the guesser.
      const elsewhere = await limited.request('POST', '/api/session/second-step', {
        cookie: challenge,
        body: { code: await at() },
        remoteAddress: '10.0.0.9',
      });
      expect(elsewhere.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
