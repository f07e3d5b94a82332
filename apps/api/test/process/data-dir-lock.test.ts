/**
 * One process per embedded data folder (ADR-021): a second server on the same DATA_DIR
 * reported ready, and each overwrote the other's writes. Now the second refuses to start with a
 * sentence naming the folder and the process that holds it; a lock left by a dead process is taken
 * over with a warning; closing frees the folder.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.js';
import { LOCK_FILE_NAME } from '../../src/db/data-dir-lock.js';
import { templateDataFolder } from '../support/templates.js';
import { startServer, stopAll } from './support/server-process.js';

// The lock is the embedded database's: the PostgreSQL run of the suite has nothing of its own to add.
const isPostgresRun = Boolean(process.env.DATABASE_URL);

const folders: string[] = [];
const open: Database[] = [];

afterAll(async () => {
  await stopAll();
  for (const database of open.splice(0)) await database.close();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

/**
 * A data folder holding the run's seeded database (templates.ts), so that neither the first open nor the
 * first server creates a database: these tests are about the lock, not about what the folder holds.
 */
async function newFolder(): Promise<string> {
  const folder = realpathSync(await templateDataFolder('selvedge-lock-', 'seeded'));
  folders.push(folder);
  return folder;
}

async function opened(folder: string, onWarning?: (message: string) => void): Promise<Database> {
  const database = await openDatabase({ dataDir: folder, ...(onWarning ? { onWarning } : {}) });
  open.push(database);
  return database;
}

async function closed(database: Database): Promise<void> {
  open.splice(open.indexOf(database), 1);
  await database.close();
}

/** The pid of a process that has already exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid as number;
}

function writeLock(folder: string, holder: Record<string, unknown>): void {
  writeFileSync(
    join(folder, LOCK_FILE_NAME),
    JSON.stringify({
      host: hostname(),
      since: '2026-01-05T08:00:00.000Z',
      processStart: null,
      token: 't',
      ...holder,
    }),
  );
}

describe.skipIf(isPostgresRun)('the data folder of the embedded database, in one process', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await newFolder();
  });

  it('refuses a second open of the same folder with a sentence naming the folder and the holder', async () => {
    const first = await opened(folder);
    await first.exec('create table kept (id int); insert into kept values (7)');
    await expect(openDatabase({ dataDir: folder })).rejects.toThrow(
      `The data folder ${folder} is in use by process ${process.pid} on `,
    );
    // The first keeps working.
    expect((await first.query<{ id: number }>('select id from kept', [])).rows).toEqual([{ id: 7 }]);
    await closed(first);
    expect(existsSync(join(folder, LOCK_FILE_NAME))).toBe(false);

    // Closed: the folder opens again, with what was written before.
    const again = await opened(folder);
    expect((await again.query<{ id: number }>('select id from kept', [])).rows).toEqual([{ id: 7 }]);
    await closed(again);
  }, 60_000);

  it('takes over a lock whose process no longer runs, and says so', async () => {
    const pid = await deadPid();
    writeLock(folder, { pid });
    const warnings: string[] = [];
    const database = await opened(folder, (message) => warnings.push(message));
    expect(warnings).toEqual([
      expect.stringContaining(`took over the lock of the data folder ${folder}: process ${pid} on `),
    ]);
    expect(warnings[0]).toContain('no longer runs');
    expect(JSON.parse(readFileSync(join(folder, LOCK_FILE_NAME), 'utf8'))).toMatchObject({
      pid: process.pid,
    });
    await closed(database);
    expect(existsSync(join(folder, LOCK_FILE_NAME))).toBe(false);
  });

  it.runIf(existsSync('/proc/self/stat'))(
    'takes over a lock whose pid now belongs to another process',
    async () => {
      // The parent runs, but started at another moment than the lock says: the pid was reused.
      writeLock(folder, { pid: process.ppid, processStart: '1' });
      const warnings: string[] = [];
      await closed(await opened(folder, (message) => warnings.push(message)));
      expect(warnings).toHaveLength(1);
    },
  );

  it('refuses a lock held on another machine, naming it and the file to delete', async () => {
    writeLock(folder, { pid: 4242, host: 'portal-2.example' });
    await expect(openDatabase({ dataDir: folder })).rejects.toThrow(
      `The data folder ${folder} is in use by process 4242 on portal-2.example`,
    );
    await expect(openDatabase({ dataDir: folder })).rejects.toThrow(`delete ${join(folder, LOCK_FILE_NAME)}`);
  });
});

describe.skipIf(isPostgresRun)('two server processes on one DATA_DIR', () => {
  it('the second exits with a sentence naming the folder and the first one’s pid', async () => {
    const folder = await newFolder();
    const env = { DATA_DIR: folder, DEMO_MODE: 'false' };
    const first = await startServer(env);

    const second = await startServer(env, { waitForListening: false });
    const exit = await second.exited;
    expect(exit.code).not.toBe(0);
    expect(exit.code).not.toBeNull();
    expect(second.output()).toContain(`The data folder ${folder} is in use by process ${first.pid} on `);
    expect(second.output()).not.toMatch(/Selvedge portal on/);

    // The first is not disturbed, and frees the folder when it stops.
    first.signal('SIGTERM');
    expect(await first.exited).toEqual({ code: 0, signal: null });
    expect(existsSync(join(folder, LOCK_FILE_NAME))).toBe(false);
  }, 120_000);
});
