import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rollup';
import ts from 'typescript';
import type { Plugin } from 'vite';
// By path, not '@selvedge/contracts': Vite's config leaves workspace packages to Node, which does not
// load their TypeScript.
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '../../packages/contracts/src/route-preloads';

/** A route of router.tsx: its full path and the lazily loaded modules it renders. */
export interface RouteCode {
  path: string;
  /** The layouts around the page, outermost first (in router.tsx: the signed-in shell, for every signed-in page). */
  layouts: string[];
  page: string;
  /** The translation areas its page reads besides the core (`lazyPage(…, …, 'ordering')`, locales/areas.ts). */
  areas: string[];
}

const stringOf = (node: ts.Node | undefined): string | undefined =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

const joinPath = (prefix: string, path: string) =>
  path.startsWith('/') ? path : `${prefix.replace(/\/$/, '')}/${path}`;

/**
 * The routes of router.tsx read from its source, so the route table stays the one place that says which
 * page an address shows: `const X = lazyPage(() => import('…'), '…', 'area'?)` names a page's module
 * and the translation area it reads,
 * `page('path', X)` and `guarded('path', rule, X, …)` a route, and a route object spreading `codeOf(L)`
 * with `children` a layout (the signed-in shell) whose code each child needs too.
 */
export function routeCodeOf(routerFile: string, source = readFileSync(routerFile, 'utf8')): RouteCode[] {
  const file = ts.createSourceFile(routerFile, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const pages = new Map<string, string>();
  const areas = new Map<string, string>();
  /** The translation areas of the page declared as `name`: none, or the one lazyPage names. */
  const areasOf = (name: string | undefined) => {
    const area = name === undefined ? undefined : areas.get(name);
    return area ? [area] : [];
  };
  const arrays = new Map<string, ts.ArrayLiteralExpression>();
  let routes: ts.ArrayLiteralExpression | undefined;

  file.forEachChild(function declarations(node): void {
    if (!ts.isVariableDeclaration(node)) return void node.forEachChild(declarations);
    const name = node.name.getText(file);
    const init = node.initializer;
    if (init && ts.isArrayLiteralExpression(init)) {
      arrays.set(name, init);
      if (name === 'routes') routes = init;
    }
    if (init && ts.isCallExpression(init) && init.expression.getText(file) === 'lazyPage') {
      const loader = init.arguments[0];
      const body = loader && ts.isArrowFunction(loader) ? loader.body : undefined;
      const specifier =
        body && ts.isCallExpression(body) && body.expression.kind === ts.SyntaxKind.ImportKeyword
          ? stringOf(body.arguments[0])
          : undefined;
      if (specifier) pages.set(name, resolve(dirname(routerFile), specifier));
      const area = stringOf(init.arguments[2]);
      if (area) areas.set(name, area);
    }
  });
  if (!routes) throw new Error(`${routerFile} declares no \`routes\` array`);

  const found: RouteCode[] = [];
  const visit = (node: ts.Node, prefix: string, layouts: string[]): void => {
    if (ts.isIdentifier(node)) {
      const array = arrays.get(node.text);
      if (array) visit(array, prefix, layouts);
      return;
    }
    if (ts.isArrayLiteralExpression(node)) {
      for (const element of node.elements)
        visit(ts.isSpreadElement(element) ? element.expression : element, prefix, layouts);
      return;
    }
    if (ts.isCallExpression(node) && ['page', 'guarded'].includes(node.expression.getText(file))) {
      const path = stringOf(node.arguments[0]);
      const page = node.arguments.find((argument) => ts.isIdentifier(argument) && pages.has(argument.text));
      if (path !== undefined && page) {
        found.push({
          path: joinPath(prefix, path),
          layouts,
          page: pages.get(page.getText(file)) ?? '',
          areas: areasOf(page.getText(file)),
        });
      }
      return;
    }
    if (ts.isObjectLiteralExpression(node)) {
      let path: string | undefined;
      let children: ts.Expression | undefined;
      let layout: string | undefined;
      let layoutName: string | undefined;
      for (const property of node.properties) {
        if (ts.isPropertyAssignment(property)) {
          const key = property.name.getText(file);
          if (key === 'path') path = stringOf(property.initializer);
          if (key === 'children') children = property.initializer;
        }
        if (
          ts.isSpreadAssignment(property) &&
          ts.isCallExpression(property.expression) &&
          property.expression.expression.getText(file) === 'codeOf'
        ) {
          layoutName = property.expression.arguments[0]?.getText(file) ?? '';
          layout = pages.get(layoutName);
        }
      }
      const own = path === undefined ? prefix : joinPath(prefix, path);
      if (children) visit(children, own, layout ? [...layouts, layout] : layouts);
      else if (path !== undefined && layout)
        found.push({ path: own, layouts, page: layout, areas: areasOf(layoutName) });
    }
  };
  visit(routes, '/', []);
  return found;
}

const withoutExtension = (id: string) => id.replace(/\.[cm]?[jt]sx?$/, '');

/**
 * Writes `route-preloads.json` beside index.html: for each route of router.tsx the scripts and styles
 * its page and layouts need (their chunks and every chunk those import), and each language's
 * translation chunk. The server links them from the page it sends, so a phone fetches a route's code at
 * once instead of after the entry has run and the router has asked for it
 * (docs/web-performance.md, "What the server sends with a page").
 */
export function routePreloads(routerFile: string): Plugin {
  return {
    name: 'selvedge-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle: OutputBundle) {
      const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
      // A page module is a chunk of its own or part of a group's (chunk-groups.ts): found either way.
      const byModule = new Map(
        chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [withoutExtension(id), chunk] as const)),
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closureOf = (roots: OutputChunk[]) => {
        const seen = new Map<string, OutputChunk>();
        const queue = [...roots];
        for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
          if (seen.has(chunk.fileName)) continue;
          seen.set(chunk.fileName, chunk);
          for (const imported of chunk.imports) {
            const next = byFile.get(imported);
            if (next) queue.push(next);
          }
        }
        return [...seen.values()];
      };

      const preloads: RoutePreloads = { routes: [], translations: {} };
      for (const route of routeCodeOf(routerFile)) {
        const roots = [...route.layouts, route.page].map((module) => {
          const chunk = byModule.get(module);
          if (!chunk) throw new Error(`route ${route.path}: no chunk for ${module}`);
          return chunk;
        });
        const needed = closureOf(roots);
        preloads.routes.push({
          path: route.path,
          isSignedIn: route.layouts.length > 0,
          scripts: needed.map((chunk) => `/${chunk.fileName}`),
          translationAreas: route.areas,
          styles: needed.flatMap((chunk) =>
            [...(chunk.viteMetadata?.importedCss ?? [])].map((css) => `/${css}`),
          ),
        });
      }
      for (const chunk of chunks) {
        const [, language, part] =
          /\/locales\/(\w+)\/translation\.(\w+)\.js$/.exec(chunk.facadeModuleId ?? '') ?? [];
        if (language && part)
          preloads.translations[language] = {
            ...preloads.translations[language],
            [part]: `/${chunk.fileName}`,
          };
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 1)}\n`,
      });
    },
  };
}
