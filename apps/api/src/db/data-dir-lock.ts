import { randomUUID } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  openSync,
  readFileSync,
  realpathSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * One process per embedded data folder (ADR-021). PGlite keeps no lock of its own: a second
 * server on the same folder started, answered, and each process overwrote the other's pages, so
 * acknowledged writes were gone after a restart. A lock file in the folder names its holder; a second
 * process refuses to start with a sentence that says which folder and which process, and a lock left by
 * a process that died without closing (kill -9, a power cut) is taken over with a warning.
 */
export const LOCK_FILE_NAME = 'selvedge.lock';

/** What the lock file holds: enough to tell whether its holder still runs, and to name it to a person. */
interface LockHolder {
  pid: number;
  host: string;
  /** When the holder took the lock (ISO 8601), for the sentence. */
  since: string;
  /** The holder's start in clock ticks after boot (Linux): a pid reused by another process differs. */
  processStart: string | null;
  /** Tells this lock apart from a later one of the same process. */
  token: string;
}

export interface DataDirLock {
  /** The lock file. */
  readonly file: string;
  /** Removes the lock file if it is still this lock's; safe to call twice. */
  release(): void;
}

/** The locks this process holds, by lock file: the second open of a folder in one process is refused too. */
const heldHere = new Map<string, string>();

/** A lock file younger than this with no readable content is being written by its creator right now. */
const UNREADABLE_GRACE_MS = 5_000;

/** Field 22 of /proc/<pid>/stat (starttime); null where there is no /proc (macOS, Windows). */
function processStartOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count the fields after its last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): { text: string; holder: LockHolder | null } | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const holder = JSON.parse(text) as LockHolder;
    return { text, holder: Number.isInteger(holder.pid) && typeof holder.host === 'string' ? holder : null };
  } catch {
    return { text, holder: null };
  }
}

type Verdict = 'running' | 'gone' | 'elsewhere' | 'being-written';

function verdictOn(file: string, holder: LockHolder | null): Verdict {
  if (!holder) {
    // Created with 'wx' and written right after: empty or cut short only for an instant, or after a crash.
    const stat = statSync(file, { throwIfNoEntry: false });
    return stat && Date.now() - stat.mtimeMs < UNREADABLE_GRACE_MS ? 'being-written' : 'gone';
  }
  // Another machine's processes cannot be seen from here (a folder on a network share).
  if (holder.host !== hostname()) return 'elsewhere';
  // This process's pid in a lock it does not hold: a previous life with the same pid (pid 1 in a container).
  if (holder.pid === process.pid) return heldHere.get(file) === holder.token ? 'running' : 'gone';
  if (!isRunning(holder.pid)) return 'gone';
  const start = processStartOf(holder.pid);
  if (holder.processStart && start && start !== holder.processStart) return 'gone';
  return 'running';
}

function refusal(folder: string, file: string, holder: LockHolder | null, verdict: Verdict): string {
  if (!holder || verdict === 'being-written') {
    return `The data folder ${folder} is being locked by another process right now (${file}): start one process per data folder.`;
  }
  const who = `process ${holder.pid} on ${holder.host} (running since ${holder.since})`;
  if (verdict === 'elsewhere') {
    return (
      `The data folder ${folder} is in use by ${who}, which cannot be checked from ${hostname()}. ` +
      `If that process no longer runs, delete ${file} and start again.`
    );
  }
  return (
    `The data folder ${folder} is in use by ${who}: a second process on the same folder would lose writes. ` +
    `Stop process ${holder.pid} first, or give this one another DATA_DIR.`
  );
}

function describe(holder: LockHolder | null): string {
  return holder
    ? `process ${holder.pid} on ${holder.host} (since ${holder.since})`
    : 'the process that began an unreadable lock file';
}

/** Creates the lock file only if there is none (open 'wx' is atomic), its content written and flushed. */
function createExclusively(file: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return true;
}

let isExitHookSet = false;

/** A process that exits without closing its database (process.exit, an uncaught error) leaves no lock. */
function releaseAllOnExit(): void {
  if (isExitHookSet) return;
  isExitHookSet = true;
  process.once('exit', () => {
    for (const [file, token] of heldHere) {
      try {
        removeIfOurs(file, token);
      } catch {
        // The process ends anyway; the next start judges the lock by its pid.
      }
    }
  });
}

function removeIfOurs(file: string, token: string): void {
  const current = readHolder(file);
  if (current?.holder?.token !== token) return;
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/**
 * Takes the lock of an existing data folder, or throws the sentence that names its holder. A lock
 * whose holder no longer runs on this machine is taken over, and `warn` is told.
 */
export function lockDataDir(dataDir: string, warn: (message: string) => void): DataDirLock {
  const folder = realpathSync(dataDir);
  const file = join(folder, LOCK_FILE_NAME);
  const own: LockHolder = {
    pid: process.pid,
    host: hostname(),
    since: new Date().toISOString(),
    processStart: processStartOf(process.pid),
    token: randomUUID(),
  };
  // A few rounds: a stale lock removed here may be taken by another process starting at the same moment.
  for (let round = 0; round < 3; round += 1) {
    if (createExclusively(file, `${JSON.stringify(own, null, 2)}\n`)) {
      heldHere.set(file, own.token);
      releaseAllOnExit();
      return {
        file,
        release() {
          if (heldHere.get(file) !== own.token) return;
          heldHere.delete(file);
          removeIfOurs(file, own.token);
        },
      };
    }
    const found = readHolder(file);
    if (!found) continue;
    const verdict = verdictOn(file, found.holder);
    if (verdict !== 'gone') throw new Error(refusal(folder, file, found.holder, verdict));
    // Remove the stale lock only if it is still the one judged (not one another process just took).
    if (readHolder(file)?.text !== found.text) continue;
    try {
      unlinkSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    warn(
      `took over the lock of the data folder ${folder}: ${describe(found.holder)} no longer runs ` +
        '(it stopped without closing the database, e.g. killed)',
    );
  }
  throw new Error(
    `The data folder ${folder} could not be locked (${file} keeps changing): start one process per data folder.`,
  );
}
