import { describe, expect, it } from 'vitest';
import { createLimiter } from './concurrency.js';
import { type Session, SessionPool } from './session-pool.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function pool(size: number, options: { loginMs?: number; failLogins?: number } = {}) {
  let clock = 0;
  let loginsInFlight = 0;
  let maxLoginsInFlight = 0;
  let failures = options.failLogins ?? 0;
  const loggedOut: string[] = [];
  let next = 0;
  const sessions = new SessionPool({
    size,
    loginTimeoutMs: 15_000,
    now: () => clock,
    login: async (): Promise<Session> => {
      loginsInFlight += 1;
      maxLoginsInFlight = Math.max(maxLoginsInFlight, loginsInFlight);
      await sleep(options.loginMs ?? 5);
      loginsInFlight -= 1;
      if (failures > 0) {
        failures -= 1;
        throw new Error('login refused');
      }
      next += 1;
      return {
        cookie: `B1SESSION=s${next}`,
        sessionId: `s${next}`,
        timeoutMs: 30 * 60_000,
        lastUsedAt: clock,
      };
    },
    logout: async (session) => {
      loggedOut.push(session.sessionId);
    },
  });
  return {
    sessions,
    loggedOut,
    maxLoginsInFlight: () => maxLoginsInFlight,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('the session pool', () => {
  it('fifty calls on one slot cause one login, and reuse it', async () => {
    const { sessions } = pool(1);
    const leases = await Promise.all(Array.from({ length: 50 }, () => sessions.acquire()));
    expect(new Set(leases.map((l) => l.session.sessionId))).toEqual(new Set(['s1']));
    for (const lease of leases) lease.release();
    expect(sessions.logins).toBe(1);
  });

  it('after SAP says a session expired, the callers who saw it share one new login', async () => {
    const { sessions } = pool(1);
    const first = await sessions.acquire();
    first.release();
    const expired = first.session;
    // Fifty calls all got a 401 on the same session: each invalidates it and asks again.
    const again = await Promise.all(
      Array.from({ length: 50 }, async () => {
        sessions.invalidate(expired);
        const lease = await sessions.acquire();
        lease.release();
        return lease.session.sessionId;
      }),
    );
    expect(new Set(again)).toEqual(new Set(['s2']));
    expect(sessions.logins).toBe(2);
  });

  it('spreads calls over the slots, logging in one slot at a time', async () => {
    const { sessions, maxLoginsInFlight } = pool(2, { loginMs: 10 });
    const leases = await Promise.all(Array.from({ length: 6 }, () => sessions.acquire()));
    const used = new Map<string, number>();
    for (const lease of leases)
      used.set(lease.session.sessionId, (used.get(lease.session.sessionId) ?? 0) + 1);
    expect([...used.values()]).toEqual([3, 3]);
    expect(sessions.logins).toBe(2);
    expect(maxLoginsInFlight()).toBe(1);
  });

  it('replaces a session idle longer than its SessionTimeout before using it', async () => {
    const { sessions, advance } = pool(1);
    (await sessions.acquire()).release();
    advance(29 * 60_000 + 45_000);
    const lease = await sessions.acquire();
    expect(lease.session.sessionId).toBe('s2');
    lease.release();
  });

  it('a failed login fails its callers and is tried again by the next call', async () => {
    const { sessions } = pool(1, { failLogins: 1 });
    await expect(sessions.acquire()).rejects.toThrow('login refused');
    const lease = await sessions.acquire();
    expect(lease.session.sessionId).toBe('s1');
  });

  it('logs every session out at close', async () => {
    const { sessions, loggedOut } = pool(2);
    const leases = await Promise.all([sessions.acquire(), sessions.acquire()]);
    for (const lease of leases) lease.release();
    await sessions.close();
    expect(loggedOut.sort()).toEqual(['s1', 's2']);
    await expect(sessions.acquire()).rejects.toThrow('closed');
  });
});

describe('the concurrency limit', () => {
  it('keeps at most the limit in flight and serves the waiting in order', async () => {
    const limiter = createLimiter(3);
    let inFlight = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        limiter.run(async () => {
          inFlight += 1;
          most = Math.max(most, inFlight);
          await sleep(2);
          order.push(i);
          inFlight -= 1;
        }),
      ),
    );
    expect(most).toBe(3);
    expect(order).toHaveLength(12);
    expect(limiter.active).toBe(0);
    expect(limiter.waiting).toBe(0);
  });

  it('frees the slot of a task that fails', async () => {
    const limiter = createLimiter(1);
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limiter.run(async () => 'next')).toBe('next');
  });
});
