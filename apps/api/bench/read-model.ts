/**
 * The read model's figures (ADR-010), on PostgreSQL, for the `small` and `large` demo scales:
 * 1. generation time of the demo ERP;
 * 2. full sync throughput (documents and lines per second) from the demo ERP into the read model;
 * 3. the SQL time of a 20-row, newest-first page of one customer's order lines: the first page and a
 *    deep page, with and without a quick search, for the customer with the most lines and a typical one.
 * Each scale gets a fresh database; with BENCH_KEEP_DATABASES=1 it is kept (named in the results) so
 * later runs and the list endpoints' bench can reuse it.
 */
import { performance } from 'node:perf_hooks';
import { createDemoErpAdapter, type DemoScale, generate, openDemoErp } from '@selvedge/demo-erp';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { syncAllFeeds } from '../src/modules/erp-sync/erp-sync.service.js';
import { systemClock } from '../src/shared/clock.js';
import { sized } from './results.js';

export interface PageTiming {
  customer: string;
  customerLines: number;
  page: string;
  search: string | null;
  p50: number;
  p99: number;
  rows: number;
}

export interface ScaleRun {
  scale: DemoScale;
  database: string;
  generation: { ms: number; customers: number; documentLines: number };
  sync: { ms: number; documents: number; lines: number; rowsApplied: number; linesPerSecond: number };
  pages: PageTiming[];
}

const ITERATIONS = Number(process.env.BENCH_SQL_ITERATIONS ?? sized(300, 3));

