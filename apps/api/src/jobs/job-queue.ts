import { type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database, Db } from '../db/client.js';

const SCHEMA = 'pgboss';

/** A queue a module declares: its name, pg-boss policy and retries, and an optional cron schedule. */
export interface QueueSpec {
  name: string;
  options?: Omit<PgBoss.Queue, 'name'>;
  /** Cron (UTC) on which the queue gets a job; only where this process runs the schedules. */
  cron?: string;
}

/**
 * A queue of mails (notices, confirmations): a send that fails is tried again a minute later, then
 * ever later, ten times. At least once: a crash between sending and the job's end sends again.
 */
export const MAIL_QUEUE_OPTIONS: QueueSpec['options'] = {
  policy: 'standard',
  retryLimit: 10,
  retryDelay: 60,
  retryBackoff: true,
};

export interface SendOptions {
  singletonKey?: string;
  /** Not before this many seconds from now (a retry's back-off). */
  startAfterSeconds?: number;
  /**
   * The caller's open transaction: the job is inserted on that connection, so it is committed or
   * rolled back with the caller's own writes (the outbox of architecture "Ordering, reliably").
   */
  tx?: Db;
}

export type JobHandler<Data> = (jobs: PgBoss.Job<Data>[]) => Promise<void>;

/** How a worker fetches: jobs per fetch, and how often it looks while the queue is empty (pg-boss: 2 s). */
export interface WorkOptions {
  batchSize?: number;
  pollingIntervalSeconds?: number;
}

/**
 * How often pg-boss's supervision looks for jobs whose worker died (expired) and hands them on. Its
 * default, 2 minutes, would let an order wait that long after a crash (ADR-031); the work is a few
 * small statements, and one instance at a time does it.
 */
const MAINTENANCE_INTERVAL_SECONDS = 10;

/**
 * pg-boss on the portal's database, in its own schema `pgboss`, as one dependency (deps.jobs).
 * Sending needs no started pg-boss: every insert goes through the portal's own connection (or the
 * caller's transaction), so any route can enqueue. Workers and schedules run only where `startWorking`
 * is called (the background starter, not the tests that drive jobs by hand).
 */
export interface JobQueue {
  /** Creates pg-boss's schema and the declared queues when missing (once; before the first send). */
  prepare(): Promise<void>;
  send<Data extends object>(queue: string, data: Data, options?: SendOptions): Promise<string | null>;
  /** Starts polling, supervision and (when asked) the cron schedules of the declared queues. */
  startWorking(options: { isScheduling: boolean }): Promise<void>;
  work<Data>(queue: string, handler: JobHandler<Data>, options?: WorkOptions): Promise<void>;
  /** Jobs of a queue in a state (tests, the work queue's counts). */
  countJobs(queue: string, state?: 'created' | 'active' | 'completed' | 'failed'): Promise<number>;
  /** Every declared queue's unfinished jobs, in one statement (the operator's metrics). */
  queueStats(): Promise<QueueStats[]>;
  stop(): Promise<void>;
}

/**
 * Works a queue one job after the other, handing each its data: a job that throws stops the batch,
 * and pg-boss retries what is left as the queue's options say.
 */
export function workEachJob<Data>(
  jobs: JobQueue,
  queue: string,
  handle: (data: Data) => Promise<unknown>,
): Promise<void> {
  return jobs.work<Data>(queue, async (batch) => {
    for (const job of batch) await handle(job.data);
  });
}

/** pg-boss's states of a job not yet finished: waiting (created, or retry after a failure) or running. */
export const UNFINISHED_STATES = ['created', 'retry', 'active'] as const;
export type UnfinishedState = (typeof UNFINISHED_STATES)[number];

export interface QueueStats {
  queue: string;
  jobs: Record<UnfinishedState, number>;
  /** Seconds since the oldest waiting job (created or retry) was sent; null when none waits. */
  oldestWaitingSeconds: number | null;
}

export interface JobQueueOptions {
  /** Every queue the modules declare (their `<module>.jobs.ts`), created by prepare. */
  queues: readonly QueueSpec[];
}

