import { and, type Dialect, literal, parseSapDate, parseSapTime } from './odata.js';
import { repeatedPeriodStart } from './time-zone.js';
import { contentHash, MAX_SEEN_AT_ONE_SECOND, type SetPosition } from './watermark.js';

/**
 * Delta reads on UpdateDate/UpdateTime with the key as tie-break, over one or several entity sets
 * merged into one feed (the six sales document sets are one feed).
 *
 * Paging is by key set, not by $skip: every request asks for the rows after the last one seen. A row
 * that changes while a feed is being read moves to the end of the order; with $skip the row behind it
 * would slide back over the page boundary and be skipped for good, with a key set it is not.
 *
 * The positions are SAP's own wall-clock values, so the filter sent back compares like with like in
 * any time zone. Only the autumn hour the clock shows twice needs more: while the position lies in it,
 * the next pull reads from the start of that hour again and drops the rows it has already returned
 * unchanged (SetPosition.w), until SAP's clock has left the hour.
 */
export type RawRow = Record<string, unknown>;

export interface DeltaSource<Row> {
  /** Name of the source in the watermark (usually the entity set). */
  id: string;
  set: string;
  keyField: string;
  /** DocEntry is a number (bare in $filter), CardCode and ItemCode are strings. */
  numericKey: boolean;
  select: readonly string[];
  /** Further condition (one customer, open documents), and-ed to the delta condition. */
  filter?: string | undefined;
  /** The SAP rows of one page as the feed's rows, in the same order (lookups batched per page). */
  mapPage(rows: RawRow[]): Promise<Row[]>;
  /** How many feed rows one SAP row becomes (a purchase order of three items: 3); default 1. */
  weigh?(row: Row): number;
}

/**
 * Where a request continues: from the second (d, t) inclusive (rows there are checked against the
 * watermark's hashes), or strictly after (d, t, k).
 */
export type After = { d: string; t: string; k: string; inclusive: boolean } | null;

export type DeltaFetch = (source: DeltaSource<unknown>, after: After, top: number) => Promise<RawRow[]>;

export const DELTA_DATE = 'UpdateDate';
export const DELTA_TIME = 'UpdateTime';

/** The $orderby of a delta read: oldest change first, key as tie-break. */
export const deltaOrder = (keyField: string): string[] => [DELTA_DATE, DELTA_TIME, keyField];

/** The $filter of a delta read after a position; numeric keys bare, string keys quoted. */
export function deltaFilter(
  after: After,
  keyField: string,
  numericKey: boolean,
  dialect: Dialect,
): string | null {
  if (!after) return null;
  const d = dialect.dateLiteral(after.d);
  const t = dialect.timeLiteral(after.t);
  if (after.inclusive) {
    return `(${DELTA_DATE} gt ${d} or (${DELTA_DATE} eq ${d} and ${DELTA_TIME} ge ${t}))`;
  }
  const k = literal(numericKey ? Number(after.k) : after.k);
  return `(${DELTA_DATE} gt ${d} or (${DELTA_DATE} eq ${d} and (${DELTA_TIME} gt ${t} or (${DELTA_TIME} eq ${t} and ${keyField} gt ${k}))))`;
}

export const withDelta = (filter: string | undefined, delta: string | null): string | undefined =>
  and(filter, delta) || undefined;

interface Entry<Row> {
  source: number;
  row: Row;
  d: string;
  t: string;
  k: string;
  hash: string;
}

interface Stream<Row> {
  index: number;
  source: DeltaSource<Row>;
  position: SetPosition | undefined;
  buffer: Entry<Row>[];
  last: { d: string; t: string; k: string } | null;
  fetched: boolean;
  exhausted: boolean;
}

export interface DeltaPage<Row> {
  rows: { source: number; row: Row }[];
  positions: Record<string, SetPosition>;
  hasMore: boolean;
}

/** SAP rows without an update date sort first, as SQL puts nulls first. */
const NO_DATE = '0000-01-01';
const NO_TIME = '00:00:00';

/**
 * The next `limit` changed rows over the sources, oldest change first (ties: source order, then key),
 * and the positions after them. The same positions give the same page while nothing changes.
 */
