import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the benches write their figures: bench/results. */
export const resultsDir = join(dirname(fileURLToPath(import.meta.url)), 'results');

/** Writes a bench's figures as `<name>.json` and its report as `<name>.md`, and prints the report. */
export function writeResults(name: string, result: unknown, lines: readonly string[]): void {
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(join(resultsDir, `${name}.md`), lines.join('\n'));
  console.log(lines.join('\n'));
}
