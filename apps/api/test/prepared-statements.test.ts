/**
 * The embedded database's prepared statements (db/prepared-statements.ts) run EXECUTE with the values
 * written as literals: whatever a user types must come back as the same value, never as SQL.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPreparedStatements } from '../src/db/prepared-statements.js';

let raw: PGlite;
let prepared: ReturnType<typeof withPreparedStatements>;
const ECHO = 'select $1::text as value, $2::int as number, $3::boolean as flag, $4::timestamptz as at';
const COUNT = 'select count(*)::int as n from notes where body ilike $1';

beforeAll(async () => {
  raw = await PGlite.create();
  await raw.exec(`create table notes (body text not null);
    insert into notes values ('O''Brien & Sons'), ('back\\slash'), ('plain'), ('100% wool')`);
  prepared = withPreparedStatements(raw);
  prepared.cache.mark(ECHO);
  prepared.cache.mark(COUNT);
});
afterAll(() => raw.close());

const typed = [
  "O'Brien",
  "'; drop table notes; --",
  'back\\slash \\x00 \\\\',
  '$1 $$ quoted $$',
  'é ü 中文 🧵',
  '',
];

describe('EXECUTE with literals', () => {
  it.each(typed)('gives back %j as it was typed', async (text) => {
    const at = new Date('2026-11-23T10:00:00.000Z');
    const { rows } = await prepared.client.query<{ value: string; number: number; flag: boolean; at: Date }>(
      ECHO,
      [text, 42, true, at],
    );
    expect(rows).toEqual([{ value: text, number: 42, flag: true, at }]);
  });

  it('finds the same rows as the plain statement, and the table is still there', async () => {
    for (const pattern of ["%O'Brien%", '%\\\\%', '%plain%', '%100\\%%', "%'; drop table notes; --%"]) {
      const plain = await raw.query<{ n: number }>(COUNT, [pattern]);
      const viaExecute = await prepared.client.query<{ n: number }>(COUNT, [pattern]);
      expect(viaExecute.rows, pattern).toEqual(plain.rows);
    }
    expect((await raw.query<{ n: number }>('select count(*)::int as n from notes')).rows[0]?.n).toBe(4);
    // And they did run as prepared statements, not as the plain text.
    const { rows } = await raw.query<{ statement: string }>('select statement from pg_prepared_statements');
    expect(rows.map((row) => row.statement).join('\n')).toContain('ilike $1');
  });

  it('prepares a statement once when two first calls come together', async () => {
    const statement = 'select $1::int + 1 as next';
    prepared.cache.mark(statement);
    const [a, b] = await Promise.all([
      prepared.client.query<{ next: number }>(statement, [1]),
      prepared.client.query<{ next: number }>(statement, [2]),
    ]);
    expect([a.rows[0]?.next, b.rows[0]?.next]).toEqual([2, 3]);
    const { rows } = await raw.query<{ n: number }>(
      `select count(*)::int as n from pg_prepared_statements where statement like '%$1::int + 1%'`,
    );
    expect(rows[0]?.n).toBe(1);
  });
});
