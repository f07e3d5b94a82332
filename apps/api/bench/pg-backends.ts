/**
 * CPU time of the PostgreSQL backends that serve one database, so a bench on PostgreSQL can count what a
 * request costs the database as well as the portal's process. Read from Linux's /proc (the server runs
 * on this machine): each backend's run time in ns (`/proc/<pid>/schedstat`), found through
 * pg_stat_activity on a connection of its own to the `postgres` database, so the sampling itself is
 * never counted.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';

/** Nanoseconds a PostgreSQL process of this machine has run on a CPU, or null where /proc does not show it. */
function runNs(pid: number): number | null {
  try {
    // A server on another machine has its own pids: one here by chance is not a postgres backend.
    if (!readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres')) return null;
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
  } catch {
    return null;
  }
}

export interface BackendCpu {
  /** Each backend's run time now, by pid. */
  sample(): Promise<Map<number, number>>;
  /** Nanoseconds the backends ran between two samples; a backend that started in between counts whole. */
  between(before: Map<number, number>, after: Map<number, number>): number;
  close(): Promise<void>;
}

/** Null where the backends' run time cannot be read (PostgreSQL on another machine, no /proc). */
export async function backendCpu(server: string, database: string): Promise<BackendCpu | null> {
  const client = new pg.Client({ connectionString: `${server}/postgres` });
  await client.connect();
  const sample = async () => {
    const { rows } = await client.query<{ pid: number }>(
      "select pid from pg_stat_activity where datname = $1 and backend_type = 'client backend'",
      [database],
    );
    const times = new Map<number, number>();
    for (const { pid } of rows) {
      const ns = runNs(pid);
      if (ns !== null) times.set(pid, ns);
    }
    return times;
  };
  const first = await sample();
  if (first.size === 0) {
    await client.end();
    return null;
  }
  return {
    sample,
    between: (before, after) =>
      [...after].reduce((sum, [pid, ns]) => sum + Math.max(0, ns - (before.get(pid) ?? 0)), 0),
    close: () => client.end(),
  };
}
