/**
 * The API tests' starting databases, built once per test run instead of once per file: the
 * migrations, the demo seed and pg-boss's schema, and for `tiny` the tiny demo ERP synced into the read
 * model. On the embedded database each is a PGlite dump a file opens in memory; on PostgreSQL a database
 * each file's own database is created from (`CREATE DATABASE … TEMPLATE`). Built by global-setup.ts;
 * a run that does not build them (one file run on its own by an editor, the SAP runs) builds each
 * portal from scratch as before.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { generate } from '@selvedge/demo-erp';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig } from '../../src/config/env.js';
import type { Database } from '../../src/db/client.js';
import { createDeps } from '../../src/deps.js';
import { syncAllFeeds } from '../../src/modules/erp-sync/erp-sync.service.js';

/** `seeded`: the demo accounts and an empty ERP; `tiny`: with the tiny demo ERP, synced. */
export type TemplateName = 'seeded' | 'tiny';
const TEMPLATE_NAMES: readonly TemplateName[] = ['seeded', 'tiny'];

export type TemplateStore =
  | { kind: 'embedded'; folder: string }
  | { kind: 'postgres'; databases: Partial<Record<TemplateName, string>> };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: TemplateStore | null;
  }
}

/** The demo ERP's generator seed the harness uses (DEMO_ERP_SEED's default). */
const DEMO_SEED = 2026;

const adminUrl = (serverUrl: string) => {
  const url = new URL(serverUrl);
  url.pathname = '/postgres';
  return url.toString();
};

async function onServer<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl(serverUrl) });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Builds one template in a database opened from `env`, and hands that database to `keep`. */
async function build(
  name: TemplateName,
  env: Record<string, string>,
  keep: (dump: Blob | null) => Promise<void>,
) {
  const config = loadConfig({ NODE_ENV: 'test', DEMO_MODE: 'true', LOG_LEVEL: 'silent', ...env });
  const composition = await createDeps(config);
  try {
    const { deps } = composition;
    if (name === 'tiny') {
      await generate(deps.database.db, {
        seed: DEMO_SEED,
        scale: 'tiny',
        today: new Date().toISOString().slice(0, 10),
      });
      await syncAllFeeds({ db: deps.database.db, erp: deps.erp, clock: deps.clock });
    }
    await deps.jobs.prepare();
    if (deps.database.kind === 'embedded') await dropSpareDatabases(deps.database);
    await keep(await deps.database.dumpDataDir());
  } finally {
    await composition.close();
  }
}

/**
 * PGlite keeps the portal in `template1`, the database it opens; the folder also holds PostgreSQL's
 * other two, `postgres` and `template0`, which nothing of the portal opens. Without them a dump is a
 * third smaller (29 MB instead of 42) and every portal opens its copy in 0.8 s instead of 1.2 s on this
 * machine, about 90 times per `npm test`. Only the tests' starting databases are slimmed: a supplier's
 * data folder keeps both, as PostgreSQL made it.
 */
async function dropSpareDatabases(database: Database): Promise<void> {
  // One statement per call: DROP DATABASE refuses to run inside the transaction of a multi-statement text.
  await database.exec('drop database postgres');
  await database.exec("update pg_database set datistemplate = false where datname = 'template0'");
  await database.exec('drop database template0');
}

/**
 * Builds the templates for this run (every one unless `names` says which: the browser tests' portals
 * start from `tiny` only): on the DATABASE_URL server when it is set, else as PGlite dumps.
 */
export async function buildTemplates(
  serverUrl: string | undefined,
  names: readonly TemplateName[] = TEMPLATE_NAMES,
): Promise<TemplateStore> {
  if (serverUrl) {
    const run = randomBytes(4).toString('hex');
    const databases = Object.fromEntries(
      names.map((name) => [name, `selvedge_template_${run}_${name}`]),
    ) as Partial<Record<TemplateName, string>>;
    for (const name of names) {
      await onServer(serverUrl, (client) => client.query(`create database "${databases[name]}"`));
      const url = new URL(serverUrl);
      url.pathname = `/${databases[name]}`;
      await build(name, { DATABASE_URL: url.toString() }, async () => {});
    }
    return { kind: 'postgres', databases };
  }
  const folder = await mkdtemp(join(tmpdir(), 'selvedge-test-templates-'));
  for (const name of names) {
    await build(name, { DATA_DIR: 'memory://' }, async (dump) => {
      if (!dump) throw new Error('the embedded database gave no dump');
      await writeFile(join(folder, `${name}.tar`), Buffer.from(await dump.arrayBuffer()));
    });
  }
  return { kind: 'embedded', folder };
}

export async function dropTemplates(store: TemplateStore, serverUrl: string | undefined): Promise<void> {
  if (store.kind === 'embedded') {
    await rm(store.folder, { recursive: true, force: true });
    return;
  }
  if (!serverUrl) return;
  await onServer(serverUrl, async (client) => {
    for (const database of Object.values(store.databases)) {
      await client.query(`drop database if exists "${database}" with (force)`);
    }
  });
}

/** The template a portal of this ERP data starts from in this run, or null (built from scratch). */
export function templateFor(
  erpData: string | undefined,
): { name: TemplateName; store: TemplateStore } | null {
  const store = inject('databaseTemplates') ?? null;
  if (!store) return null;
  if (erpData === undefined) return { name: 'seeded', store };
  if (erpData === 'tiny') return { name: 'tiny', store };
  return null;
}

/**
 * The dumps this worker has read, by file. A worker runs many files one after the other (isolate: false,
 * vitest.config.ts) and a Blob is never changed by a portal that opens it, so each dump is read and made
 * a Blob once per worker: on Node 20 copying 40 MB into a new Blob alone took 0.3 s, about a fifth of
 * opening a portal's database.
 */
const dumpsRead = new Map<string, Promise<Blob>>();

/** The embedded template's dump, for a portal to open (PGlite's `loadDataDir`). */
export function templateDump(folder: string, name: TemplateName): Promise<Blob> {
  const file = join(folder, `${name}.tar`);
  let dump = dumpsRead.get(file);
  if (!dump) {
    dump = readFile(file).then((bytes) => new Blob([bytes]));
    // A failed read is not kept: the next portal tries again.
    dump.catch(() => dumpsRead.delete(file));
    dumpsRead.set(file, dump);
  }
  return dump;
}

/**
 * A data folder for a portal of its own on the embedded database (a real server process, a portal that
 * outlives a restart): this run's `name` template unpacked into a new folder, so the portal opens a
 * database as a restart would instead of creating, migrating, seeding and filling one (about ten seconds
 * of a process test's start on this machine). A PGlite dump is a tar of the database folder:
 * `tar` unpacks it as PGlite's own `loadDataDir` would, without starting a database to do it. Without
 * embedded templates (PostgreSQL runs, a file run on its own) the folder stays empty and the portal
 * builds its database from scratch.
 */
export async function templateDataFolder(prefix: string, name: TemplateName = 'tiny'): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), prefix));
  await fillFromTemplate(folder, name);
  return folder;
}

/** Unpacks this run's `name` template into `folder` when there is one and the folder is empty. */
export async function fillFromTemplate(folder: string, name: TemplateName): Promise<boolean> {
  const store = inject('databaseTemplates') ?? null;
  if (store?.kind !== 'embedded' || (await readdir(folder)).length > 0) return false;
  await promisify(execFile)('tar', ['-xf', join(store.folder, `${name}.tar`), '-C', folder]);
  return true;
}
