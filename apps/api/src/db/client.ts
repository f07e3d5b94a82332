import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type DataDirLock, LOCK_FILE_NAME, lockDataDir } from './data-dir-lock.js';
import { type StatementCache, withPreparedStatements } from './prepared-statements.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The one database type every repository takes: PGlite and node-postgres behave the same. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = 'embedded' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Runs a script of several statements without parameters (migrations, pg-boss). */
  exec(sql: string): Promise<void>;
  /**
   * Runs SQL outside Drizzle (pg-boss on the embedded database). Without parameters the text may hold
   * several statements (pg-boss sends multi-statement migrations); the last statement's rows are returned.
   */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  /**
   * The embedded database's whole data folder as one uncompressed tar file (PGlite's dump), which
   * `loadDataDir` opens again; null on PostgreSQL, whose own tools copy a database. The API tests build
   * their starting databases once and open a copy per file (test/support/templates.ts).
   */
  dumpDataDir(): Promise<Blob | null>;
  /**
   * Runs `work` while no other portal process on this database runs its own: the start-up's migrations,
   * demo seed and demo ERP fill, which two portals starting together on one PostgreSQL (a rolling
   * restart, two machines) would otherwise both begin. A PostgreSQL advisory lock, held by one connection
   * for the time of `work`; the embedded database has one process per data folder already.
   */
  whileStartingAlone<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The advisory lock of `whileStartingAlone`: one number every portal process agrees on. */
const START_UP_LOCK = 5_310_202_611;

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded database runs. */
  url?: string | undefined;
  /** Folder of the embedded database, or `memory://`. */
  dataDir?: string;
  /**
   * An in-memory embedded database, or a data folder that holds no database yet, starts as this dump
   * (Database.dumpDataDir, plain or gzip) instead of empty: `npm run restore` (docs/operations.md).
   */
  loadDataDir?: Blob;
  /** Told of every statement Drizzle sends (the tests count the statements a request costs). */
  onQuery?: (sql: string) => void;
  /** Told when the embedded database takes over a lock left by a process that died; default: console.warn. */
  onWarning?: (message: string) => void;
}

/** The embedded databases' statement caches, for db/prepared.ts to mark its statements in. */
export const statementCaches = new WeakMap<Db, StatementCache>();

const loggerOf = (options: DatabaseOptions) => {
  const { onQuery } = options;
  return onQuery ? { logQuery: (query: string) => onQuery(query) } : false;
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 20 });
    // An idle connection the server ends (a restart, a fail-over, a dropped test database) is reported
    // on the pool; without a listener node-postgres would crash the process. The pool replaces it.
    pool.on('error', (error) => {
      console.warn(`[db] an idle connection was closed: ${error.message}`);
    });
    const db = drizzlePg(pool, { schema, logger: loggerOf(options) }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      exec: async (text) => {
        await pool.query(text);
      },
      query: async (text, params) => {
        const result = (await pool.query(text, params as unknown[] | undefined)) as
          | pg.QueryResult
          | pg.QueryResult[];
        const last = Array.isArray(result) ? result.at(-1) : result;
        return { rows: last?.rows ?? [] };
      },
      dumpDataDir: async () => null,
      whileStartingAlone: async (work) => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [START_UP_LOCK]);
          try {
            return await work();
          } finally {
            await client.query('select pg_advisory_unlock($1)', [START_UP_LOCK]);
          }
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  const extensions = { btree_gin, pg_trgm };
  if (dataDir.startsWith('memory://')) {
    const loadDataDir = options.loadDataDir;
    return embeddedDatabase(
      await PGlite.create({ dataDir, extensions, ...(loadDataDir ? { loadDataDir } : {}) }),
      options,
      null,
    );
  }
  mkdirSync(dataDir, { recursive: true });
  // Before PGlite touches the folder: every entry point (server, seed, benches, tests) comes through here.
  const lock = lockDataDir(dataDir, options.onWarning ?? ((message) => console.warn(`[db] ${message}`)));
  try {
    await createIfNew(dataDir, options.loadDataDir);
    return embeddedDatabase(await PGlite.create({ dataDir, extensions }), options, lock);
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Where a new database is created inside its (locked) data folder before it is moved up. */
const CREATING_FOLDER = '.creating';

/**
 * PostgreSQL's initdb refuses a folder that holds anything, the lock file too. So a new database is
 * created (or unpacked from `dump`) in a folder inside the locked one and moved up, PG_VERSION last: its
 * presence means a complete database. A first start that died half-way left CREATING_FOLDER behind and
 * starts over.
 */
async function createIfNew(folder: string, dump: Blob | undefined): Promise<void> {
  const creating = join(folder, CREATING_FOLDER);
  if (existsSync(join(folder, 'PG_VERSION'))) {
    if (dump) {
      throw new Error(`The data folder ${folder} already holds a database: restore into an empty folder.`);
    }
    rmSync(creating, { recursive: true, force: true });
    return;
  }
  const others = readdirSync(folder).filter((name) => name !== LOCK_FILE_NAME && name !== CREATING_FOLDER);
  if (existsSync(creating)) {
    for (const name of others) rmSync(join(folder, name), { recursive: true, force: true });
    rmSync(creating, { recursive: true, force: true });
  } else if (others.length > 0) {
    throw new Error(
      `The data folder ${folder} holds files but no database (${others.slice(0, 3).join(', ')}): ` +
        "set DATA_DIR to an empty folder or to a portal's data folder.",
    );
  }
  const client = await PGlite.create({ dataDir: creating, ...(dump ? { loadDataDir: dump } : {}) });
  await client.close();
  // A dump holds the lock file of the process that made it: this folder's lock is this process's.
  rmSync(join(creating, LOCK_FILE_NAME), { force: true });
  for (const name of readdirSync(creating).filter((entry) => entry !== 'PG_VERSION')) {
    renameSync(join(creating, name), join(folder, name));
  }
  renameSync(join(creating, 'PG_VERSION'), join(folder, 'PG_VERSION'));
  rmdirSync(creating);
}

function embeddedDatabase(client: PGlite, options: DatabaseOptions, lock: DataDirLock | null): Database {
  const prepared = withPreparedStatements(client);
  const db = drizzlePglite(prepared.client, { schema, logger: loggerOf(options) }) as unknown as Db;
  statementCaches.set(db, prepared.cache);
  return {
    db,
    kind: 'embedded',
    exec: async (text) => {
      await client.exec(text);
    },
    query: async <Row>(text: string, params?: unknown[]) => {
      // PGlite's extended protocol refuses several statements in one text; exec takes them.
      if (!params || params.length === 0) {
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Row[] };
      }
      const result = await client.query<Row>(text, params);
      return { rows: result.rows };
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    whileStartingAlone: (work) => work(),
    close: async () => {
      try {
        await client.close();
      } finally {
        // The folder is free for the next process only once PGlite has written its last page.
        lock?.release();
      }
    },
  };
}
