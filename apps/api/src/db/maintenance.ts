import type { Database } from './client.js';
import { yieldToEventLoop } from './yield.js';

/**
 * The embedded database runs no autovacuum, so after a first sync its tables have no planner statistics
 * and no visibility map: the planner guesses one row everywhere and a count over a customer's lines
 * reads every heap page. `VACUUM ANALYZE` table by table, giving requests a turn in between (the
 * largest table of the small demo, sales_document_lines, takes about 0.8 s). PostgreSQL does this itself.
 */
export async function vacuumAnalyzeEmbedded(database: Database): Promise<number> {
  if (database.kind !== 'embedded') return 0;
  const { rows } = await database.query<{ name: string }>(
    "select relname as name from pg_stat_user_tables where schemaname = 'public' order by relname",
  );
  for (const { name } of rows) {
    await database.exec(`vacuum analyze "${name.replaceAll('"', '""')}"`);
    await yieldToEventLoop();
  }
  return rows.length;
}
