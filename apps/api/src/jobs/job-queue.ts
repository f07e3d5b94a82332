import PgBoss from 'pg-boss';
import type { Database } from '../db/client.js';

export type JobQueue = PgBoss;

export interface JobQueueOptions {
  /** PostgreSQL connection string; pg-boss then keeps its own small pool. */
  databaseUrl?: string | undefined;
  /** Run schedules (cron) in this process. Off in tests that drive jobs by hand. */
  isScheduling?: boolean;
}

/**
 * pg-boss on the portal's database, in its own schema `pgboss`. On PostgreSQL it connects itself; on the
 * embedded database it goes through the one PGlite connection (architecture: "facts checked"), whose
 * `query` takes pg-boss's multi-statement migrations through PGlite's exec.
 */
export async function startJobQueue(database: Database, options: JobQueueOptions = {}): Promise<JobQueue> {
  const isScheduling = options.isScheduling ?? true;
  const common = { schema: 'pgboss', schedule: isScheduling, supervise: true } as const;
  const boss =
    database.kind === 'postgres' && options.databaseUrl
      ? new PgBoss({ ...common, connectionString: options.databaseUrl, max: 4 })
      : new PgBoss({
          ...common,
          db: { executeSql: (text: string, values: unknown[]) => database.query(text, values) },
        });
  // pg-boss reports background failures (polling, maintenance) as events; an unhandled one would crash.
  boss.on('error', (error) => {
    console.error('[jobs]', error);
  });
  await boss.start();
  return boss;
}
