/**
 * `npm run bench:read-model [-- small large]`: only the read model's figures (ADR-010), written to
 * bench/results/read-model.md and .json. `npm run bench` runs the same after its own sections.
 * `-- --pages-only large=<database>` times the list pages again on a database a run kept
 * (BENCH_KEEP_DATABASES=1) and keeps that scale's generation and sync figures from read-model.json.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { DemoScale } from '@selvedge/demo-erp';
import { openDatabase } from '../src/db/client.js';
import { measurePages, measureScale, readModelMarkdown, type ScaleRun } from './read-model.js';
import { resultsDir } from './results.js';

const server = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const jsonPath = join(resultsDir, 'read-model.json');
const { values, positionals } = parseArgs({
  options: { 'pages-only': { type: 'string', multiple: true } },
  allowPositionals: true,
});

const previous: ScaleRun[] = existsSync(jsonPath) ? JSON.parse(readFileSync(jsonPath, 'utf8')) : [];
const runs: ScaleRun[] = [];
if (values['pages-only']?.length) {
  for (const spec of values['pages-only']) {
    const [scale, name] = spec.split('=') as [DemoScale, string];
    const before = previous.find((run) => run.scale === scale && run.database === name);
    if (!before) throw new Error(`read-model.json has no ${scale} run on database ${name}`);
    console.log(`Pages again on ${name} ...`);
    const database = await openDatabase({ url: `${server}/${name}` });
    try {
      runs.push({ ...before, pages: await measurePages(database) });
    } finally {
      await database.close();
    }
  }
} else {
  const scales = (positionals.length ? positionals : ['small', 'large']) as DemoScale[];
  for (const scale of scales) {
    console.log(`Read model at ${scale} ...`);
    runs.push(await measureScale(server, scale));
  }
}
// A scale not measured this time keeps its last figures, so one scale can be rerun alone.
for (const run of previous) if (!runs.some((r) => r.scale === run.scale)) runs.push(run);
runs.sort(
  (a, b) => ['tiny', 'small', 'large'].indexOf(a.scale) - ['tiny', 'small', 'large'].indexOf(b.scale),
);
mkdirSync(resultsDir, { recursive: true });
const markdown = [
  '# Read model figures',
  '',
  `Run ${new Date().toISOString()} with \`npm run bench:read-model\`.`,
  '',
  ...readModelMarkdown(runs),
  '',
].join('\n');
writeFileSync(jsonPath, `${JSON.stringify(runs, null, 2)}\n`);
writeFileSync(join(resultsDir, 'read-model.md'), markdown);
console.log(markdown);
