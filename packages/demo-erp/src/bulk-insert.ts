import { sql } from 'drizzle-orm';
import type { DemoDb } from './host.js';
import { yieldToEventLoop } from './host.js';

/**
 * Multi-row INSERTs with literal values, thousands of rows per statement: the generator writes
 * millions of lines, and parameter lists (65 535 at most) or row-by-row inserts would take hours.
 * Values come from the generator only; they are still quoted properly.
 */
export type SqlValue = string | number | boolean | null | readonly string[];

function literal(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  return value.length === 0 ? `'{}'::text[]` : `ARRAY[${value.map((v) => literal(v)).join(',')}]::text[]`;
}

export async function bulkInsert(
  db: DemoDb,
  table: string,
  columns: readonly string[],
  rows: readonly SqlValue[][],
  rowsPerStatement = 2_000,
): Promise<void> {
  const head = `insert into demo_erp."${table}" (${columns.map((c) => `"${c}"`).join(',')}) values `;
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const chunk = rows.slice(start, start + rowsPerStatement);
    const values = chunk.map((row) => `(${row.map(literal).join(',')})`).join(',');
    await db.execute(sql.raw(head + values));
    // On the embedded database the portal shares this thread: let its requests in between statements.
    await yieldToEventLoop();
  }
}

/** Collects rows per table and writes them in large batches. */
export class BulkWriter {
  private readonly buffers = new Map<string, { columns: readonly string[]; rows: SqlValue[][] }>();

  constructor(
    private readonly db: DemoDb,
    private readonly flushAt = 20_000,
  ) {}

  async add(table: string, columns: readonly string[], row: SqlValue[]): Promise<void> {
    let buffer = this.buffers.get(table);
    if (!buffer) {
      buffer = { columns, rows: [] };
      this.buffers.set(table, buffer);
    }
    buffer.rows.push(row);
    if (buffer.rows.length >= this.flushAt) await this.flushTable(table);
  }

  async flushTable(table: string): Promise<void> {
    const buffer = this.buffers.get(table);
    if (!buffer || buffer.rows.length === 0) return;
    const rows = buffer.rows;
    buffer.rows = [];
    await bulkInsert(this.db, table, buffer.columns, rows);
  }

  async flush(): Promise<void> {
    for (const table of this.buffers.keys()) await this.flushTable(table);
  }
}
