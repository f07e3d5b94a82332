/**
 * `npm run backup` and `npm run restore` (docs/operations.md, "Backup and restore"): the embedded
 * database's data folder as one file, restored into an empty folder with every order, user and upload;
 * on the PostgreSQL run, the pg_dump and pg_restore commands that page gives.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backUp, restore } from '../../src/cli/backup.js';
import { loadConfig } from '../../src/config/env.js';
import { type Database, openDatabase } from '../../src/db/client.js';
import { LOCK_FILE_NAME, lockDataDir } from '../../src/db/data-dir-lock.js';
import { createIsolatedDatabase } from '../support/database.js';
import { createTestPortal, demo, expectOk, type TestPortal } from '../support/harness.js';
import { refusalOf, runCommandProcess } from './commands.js';

const isPostgresRun = Boolean(process.env.DATABASE_URL);

/** What must come back: every order, user and upload, with the values that tell them apart. */
async function contentOf(database: Database) {
  const rows = async (sql: string) => (await database.query(sql)).rows;
  return {
    orders: await rows(
      'select id, state, customer_code, reference, erp_doc_number from order_drafts order by id',
    ),
    orderLines: await rows('select id, draft_id, item_code, quantity from order_draft_lines order by id'),
    users: await rows('select id, email, role, password_hash, is_active from users order by id'),
    uploads: await rows(
      'select id, file_name, content_type, size, md5(bytes) as md5 from stored_files order by id',
    ),
    jobQueues: await rows('select name from pgboss.queue order by name'),
  };
}

/** A portal in use: an order placed, a document uploaded, the demo accounts; the caller closes it. */
async function portalInUse(): Promise<TestPortal> {
  const portal = await createTestPortal({ erpData: 'tiny' });
  // pg-boss's schema, as a started server has it (the run's starting databases have it already).
  await portal.deps.jobs.prepare();
  const customer = await portal.signIn(demo.customer);
  const admin = await portal.signIn(demo.admin);
  const draft = expectOk<{ id: string }>(
    await portal.post('/api/order-drafts/current', { orderType: 'B2B' }, customer),
  );
  await expectOk(await portal.patch(`/api/order-drafts/${draft.id}`, { reference: 'Backup test' }, customer));
  const line = { itemCode: 'HF-1011', quantity: 4 };
  await expectOk(await portal.post(`/api/order-drafts/${draft.id}/lines`, line, customer));
  const approval = { email: 'inkoop@devries.example', termsAccepted: true };
  await expectOk(await portal.post(`/api/order-drafts/${draft.id}/approve`, approval, customer));
  const uploaded = await portal.request('POST', '/api/admin/files?purpose=document&name=price-list.pdf', {
    cookie: admin,
    body: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
    headers: { 'content-type': 'application/octet-stream' },
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return portal;
}

function expectSomethingOfEachKind(content: Awaited<ReturnType<typeof contentOf>>) {
  expect(content.orders).toEqual([expect.objectContaining({ state: 'placed', reference: 'Backup test' })]);
  expect(content.orderLines).toHaveLength(1);
  expect(content.users.length).toBeGreaterThanOrEqual(6);
  expect(content.uploads.map((row) => row.file_name)).toContain('price-list.pdf');
  expect(content.jobQueues.length).toBeGreaterThan(0);
}

/**
 * Each open of a data folder starts PostgreSQL in WebAssembly (seconds; half a minute and more on a busy
 * two-core machine), and a test here opens a folder three or four times.
 */
const FOLDER_WORK_MS = 120_000;

const configFor = (dataDir: string) =>
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });

