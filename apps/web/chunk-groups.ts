import type { GetModuleInfo, ManualChunksOption } from 'rollup';

/** A chunk that holds every module its roots import, unless an earlier group or the entry has it. */
export interface ChunkGroup {
  name: string;
  roots: readonly string[];
  /**
   * The group takes only what other pages, loaded on demand, import too: what the sign-in pages
   * share with the signed-in ones, say.
   */
  isSharedPart?: boolean;
  /**
   * Modules the group takes besides, with what they import, whoever imports them (small files many
   * pages share), unless an earlier group's roots import them.
   */
  include?: RegExp;
}

/** The parts of an ESTree node this file reads. */
interface Node {
  type: string;
  source?: { value: unknown } | null;
  specifiers?: readonly {
    type: string;
    local: { name?: string; value?: unknown };
    imported?: { name?: string; value?: unknown };
    exported?: { name?: string; value?: unknown };
  }[];
  exported?: { name?: string; value?: unknown } | null;
  declaration?: unknown;
}

const ALL = '*';
const PRELOAD_HELPER = '\0vite/preload-helper.js';
/** The entry's chunk name: index.html's. */
const ENTRY = 'index';
const nameOf = (identifier: { name?: string; value?: unknown } | undefined | null): string =>
  identifier ? (identifier.name ?? String(identifier.value)) : ALL;

const isModuleDeclaration = (node: Node) =>
  node.type === 'ImportDeclaration' ||
  node.type === 'ExportNamedDeclaration' ||
  node.type === 'ExportAllDeclaration';

/**
 * What a module really imports, to the file: `import { Button } from '@mantine/core'` is the file that
 * defines Button, not the package's index that re-exports all of Mantine. Without this, every page that
 * takes one component from a package index would seem to need the whole package.
 */
function createImportGraph(getModuleInfo: GetModuleInfo) {
  /** Each declaration's source, resolved: Rollup lists a module's imported ids in source order. */
  const declarationsOf = (id: string) => {
    const info = getModuleInfo(id);
    const body = ((info?.ast as { body?: Node[] } | null)?.body ?? []).filter(isModuleDeclaration);
    const sources = [...new Set(body.flatMap((node) => (node.source ? [String(node.source.value)] : [])))];
    const resolved = new Map(sources.map((source, index) => [source, info?.importedIds[index]]));
    return { info, body, resolved };
  };

  const barrels = new Map<string, boolean>();
  /** A package index: nothing but imports and re-exports. */
  const isBarrel = (id: string): boolean => {
    let known = barrels.get(id);
    if (known === undefined) {
      const info = getModuleInfo(id);
      const body = (info?.ast as { body?: Node[] } | null)?.body;
      known =
        !!body &&
        body.length > 0 &&
        body.every(
          (node) =>
            isModuleDeclaration(node) && !node.declaration && node.type !== 'ExportDefaultDeclaration',
        );
      barrels.set(id, known);
    }
    return known;
  };

  /**
   * The files that define `name` as the barrel `id` exports it: undefined when it does not export it,
   * all its imports when the name cannot be followed.
   */
  const definersOf = (id: string, name: string, seen = new Set<string>()): string[] | undefined => {
    const { info, body, resolved } = declarationsOf(id);
    const everything = [...(info?.importedIds ?? [])];
    if (name === ALL || seen.has(`${id}#${name}`)) return everything;
    seen.add(`${id}#${name}`);
    const follow = (source: unknown, imported: string): string[] | undefined => {
      const target = resolved.get(String(source));
      if (!target) return everything;
      return isBarrel(target) ? definersOf(target, imported, seen) : [target];
    };
    for (const node of body) {
      if (node.type === 'ExportNamedDeclaration') {
        const specifier = node.specifiers?.find((candidate) => nameOf(candidate.exported) === name);
        if (!specifier) continue;
        if (node.source) return follow(node.source.value, nameOf(specifier.local)) ?? everything;
        // `import * as icons from './icons'; export { icons }`: back to the import of that name.
        const local = nameOf(specifier.local);
        const declaration = body.find(
          (candidate) =>
            candidate.type === 'ImportDeclaration' &&
            candidate.specifiers?.some((imported) => nameOf(imported.local) === local),
        );
        const imported = declaration?.specifiers?.find((candidate) => nameOf(candidate.local) === local);
        if (!declaration?.source || !imported) return everything;
        const importedName =
          imported.type === 'ImportSpecifier'
            ? nameOf(imported.imported)
            : imported.type === 'ImportDefaultSpecifier'
              ? 'default'
              : ALL;
        return follow(declaration.source.value, importedName) ?? everything;
      }
      if (node.type === 'ExportAllDeclaration' && node.source) {
        if (node.exported) {
          if (nameOf(node.exported) === name) return follow(node.source.value, ALL);
          continue;
        }
        const target = resolved.get(String(node.source.value));
        if (!target) return everything;
        if (isBarrel(target)) {
          const found = definersOf(target, name, seen);
          if (found) return found;
        } else if (getModuleInfo(target)?.exports?.includes(name)) {
          return [target];
        }
      }
    }
    return undefined;
  };

  /** The files a module needs loaded before it runs (its dynamic imports start chunks of their own). */
  const dependenciesOf = (id: string): string[] => {
    const { info, body, resolved } = declarationsOf(id);
    if (!info) return [];
    // A barrel's own imports are followed name by name, from the modules that import from it.
    if (isBarrel(id)) return [];
    const found = new Set<string>();
    for (const node of body) {
      const target = node.source ? resolved.get(String(node.source.value)) : undefined;
      if (!target) continue;
      // `import '@mantine/hooks'`, as bundled libraries leave them: a module without side effects
      // imported for its side effects is dropped by Rollup, so it is no dependency.
      const isForSideEffects = node.type === 'ImportDeclaration' && !node.specifiers?.length;
      if (isForSideEffects && getModuleInfo(target)?.moduleSideEffects === false) continue;
      if (!isBarrel(target)) {
        found.add(target);
        continue;
      }
      const names =
        node.type === 'ExportAllDeclaration' || !node.specifiers?.length
          ? [ALL]
          : node.specifiers.map((specifier) => {
              if (specifier.type === 'ImportDefaultSpecifier') return 'default';
              if (specifier.type === 'ImportNamespaceSpecifier') return ALL;
              return nameOf(node.type === 'ImportDeclaration' ? specifier.imported : specifier.local);
            });
      for (const name of names) {
        for (const definer of definersOf(target, name) ?? getModuleInfo(target)?.importedIds ?? [])
          found.add(definer);
      }
    }
    // Anything Rollup knows of that the declarations did not name (none expected): kept, to be safe.
    for (const imported of info.importedIds)
      if (![...resolved.values()].includes(imported)) found.add(imported);
    return [...found];
  };

  /** The modules a root needs, itself included. */
  return (root: string): Set<string> => {
    const seen = new Set<string>();
    const queue = [root];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      queue.push(...dependenciesOf(id));
    }
    return seen;
  };
}

