/**
 * `npm run bench:two-factor` (ADR-035): what two-factor sign-in costs a user. Sign-in with the password
 * alone (POST /api/session, 200) against the password and then a code (202, then POST
 * /api/session/second-step, 200), and a sign-in on a remembered device (the password alone, with the
 * device's cookie). The password's hash (argon2) is most of every sign-in; the code adds a step.
 *
 * In-memory PGlite with the demo accounts, app.inject (no network), rate limits out of the way. A clock
 * of its own moves 30 s before each code, so every code is of a step not used yet (a code counts once).
 * Per kind REQUESTS sign-ins after a warm-up, the kinds taking turns. Writes bench/results/two-factor.json
 * and two-factor.md.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { generate } from 'otplib';
import { DEMO_PASSWORD, demoAccounts } from '../src/seed/demo-seed.js';
import { demoAccountsApp } from './demo-portal.js';
import { round, summarise } from './load.js';
import { reportHead, sized, writeResults } from './results.js';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? sized(100, 3));
const WARM_UP = sized(10, 1);
const huge = '1000000';

let now = Date.parse('2026-03-02T10:00:00.000Z');
const clock = { now: () => new Date(now) };
const nextStep = () => {
  now += 30_000;
};

const { app, close } = await demoAccountsApp(
  {
    RATE_LIMIT_SIGN_IN_PER_ACCOUNT: huge,
    RATE_LIMIT_SIGN_IN_FAILURES_PER_PAIR: huge,
    RATE_LIMIT_SIGN_IN_PER_ADDRESS: huge,
  },
  { clock },
);

const cookiePair = (header: string | string[] | undefined, name: string): string => {
  const pair = [header ?? []]
    .flat()
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(';')[0];
  if (!pair) throw new Error(`no ${name} cookie`);
  return pair;
};
const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(now / 1000) });

async function post(url: string, payload: unknown, cookie?: string, status = 200) {
  const response = await app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    ...(cookie ? { headers: { cookie } } : {}),
  });
  if (response.statusCode !== status) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response;
}

const signInBody = (email: string) => ({ email, password: DEMO_PASSWORD });

// The demo viewer turns two-factor sign-in on (from the profile); the demo customer keeps it off.
const withTotp = demoAccounts.viewer;
const withoutTotp = demoAccounts.customer;
const viewerSession = cookiePair(
  (await post('/api/session', signInBody(withTotp))).headers['set-cookie'],
  'selvedge_session',
);
const enrolment = (await post('/api/profile/two-factor/enrolment', {}, viewerSession)).json() as {
  secret: string;
};
const secret = enrolment.secret.replaceAll(' ', '');
await post('/api/profile/two-factor/enrolment/confirm', { code: await codeNow(secret) }, viewerSession);

/** Password and code; the device cookie when asked to remember it. */
async function signInWithCode(remember = false) {
  nextStep();
  const code = await codeNow(secret);
  const started = performance.now();
  const first = await post('/api/session', signInBody(withTotp), undefined, 202);
  const passwordMs = performance.now() - started;
  const challenge = cookiePair(first.headers['set-cookie'], 'selvedge_second_step');
  const secondStarted = performance.now();
  const second = await post('/api/session/second-step', { code, rememberDevice: remember }, challenge);
  const end = performance.now();
  return {
    totalMs: end - started,
    passwordMs,
    codeMs: end - secondStarted,
    device: remember ? cookiePair(second.headers['set-cookie'], 'selvedge_device') : null,
  };
}

async function signInWithoutCode(email: string, cookie?: string): Promise<number> {
  const started = performance.now();
  await post('/api/session', signInBody(email), cookie);
  return performance.now() - started;
}

const device = (await signInWithCode(true)).device as string;
const times = {
  without: [] as number[],
  withTotp: [] as number[],
  password: [] as number[],
  code: [] as number[],
  remembered: [] as number[],
};
const loadBefore = loadavg()[0] ?? 0;
for (let i = 0; i < WARM_UP + REQUESTS; i++) {
  const without = await signInWithoutCode(withoutTotp);
  const withCode = await signInWithCode();
  const remembered = await signInWithoutCode(withTotp, device);
  if (i < WARM_UP) continue;
  times.without.push(without);
  times.withTotp.push(withCode.totalMs);
  times.password.push(withCode.passwordMs);
  times.code.push(withCode.codeMs);
  times.remembered.push(remembered);
}
const loadAfter = loadavg()[0] ?? 0;
await close();

function summary(name: string, values: number[]) {
  const latency = summarise(values);
  return { name, requests: values.length, p50Ms: latency.p50, p95Ms: latency.p95 };
}
const rows = [
  summary('without TOTP: password (200)', times.without),
  summary('with TOTP: password (202) + code (200)', times.withTotp),
  summary('  of which the password step (202)', times.password),
  summary('  of which the code step (200)', times.code),
  summary('with TOTP on a remembered device: password (200)', times.remembered),
];
const result = {
  measuredAt: new Date().toISOString(),
  setting: `in-memory PGlite with the demo accounts, app.inject in one process; ${REQUESTS} sign-ins of each kind after ${WARM_UP} of warm-up, taking turns; Node ${process.version}; load average (1 min) ${round(loadBefore)} before, ${round(loadAfter)} after`,
  rows,
};
const lines = [
  ...reportHead('Sign-in with TOTP against without', 'two-factor', result),
  '| sign-in | n | p50 ms | p95 ms |',
  '|---|---|---|---|',
  ...rows.map((row) => `| ${row.name} | ${row.requests} | ${row.p50Ms} | ${row.p95Ms} |`),
  '',
];
writeResults('two-factor', result, lines);
