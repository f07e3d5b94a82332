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
import { createDeps } from '../../src/deps.js';
import { syncAllFeeds } from '../../src/modules/erp-sync/erp-sync.service.js';

/** `seeded`: the demo accounts and an empty ERP; `tiny`: with the tiny demo ERP, synced. */
export type TemplateName = 'seeded' | 'tiny';
const TEMPLATE_NAMES: readonly TemplateName[] = ['seeded', 'tiny'];

export type TemplateStore =
  | { kind: 'embedded'; folder: string }
  | { kind: 'postgres'; databases: Record<TemplateName, string> };

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
    await keep(await deps.database.dumpDataDir());
  } finally {
    await composition.close();
  }
}

/** Builds every template for this run: on the DATABASE_URL server when it is set, else as PGlite dumps. */
export async function buildTemplates(serverUrl: string | undefined): Promise<TemplateStore> {
  if (serverUrl) {
    const run = randomBytes(4).toString('hex');
    const databases = Object.fromEntries(
      TEMPLATE_NAMES.map((name) => [name, `selvedge_template_${run}_${name}`]),
    ) as Record<TemplateName, string>;
    for (const name of TEMPLATE_NAMES) {
      await onServer(serverUrl, (client) => client.query(`create database "${databases[name]}"`));
      const url = new URL(serverUrl);
      url.pathname = `/${databases[name]}`;
      await build(name, { DATABASE_URL: url.toString() }, async () => {});
    }
    return { kind: 'postgres', databases };
  }
  const folder = await mkdtemp(join(tmpdir(), 'selvedge-test-templates-'));
  for (const name of TEMPLATE_NAMES) {
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

/** The embedded template's dump, read for one portal. */
export async function templateDump(folder: string, name: TemplateName): Promise<Blob> {
  return new Blob([await readFile(join(folder, `${name}.tar`))]);
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
