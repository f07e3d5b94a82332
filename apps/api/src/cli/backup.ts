import { existsSync, readdirSync, rmSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { AppConfig } from '../config/env.js';
import { openDatabase } from '../db/client.js';
import { LOCK_FILE_NAME, lockDataDir } from '../db/data-dir-lock.js';
import { CommandExit, exitCodes } from './cli-support.js';

/**
 * `npm run backup` and `npm run restore` for the embedded database (docs/operations.md, "Backup and
 * restore"): its whole data folder as one gzip'd tar file, PGlite's own dump. The dump is taken inside
 * the one process that has the folder open, so the portal must be stopped first: the data folder's lock
 * (ADR-021) refuses the command while the server runs, with a sentence naming the server's process.
 * PostgreSQL has its own tools (pg_dump, pg_restore).
 */

const gzipped = promisify(gzip);
const gunzipped = promisify(gunzip);

/** The embedded data folder of these settings, or the sentence why there is none to copy. */
function embeddedFolder(config: AppConfig, command: 'backup' | 'restore'): string {
  if (config.databaseUrl) {
    const tool = command === 'backup' ? 'pg_dump' : 'pg_restore';
    throw new CommandExit(
      exitCodes.usage,
      `DATABASE_URL is set: the portal's data is in PostgreSQL, which ${tool} copies (docs/operations.md, "Backup and restore").`,
    );
  }
  if (config.dataDir.startsWith('memory://')) {
    throw new CommandExit(
      exitCodes.usage,
      'DATA_DIR is memory://: an in-memory database has nothing to copy.',
    );
  }
  return config.dataDir;
}

export interface BackupSummary {
  file: string;
  bytes: number;
  milliseconds: number;
}

/**
 * Writes the embedded database of `config` to `file` (gzip'd tar). Refuses an existing file unless
 * `isOverwriting`, and a folder without a database. Written beside the file first and renamed, so
 * a backup that failed half-way never looks complete.
 */
export async function backUp(config: AppConfig, file: string, isOverwriting = false): Promise<BackupSummary> {
  const started = performance.now();
  const folder = embeddedFolder(config, 'backup');
  if (!existsSync(join(folder, 'PG_VERSION'))) {
    throw new CommandExit(
      exitCodes.refused,
      `The data folder ${folder} holds no database; nothing to back up.`,
    );
  }
  if (existsSync(file) && !isOverwriting) {
    throw new CommandExit(exitCodes.refused, `${file} exists; choose another file name or add --force.`);
  }
  const database = await openEmbedded(folder);
  let archive: Buffer;
  try {
    const dump = await database.dumpDataDir();
    if (!dump) throw new Error('the embedded database gave no dump');
    archive = await gzipped(Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  const partial = `${file}.partial`;
  try {
    await writeFile(partial, archive);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { file, bytes: archive.length, milliseconds: Math.round(performance.now() - started) };
}

/**
 * Restores a backup into the configured data folder, which must be empty (or missing) unless
 * `isReplacing`: then what it holds is deleted first, once the folder's lock shows no server runs on it.
 * The restored database is opened once, so a damaged file is found now rather than at the next start.
 */
export async function restore(config: AppConfig, file: string, isReplacing = false): Promise<BackupSummary> {
  const started = performance.now();
  const folder = embeddedFolder(config, 'restore');
  let archive: Buffer;
  try {
    archive = await readFile(file);
  } catch (error) {
    throw new CommandExit(exitCodes.refused, `${file} cannot be read: ${(error as Error).message}`);
  }
  const tar = await gunzipped(archive).catch(() => {
    throw new CommandExit(exitCodes.refused, `${file} is not a backup of the portal (not a gzip file).`);
  });
  const entries = existsSync(folder) ? readdirSync(folder).filter((name) => name !== LOCK_FILE_NAME) : [];
  if (entries.length > 0) {
    if (!isReplacing) {
      throw new CommandExit(
        exitCodes.refused,
        `The data folder ${folder} is not empty (${entries.slice(0, 3).join(', ')}${entries.length > 3 ? ', …' : ''}): ` +
          'restore into an empty folder (DATA_DIR), or add --force to replace what it holds.',
      );
    }
    emptyFolder(folder, entries);
  }
  const database = await openEmbedded(folder, new Blob([tar]));
  await database.close();
  return { file, bytes: archive.length, milliseconds: Math.round(performance.now() - started) };
}

/** Deletes the folder's entries, holding its lock meanwhile: a running server's folder is refused. */
function emptyFolder(folder: string, entries: string[]): void {
  const lock = lockOrExit(folder);
  try {
    for (const name of entries) rmSync(join(folder, name), { recursive: true, force: true });
  } finally {
    lock.release();
  }
}

function lockOrExit(folder: string) {
  try {
    return lockDataDir(folder, (message) => console.warn(message));
  } catch (error) {
    throw new CommandExit(exitCodes.database, (error as Error).message);
  }
}

async function openEmbedded(folder: string, loadDataDir?: Blob) {
  try {
    return await openDatabase({ dataDir: folder, ...(loadDataDir ? { loadDataDir } : {}) });
  } catch (error) {
    throw new CommandExit(exitCodes.database, (error as Error).message);
  }
}
