import { describe, expect, it } from 'vitest';
import { type After, type DeltaSource, deltaFilter, pullDelta, type RawRow } from './delta.js';
import { dialectOf } from './odata.js';
import { decodeWatermark, encodeWatermark, MAX_SEEN_AT_ONE_SECOND, type SetPosition } from './watermark.js';

/** An entity set in memory that answers delta requests the way the Service Layer would. */
class MemorySet {
  rows: RawRow[] = [];
  requests = 0;
  constructor(readonly keyField: string) {}

  put(key: string | number, d: string, t: string, content = 'v1'): void {
    this.rows = this.rows.filter((r) => r[this.keyField] !== key);
    this.rows.push({ [this.keyField]: key, UpdateDate: d, UpdateTime: t, content });
  }

  private cmpKey(a: unknown, b: unknown): number {
    return typeof a === 'number' && typeof b === 'number'
      ? a - b
      : String(a) < String(b)
        ? -1
        : String(a) > String(b)
          ? 1
          : 0;
  }

  fetch(after: After, top: number): RawRow[] {
    this.requests += 1;
    const stamp = (r: RawRow) => `${r.UpdateDate} ${r.UpdateTime}`;
    const sorted = [...this.rows].sort(
      (a, b) => stamp(a).localeCompare(stamp(b)) || this.cmpKey(a[this.keyField], b[this.keyField]),
    );
    const kept = sorted.filter((r) => {
      if (!after) return true;
      const s = stamp(r);
      const a = `${after.d} ${after.t}`;
      if (after.inclusive) return s >= a;
      if (s !== a) return s > a;
      const key = typeof r[this.keyField] === 'number' ? Number(after.k) : after.k;
      return this.cmpKey(r[this.keyField], key) > 0;
    });
    return kept.slice(0, top);
  }
}

function source(id: string, set: MemorySet, weigh?: (row: RawRow) => number): DeltaSource<RawRow> {
  return {
    id,
    set: id,
    keyField: set.keyField,
    numericKey: set.keyField === 'DocEntry',
    select: [],
    mapPage: async (rows) => rows.map((r) => ({ ...r })),
    ...(weigh ? { weigh } : {}),
  };
}

async function pull(
  sets: Record<string, MemorySet>,
  positions: Record<string, SetPosition>,
  limit: number,
  weigh?: (row: RawRow) => number,
  pageSize = 3,
) {
  const sources = Object.entries(sets).map(([id, set]) => source(id, set, weigh));
  const bySet = new Map(Object.entries(sets));
  return pullDelta({
    sources,
    positions,
    limit,
    pageSize,
    fetch: async (s, after, top) => (bySet.get(s.id) as MemorySet).fetch(after, top),
  });
}

const keysOf = (page: { rows: { row: RawRow }[] }) => page.rows.map((r) => r.row.CardCode ?? r.row.DocEntry);

async function pullAll(
  sets: Record<string, MemorySet>,
  positions: Record<string, SetPosition>,
  limit: number,
) {
  const seen: unknown[] = [];
  let current = positions;
  for (let i = 0; i < 100; i += 1) {
    const page = await pull(sets, current, limit);
    seen.push(...keysOf(page));
    current = page.positions;
    if (!page.hasMore) break;
  }
  return { seen, positions: current };
}

