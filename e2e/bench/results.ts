import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, isAbsolute, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root: committed results name files relative to it, never a path of this machine. */
const repository = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Where the web benches write their figures (e2e/bench/results), beside the scripts that make them;
 * BENCH_RESULTS_DIR elsewhere, as for the API's benches (the short runs of `npm run bench:smoke`).
 */
export const RESULTS_DIR =
  process.env.BENCH_RESULTS_DIR ?? fileURLToPath(new URL('./results', import.meta.url));

/**
 * `path` as the results may say it: relative to the repository, or, for a file outside it (a build
 * E2E_WEB_DIST points at), its name only, so a machine's folders never reach a committed file.
 */
export function inRepository(path: string): string {
  const inside = relative(repository, path);
  if (inside === '') return '.';
  if (!inside.startsWith('..') && !isAbsolute(inside)) return inside;
  return `${basename(path)} (outside the repository)`;
}

/** Writes `<name>.md` and `<name>.json` of a bench into RESULTS_DIR. */
export function writeResults(name: string, markdown: string, json: unknown): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(`${RESULTS_DIR}/${name}.md`, markdown);
  writeFileSync(`${RESULTS_DIR}/${name}.json`, `${JSON.stringify(json, null, 2)}\n`);
}