/** Whether a module of the app imports zod itself (a contract with schemas). */
const importsZod = (id: string, getModuleInfo: GetModuleInfo) =>
  !id.includes('node_modules/') &&
  (getModuleInfo(id)?.importedIds ?? []).some((imported) => imported.includes('node_modules/zod/'));

/**
 * Rollup's manualChunks for `groups` (with `output.onlyExplicitManualChunks`, so that Rollup adds
 * nothing to a group on its own): the framework in `react` and `router` (they change less often than
 * the app and stay cached across releases), what the entry (index.html's script) imports statically
 * in the entry's own file (the few modules that run before anything else is there), what `start`
 * (the module that starts the app) needs besides in `app`, then each group in order. What no group
 * takes is chunked by Rollup as usual, per page.
 */
export function groupedChunks(start: string, groups: readonly ChunkGroup[]): ManualChunksOption {
  let assignment: Map<string, string | undefined> | undefined;
  return (id, { getModuleInfo, getModuleIds }) => {
    // Rollup's helper for CommonJS modules, which React is.
    if (/node_modules\/(react|react-dom|scheduler)\//.test(id) || id.startsWith('\0commonjsHelpers'))
      return 'react';
    // With the two packages the router imports: in `app` they would make the router import the app,
    // which imports the router, and neither could be evaluated first.
    if (/node_modules\/(react-router|cookie|set-cookie-parser)\//.test(id)) return 'router';
    // Vite's helper for dynamic imports goes in the entry's own file, which uses it first: a file of
    // its own would be one more request before anything runs; in a group it would make the entry import
    // that group statically, and run it in the entry's own task.
    if (id === PRELOAD_HELPER) return ENTRY;
    // Floating-ui positions menus, tooltips and selects: loaded with the first of them that is opened
    // (on-demand.ts), never with a page's first paint.
    if (id.includes('node_modules/@floating-ui/')) return 'floating';
    // Zod and the modules that import it (the contracts' schemas): left to Rollup, a page that parses
    // nothing does not fetch them (unused schemas are left out, vite.config.ts). In a group whose roots
    // reach one of them, they and zod would come with every page of that group, for the pages that parse.
    if (id.includes('node_modules/zod/') || importsZod(id, getModuleInfo)) return undefined;
    if (!assignment) {
      const closureOf = createImportGraph(getModuleInfo);
      assignment = new Map();
      const closureOfAll = (roots: readonly string[]) =>
        new Set(roots.flatMap((root) => [...closureOf(root)]));
      // The entry's own file (a manual chunk that holds the entry module becomes the entry's chunk):
      // left to Rollup, they would be files of their own that the entry waits for, and in a group they
      // would make the entry import that group. index.html's module only imports (it would pass for a
      // package's index), so its imports are where the reading starts.
      const entries = [...getModuleIds()].filter((module) => getModuleInfo(module)?.isEntry);
      const entryImports = entries.flatMap((module) => [
        module,
        ...(getModuleInfo(module)?.importedIds ?? []),
      ]);
      for (const module of closureOfAll(entryImports)) assignment.set(module, ENTRY);
      // What starts the app in one chunk: left to Rollup, its modules would be cut by which groups
      // share them into several small files.
      for (const module of closureOf(start)) if (!assignment.has(module)) assignment.set(module, 'app');
      const loadedOnDemand = [...getModuleIds()].filter(
        (module) => (getModuleInfo(module)?.dynamicImporters.length ?? 0) > 0,
      );
      const all = [...getModuleIds()];
      for (const { name, roots, isSharedPart, include } of groups) {
        const own = closureOfAll(roots);
        const elsewhere = isSharedPart
          ? closureOfAll(loadedOnDemand.filter((module) => !own.has(module)))
          : undefined;
        for (const module of own) {
          if (!assignment.has(module) && (!elsewhere || elsewhere.has(module))) assignment.set(module, name);
        }
        // In the group's turn, with what they import: an earlier group that imports one keeps it, a
        // later one does not get it (nor a part of it, which would make this group import that one).
        const included = include ? closureOfAll(all.filter((candidate) => include.test(candidate))) : [];
        for (const module of included) if (!assignment.has(module)) assignment.set(module, name);
      }
    }
    return assignment.get(id);
  };
}
