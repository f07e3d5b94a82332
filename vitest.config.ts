import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One runner, twelve projects: `npm test` runs api, api-routes, erp, payments, demo-erp, erp-sap-b1,
 * fake-service-layer, contracts, web, web-dom and web-dom-isolated; `npm run test:e2e` the browser.
 *
 * The Node projects' files share their worker's modules (`isolate: false`): importing the app or the
 * adapters once per worker instead of once per file saves a third of the suite's time, and every API
 * file still builds its own app on its own database (checked in shuffled file orders). The two API
 * files that replace Fastify with a route-collecting copy (vi.mock) run apart, isolated, as
 * `api-routes`. The web app's logic runs in plain Node (`web`); only what needs a document gets one
 * (`web-dom`, and `web-dom-isolated` for the few files whose modules outlive their document).
 */
const node = { environment: 'node', testTimeout: 30_000, hookTimeout: 60_000, isolate: false } as const;
const routeCollectingFiles = ['test/access-matrix.test.ts', 'test/tenant-sweep.test.ts'];
// The starting databases every API file copies, built once per run (apps/api/test/support/templates.ts).
const apiGlobalSetup = ['./test/support/global-setup.ts'];
const domTestFiles = ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'];
/**
 * The web-dom projects': happy-dom, and time for what a loaded machine takes (src/testing/setup-dom.ts
 * gives Testing Library's waits the same).
 */
const dom = {
  environment: 'happy-dom',
  setupFiles: ['src/testing/setup-dom.ts'],
  testTimeout: 30_000,
} as const;
/** The web app's test files that run isolated (web-dom-isolated, below). */
const statefulDomTestFiles = [
  'src/app/app-router.test.tsx',
  'src/app/first-answers.dom.test.ts',
  'src/lib/api-client.dom.test.ts',
  'src/lib/first-answers.dom.test.ts',
  'src/lib/sign-in-markup.dom.test.ts',
];

export default defineConfig({
  test: {
    // As many files at a time as the cores less one, and never fewer than two: an API file keeps a core
    // busy (the embedded database runs in the worker's own thread), a browser file its Chromium too. On
    // the 2-core machine CI runs on that is two, as before (Vitest's own default, the cores less one,
    // would be one there); a developer's 8 cores run seven. More files than cores gain nothing: four on
    // the two cores passed every test but took 215 s against 205 s (each worker imports the modules
    // anew). `--maxWorkers=N` chooses another number for one run.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          ...node,
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: routeCollectingFiles,
          globalSetup: apiGlobalSetup,
        },
      },
      {
        test: {
          ...node,
          name: 'api-routes',
          root: './apps/api',
          include: routeCollectingFiles,
          globalSetup: apiGlobalSetup,
          isolate: true,
        },
      },
      { test: { ...node, name: 'erp', root: './packages/erp', include: ['src/**/*.test.ts'] } },
      { test: { ...node, name: 'payments', root: './packages/payments', include: ['src/**/*.test.ts'] } },
      {
        // The demo ERP's generator and contract run on a database (PGlite, or PostgreSQL with DATABASE_URL).
        test: { ...node, name: 'demo-erp', root: './packages/demo-erp', include: ['src/**/*.test.ts'] },
      },
      {
        // The SAP Business One adapter against the fake Service Layer (loopback HTTP), v1 and v2.
        test: { ...node, name: 'erp-sap-b1', root: './packages/erp-sap-b1', include: ['src/**/*.test.ts'] },
      },
      {
        test: {
          ...node,
          name: 'fake-service-layer',
          root: './packages/fake-service-layer',
          include: ['src/**/*.test.ts'],
        },
      },
      { test: { ...node, name: 'contracts', root: './packages/contracts', include: ['src/**/*.test.ts'] } },
      {
        // The web app's logic (formats, list parameters, forms' rules, the translations): plain Node, no DOM.
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.dom.test.ts'],
          environment: 'node',
          isolate: false,
          // As every other project: Vite's development server (app/dev-server.test.ts) scans and transforms
          // on demand, which took over Vitest's default 5 s at a load average of 12.
          testTimeout: 30_000,
        },
      },
      {
        // What needs a document: components rendered with Testing Library (*.test.tsx) and the code that
        // reads the window, the storage or the page (*.dom.test.ts), in happy-dom (its set-up per file is
        // half of jsdom's, measured: 6.8 against 12.3 s for these files). The files share their worker's
        // modules, as the Node projects' do: React, Mantine and Testing Library are imported once per
        // worker instead of once per file (86 → 32 s of CPU for these files, measured). Each file still gets a
        // document of its own, so a module that holds on to the window or keeps state of the app's own
        // runs only in `web-dom-isolated`.
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web-dom',
          root: './apps/web',
          include: domTestFiles,
          exclude: statefulDomTestFiles,
          ...dom,
          isolate: false,
        },
      },
      {
        // The files whose modules outlive a document: the router's history (bound to the window it was
        // made in), the API client's start-up check and handlers, the first answers and the sign-in
        // markup's takeover. Each such file imports them fresh; sharing them, another file's leftovers
        // failed the router's, the API client's and the markup's tests in shuffled orders.
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web-dom-isolated',
          root: './apps/web',
          include: statefulDomTestFiles,
          ...dom,
          isolate: true,
        },
      },
      {
        test: {
          name: 'e2e',
          root: './e2e',
          include: ['**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file runs its own portal and browser, as many files side by side as maxWorkers above. The
          // files share their worker's modules (as the Node projects do): the portal's code is imported once
          // per worker, not once per file.
          isolate: false,
          globalSetup: ['./support/global-setup.ts'],
          // A page on a loaded machine may take seconds to show what a poll waits for: wait for it.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
