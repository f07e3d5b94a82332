import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { type ChunkGroup, groupedChunks } from './chunk-groups';
import { firstAnswersModule } from './first-answers-module';
import { helpPages } from './help-pages';
import { lightSchemeOnly } from './light-scheme-only';
import { lighterMantine } from './lighter-mantine';
import { precompress } from './precompress';
import { routePreloads } from './route-preloads';
import { signInMarkup } from './sign-in-markup';
import { themeVariables } from './theme-variables';
import { translationAreas } from './translation-areas';

// The API serves the built SPA in production; in development Vite proxies the API (the help pages it
// makes itself, help-pages.ts).
const apiTarget = 'http://localhost:3000';

const source = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

/** The pages before sign-in and their frame. */
const publicRoots = [
  source('features/auth/components/login-page.tsx'),
  source('features/auth/components/forgot-password-page.tsx'),
  source('features/auth/components/reset-password-page.tsx'),
  source('components/public-layout.tsx'),
];

/**
 * The code that many screens share, each part in one chunk instead of dozens of small ones:
 * over HTTP/1.1 a phone fetches six files at a time, so forty 1 kB chunks cost more round trips than
 * their bytes. A module goes to the first group whose roots import it (statically); what the entry
 * holds stays with the entry, what only one page uses stays with that page.
 */
const chunkGroups: readonly ChunkGroup[] = [
  {
    // Mantine's form state, with the deep copy and comparison it uses: the sign-in forms and the
    // signed-in forms take it, the lists and the dashboard do not (else every signed-in page would
    // fetch it with the sign-in page's shared part).
    name: 'forms',
    roots: [],
    include: /node_modules\/(@mantine\/form|klona|fast-deep-equal)\//,
  },
  {
    // What the screens before sign-in share with the others (the language menu, tooltips, buttons,
    // text fields, floating-ui, icons): a signed-in page does not load the sign-in forms for them.
    name: 'ui',
    roots: publicRoots,
    isSharedPart: true,
  },
  // The rest of the pages before sign-in: their forms.
  { name: 'public', roots: publicRoots },
  {
    // The signed-in shell (header, side menu, ship-to choice), and what nearly every signed-in page
    // takes besides: the help button, the query keys, the icons (a few hundred bytes each).
    name: 'shell',
    roots: [
      source('app/shell/signed-in-area.tsx'),
      source('components/info-button.tsx'),
      source('lib/query-keys.ts'),
      // The cells, number formats and queries that lists, forms and cards all use.
      source('components/cells.tsx'),
      source('lib/format.ts'),
      source('lib/days-late.ts'),
      source('lib/use-deferred-query.ts'),
      // A few hundred bytes each, which the forms would otherwise fetch as files of their own.
      source('components/notify-error.ts'),
      source('components/confirm-dialog.tsx'),
      source('components/row-actions.tsx'),
      source('lib/mutations.ts'),
      source('components/query-error-state.tsx'),
    ],
    // Mantine's grid, table and skeleton too: else the forms that show one would load the dashboard's
    // or the lists' chunk for it.
    include:
      /node_modules\/(@tabler\/icons-react\/dist\/esm\/icons\/|@mantine\/core\/esm\/components\/(SimpleGrid|Table|Skeleton)\/)/,
  },
  {
    // The lists' table, pager, search, column chooser and shared columns, and what the document lists
    // share besides: their page frame, line columns, selection with "Order again" (its dialog's loader)
    // and the confirmation shown above a list. One file instead of seven of 0.1-2 KB each.
    name: 'lists',
    roots: [
      source('components/data-table.tsx'),
      source('components/list-columns.tsx'),
      source('components/list-page.tsx'),
      // With what it imports: the selection's "Order again" and its dialog's loader.
      source('components/document-line-list.ts'),
      source('components/confirmation-alert.tsx'),
      // The short lists answered whole, shown as one page of the table.
      source('lib/whole-list-page.ts'),
    ],
  },
  {
    // What the order forms, the stock check and the return form share (item codes, quantities, decimal
    // input, the favourite star, Mantine's small helpers they use): one file instead of six of a few
    // hundred bytes.
    name: 'ordering',
    roots: [source('lib/items.ts'), source('lib/decimal-input.ts'), source('components/favourite-star.tsx')],
    include:
      /(packages\/contracts\/src\/quantities|node_modules\/@mantine\/(core\/esm\/core\/utils\/noop|hooks\/esm\/utils\/clamp|hooks\/esm\/use-debounced-value|core\/esm\/components\/Image)\/?)/,
  },
  {
    // What a dialog or drawer takes (Mantine's modal, portal, focus trap and scroll lock), in one file
    // instead of seven, fetched when a screen's first dialog is (lib/lazy-component.ts).
    name: 'overlays',
    roots: [source('components/confirm-modal.tsx')],
    include:
      /node_modules\/(@mantine\/core\/esm\/components\/(Modal|ModalBase|Drawer|FocusTrap|Portal|Overlay|ScrollArea)\/|react-remove-scroll|react-remove-scroll-bar|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|tslib)/,
  },
  // The landing page of most who sign in, fetched while they type (router.tsx): one file, not eight.
  { name: 'dashboard', roots: [source('features/dashboard/components/dashboard-page.tsx')] },
];