/** Runs one statement on the server's `postgres` database (create and drop a bench database). */
export async function admin(server: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${server}/postgres` });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const round = (value: number) => Math.round(value * 100) / 100;

/** The order list's query as the API runs it: the partial list index, newest first, 20 rows. */
function orderPage(customer: string, offset: number, search: string | null) {
  const like = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return sql`select kind, document_id, line_number, item_code, collection, quantity, document_reference,
      line_reference, currency, price, document_number, document_date, delivery_date, batch_numbers, order_type
    from sales_document_lines
    where customer_code = ${customer} and kind = 'order' and bom_role <> 'component' and status <> 'cancelled'
      ${like ? sql`and search_text ilike ${like}` : sql``}
    order by document_date desc, document_id desc, line_number
    limit 20 offset ${offset}`;
}

async function time(
  database: Database,
  query: ReturnType<typeof sql>,
): Promise<{ p50: number; p99: number; rows: number }> {
  let rows = 0;
  for (let i = 0; i < sized(20, 1); i++) await database.db.execute(query);
  const times: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const start = performance.now();
    const result = (await database.db.execute(query)) as unknown as { rows: unknown[] };
    times.push(performance.now() - start);
    rows = result.rows.length;
  }
  times.sort((a, b) => a - b);
  return { p50: round(percentile(times, 50)), p99: round(percentile(times, 99)), rows };
}

async function one<Row>(database: Database, query: ReturnType<typeof sql>): Promise<Row> {
  const result = (await database.db.execute(query)) as unknown as { rows: Row[] };
  return result.rows[0] as Row;
}

/** The page timings on a synced read model (also run alone on a kept database: `--pages-only <name>`). */
export async function measurePages(database: Database): Promise<PageTiming[]> {
  const listed = sql`kind = 'order' and bom_role <> 'component' and status <> 'cancelled'`;
  const busiest = await one<{ customer: string; n: number }>(
    database,
    sql`select customer_code as customer, count(*)::int as n from sales_document_lines where ${listed}
        group by 1 order by 2 desc limit 1`,
  );
  const typical = await one<{ customer: string; n: number }>(
    database,
    sql`with c as (select customer_code, count(*)::int as n from sales_document_lines where ${listed} group by 1)
        select customer_code as customer, n from c order by n offset (select count(*) / 2 from c) limit 1`,
  );
  const pages: PageTiming[] = [];
  for (const customer of [busiest, typical]) {
    const sample = await one<{ item_code: string }>(
      database,
      sql`select item_code from sales_document_lines where customer_code = ${customer.customer} and kind = 'order' limit 1`,
    );
    const search = sample.item_code.slice(0, 6);
    for (const term of [null, search]) {
      const matching = term
        ? (
            await one<{ n: number }>(
              database,
              sql`select count(*)::int as n from sales_document_lines where customer_code = ${customer.customer}
                  and ${listed} and search_text ilike ${`%${term}%`}`,
            )
          ).n
        : customer.n;
      const lastOffset = Math.max(0, Math.floor((matching - 1) / 20) * 20);
      for (const [page, offset] of [
        ['first', 0],
        ['last', lastOffset],
      ] as const) {
        const timing = await time(database, orderPage(customer.customer, offset, term));
        pages.push({
          customer: customer.customer,
          customerLines: customer.n,
          page,
          search: term,
          ...timing,
        });
      }
    }
  }
  return pages;
}

export async function measureScale(server: string, scale: DemoScale): Promise<ScaleRun> {
  const name = `selvedge_bench_${scale}_${Date.now()}`;
  await admin(server, `create database "${name}"`);
  const database = await openDatabase({ url: `${server}/${name}` });
  try {
    await runMigrations(database);
    await openDemoErp(database.db);
    console.log(`  generating the ${scale} demo ERP ...`);
    const generated = await generate(database.db, { seed: 2026, scale });
    console.log(`  ${generated.documentLines} lines in ${generated.milliseconds} ms; syncing ...`);
    const erp = createDemoErpAdapter({ db: database.db, clock: systemClock });
    const started = performance.now();
    const results = await syncAllFeeds({ db: database.db, erp: erp.port, clock: systemClock });
    const syncMs = Math.round(performance.now() - started);
    await database.exec('analyze');
    const counts = await one<{ documents: number; lines: number }>(
      database,
      sql`select (select count(*)::int from sales_documents) as documents, (select count(*)::int from sales_document_lines) as lines`,
    );
    const pages = await measurePages(database);
    return {
      scale,
      database: name,
      generation: {
        ms: generated.milliseconds,
        customers: generated.customers,
        documentLines: generated.documentLines,
      },
      sync: {
        ms: syncMs,
        documents: counts.documents,
        lines: counts.lines,
        rowsApplied: results.reduce((sum, r) => sum + r.rowsApplied, 0),
        linesPerSecond: Math.round(counts.lines / (syncMs / 1000)),
      },
      pages,
    };
  } finally {
    await database.close();
    if (process.env.BENCH_KEEP_DATABASES !== '1') await admin(server, `drop database if exists "${name}"`);
  }
}

export function readModelMarkdown(runs: ScaleRun[]): string[] {
  const lines = ['## Read model, PostgreSQL', ''];
  lines.push(
    '| Scale | Generation | Lines generated | Full sync | Documents | Lines | Lines/s |',
    '|---|---|---|---|---|---|---|',
  );
  for (const run of runs) {
    lines.push(
      `| ${run.scale} | ${(run.generation.ms / 1000).toFixed(1)} s | ${run.generation.documentLines} | ` +
        `${(run.sync.ms / 1000).toFixed(1)} s | ${run.sync.documents} | ${run.sync.lines} | ${run.sync.linesPerSecond} |`,
    );
  }
  lines.push(
    '',
    `SQL time of a 20-row newest-first page of a customer's order lines (${ITERATIONS} runs each, after 20 warm-up runs):`,
    '',
    '| Scale | Customer (order lines) | Page | Quick search | p50 ms | p99 ms | Rows |',
    '|---|---|---|---|---|---|---|',
  );
  for (const run of runs) {
    for (const p of run.pages) {
      lines.push(
        `| ${run.scale} | ${p.customer} (${p.customerLines}) | ${p.page} | ${p.search ?? '—'} | ${p.p50} | ${p.p99} | ${p.rows} |`,
      );
    }
  }
  return lines;
}
