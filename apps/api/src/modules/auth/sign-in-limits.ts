import { setTimeout as sleep } from 'node:timers/promises';
import type { RequestContext } from '../../shared/context.js';
import type { AppDeps } from '../../shared/deps.js';
import { writeLog } from '../logs/index.js';
import { consumeRateLimit, currentWindow, rateLimited } from './rate-limit.js';
import { clearHits, countHit, uncountHit } from './rate-limit.repository.js';

/**
 * Sign-in throttling (D4; ADR-003 as amended). Three counters per fixed window, none of which lets a
 * stranger lock a user out of their account:
 * - per client address: every attempt, whatever the account (one address spraying many accounts);
 * - per account and address pair: attempts since the pair's last success. Over the limit that address
 *   gets 429 for that account only, so a guesser locks out itself and not the account's owner;
 * - per account, from every address: failures. Beyond the threshold every further attempt on the account
 *   waits before its password is checked, one second doubling up to a cap. A distributed guesser is
 *   slowed; the right password is slowed too while it lasts, but never refused.
 * Attempts are counted before the password is checked (one atomic statement each), so a burst of
 * parallel guesses cannot all read the same count; a success then takes its counts back.
 */
export interface SignInAdmission {
  /** True for the one attempt that started the brake in this window: worth a line in the log. */
  isBrakeStarting: boolean;
  /** The password was right: the pair starts afresh, and this attempt was no failure of the account. */
  succeeded(): Promise<void>;
}

/** How long an attempt waits when the account has had `excess` failures beyond the threshold. */
export function brakeDelayMs(excess: number, maxSeconds: number): number {
  if (excess <= 0) return 0;
  return Math.min(maxSeconds * 1000, 1000 * 2 ** Math.min(excess - 1, 16));
}

/**
 * The address a limit counts: an IPv4 address as it is, an IPv6 address by its /64 prefix, the
 * smallest block a provider hands out (one subscriber can rotate through the rest at will).
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!ip.includes(':')) return ip;
  const [head = '', tail] = ip.toLowerCase().split('%')[0]?.split('::') ?? [];
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? front
      : [...front, ...Array(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Counts an attempt of `email` from the context's address before its password is checked: 429 when the
 * address or the pair is over its limit, a wait when the account is braked. `email` as typed, lower-cased
 * (an unknown address is counted like a known one, so the answers tell nothing). `step` 'second-step':
 * a code of two-factor sign-in (ADR-035), counted by the same rules on counters of its own, so wrong
 * codes lock the second step as wrong passwords lock the first.
 */
export async function admitSignIn(
  deps: AppDeps,
  ctx: RequestContext,
  email: string,
  step: 'sign-in' | 'second-step' = 'sign-in',
): Promise<SignInAdmission> {
  const { db } = deps.database;
  const { clock } = deps;
  const limits = deps.config.rateLimits;
  const window = limits.windowMinutes;
  const address = addressKey(ctx.ip);
  const windowStart = () => currentWindow(clock, window).start;
  await consumeRateLimit(db, clock, window, [
    { key: `sign-in:address:${address}`, limit: limits.signInPerAddress },
  ]);
  const pairKey = `${step}:pair:${email}|${address}`;
  if ((await countHit(db, pairKey, windowStart())) > limits.signInFailuresPerPair) {
    throw rateLimited(currentWindow(clock, window).secondsLeft);
  }
  const accountKey = `${step}:account:${email}`;
  const excess = (await countHit(db, accountKey, windowStart())) - limits.signInPerAccount;
  const delay = brakeDelayMs(excess, limits.signInBrakeMaxSeconds);
  if (delay > 0) await sleep(delay);
  return {
    isBrakeStarting: excess === 1,
    async succeeded() {
      await clearHits(db, pairKey);
      await uncountHit(db, accountKey, windowStart());
    },
  };
}

/** The one log line of an attempt that started the brake, for a sign-in or a second step alike. */
export async function logBrakeStarting(
  deps: AppDeps,
  ctx: RequestContext,
  email: string,
  userId: string | null,
): Promise<void> {
  const { signInPerAccount, windowMinutes } = deps.config.rateLimits;
  await writeLog(deps.database.db, ctx, {
    level: 'warn',
    event: 'RATE_LIMITED',
    message: `Sign-ins for ${email} are slowed down: more than ${signInPerAccount} failed attempts within ${windowMinutes} minutes`,
    userId,
  });
}