/**
 * Modulepreload links in index.html for named chunks that every first screen needs, so the browser
 * fetches them beside the entry instead of after it has run. Vite links only the entry's
 * static imports, and the entry imports React, the router and the app one step after the other
 * (main.tsx), as `ui` (every screen) is imported. What one address needs besides (its
 * page, the shell, the translations) the server links per address from route-preloads.json.
 */
function preloadChunks(names: readonly string[]): Plugin {
  return {
    name: 'selvedge-preload-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        return Object.values(bundle ?? {}).flatMap((chunk) =>
          chunk.type === 'chunk' && names.includes(chunk.name)
            ? [
                {
                  tag: 'link',
                  attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
                  injectTo: 'head' as const,
                },
              ]
            : [],
        );
      },
    },
  };
}

/**
 * The shared contracts are zod schemas and plain helpers; the browser uses a few helpers and constants.
 * Declared free of side effects, a page that reads `roundDecimal` no longer drags every schema and zod
 * itself along (their `.meta()` registry only matters to the API's OpenAPI document). That covers a
 * module nothing is taken from; from a module that also holds a constant the page reads (a street's
 * maximum length beside the order schemas), the build would keep every schema, for zod's calls might do
 * something. They are marked pure (`@__PURE__`, which Rollup reads): a schema no page uses is left out,
 * and zod with it when no page parses anything.
 */
const PURE = '/* @__PURE__ */ ';
/** A call that starts a schema: `z.object(…)`, and a schema derived from another: `Address.extend(…)`. */
const schemaCall =
  /(?<![\w$.])(z\.(?=[\w$.]+\()|[A-Z][\w$]*\.(?:nullable|optional|extend|default|min|max|array|pick|omit|partial|strict|extract|exclude)\()/g;

function contractsWithoutSideEffects(): Plugin {
  return {
    name: 'selvedge-contracts-side-effect-free',
    // Only the build's tree-shaking reads it.
    apply: 'build',
    transform(code, id) {
      if (!id.includes('/packages/contracts/src/')) return null;
      return { code: code.replace(schemaCall, `${PURE}$1`), map: null, moduleSideEffects: false };
    },
  };
}

/**
 * The SVG favicon written into the page as a data address: a phone on HTTP/1.1 fetches six files at a
 * time, and the icon's request took one of the six while the app's code waited. The ICO
 * stays a file, for the browsers that ask /favicon.ico.
 */
function inlineFavicon(): Plugin {
  return {
    name: 'selvedge-inline-favicon',
    apply: 'build',
    transformIndexHtml(html) {
      const svg = readFileSync(
        fileURLToPath(new URL('./public/favicon.svg', import.meta.url)),
        'utf8',
      ).trim();
      return html.replace('href="/favicon.svg"', `href="data:image/svg+xml,${encodeURIComponent(svg)}"`);
    },
  };
}

/**
 * React Router's production build. Its package sends every bundler to its development build, which
 * differs in one constant: ENABLE_DEV_WARNINGS, true there, turns on warnings for developers in the
 * visitor's browser. Built with the production copy, the minifier leaves that code out.
 */
function reactRouterForProduction(): Plugin {
  return {
    name: 'selvedge-react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(id, importer, options) {
      if (id !== 'react-router') return null;
      const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
      if (!resolved?.id.includes('/react-router/dist/development/')) {
        this.error(`react-router resolved to ${resolved?.id}: review reactRouterForProduction`);
      }
      return { ...resolved, id: resolved.id.replace('/dist/development/', '/dist/production/') };
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    translationAreas(),
    reactRouterForProduction(),
    themeVariables(),
    lighterMantine(),
    contractsWithoutSideEffects(),
    preloadChunks(['react', 'router', 'app', 'ui']),
    inlineFavicon(),
    routePreloads(source('app/router.tsx')),
    firstAnswersModule(source('app/first-answers.ts')),
    signInMarkup(source('app/sign-in-markup.tsx')),
    helpPages(fileURLToPath(new URL('./help', import.meta.url))),
    precompress(),
  ],
  css: { postcss: { plugins: [lightSchemeOnly()] } },
  // The app's one page: the help pages' sources (help/*.html) are no entries to scan for dependencies.
  optimizeDeps: { entries: ['index.html'] },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/health': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the portal supports preloads modules itself: Vite's polyfill for those that do not
    // only cost the entry's first task (it asks the browser whether it supports them).
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        manualChunks: groupedChunks(source('app/start.tsx'), chunkGroups),
        onlyExplicitManualChunks: true,
      },
    },
  },
});
