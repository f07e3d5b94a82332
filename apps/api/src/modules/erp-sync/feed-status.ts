import type { FeedName } from '@selvedge/erp';
import type { ErpSyncStateRow } from './erp-sync.tables.js';

/**
 * How often each feed is pulled (cron, UTC). What users follow closely (documents, open items, stock)
 * every minute; master data every five minutes; reference data hourly.
 */
export const FEED_SCHEDULES: Record<FeedName, string> = {
  salesDocuments: '* * * * *',
  openItems: '* * * * *',
  stock: '* * * * *',
  businessPartners: '*/5 * * * *',
  items: '*/5 * * * *',
  referenceData: '7 * * * *',
};

const MINUTE_MS = 60_000;

/**
 * A schedule as the feeds' crons write it: every `step` minutes from minute `offset` of the hour. Only
 * the minute field may be set (`*`, `*\/n`, `m`); the other four must be `*`. This covers FEED_SCHEDULES
 * without a general cron parser (none is a declared dependency of the API); a schedule outside it
 * throws at start-up, in `scheduleOf`, rather than giving a wrong next run.
 */
interface MinuteSchedule {
  step: number;
  offset: number;
}

export function scheduleOf(cron: string): MinuteSchedule {
  const [minute, ...rest] = cron.trim().split(/\s+/);
  if (minute === undefined || rest.length !== 4 || rest.some((field) => field !== '*'))
    throw new Error(`Unsupported feed schedule "${cron}": only the minute field may be set`);
  if (minute === '*') return { step: 1, offset: 0 };
  const every = /^\*\/(\d+)$/.exec(minute);
  if (every && 60 % Number(every[1]) === 0) return { step: Number(every[1]), offset: 0 };
  if (/^\d+$/.test(minute) && Number(minute) < 60) return { step: 60, offset: Number(minute) };
  throw new Error(`Unsupported feed schedule "${cron}"`);
}

/** The first minute after `now` on which the schedule runs. */
export function nextRunAt(cron: string, now: Date): Date {
  const { step, offset } = scheduleOf(cron);
  const next = new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS + MINUTE_MS);
  const minutesAway = (((offset - next.getUTCMinutes()) % step) + step) % step;
  return new Date(next.getTime() + minutesAway * MINUTE_MS);
}

/**
 * How old a feed's last success may be: the setting (SYNC_MAX_LAG_MINUTES) for feeds pulled every five
 * minutes or more often, three of its periods for a slower one (hourly: 180 minutes).
 */
export function maxLagMinutes(feed: FeedName, settingMinutes: number): number {
  const { step } = scheduleOf(FEED_SCHEDULES[feed]);
  return step <= 5 ? settingMinutes : 3 * step;
}

export type FeedProblem = 'failed' | 'lagging';
export type FeedStatus = FeedProblem | 'ok' | 'waiting';

type FeedTimes = Pick<ErpSyncStateRow, 'lastSucceededAt' | 'lastFailedAt' | 'lastError'>;

/**
 * A feed's state: `failed` when its last run failed after its last success (its error is kept until the
 * next success clears it: times alone cannot tell a failure from a success in the same millisecond), `lagging` when its last
 * success is older than `maxLag` minutes, `waiting` when it has neither succeeded nor failed yet (a feed
 * never started, or on its first run, is not judged). `since`: its last success (its data are as of
 * then), or its last failure when it never succeeded.
 */
export function judgeFeed(
  state: FeedTimes | undefined,
  now: Date,
  maxLag: number,
): { status: FeedStatus; since: Date | null } {
  const succeeded = state?.lastSucceededAt ?? null;
  const failed = state?.lastFailedAt ?? null;
  if (state?.lastError != null) return { status: 'failed', since: succeeded ?? failed };
  if (!succeeded) return { status: 'waiting', since: null };
  if (now.getTime() - succeeded.getTime() > maxLag * MINUTE_MS)
    return { status: 'lagging', since: succeeded };
  return { status: 'ok', since: succeeded };
}

export interface FeedOverview {
  feed: FeedName;
  schedule: string;
  /** Its row in erp_sync_state; undefined before its first run. */
  state: ErpSyncStateRow | undefined;
  maxLagMinutes: number;
  status: FeedStatus;
  since: Date | null;
  nextRunAt: Date;
}

/** Every feed in `feeds`' order, judged at `now` (the health check and the administrators' screen). */
export function overviewOf(
  feeds: readonly FeedName[],
  states: readonly ErpSyncStateRow[],
  now: Date,
  settingMinutes: number,
): FeedOverview[] {
  return feeds.map((feed) => {
    const state = states.find((row) => row.feed === feed);
    const maxLag = maxLagMinutes(feed, settingMinutes);
    return {
      feed,
      schedule: FEED_SCHEDULES[feed],
      state,
      maxLagMinutes: maxLag,
      ...judgeFeed(state, now, maxLag),
      nextRunAt: nextRunAt(FEED_SCHEDULES[feed], now),
    };
  });
}
