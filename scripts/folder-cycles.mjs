// No import loop between the API's folders (ADR-016): the modules collapse to `modules/<name>`, every
// other folder of apps/api/src to its name, the root files (server, app, deps, background) to `root`.
// The schema barrel (db/schema.ts) does not count, to or from: Drizzle needs every table in one place.
// Prints the loops it finds and exits 1; run by `npm run boundaries`.
import { execFileSync } from 'node:child_process';

const SOURCE = 'apps/api/src/';
const BARREL = 'apps/api/src/db/schema.ts';

const output = execFileSync(
  'npx',
  [
    'depcruise',
    'apps/api/src',
    '--config',
    '.dependency-cruiser.cjs',
    '--output-type',
    'json',
    '--no-progress',
  ],
  { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] },
);
const { modules } = JSON.parse(output);

/** The folder a file belongs to, or null outside the API's sources. */
function folderOf(path) {
  if (!path.startsWith(SOURCE)) return null;
  const parts = path.slice(SOURCE.length).split('/');
  if (parts.length === 1) return 'root';
  if (parts[0] === 'modules') return `modules/${parts[1]}`;
  return parts[0];
}

/** Collapses the module folders to `modules` when asked, for the coarse picture. */
const graphs = {
  folders: (folder) => (folder.startsWith('modules/') ? 'modules' : folder),
  modules: (f) => f,
};

let failed = false;
for (const [name, collapse] of Object.entries(graphs)) {
  const edges = new Map();
  const via = new Map();
  for (const module of modules) {
    const from = folderOf(module.source);
    if (!from || module.source === BARREL) continue;
    for (const dependency of module.dependencies) {
      if (dependency.resolved === BARREL) continue;
      const to = folderOf(dependency.resolved);
      if (!to) continue;
      const a = collapse(from);
      const b = collapse(to);
      if (a === b) continue;
      if (name === 'modules' && !(a.startsWith('modules/') && b.startsWith('modules/'))) continue;
      if (!edges.has(a)) edges.set(a, new Set());
      edges.get(a).add(b);
      via.set(`${a}→${b}`, `${module.source} → ${dependency.resolved}`);
    }
  }
  // Tarjan's strongly connected components: a component of more than one folder is a loop.
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const loops = [];
  const visit = (node) => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), indices.get(next)));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) loops.push(component);
    }
  };
  for (const node of edges.keys()) if (!indices.has(node)) visit(node);
  for (const loop of loops) {
    failed = true;
    console.error(`import loop between ${name}: ${loop.sort().join(', ')}`);
    for (const a of loop) {
      for (const b of loop) {
        if (edges.get(a)?.has(b)) console.error(`  ${a} → ${b}: ${via.get(`${a}→${b}`)}`);
      }
    }
  }
}
if (failed) process.exit(1);
console.log('no import loop between the API folders or its modules');