/** pg-boss's SQL ($1, $2 … placeholders) as a Drizzle statement, to run on a transaction's connection. */
export function statementOf(text: string, values: readonly unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    // Drizzle leaves an undefined value out of the statement altogether; pg-boss means NULL by it.
    chunks.push(sql`${values[Number(match[1]) - 1] ?? null}`);
    last = (match.index ?? 0) + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

const executorOf = (tx: Db) => ({
  executeSql: async (text: string, values: unknown[]) => {
    const result = (await tx.execute(statementOf(text, values))) as unknown as { rows: unknown[] };
    return { rows: result.rows };
  },
});

export function createJobQueue(database: Database, options: JobQueueOptions): JobQueue {
  const ownConnection = { executeSql: (text: string, values: unknown[]) => database.query(text, values) };
  // Through the portal's own connection on both databases: on the embedded one there is no other, and on
  // PostgreSQL the portal's pool serves the workers' polling as well (ADR-007).
  const boss = new PgBoss({
    schema: SCHEMA,
    supervise: true,
    maintenanceIntervalSeconds: MAINTENANCE_INTERVAL_SECONDS,
    db: ownConnection,
  });
  // pg-boss reports background failures (polling, maintenance) as events; an unhandled one would crash.
  boss.on('error', (error) => {
    console.error('[jobs]', error);
  });

  let prepared: Promise<void> | undefined;
  let isPrepared = false;
  let isWorking = false;

  const prepare = () => {
    // One portal at a time: two starting together on an empty database would both create the schema.
    prepared ??= database.whileStartingAlone(async () => {
      const { rows } = await database.query<{ exists: boolean }>(
        'select exists (select 1 from information_schema.schemata where schema_name = $1) as "exists"',
        [SCHEMA],
      );
      // The same plans pg-boss's start runs; upgrades of an existing schema are left to its start.
      if (!rows[0]?.exists) await database.exec(PgBoss.getConstructionPlans(SCHEMA));
      const existing = await database.query<{ name: string }>(`select name from ${SCHEMA}.queue`);
      const names = new Set(existing.rows.map((row) => row.name));
      for (const queue of options.queues) {
        if (!names.has(queue.name)) {
          await boss.createQueue(queue.name, { ...queue.options, name: queue.name } as PgBoss.Queue);
        }
      }
      isPrepared = true;
    });
    return prepared;
  };

  return {
    prepare,
    async send(queue, data, sendOptions = {}) {
      if (!isPrepared) {
        // Preparing inside the caller's transaction would wait on the transaction's own connection.
        if (sendOptions.tx) throw new Error('prepare the job queue before sending inside a transaction');
        await prepare();
      }
      const db = sendOptions.tx ? executorOf(sendOptions.tx) : ownConnection;
      return boss.send(queue, data, {
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        // A timestamp, not pg-boss's "seconds" text: on a caller's connection the parameter is typed by
        // the statement (timestamptz), and "2" is no timestamp.
        ...(sendOptions.startAfterSeconds
          ? { startAfter: new Date(Date.now() + sendOptions.startAfterSeconds * 1000) }
          : {}),
        db,
      } as PgBoss.SendOptions);
    },
    async startWorking({ isScheduling }) {
      await prepare();
      await boss.start();
      isWorking = true;
      if (!isScheduling) return;
      for (const queue of options.queues) {
        if (queue.cron) await boss.schedule(queue.name, queue.cron);
      }
    },
    async work<Data>(queue: string, handler: JobHandler<Data>, workOptions: WorkOptions = {}) {
      await boss.work<Data>(queue, workOptions, handler);
    },
    async countJobs(queue, state) {
      await prepare();
      const { rows } = await database.query<{ count: number }>(
        `select count(*)::int as count from ${SCHEMA}.job where name = $1 and ($2::text is null or state::text = $2)`,
        [queue, state ?? null],
      );
      return Number(rows[0]?.count ?? 0);
    },
    async queueStats() {
      await prepare();
      // `state <= 'active'` is the condition of pg-boss's own partial indexes (the enum is ordered).
      const { rows } = await database.query<{
        name: string;
        state: UnfinishedState;
        count: number;
        oldest: number;
      }>(
        `select name, state::text as state, count(*)::int as count,
                extract(epoch from now() - min(created_on))::float8 as oldest
           from ${SCHEMA}.job where state <= 'active' group by name, state`,
        [],
      );
      return options.queues.map(({ name }) => {
        const own = rows.filter((row) => row.name === name);
        const waiting = own.filter((row) => row.state !== 'active').map((row) => Number(row.oldest));
        return {
          queue: name,
          jobs: Object.fromEntries(
            UNFINISHED_STATES.map((state) => [state, own.find((row) => row.state === state)?.count ?? 0]),
          ) as Record<UnfinishedState, number>,
          oldestWaitingSeconds: waiting.length > 0 ? Math.max(...waiting) : null,
        };
      });
    },
    async stop() {
      if (isWorking) await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      isWorking = false;
    },
  };
}
