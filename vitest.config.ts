import { defineConfig } from 'vitest/config';

// One runner, eight projects: `npm test` runs api, erp, demo-erp, erp-sap-b1, fake-service-layer, web and
// contracts; `npm run test:e2e` the browser.
export default defineConfig({
  test: {
    // Each api file builds its own app on its own database; two cores, so two files at a time.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // The starting databases every file copies, built once (test/support/templates.ts).
          globalSetup: ['./test/support/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'erp',
          root: './packages/erp',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The demo ERP's generator and contract run on a database (PGlite, or PostgreSQL with DATABASE_URL).
        test: {
          name: 'demo-erp',
          root: './packages/demo-erp',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The SAP Business One adapter against the fake Service Layer (loopback HTTP), v1 and v2.
        test: {
          name: 'erp-sap-b1',
          root: './packages/erp-sap-b1',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'fake-service-layer',
          root: './packages/fake-service-layer',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'contracts',
          root: './packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
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
          fileParallelism: false,
        },
      },
    ],
  },
});
