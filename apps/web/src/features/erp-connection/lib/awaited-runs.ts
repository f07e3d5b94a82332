import type { ErpFeed, ErpFeedState } from '@selvedge/contracts';

/**
 * The runs an administrator asked for with "Sync now": each feed's last start when they asked. The
 * screen asks again often until each of these feeds has started a run since and that run has ended, so
 * that its outcome shows within seconds instead of at the next usual refresh. Compared with the server's
 * own times only, so a browser clock that is off does not matter.
 */
export type AwaitedRuns = ReadonlyMap<ErpFeed, string | null>;

/** The feeds asked for, each with its last start as the screen shows it now. */
export function awaitedRunsOf(asked: readonly ErpFeed[], feeds: readonly ErpFeedState[]): AwaitedRuns {
  return new Map(
    asked.map((feed) => [feed, feeds.find((state) => state.feed === feed)?.lastStartedAt ?? null]),
  );
}

const at = (time: string | null) => (time === null ? Number.NaN : Date.parse(time));

/** Whether every awaited feed has started a run since it was asked for, and that run has ended. */
export function haveRunsEnded(feeds: readonly ErpFeedState[], awaited: AwaitedRuns): boolean {
  return [...awaited].every(([feed, startedBefore]) => {
    const state = feeds.find((candidate) => candidate.feed === feed);
    if (!state?.lastStartedAt || state.lastStartedAt === startedBefore) return false;
    const started = at(state.lastStartedAt);
    return at(state.lastSucceededAt) >= started || at(state.lastFailedAt) >= started;
  });
}
