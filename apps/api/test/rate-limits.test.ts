import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registrationRequests } from '../src/modules/registrations/registrations.tables.js';
import { createTestPortal, DEMO_PASSWORD, demo, expectProblem, type TestPortal } from './support/harness.js';

let portal: TestPortal;

beforeAll(async () => {
  portal = await createTestPortal({
    env: {
      RATE_LIMIT_WINDOW_MINUTES: '15',
      RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '3',
      RATE_LIMIT_SIGN_IN_PER_ADDRESS: '5',
      RATE_LIMIT_FORGOT_PER_ACCOUNT: '2',
      RATE_LIMIT_FORGOT_PER_ADDRESS: '4',
      RATE_LIMIT_REGISTRATION_PER_ADDRESS: '2',
    },
  });
});
afterAll(() => portal.close());
// Every test starts in a window of its own.
beforeEach(() => portal.clock.advanceMinutes(15));

let addressCounter = 0;
const newAddress = () => `10.0.0.${++addressCounter}`;

const signIn = (email: string, password: string, remoteAddress = newAddress()) =>
  portal.request('POST', '/api/session', { body: { email, password }, remoteAddress });
const forgot = (email: string, remoteAddress = newAddress()) =>
  portal.request('POST', '/api/password/forgot', { body: { email }, remoteAddress });

function expectRateLimited(response: Awaited<ReturnType<typeof signIn>>): void {
  expectProblem(response, 429, 'RATE_LIMITED');
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
}

describe('sign-in limits (D4)', () => {
  it('per account: refuses the attempt after the limit, from any address and even with the right password', async () => {
    for (let i = 0; i < 3; i++) {
      expectProblem(await signIn(demo.customer, 'wrong-password-1'), 401, 'INVALID_CREDENTIALS');
    }
    expectRateLimited(await signIn(demo.customer, DEMO_PASSWORD));
    // The account is spelt differently but is the same account.
    expectRateLimited(await signIn('CUSTOMER@demo.selvedge.test', DEMO_PASSWORD));
    // Another account is not affected.
    expect((await signIn(demo.sales, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('per account: the next window lets the user in again', async () => {
    for (let i = 0; i < 4; i++) await signIn(demo.viewer, 'wrong-password-1');
    expectRateLimited(await signIn(demo.viewer, DEMO_PASSWORD));
    portal.clock.advanceMinutes(15);
    expect((await signIn(demo.viewer, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('per client address: refuses after the limit whatever the account', async () => {
    const address = newAddress();
    for (let i = 0; i < 5; i++) {
      expectProblem(
        await signIn(`guess${i}@example.com`, 'wrong-password-1', address),
        401,
        'INVALID_CREDENTIALS',
      );
    }
    expectRateLimited(await signIn(demo.admin, DEMO_PASSWORD, address));
    expect((await signIn(demo.admin, DEMO_PASSWORD, newAddress())).statusCode).toBe(200);
  });
});

describe('forgot-password limits (D4)', () => {
  it('per account: sends no more mail after the limit', async () => {
    const before = (await portal.mailbox(demo.export)).length;
    expect((await forgot(demo.export)).statusCode).toBe(202);
    expect((await forgot(demo.export)).statusCode).toBe(202);
    expectRateLimited(await forgot(demo.export));
    expect((await portal.mailbox(demo.export)).length).toBe(before + 2);
  });

  it('per client address, for known and unknown addresses alike', async () => {
    const address = newAddress();
    for (let i = 0; i < 4; i++)
      expect((await forgot(`someone${i}@example.com`, address)).statusCode).toBe(202);
    const before = (await portal.mailbox(demo.admin)).length;
    expectRateLimited(await forgot(demo.admin, address));
    expect((await portal.mailbox(demo.admin)).length).toBe(before);
  });
});

describe('registration limit (D4)', () => {
  const application = {
    firstName: 'Rita',
    lastName: 'Rapid',
    companyName: 'Rapid BV',
    address: 'Snelweg 1',
    zipCode: '1000 AA',
    city: 'Amsterdam',
    email: 'rita@rapid.example',
    country: 'NL',
  };
  const stored = async () =>
    (await portal.database.db.select({ value: count() }).from(registrationRequests))[0]?.value ?? 0;

  it('per client address: refuses and stores nothing after the limit', async () => {
    const address = newAddress();
    const register = () =>
      portal.request('POST', '/api/registrations', { body: application, remoteAddress: address });
    expect((await register()).statusCode).toBe(201);
    expect((await register()).statusCode).toBe(201);
    const before = await stored();
    expectRateLimited(await register());
    expect(await stored()).toBe(before);
    // Another address may still register.
    const other = await portal.request('POST', '/api/registrations', {
      body: application,
      remoteAddress: newAddress(),
    });
    expect(other.statusCode).toBe(201);
  });
});