describe('delta reads on UpdateDate/UpdateTime with the key as tie-break', () => {
  it('page through every row once, oldest change first, and repeat a page for the same position', async () => {
    const partners = new MemorySet('CardCode');
    partners.put('C3', '2026-01-01', '10:00:00');
    partners.put('C1', '2026-01-02', '09:00:00');
    partners.put('C2', '2026-01-02', '09:00:00');
    partners.put('C4', '2026-01-03', '00:00:00');
    partners.put('C5', '2026-01-03', '00:00:01');
    const sets = { BusinessPartners: partners };
    const first = await pull(sets, {}, 2);
    expect(keysOf(first)).toEqual(['C3', 'C1']);
    expect(first.hasMore).toBe(true);
    expect(keysOf(await pull(sets, {}, 2))).toEqual(['C3', 'C1']);
    const second = await pull(sets, first.positions, 2);
    expect(keysOf(second)).toEqual(['C2', 'C4']);
    const third = await pull(sets, second.positions, 2);
    expect(keysOf(third)).toEqual(['C5']);
    expect(third.hasMore).toBe(false);
    expect(keysOf(await pull(sets, third.positions, 2))).toEqual([]);
  });

  it('a row that changes again within the second already read comes again (a key tie-break alone would skip it)', async () => {
    const partners = new MemorySet('CardCode');
    for (const code of ['C1', 'C2', 'C3', 'C4']) partners.put(code, '2026-11-23', '10:00:00');
    const sets = { BusinessPartners: partners };
    const { seen, positions } = await pullAll(sets, {}, 3);
    expect(seen).toEqual(['C1', 'C2', 'C3', 'C4']);
    expect(keysOf(await pull(sets, positions, 3))).toEqual([]);
    // Same second, a key below the last one read, new content: SAP's clock did not move on.
    partners.put('C2', '2026-11-23', '10:00:00', 'v2');
    partners.put('C0', '2026-11-23', '10:00:00');
    const again = await pullAll(sets, positions, 3);
    expect(again.seen).toEqual(['C0', 'C2']);
    expect(keysOf(await pull(sets, again.positions, 3))).toEqual([]);
  });

  it('merges several sets in change order, the set order breaking ties', async () => {
    const orders = new MemorySet('DocEntry');
    const invoices = new MemorySet('DocEntry');
    orders.put(1, '2026-01-01', '10:00:00');
    invoices.put(7, '2026-01-01', '09:00:00');
    orders.put(2, '2026-01-02', '10:00:00');
    invoices.put(8, '2026-01-02', '10:00:00');
    const sets = { Orders: orders, Invoices: invoices };
    const page = await pull(sets, {}, 10);
    expect(page.rows.map((r) => `${r.source}:${r.row.DocEntry}`)).toEqual(['1:7', '0:1', '0:2', '1:8']);
    const first = await pull(sets, {}, 2);
    const rest = await pull(sets, first.positions, 10);
    expect(keysOf(rest)).toEqual([2, 8]);
    // A number key continues by number, not as text (10 after 9).
    for (let entry = 3; entry <= 12; entry += 1) orders.put(entry, '2026-01-05', '00:00:00');
    const all = await pullAll({ Orders: orders }, {}, 4);
    expect(all.seen).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('weighs rows: the page holds at most the limit, a heavy first row still moves the feed on', async () => {
    const orders = new MemorySet('DocEntry');
    orders.put(1, '2026-01-01', '00:00:00', 'xxx');
    orders.put(2, '2026-01-02', '00:00:00', 'x');
    orders.put(3, '2026-01-03', '00:00:00', 'xx');
    const weigh = (row: RawRow) => String(row.content).length;
    const first = await pull({ Orders: orders }, {}, 2, weigh);
    expect(keysOf(first)).toEqual([1]);
    expect(first.hasMore).toBe(true);
    const second = await pull({ Orders: orders }, first.positions, 3, weigh);
    expect(keysOf(second)).toEqual([2, 3]);
    expect(second.hasMore).toBe(false);
  });

  it('beyond the rows one second can hold by hash, the key alone continues', async () => {
    const items = new MemorySet('CardCode');
    const count = MAX_SEEN_AT_ONE_SECOND + 20;
    for (let i = 0; i < count; i += 1) items.put(`I${String(i).padStart(4, '0')}`, '2026-01-01', '00:00:00');
    const sets = { Items: items };
    const { seen, positions } = await (async () => {
      const all: unknown[] = [];
      let current: Record<string, SetPosition> = {};
      for (;;) {
        const page = await pull(sets, current, 100, undefined, 100);
        all.push(...keysOf(page));
        current = page.positions;
        if (!page.hasMore) return { seen: all, positions: current };
      }
    })();
    expect(seen).toHaveLength(count);
    expect(new Set(seen).size).toBe(count);
    expect(positions.Items?.s).toBeUndefined();
    expect(keysOf(await pull(sets, positions, 100, undefined, 100))).toEqual([]);
  });
});

describe('the delta $filter', () => {
  const dialect = dialectOf('v2');
  it('from a second inclusive, or strictly after a key (numbers bare, strings quoted)', () => {
    expect(deltaFilter(null, 'DocEntry', true, dialect)).toBeNull();
    expect(
      deltaFilter({ d: '2026-11-23', t: '10:00:00', k: '5', inclusive: true }, 'DocEntry', true, dialect),
    ).toBe("(UpdateDate gt '2026-11-23' or (UpdateDate eq '2026-11-23' and UpdateTime ge '10:00:00'))");
    expect(
      deltaFilter({ d: '2026-11-23', t: '10:00:00', k: '5', inclusive: false }, 'DocEntry', true, dialect),
    ).toBe(
      "(UpdateDate gt '2026-11-23' or (UpdateDate eq '2026-11-23' and (UpdateTime gt '10:00:00' or (UpdateTime eq '10:00:00' and DocEntry gt 5))))",
    );
    expect(
      deltaFilter({ d: '2026-11-23', t: '10:00:00', k: "C'1", inclusive: false }, 'CardCode', false, dialect),
    ).toContain("CardCode gt 'C''1'");
  });
});

describe('the autumn hour the company clock shows twice (Europe/Amsterdam, 25 October 2026)', () => {
  const DAY = '2026-10-25';
  const pullIn = (set: MemorySet, positions: Record<string, SetPosition>, timeZone: string) =>
    pullDelta({
      sources: [source('BusinessPartners', set)],
      positions,
      limit: 10,
      pageSize: 10,
      timeZone,
      fetch: async (_s, after, top) => set.fetch(after, top),
    });
  const changes = (page: { rows: { row: RawRow }[] }) =>
    page.rows.map((r) => `${String(r.row.CardCode)}@${String(r.row.UpdateTime)}/${String(r.row.content)}`);

  it('a row changed in the second pass of 02:00-03:00, at an earlier wall-clock time than the position, still arrives', async () => {
    const partners = new MemorySet('CardCode');
    partners.put('C1', DAY, '01:50:00');
    // 02:30 summer time: the first pass of the hour.
    partners.put('C2', DAY, '02:30:00');
    partners.put('C3', DAY, '02:40:00');
    const first = await pullIn(partners, {}, 'Europe/Amsterdam');
    expect(changes(first)).toEqual(['C1@01:50:00/v1', 'C2@02:30:00/v1', 'C3@02:40:00/v1']);

    // The clock went back at 03:00 summer time: 02:15 and 02:20 winter time come after 02:40 summer time.
    partners.put('C4', DAY, '02:15:00');
    partners.put('C2', DAY, '02:20:00', 'v2');
    const second = await pullIn(partners, first.positions, 'Europe/Amsterdam');
    expect(changes(second)).toEqual(['C4@02:15:00/v1', 'C2@02:20:00/v2']);

    // Nothing new: the rows already returned in the hour are not returned again.
    const third = await pullIn(partners, second.positions, 'Europe/Amsterdam');
    expect(changes(third)).toEqual([]);

    // Once SAP's clock has left the hour, the feed moves on from there.
    partners.put('C5', DAY, '03:05:00');
    const fourth = await pullIn(partners, third.positions, 'Europe/Amsterdam');
    expect(changes(fourth)).toEqual(['C5@03:05:00/v1']);
    partners.put('C6', DAY, '02:55:00');
    expect(changes(await pullIn(partners, fourth.positions, 'Europe/Amsterdam'))).toEqual([]);
  });

  it('the position in that hour survives the watermark (it names where the hour starts)', async () => {
    const partners = new MemorySet('CardCode');
    partners.put('C1', DAY, '02:10:00');
    const page = await pullIn(partners, {}, 'Europe/Amsterdam');
    expect(page.positions.BusinessPartners).toMatchObject({ d: DAY, t: '02:10:00', w: '02:00:00' });
    const watermark = encodeWatermark({ f: 'businessPartners', p: page.positions });
    expect(decodeWatermark('businessPartners', watermark).p).toEqual(page.positions);
  });

  it('in UTC, or on any other day, the position is the last row as before', async () => {
    const partners = new MemorySet('CardCode');
    partners.put('C1', DAY, '02:30:00');
    expect((await pullIn(partners, {}, 'UTC')).positions.BusinessPartners?.w).toBeUndefined();
    const other = new MemorySet('CardCode');
    other.put('C1', '2026-10-24', '02:30:00');
    expect((await pullIn(other, {}, 'Europe/Amsterdam')).positions.BusinessPartners?.w).toBeUndefined();
  });
});