describe.skipIf(isPostgresRun)('backup and restore of the embedded database', () => {
  let folder: string;
  let source: string;
  /** The backup of `source`, taken once. */
  let file: string;
  let expected: Awaited<ReturnType<typeof contentOf>>;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'selvedge-backup-'));
    const portal = await portalInUse();
    try {
      expected = await contentOf(portal.database);
      // The portal's database into a data folder, as a server's: the folder the backup is taken of.
      const dump = await portal.database.dumpDataDir();
      source = join(folder, 'source');
      await (await openDatabase({ dataDir: source, loadDataDir: dump as Blob })).close();
    } finally {
      await portal.close();
    }
    file = join(folder, 'portal.tar.gz');
    expect((await backUp(configFor(source), file)).bytes).toBeGreaterThan(0);
  }, FOLDER_WORK_MS * 2);
  afterAll(() => rm(folder, { recursive: true, force: true }));

  /** Opens a restored data folder: every order, user and upload of the portal backed up is there. */
  async function expectEverythingIn(dataDir: string) {
    const restored = await openDatabase({ dataDir });
    try {
      expect(await contentOf(restored)).toEqual(expected);
    } finally {
      await restored.close();
    }
  }

  it('has something of each kind to lose', () => expectSomethingOfEachKind(expected));

  it(
    'backs the folder up into one file and restores it into an empty folder, everything found',
    async () => {
      // Written beside and renamed: no partial file stays behind.
      expect(readdirSync(folder).filter((name) => name.startsWith('portal.tar.gz'))).toEqual([
        'portal.tar.gz',
      ]);

      const target = join(folder, 'restored');
      await restore(configFor(target), file);
      // The restoring process's lock is gone with it; the backup's own lock file did not come along.
      expect(existsSync(join(target, LOCK_FILE_NAME))).toBe(false);
      await expectEverythingIn(target);
    },
    FOLDER_WORK_MS,
  );

  it(
    'refuses to overwrite a backup, or to restore over a database, unless --force',
    async () => {
      expect(await refusalOf(backUp(configFor(source), file))).toEqual({
        exitCode: 1,
        message: `${file} exists; choose another file name or add --force.`,
      });
      const refused = await refusalOf(restore(configFor(source), file));
      expect(refused.exitCode).toBe(1);
      expect(refused.message).toContain(`The data folder ${source} is not empty (`);

      await restore(configFor(source), file, true);
      await expectEverythingIn(source);
    },
    FOLDER_WORK_MS,
  );

  it('says so when the server holds the folder, and changes nothing (exit code 3)', async () => {
    // The lock a running server holds on its folder (ADR-021), without the server.
    const server = lockDataDir(source, () => {});
    const entries = readdirSync(source);
    try {
      const another = join(folder, 'while-running.tar.gz');
      const refused = await refusalOf(backUp(configFor(source), another));
      expect(refused.exitCode).toBe(3);
      expect(refused.message).toContain(`is in use by process ${process.pid}`);
      expect(existsSync(another)).toBe(false);
      expect((await refusalOf(restore(configFor(source), file, true))).exitCode).toBe(3);
      expect(readdirSync(source)).toEqual(entries);
    } finally {
      server.release();
    }
  });

  it(
    'runs as npm runs it: a file relative to the folder npm names in INIT_CWD',
    async () => {
      const run = await runCommandProcess('cli/backup-cli.ts', ['backup', 'by-process.tar.gz'], {
        DATA_DIR: source,
        INIT_CWD: folder,
      });
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(
        new RegExp(`^Backed up the data folder ${source} to ${folder}/by-process.tar.gz \\(`),
      );
      expect(existsSync(join(folder, 'by-process.tar.gz'))).toBe(true);
    },
    FOLDER_WORK_MS,
  );
});

const run = promisify(execFile);

describe.skipIf(!isPostgresRun)('backup and restore of PostgreSQL, as docs/operations.md gives them', () => {
  it('pg_dump in custom format and pg_restore into an empty database bring back everything', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'selvedge-pg-dump-'));
    const target = await createIsolatedDatabase();
    try {
      const portal = await portalInUse();
      let expected: Awaited<ReturnType<typeof contentOf>>;
      try {
        expected = await contentOf(portal.database);
        expectSomethingOfEachKind(expected);
        const url = portal.config.databaseUrl as string;
        await run('pg_dump', ['--format=custom', '--no-owner', `--file=${join(folder, 'portal.dump')}`, url]);
      } finally {
        await portal.close();
      }
      await run('pg_restore', ['--no-owner', `--dbname=${target.url}`, join(folder, 'portal.dump')]);
      const restored = await openDatabase({ url: target.url });
      try {
        expect(await contentOf(restored)).toEqual(expected);
      } finally {
        await restored.close();
      }
    } finally {
      await target.drop();
      await rm(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
