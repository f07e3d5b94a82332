/**
 * How sessions end (ADR-021): a new sign-in ends the session the browser still held, a
 * password change gives the session a new token, and no session outlives SESSION_MAX_DAYS from sign-in
 * however active it is.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  demo,
  expectProblem,
  portalPerFile,
  SESSION_COOKIE,
  sessionCookieOf,
  signInActingAs,
} from '../support/harness.js';

const portal = portalPerFile();

beforeEach(() => portal.clock.set(new Date()));

const HOUR = 3_600_000;

/** Signs in as `email` from a browser that sends `cookie` (its previous session, if any). */
const signInWith = (cookie: string | undefined, email: string, password = DEMO_PASSWORD) =>
  portal.request('POST', '/api/session', { body: { email, password }, cookie });

const sessionOf = (cookie: string) => portal.get('/api/session', cookie);

describe('a new sign-in ends the session the browser still holds', () => {
  it('of the same user: the old cookie no longer works, the new one does', async () => {
    const previous = await portal.signIn(demo.customer);
    const response = await signInWith(previous, demo.customer);
    expect(response.statusCode).toBe(200);
    const current = sessionCookieOf(response);
    expect(current).not.toBe(previous);
    expectProblem(await sessionOf(previous), 401, 'UNAUTHENTICATED');
    expect((await sessionOf(current)).json().user.email).toBe(demo.customer);
  });

  it('of another user too: nothing stays behind that the browser no longer names', async () => {
    const previous = await portal.signIn(demo.sales);
    const elsewhere = await portal.signIn(demo.sales);
    const response = await signInWith(previous, demo.customer);
    expect(response.statusCode).toBe(200);
    expectProblem(await sessionOf(previous), 401, 'UNAUTHENTICATED');
    // Only the browser's own session: the same user elsewhere goes on.
    expect((await sessionOf(elsewhere)).statusCode).toBe(200);
  });

  it('an expired or unknown cookie does not stand in the way', async () => {
    const expired = await portal.signIn(demo.viewer);
    portal.clock.advance(portal.config.sessionIdleHours * HOUR + 60_000);
    expect((await signInWith(expired, demo.viewer)).statusCode).toBe(200);
    expect((await signInWith(`${SESSION_COOKIE}=not-a-real-token`, demo.viewer)).statusCode).toBe(200);
  });

  it('a failed sign-in leaves the session alone', async () => {
    const previous = await portal.signIn(demo.export);
    expectProblem(await signInWith(previous, demo.export, 'wrong-password-1'), 401, 'INVALID_CREDENTIALS');
    expect((await sessionOf(previous)).statusCode).toBe(200);
  });
});

describe('changing the own password gives the session a new token', () => {
  const change = (cookie: string, currentPassword: string, newPassword: string) =>
    portal.put(
      '/api/profile/password',
      { currentPassword, newPassword, confirmNewPassword: newPassword },
      cookie,
    );

  it('sets a new cookie; the old token no longer works; the user stays signed in', async () => {
    const before = await portal.signIn(demo.sales);
    const response = await change(before, DEMO_PASSWORD, 'Rotated-pass-2027');
    expect(response.statusCode).toBe(200);
    const after = sessionCookieOf(response);
    expect(after).not.toBe(before);
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, path: '/' });
    expectProblem(await sessionOf(before), 401, 'UNAUTHENTICATED');
    expect((await sessionOf(after)).json().user.email).toBe(demo.sales);
    // The renewed session is the one that goes on: it can change the password back.
    expect((await change(after, 'Rotated-pass-2027', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('while acting as another user: the session still acts as that user, for the same real user', async () => {
    const { cookie: admin, started } = await signInActingAs(portal, demo.admin, demo.viewer);
    expect(started.statusCode).toBe(200);
    const response = await change(admin, DEMO_PASSWORD, 'Acting-pass-2027');
    expect(response.statusCode).toBe(200);
    const renewed = sessionCookieOf(response);
    expectProblem(await sessionOf(admin), 401, 'UNAUTHENTICATED');
    const session = (await sessionOf(renewed)).json();
    expect(session.user.email).toBe(demo.viewer);
    expect(session.realUser.email).toBe(demo.admin);
    // Going back to Admin works on the renewed session.
    const back = await portal.del('/api/session/login-as', renewed);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ user: { email: demo.admin }, realUser: null });
  });
});

describe('an absolute session lifetime (SESSION_MAX_DAYS, default 30)', () => {
  it('ends a session 30 days after sign-in, however active it was', async () => {
    expect(portal.config.sessionMaxDays).toBe(30);
    const cookie = await portal.signIn(demo.customer);
    const signedInAt = portal.clock.now().getTime();
    const at = (ms: number) => portal.clock.set(new Date(signedInAt + ms));
    // A request every 11 hours keeps it within the idle time-out (12 hours) ...
    for (let hours = 11; hours < 30 * 24; hours += 11) {
      at(hours * HOUR);
      expect((await sessionOf(cookie)).statusCode, `after ${hours} hours`).toBe(200);
    }
    // ... up to the end of day 30 ...
    at(30 * 24 * HOUR - 60_000);
    expect((await sessionOf(cookie)).statusCode).toBe(200);
    // ... and not beyond, although the last request was two minutes before.
    at(30 * 24 * HOUR + 60_000);
    expectProblem(await sessionOf(cookie), 401, 'UNAUTHENTICATED');
  });

  it("counts from sign-in on the app's clock, not the database's", async () => {
    portal.clock.advance(45 * 24 * HOUR);
    const cookie = await portal.signIn(demo.customer);
    expect((await sessionOf(cookie)).statusCode).toBe(200);
  });
});
