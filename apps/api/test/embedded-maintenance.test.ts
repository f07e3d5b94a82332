/**
 * The embedded database has no autovacuum: after a first sync the background gives the read model its
 * planner statistics (db/maintenance.ts). PostgreSQL keeps its own and is left alone.
 */
import { expect, it } from 'vitest';
import { vacuumAnalyzeEmbedded } from '../src/db/maintenance.js';
import { portalPerFile } from './support/harness.js';

const portal = portalPerFile({ erpData: 'tiny' });

const statisticsOf = async (table: string) =>
  (
    await portal.database.query<{ n: number }>(
      "select count(*)::int as n from pg_stats where schemaname = 'public' and tablename = $1",
      [table],
    )
  ).rows[0]?.n ?? 0;

it('gives the read model planner statistics on the embedded database, and leaves PostgreSQL to itself', async () => {
  const tables = await vacuumAnalyzeEmbedded(portal.database);
  if (portal.database.kind === 'embedded') {
    expect(tables).toBeGreaterThan(10);
    expect(await statisticsOf('sales_document_lines')).toBeGreaterThan(0);
  } else {
    expect(tables).toBe(0);
  }
});
