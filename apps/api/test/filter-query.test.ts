/**
 * The filter language against a reference implementation: random rows of data and random filters, and
 * the database must pick exactly the rows a plain reading of the filter picks (administration 2).
 */
import { type Filter, FilterParam } from '@selvedge/contracts';
import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.js';
import { AppError } from '../src/shared/errors.js';
import {
  buildFilterCondition,
  FILTER_TIME_ZONE,
  type FilterableColumns,
} from '../src/shared/filter-query.js';
import { createIsolatedDatabase, type IsolatedDatabase } from './support/database.js';

const probe = pgTable('filter_probe', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  amount: integer('amount').notNull(),
  isActive: boolean('is_active').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

interface ProbeRow {
  id: number;
  name: string;
  amount: number;
  isActive: boolean;
  createdAt: Date;
}

const columns: FilterableColumns = {
  name: { kind: 'text', column: probe.name },
  amount: { kind: 'number', column: probe.amount },
  isActive: { kind: 'boolean', column: probe.isActive },
  createdAt: { kind: 'date', column: probe.createdAt },
  id: { kind: 'number', column: probe.id, isAlone: true },
};

const localDay = new Intl.DateTimeFormat('en-CA', { timeZone: FILTER_TIME_ZONE });

/** The reference: the filter read as a person reads the panel, left to right. */
function matches(row: ProbeRow, filter: Filter): boolean {
  let result = false;
  filter.forEach((f, index) => {
    let hit: boolean;
    if (f.condition === 'between') {
      const day = localDay.format(row.createdAt);
      hit = day >= f.from && day <= f.to;
    } else {
      const value = f.value;
      const cell = String(row[f.column as keyof ProbeRow]);
      if (f.column === 'isActive') hit = String(row.isActive) === value;
      else if (f.column === 'amount' && f.condition === 'is') hit = row.amount === Number(value);
      else if (f.condition === 'is') hit = cell.toLowerCase() === value.toLowerCase();
      else hit = cell.toLowerCase().includes(value.toLowerCase());
    }
    result = index === 0 ? hit : f.join === 'and' ? result && hit : result || hit;
  });
  return result;
}

const words = ['Mos', 'mosgroen', 'Linnen', 'lin%en', 'Velours_2', 'velours', 'Zijde', 'ZIJDE'];
const days = ['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02', '2026-11-03'];

const rowArbitrary = fc.record({
  name: fc.constantFrom(...words),
  amount: fc.integer({ min: 0, max: 30 }),
  isActive: fc.boolean(),
  // Around midnight in Amsterdam, where a day in UTC and a local day differ.
  createdAt: fc.date({
    min: new Date('2026-10-30T20:00:00Z'),
    max: new Date('2026-11-03T03:00:00Z'),
    noInvalidDate: true,
  }),
});

const conditionArbitrary = fc.oneof(
  fc.record({
    column: fc.constant('name'),
    condition: fc.constantFrom('contains' as const, 'is' as const),
    value: fc.constantFrom('mos', 'MOS', 'lin%', 'n%e', 'velours_', 's_2', 'zijde', 'x'),
  }),
  fc.record({
    column: fc.constant('amount'),
    condition: fc.constantFrom('contains' as const, 'is' as const),
    value: fc.integer({ min: 0, max: 30 }).map(String),
  }),
  fc.record({
    column: fc.constant('isActive'),
    condition: fc.constant('is' as const),
    value: fc.constantFrom('true', 'false'),
  }),
  fc.tuple(fc.constantFrom(...days), fc.constantFrom(...days)).map(([a, b]) => ({
    column: 'createdAt',
    condition: 'between' as const,
    from: a < b ? a : b,
    to: a < b ? b : a,
  })),
);

const filterArbitrary = fc
  .tuple(
    conditionArbitrary,
    fc.array(fc.tuple(fc.constantFrom('and' as const, 'or' as const), conditionArbitrary), { maxLength: 3 }),
  )
  .map(
    ([first, rest]) =>
      [{ join: 'where' as const, ...first }, ...rest.map(([join, c]) => ({ join, ...c }))] as Filter,
  );

describe('the filter language', () => {
  let isolated: IsolatedDatabase;
  let database: Database;
  let data: ProbeRow[];

  beforeAll(async () => {
    isolated = await createIsolatedDatabase();
    database = await openDatabase({ url: isolated.url, dataDir: 'memory://' });
    await database.exec(
      'create table filter_probe (id integer primary key, name text not null, amount integer not null, is_active boolean not null, created_at timestamptz not null)',
    );
    data = fc
      .sample(rowArbitrary, { numRuns: 80, seed: 42 })
      .map((row, index) => ({ id: index + 1, ...row }));
    await database.db.insert(probe).values(data);
  });
  afterAll(async () => {
    await database.close();
    await isolated.drop();
  });

  it('picks exactly the rows the reference reading picks, for random filters', async () => {
    await fc.assert(
      fc.asyncProperty(filterArbitrary, async (filter) => {
        const where = buildFilterCondition(columns, filter);
        const picked = await database.db.select({ id: probe.id }).from(probe).where(where).orderBy(probe.id);
        const expected = data.filter((row) => matches(row, filter)).map((row) => row.id);
        expect(picked.map((r) => r.id)).toEqual(expected);
      }),
      { numRuns: 150, seed: 7 },
    );
  });

  it('reads "a and b or c" as "(a and b) or c"', async () => {
    const filter: Filter = [
      { join: 'where', column: 'name', condition: 'is', value: 'no such name' },
      { join: 'and', column: 'amount', condition: 'is', value: '1' },
      { join: 'or', column: 'isActive', condition: 'is', value: 'true' },
    ];
    const picked = await database.db
      .select({ id: probe.id })
      .from(probe)
      .where(buildFilterCondition(columns, filter));
    expect(picked.length).toBe(data.filter((r) => r.isActive).length);
  });

  it('treats what a user types as text: quotes and wildcards match themselves', async () => {
    const filter: Filter = [
      { join: 'where', column: 'name', condition: 'contains', value: "'; drop table filter_probe; --" },
    ];
    const picked = await database.db.select().from(probe).where(buildFilterCondition(columns, filter));
    expect(picked).toEqual([]);
    const [{ n } = { n: 0 }] = (
      await database.query<{ n: number }>('select count(*)::int as n from filter_probe')
    ).rows;
    expect(n).toBe(80);
  });

  it('refuses an unknown column, a condition the column does not offer, and an id filter next to others', () => {
    const refused = (filter: Filter) => {
      try {
        buildFilterCondition(columns, filter);
        return null;
      } catch (error) {
        return error instanceof AppError ? error.fields?.[0]?.path : 'other';
      }
    };
    expect(refused([{ join: 'where', column: 'password', condition: 'is', value: 'x' }])).toBe(
      'filter.0.column',
    );
    expect(refused([{ join: 'where', column: 'createdAt', condition: 'contains', value: '2026' }])).toBe(
      'filter.0.condition',
    );
    expect(refused([{ join: 'where', column: 'amount', condition: 'is', value: 'ten' }])).toBe(
      'filter.0.value',
    );
    expect(
      refused([
        { join: 'where', column: 'name', condition: 'is', value: 'Mos' },
        { join: 'and', column: 'id', condition: 'is', value: '3' },
      ]),
    ).toBe('filter.1.column');
    expect(refused([{ join: 'where', column: 'id', condition: 'is', value: '3' }])).toBeNull();
  });

  it('parses the filter from the query string and refuses a malformed one', () => {
    const text = JSON.stringify([{ join: 'where', column: 'name', condition: 'contains', value: 'mos' }]);
    expect(FilterParam.safeParse(text).success).toBe(true);
    expect(
      FilterParam.safeParse('[{"join":"and","column":"name","condition":"is","value":"x"}]').success,
    ).toBe(false);
    expect(FilterParam.safeParse('not json').success).toBe(false);
    expect(
      FilterParam.safeParse(
        JSON.stringify([
          { join: 'where', column: 'c', condition: 'between', from: '2026-11-02', to: '2026-11-01' },
        ]),
      ).success,
    ).toBe(false);
  });
});