export async function pullDelta<Row>(input: {
  sources: readonly DeltaSource<Row>[];
  positions: Record<string, SetPosition>;
  limit: number;
  pageSize: number;
  fetch: DeltaFetch;
  /** The IANA zone of SAP's UpdateDate/UpdateTime (config timeZone); default UTC. */
  timeZone?: string;
}): Promise<DeltaPage<Row>> {
  const { limit, pageSize } = input;
  const timeZone = input.timeZone ?? 'UTC';
  const streams: Stream<Row>[] = input.sources.map((source, index) => ({
    index,
    source,
    position: input.positions[source.id],
    buffer: [],
    last: null,
    fetched: false,
    exhausted: false,
  }));

  const fill = async (stream: Stream<Row>): Promise<void> => {
    const position = stream.position;
    let after: After;
    let top: number;
    if (!stream.fetched) {
      const seen = position?.s ? Object.keys(position.s).length : 0;
      // Rows already returned at the position's second come again (to compare hashes): ask for that many more.
      top = Math.min(pageSize, limit + 1) + seen;
      after = position
        ? { d: position.d, t: position.w ?? position.t, k: position.k, inclusive: position.s !== undefined }
        : null;
    } else {
      top = Math.min(pageSize, limit + 1);
      after = stream.last ? { ...stream.last, inclusive: false } : null;
    }
    const raws = await input.fetch(stream.source as DeltaSource<unknown>, after, top);
    stream.fetched = true;
    if (raws.length < top) stream.exhausted = true;
    const rows = await stream.source.mapPage(raws);
    raws.forEach((raw, i) => {
      const entry: Entry<Row> = {
        source: stream.index,
        row: rows[i] as Row,
        d: parseSapDate(raw[DELTA_DATE]) ?? NO_DATE,
        t: parseSapTime(raw[DELTA_TIME]) ?? NO_TIME,
        k: String(raw[stream.source.keyField]),
        hash: contentHash(rows[i]),
      };
      stream.buffer.push(entry);
      stream.last = { d: entry.d, t: entry.t, k: entry.k };
    });
    if (raws.length === 0) stream.exhausted = true;
  };

  const isUnchanged = (stream: Stream<Row>, entry: Entry<Row>) => {
    const p = stream.position;
    if (p?.s === undefined || p.d !== entry.d) return false;
    const from = p.w ?? p.t;
    return entry.t >= from && entry.t <= p.t && p.s[entry.k] === entry.hash;
  };

  const taken: Entry<Row>[] = [];
  // Rows until the page is full, plus one: that one only tells whether there is more.
  let weight = 0;
  while (weight <= limit || taken.length < 2) {
    await Promise.all(streams.filter((s) => s.buffer.length === 0 && !s.exhausted).map(fill));
    let best: Stream<Row> | null = null;
    for (const stream of streams) {
      const head = stream.buffer[0];
      if (!head) continue;
      const bestHead = best?.buffer[0];
      if (!bestHead || head.d < bestHead.d || (head.d === bestHead.d && head.t < bestHead.t)) best = stream;
    }
    if (!best) break;
    const entry = best.buffer.shift() as Entry<Row>;
    if (isUnchanged(best, entry)) continue;
    taken.push(entry);
    weight += Math.max(1, best.source.weigh?.(entry.row) ?? 1);
  }

  // Keep rows while they fit in the limit; the first always (a row heavier than the limit still moves on).
  const kept: Entry<Row>[] = [];
  let keptWeight = 0;
  for (const entry of taken) {
    const w = Math.max(1, streams[entry.source]?.source.weigh?.(entry.row) ?? 1);
    if (kept.length > 0 && keptWeight + w > limit) break;
    kept.push(entry);
    keptWeight += w;
  }
  const positions: Record<string, SetPosition> = {};
  for (const [id, p] of Object.entries(input.positions))
    positions[id] = { ...p, ...(p.s ? { s: { ...p.s } } : {}) };
  for (const entry of kept) {
    const id = streams[entry.source]?.source.id as string;
    const p = positions[id];
    const repeated = repeatedPeriodStart(timeZone, entry.d, entry.t);
    const isSameSecond = p !== undefined && p.d === entry.d && p.t === entry.t;
    const isSameRepeatedHour = p?.w !== undefined && p.s !== undefined && p.d === entry.d && p.w === repeated;
    if (p && (isSameSecond || isSameRepeatedHour)) {
      // In the repeated hour a row of its second pass may come after (and sort before) the position.
      if (entry.t >= p.t) {
        p.t = entry.t;
        p.k = entry.k;
      }
      if (p.s) {
        p.s[entry.k] = entry.hash;
        if (Object.keys(p.s).length > MAX_SEEN_AT_ONE_SECOND) {
          // Too many to read again: from here on the key is the tie-break, strictly after the position.
          delete p.s;
          delete p.w;
        }
      }
    } else {
      positions[id] = {
        d: entry.d,
        t: entry.t,
        k: entry.k,
        s: { [entry.k]: entry.hash },
        ...(repeated === null ? {} : { w: repeated }),
      };
    }
  }
  return {
    rows: kept.map((e) => ({ source: e.source, row: e.row })),
    positions,
    hasMore: taken.length > kept.length,
  };
}
