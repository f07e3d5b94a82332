#!/usr/bin/env node
/**
 * `npm run build`: what a server runs, built once (docs/operations.md, ADR-032).
 *
 * - The API and the packages it runs with: each TypeScript file transpiled by esbuild to a JavaScript
 *   file in the unit's `dist/`, in the same place (no bundle: `import.meta.url` paths such as the
 *   migrations folders hold), and the migrations copied beside them. Node runs them as
 *   `node --conditions=built apps/api/dist/server.js`: under that condition each package's `exports`
 *   names its `dist/` (package.json), under every other (tsx, Vitest, Vite, tsc) its `src/`.
 * - The web app, by Vite (apps/web/dist).
 *
 * A unit is built again only when a file it is made of is newer than its last build (a stamp file in
 * its dist): `npm start` on an unchanged checkout starts the server at once. Types are checked by
 * `npm run typecheck`, not here: a transpiled file is the source without its types.
 *
 * `--force` builds everything; `--api` or `--web` builds only that unit.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const isForced = args.has('--force');
const only = args.has('--api') ? 'api' : args.has('--web') ? 'web' : null;

/** The packages the API runs with, and the API: `src/` transpiled to `dist/`, plus what they read at run time. */
const serverUnits = [
  { folder: 'packages/contracts' },
  { folder: 'packages/erp' },
  { folder: 'packages/payments' },
  { folder: 'packages/demo-erp', assets: ['migrations'] },
  { folder: 'packages/erp-sap-b1' },
  // The workbook worker is plain JavaScript that Node starts from its file (ADR-040): copied as it is.
  { folder: 'apps/api', assets: ['db/migrations', 'modules/ordering/workbook-worker.mjs'] },
];

const STAMP = '.built';

/** Every file below `folder`, skipping node_modules and build output. */
function filesIn(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !/[/\\](node_modules|dist)[/\\]/.test(relative(root, file)));
}

const newestOf = (files) => Math.max(0, ...files.map((file) => statSync(file).mtimeMs));

/** True when the stamp in `dist` is older than a file of `inputs` (or missing). */
function isStale(dist, inputs) {
  const stamp = join(dist, STAMP);
  if (isForced || !existsSync(stamp)) return true;
  return newestOf(inputs) > statSync(stamp).mtimeMs;
}

function stamp(dist) {
  writeFileSync(join(dist, STAMP), `${new Date().toISOString()}\n`);
}

async function buildServer() {
  const inputs = serverUnits.flatMap(({ folder }) => [
    ...filesIn(join(root, folder, 'src')),
    join(root, folder, 'package.json'),
  ]);
  const stampFolder = join(root, 'apps/api/dist');
  if (!isStale(stampFolder, [...inputs, fileURLToPath(import.meta.url)])) {
    console.log('build: the API is up to date');
    return;
  }
  const started = Date.now();
  const { build } = await import('esbuild');
  let files = 0;
  for (const { folder, assets = [] } of serverUnits) {
    const src = join(root, folder, 'src');
    const dist = join(root, folder, 'dist');
    // Built beside the old dist and swapped in by two renames: a server or test run that is starting
    // from the old build meanwhile never finds its files gone.
    const next = `${dist}.next`;
    rmSync(next, { recursive: true, force: true });
    const entryPoints = filesIn(src).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
    files += entryPoints.length;
    await build({
      entryPoints,
      outdir: next,
      outbase: src,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: 'linked',
      logLevel: 'warning',
    });
    for (const asset of assets) cpSync(join(src, asset), join(next, asset), { recursive: true });
    const previous = `${dist}.previous`;
    rmSync(previous, { recursive: true, force: true });
    if (existsSync(dist)) renameSync(dist, previous);
    renameSync(next, dist);
    rmSync(previous, { recursive: true, force: true });
  }
  mkdirSync(stampFolder, { recursive: true });
  stamp(stampFolder);
  console.log(`build: the API and its packages, ${files} files, in ${Date.now() - started} ms`);
}

function buildWeb() {
  const web = join(root, 'apps/web');
  const inputs = [
    ...filesIn(web),
    ...filesIn(join(root, 'packages/contracts/src')),
    join(root, 'package-lock.json'),
  ];
  const dist = join(web, 'dist');
  if (!isStale(dist, inputs)) {
    console.log('build: the web app is up to date');
    return;
  }
  const result = spawnSync('npm', ['run', 'build', '-w', '@selvedge/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  stamp(dist);
}

if (only !== 'api') buildWeb();
if (only !== 'web') await buildServer();
