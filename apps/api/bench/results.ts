import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DemoScale } from '@selvedge/demo-erp';

/**
 * Where the benches write their figures: bench/results, the committed ones. BENCH_RESULTS_DIR sends them
 * elsewhere: the smoke run (bench/smoke.ts) writes its tiny figures to a temporary folder.
 */
export const resultsDir =
  process.env.BENCH_RESULTS_DIR ?? join(dirname(fileURLToPath(import.meta.url)), 'results');

/**
 * BENCH_SMOKE=1: the smoke run (bench/smoke.ts, `npm run bench:smoke` in CI), every bench at a tiny size
 * only to prove it still runs; its figures mean nothing.
 */
export const isSmoke = process.env.BENCH_SMOKE === '1';

/** A bench's size: its own, or the smoke run's tiny one. */
export const sized = <T>(usual: T, smoke: T): T => (isSmoke ? smoke : usual);

/** The demo scale a bench generates: its own, tiny in the smoke run. */
export const benchScale = (usual: DemoScale): DemoScale => sized(usual, 'tiny');

/** Writes a bench's figures as `<name>.json` and its report as `<name>.md`, and prints the report. */
export function writeResults(name: string, result: unknown, lines: readonly string[]): void {
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(join(resultsDir, `${name}.md`), lines.join('\n'));
  console.log(lines.join('\n'));
}

/** A table of a bench's report: its header row, the line under it, and a row per entry. */
export function markdownTable(
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): string[] {
  const row = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [row(header), `|${header.map(() => '---').join('|')}|`, ...rows.map(row)];
}

/** The first lines of a bench's report: its title, and when, by which command and how it was measured. */
export function reportHead(title: string, bench: string, result: { measuredAt: string; setting: string }) {
  return [
    `# ${title}`,
    '',
    `Measured ${result.measuredAt} by \`npm run bench:${bench}\`: ${result.setting}.`,
    '',
  ];
}
