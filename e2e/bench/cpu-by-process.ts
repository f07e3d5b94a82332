/**
 * `npm run bench:cpu-by-process [-- <command …>]`: where a run's CPU goes, by kind of process: Chromium's
 * (its browser process, renderers, GPU process and utilities), Node's, PostgreSQL's, and the rest of the
 * machine. Runs the command, by default the browser tests (`npx vitest run --project e2e`, with CI set, so
 * no pictures are taken), and reads every process's CPU time from /proc/<pid>/stat twice a second. A
 * process counts with what it had used at its last reading, so one that ends between two readings is
 * counted short by up to half a second; the machine's busy CPU from /proc/stat around the run is the
 * whole, and "the rest" is what no reading saw (the kernel's own work among it). Linux only.
 *
 * Why: the browser tests are the largest step of CI, and a process's CPU is not where its parent's
 * figures put it (Chromium's processes are children of the Vitest worker that launched them).
 * ADR-043 quotes a run of it. Written to e2e/bench/results/cpu-by-process.md and .json.
 */
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { writeResults } from './results.js';

/** The clock ticks /proc counts CPU time in, as .ci/run reads them (100 on most kernels). */
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
const READ_EVERY_MS = 500;

const command = process.argv.slice(2);
const argv = command.length > 0 ? command : ['npx', 'vitest', 'run', '--project', 'e2e'];

/** Busy CPU seconds of the whole machine, all cores (user, nice, system, irq, softirq, steal). */
function machineBusySeconds(): number {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1);
  const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
  return (
    ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) /
    TICKS_PER_SECOND
  );
}

/** The kind a process is counted under, from its command line. */
function kindOf(commandLine: string, name: string): string {
  const [program = ''] = commandLine.split('\0');
  if (/chrom(e|ium)/.test(program) || name.startsWith('chromium')) {
    const type = /--type=([a-z-]+)/.exec(commandLine)?.[1];
    return `Chromium: ${type ?? 'browser'}`;
  }
  if (/(^|\/)node$/.test(program) || name === 'node') return 'Node';
  if (name.startsWith('postgres')) return 'PostgreSQL';
  return 'other processes';
}

interface Reading {
  kind: string;
  /** CPU seconds used before the run began (processes already running then), not counted. */
  before: number;
  latest: number;
}

const readings = new Map<string, Reading>();

function readProcesses(isFirst: boolean): void {
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // utime and stime of every thread of the process (schedstat, which bench/pg-backends.ts reads for
      // single-threaded backends, has the main thread's only). The name is in parentheses and may hold
      // spaces; the fields after it are numbered from 3.
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const seconds = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
      const known = readings.get(pid);
      if (known) {
        known.latest = seconds;
        continue;
      }
      const kind = kindOf(readFileSync(`/proc/${pid}/cmdline`, 'utf8'), name);
      readings.set(pid, { kind, before: isFirst ? seconds : 0, latest: seconds });
    } catch {
      // Ended between the listing and the reading: its last reading (if any) stands.
    }
  }
}

const loadAtStart = loadavg()[0] ?? 0;
const startedAt = new Date();
const busyBefore = machineBusySeconds();
const started = performance.now();
readProcesses(true);
const timer = setInterval(() => readProcesses(false), READ_EVERY_MS);

const [program = 'npx', ...args] = argv;
const exitCode = await new Promise<number>((resolve) => {
  const child = spawn(program, args, {
    stdio: 'inherit',
    env: { ...process.env, CI: process.env.CI ?? 'true' },
  });
  child.once('close', (code) => resolve(code ?? 1));
});
clearInterval(timer);
readProcesses(false);
const wallSeconds = (performance.now() - started) / 1000;
const busySeconds = machineBusySeconds() - busyBefore;

const byKind = new Map<string, number>();
for (const { kind, before, latest } of readings.values()) {
  byKind.set(kind, (byKind.get(kind) ?? 0) + latest - before);
}
const seen = [...byKind.values()].reduce((sum, seconds) => sum + seconds, 0);
const rows = [...byKind.entries()]
  .filter(([, seconds]) => seconds >= 0.05)
  .sort((a, b) => b[1] - a[1])
  .map(([kind, seconds]) => ({ kind, seconds: Math.round(seconds * 10) / 10 }));
rows.push({ kind: 'the rest (not seen by a reading)', seconds: Math.round((busySeconds - seen) * 10) / 10 });
const share = (seconds: number) => `${Math.round((seconds / busySeconds) * 1000) / 10} %`;
const chromium = rows
  .filter((row) => row.kind.startsWith('Chromium'))
  .reduce((sum, row) => sum + row.seconds, 0);

const markdown = `# CPU by process

Run ${startedAt.toISOString()} with \`npm run bench:cpu-by-process${command.length > 0 ? ` -- ${command.join(' ')}` : ''}\`: \`${argv.join(' ')}\`, which ended with exit code ${exitCode}.
${wallSeconds.toFixed(0)} s, the machine's cores busy for ${busySeconds.toFixed(0)} s (load average ${loadAtStart.toFixed(2)} at the start; other work on the machine counts in "other processes" and "the rest").
Each process read from /proc twice a second; one that ended between two readings is counted short by up to half a second.

| processes | CPU | share of the busy CPU |
|---|---|---|
${rows.map((row) => `| ${row.kind} | ${row.seconds.toFixed(1)} s | ${share(row.seconds)} |`).join('\n')}

Chromium, all its processes: ${chromium.toFixed(1)} s, ${share(chromium)}.
`;
console.log(`\n${markdown}`);
writeResults('cpu-by-process', markdown, {
  startedAt: startedAt.toISOString(),
  command: argv,
  exitCode,
  wallSeconds: Math.round(wallSeconds),
  busySeconds: Math.round(busySeconds),
  loadAtStart,
  rows,
});
process.exit(exitCode);
