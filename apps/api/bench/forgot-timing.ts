/**
 * `npm run bench:forgot-timing` (ADR-021): does POST /api/password/forgot answer an address
 * with an account later than one without? The probe measured 7.6 ms against 5.0 ms (median) when the
 * mail was looked up, rendered and sent before the answer.
 *
 * In-memory PGlite with the demo accounts, app.inject (no network), the dev mailbox as the mailer; then
 * the same with a mailer that takes 20 ms, as an SMTP server would. Per scenario REQUESTS requests of
 * each kind after a warm-up: the five active demo accounts and five unknown addresses in turn (so the
 * rate-limit counters are updated, not created, for both), known and unknown alternating, which one
 * first changing every round. Each answer is timed on its own: the work a request starts after its
 * answer is waited for, untimed, before the next one. The answer + work of the known addresses is given too.
 *
 * Writes bench/results/forgot-timing.json and forgot-timing.md.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAnswerWorkDone } from '../src/modules/auth/after-answer.js';
import { demoAccounts } from '../src/seed/demo-seed.js';
import type { Mailer } from '../src/shared/mail.port.js';
import { demoAccountsApp } from './demo-portal.js';
import { percentile, round } from './load.js';
import { markdownTable, reportHead, sized, writeResults } from './results.js';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? sized(300, 10));
const WARM_UP = sized(30, 2);
const huge = '1000000';

const { app, deps, close } = await demoAccountsApp({
  RATE_LIMIT_FORGOT_PER_ACCOUNT: huge,
  RATE_LIMIT_FORGOT_PER_ADDRESS: huge,
});

const known = [
  demoAccounts.customer,
  demoAccounts.sales,
  demoAccounts.admin,
  demoAccounts.viewer,
  demoAccounts.export,
];
const unknown = known.map((_, i) => `nobody-${i}@example.com`);

interface Timing {
  requests: number;
  medianMs: number;
  p95Ms: number;
  meanMs: number;
}

function timing(times: number[]): Timing {
  const sorted = Float64Array.from(times).sort();
  const mean = times.reduce((sum, time) => sum + time, 0) / Math.max(1, times.length);
  return {
    requests: times.length,
    medianMs: round(percentile(sorted, 50), 3),
    p95Ms: round(percentile(sorted, 95), 3),
    meanMs: round(mean, 3),
  };
}

/** One forgot-password request: the time to its answer, and to the end of the work it started. */
async function forgot(email: string): Promise<{ answerMs: number; workMs: number }> {
  const start = performance.now();
  const response = await app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email } });
  const answerMs = performance.now() - start;
  if (response.statusCode !== 202) throw new Error(`${email}: ${response.statusCode} ${response.body}`);
  await afterAnswerWorkDone(deps);
  return { answerMs, workMs: performance.now() - start };
}

async function scenario(name: string, mailer: Mailer) {
  let mailsSent = 0;
  deps.mailer = {
    kind: mailer.kind,
    async send(mail) {
      await mailer.send(mail);
      mailsSent += 1;
    },
  };
  const answers = { known: [] as number[], unknown: [] as number[], knownWithWork: [] as number[] };
  for (let i = 0; i < WARM_UP + REQUESTS; i++) {
    const knownFirst = i % 2 === 0;
    const first = await forgot((knownFirst ? known : unknown)[i % known.length] as string);
    const second = await forgot((knownFirst ? unknown : known)[i % known.length] as string);
    const [knownRun, unknownRun] = knownFirst ? [first, second] : [second, first];
    if (i < WARM_UP) continue;
    answers.known.push(knownRun.answerMs);
    answers.knownWithWork.push(knownRun.workMs);
    answers.unknown.push(unknownRun.answerMs);
  }
  const result = {
    name,
    known: timing(answers.known),
    unknown: timing(answers.unknown),
    knownAnswerPlusWork: timing(answers.knownWithWork),
    mailsSent,
  };
  const difference = round(result.known.medianMs - result.unknown.medianMs, 3);
  console.log(
    `${name}: known median ${result.known.medianMs} ms (p95 ${result.known.p95Ms}), unknown median ${result.unknown.medianMs} ms (p95 ${result.unknown.p95Ms}), difference ${difference} ms; known answer + work median ${result.knownAnswerPlusWork.medianMs} ms; ${mailsSent} mails`,
  );
  return { ...result, medianDifferenceMs: difference };
}

const devMailbox = deps.mailer;
const loadBefore = loadavg()[0] ?? 0;
const scenarios = [
  await scenario('dev mailbox', devMailbox),
  await scenario('mailer taking 20 ms (SMTP-like)', {
    kind: devMailbox.kind,
    async send(mail) {
      await sleep(20);
      await devMailbox.send(mail);
    },
  }),
];
const loadAfter = loadavg()[0] ?? 0;

await close();

const result = {
  measuredAt: new Date().toISOString(),
  setting: `in-memory PGlite with the demo accounts, app.inject in one process; ${REQUESTS} requests of each kind per scenario after ${WARM_UP} of warm-up, known and unknown alternating, each answer timed alone; Node ${process.version}; load average (1 min) ${round(loadBefore)} before, ${round(loadAfter)} after`,
  scenarios,
};
const lines = [
  ...reportHead('Forgot-password timing', 'forgot-timing', result),
  'The probe found 7.6 ms against 5.0 ms (median) when the mail was sent before the answer.',
  '',
  ...markdownTable(
    [
      'mailer',
      'known median ms',
      'known p95 ms',
      'unknown median ms',
      'unknown p95 ms',
      'median difference ms',
      'known answer + work median ms',
      'mails',
    ],
    scenarios.map((s) => [
      s.name,
      s.known.medianMs,
      s.known.p95Ms,
      s.unknown.medianMs,
      s.unknown.p95Ms,
      s.medianDifferenceMs,
      s.knownAnswerPlusWork.medianMs,
      s.mailsSent,
    ]),
  ),
  '',
];
writeResults('forgot-timing', result, lines);
