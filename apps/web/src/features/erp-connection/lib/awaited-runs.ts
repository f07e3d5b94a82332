import type { ErpFeed, ErpFeedState } from '@selvedge/contracts';

/**
 * The runs an administrator asked for with "Sync now": each feed's last start when they asked, and
 * when (this browser's clock, for the time limit only). The screen asks again often until each of these
 * feeds has started a run since and that run has ended, so that its outcome shows within seconds
 * instead of at the next usual refresh. The runs are compared on the server's own times only, so a
 * browser clock that is off does not matter.
 */
export interface AwaitedRuns {
  startedBefore: ReadonlyMap<ErpFeed, string | null>;
  askedAt: number;
}

/** How long the screen asks often at the most: the outcome of a longer run shows at the usual pace. */
export const AWAITED_RUNS_MAX_MS = 120_000;

/** The feeds asked for, each with its last start as the screen shows it now. */
export function awaitedRunsOf(
  asked: readonly ErpFeed[],
  feeds: readonly ErpFeedState[],
  askedAt: number,
): AwaitedRuns {
  const startedBefore = new Map(
    asked.map((feed) => [feed, feeds.find((state) => state.feed === feed)?.lastStartedAt ?? null]),
  );
  return { startedBefore, askedAt };
}

const at = (time: string | null) => (time === null ? Number.NaN : Date.parse(time));

/** Whether every awaited feed has started a run since it was asked for, and that run has ended. */
export function haveRunsEnded(feeds: readonly ErpFeedState[], awaited: AwaitedRuns): boolean {
  return [...awaited.startedBefore].every(([feed, startedBefore]) => {
    const state = feeds.find((candidate) => candidate.feed === feed);
    if (!state?.lastStartedAt || state.lastStartedAt === startedBefore) return false;
    const started = at(state.lastStartedAt);
    return at(state.lastSucceededAt) >= started || at(state.lastFailedAt) >= started;
  });
}

/** Whether the screen still waits for runs asked for: not all ended, and asked within the time limit. */
export function isAwaiting(
  awaited: AwaitedRuns | null,
  feeds: readonly ErpFeedState[] | undefined,
  now: number,
): boolean {
  if (!awaited || now - awaited.askedAt >= AWAITED_RUNS_MAX_MS) return false;
  return !(feeds && haveRunsEnded(feeds, awaited));
}
