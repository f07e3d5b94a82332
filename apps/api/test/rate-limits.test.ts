import { count } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { afterAnswerWorkDone } from '../src/modules/auth/after-answer.js';
import { authJobs } from '../src/modules/auth/auth.jobs.js';
import { rateLimitCounters } from '../src/modules/auth/auth.tables.js';
import { registrationRequests } from '../src/modules/registrations/registrations.tables.js';
import { DEMO_PASSWORD, demo, expectProblem, portalPerFile } from './support/harness.js';

const portal = portalPerFile({
  env: {
    RATE_LIMIT_WINDOW_MINUTES: '15',
    RATE_LIMIT_SIGN_IN_FAILURES_PER_PAIR: '10',
    RATE_LIMIT_SIGN_IN_PER_ADDRESS: '30',
    RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '15',
    // The brake's waits stay short here; that it waits at all is not something a test can time.
    RATE_LIMIT_SIGN_IN_BRAKE_MAX_SECONDS: '0.01',
    RATE_LIMIT_FORGOT_PER_ACCOUNT: '2',
    RATE_LIMIT_FORGOT_PER_ADDRESS: '4',
    RATE_LIMIT_REGISTRATION_PER_ADDRESS: '2',
  },
});

// Every test starts in a window of its own.
beforeEach(() => portal.clock.advanceMinutes(15));

let addressCounter = 0;
const newAddress = () => `10.0.0.${++addressCounter}`;

const signIn = (email: string, password: string, remoteAddress = newAddress()) =>
  portal.request('POST', '/api/session', { body: { email, password }, remoteAddress });
/** Asks for a reset link and waits for the mail, which is sent after the answer. */
async function forgot(email: string, remoteAddress = newAddress()) {
  const response = await portal.request('POST', '/api/password/forgot', { body: { email }, remoteAddress });
  await afterAnswerWorkDone(portal.deps);
  return response;
}

function expectRateLimited(response: Awaited<ReturnType<typeof signIn>>): void {
  expectProblem(response, 429, 'RATE_LIMITED');
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
}

/** `count` wrong passwords for `email` from `address`, each answered 401. */
async function failSignIns(email: string, address: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    expectProblem(await signIn(email, 'wrong-password-1', address), 401, 'INVALID_CREDENTIALS');
  }
}

describe('sign-in limits that let no stranger lock an account (D4)', () => {
  it('per account and address: 10 failures lock out that address only; the owner elsewhere signs in', async () => {
    const attacker = newAddress();
    await failSignIns(demo.admin, attacker, 10);
    // The 11th attempt from there is refused, even with the right password, in any spelling.
    expectRateLimited(await signIn(demo.admin, 'wrong-password-1', attacker));
    expectRateLimited(await signIn(demo.admin, DEMO_PASSWORD, attacker));
    expectRateLimited(await signIn('ADMIN@demo.selvedge.test', DEMO_PASSWORD, attacker));
    // The administrator, from an address without failures, signs in at once.
    expect((await signIn(demo.admin, DEMO_PASSWORD, newAddress())).statusCode).toBe(200);
    // The attacker's address may still try other accounts.
    expect((await signIn(demo.sales, DEMO_PASSWORD, attacker)).statusCode).toBe(200);
  });

  it('per account and address: the next window lets the address try again', async () => {
    const address = newAddress();
    await failSignIns(demo.viewer, address, 10);
    expectRateLimited(await signIn(demo.viewer, DEMO_PASSWORD, address));
    portal.clock.advanceMinutes(15);
    expect((await signIn(demo.viewer, DEMO_PASSWORD, address)).statusCode).toBe(200);
  });

  it('per account and address: a successful sign-in starts the count afresh', async () => {
    const address = newAddress();
    await failSignIns(demo.export, address, 9);
    expect((await signIn(demo.export, DEMO_PASSWORD, address)).statusCode).toBe(200);
    // Mistyped again: ten more tries before the address is refused.
    await failSignIns(demo.export, address, 10);
    expectRateLimited(await signIn(demo.export, DEMO_PASSWORD, address));
  });

  it('per client address: refuses after the limit whatever the account', async () => {
    const address = newAddress();
    for (let i = 0; i < 30; i++) {
      expectProblem(
        await signIn(`guess${i}@example.com`, 'wrong-password-1', address),
        401,
        'INVALID_CREDENTIALS',
      );
    }
    expectRateLimited(await signIn(demo.admin, DEMO_PASSWORD, address));
    expect((await signIn(demo.admin, DEMO_PASSWORD, newAddress())).statusCode).toBe(200);
  });

  it('per client address: an IPv6 /64 is one address', async () => {
    for (let i = 1; i <= 30; i++) {
      await signIn(`guess${i}@example.com`, 'wrong-password-1', `2001:db8:7:8::${i.toString(16)}`);
    }
    expectRateLimited(await signIn(demo.admin, DEMO_PASSWORD, '2001:db8:7:8:ffff::1'));
    expect((await signIn(demo.admin, DEMO_PASSWORD, '2001:db8:7:9::1')).statusCode).toBe(200);
  });

  it('per account, from many addresses: the brake slows and logs, and never refuses the right password', async () => {
    // 4 addresses with 6 failures each: 24 failures on one account, beyond the brake's 15.
    const attackers = Array.from({ length: 4 }, newAddress);
    for (const address of attackers) await failSignIns(demo.customer, address, 6);
    // Braked attempts are still answered as before: a wrong password 401, not 429 ...
    expectProblem(await signIn(demo.customer, 'wrong-password-1', newAddress()), 401, 'INVALID_CREDENTIALS');
    // ... and the right one signs in: from a fresh address, and from one of the attackers' as well.
    expect((await signIn(demo.customer, DEMO_PASSWORD, newAddress())).statusCode).toBe(200);
    expect((await signIn(demo.customer, DEMO_PASSWORD, attackers[0])).statusCode).toBe(200);
    // The administrators read once that the account is under attack.
    const braked = (await portal.logs()).filter(
      (row) => row.event === 'RATE_LIMITED' && row.message.includes(demo.customer),
    );
    expect(braked).toHaveLength(1);
    expect(braked[0]).toMatchObject({ level: 'warn' });
    expect(braked[0]?.userId).toBeTruthy();
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

describe('the counters of past windows', () => {
  it('are removed by the hourly prune job; the current window is kept', async () => {
    await signIn('prune.past@example.test', 'wrong-password-1');
    portal.clock.advanceMinutes(45);
    await signIn('prune.current@example.test', 'wrong-password-1');
    let prune: (() => Promise<void>) | undefined;
    const jobs = {
      work: async (_queue: string, handler: () => Promise<void>) => {
        prune = handler;
      },
    };
    await authJobs.work(jobs as unknown as Parameters<typeof authJobs.work>[0], portal.deps);
    await prune?.();
    const keys = (await portal.database.db.select().from(rateLimitCounters)).map((row) => row.key);
    expect(keys.some((key) => key.includes('prune.current@'))).toBe(true);
    expect(keys.some((key) => key.includes('prune.past@'))).toBe(false);
  });
});
