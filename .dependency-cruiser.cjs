/**
 * Import boundaries of docs/architecture.md, checked by `npm run boundaries` (part of `npm run check`).
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'contracts-only-zod',
      comment: 'The shared contracts import only zod and each other.',
      severity: 'error',
      from: { path: '^packages/contracts/src' },
      to: { pathNot: ['^packages/contracts/src', 'node_modules/zod'] },
    },
    {
      name: 'web-never-imports-api',
      severity: 'error',
      from: { path: '^apps/web' },
      to: { path: '^apps/api' },
    },
    {
      name: 'api-never-imports-web',
      severity: 'error',
      from: { path: '^apps/api' },
      to: { path: '^apps/web' },
    },
    {
      name: 'erp-port-imports-nothing-of-the-workspace',
      comment: 'packages/erp (the port, its types, errors, resilience and contract suite) stands alone.',
      severity: 'error',
      from: { path: '^packages/erp/' },
      to: { path: '^(apps|packages)/', pathNot: ['^packages/erp/', '^packages/contracts/'] },
    },
    {
      name: 'payments-package-stands-alone',
      comment:
        'packages/payments (the payment port, the Mollie adapter and the fake Mollie) knows the shared contracts only.',
      severity: 'error',
      from: { path: '^packages/payments/' },
      to: { path: '^(apps|packages)/', pathNot: ['^packages/payments/', '^packages/contracts/'] },
    },
    {
      name: 'demo-erp-imports-only-the-port-and-its-own-files',
      comment:
        'The demo ERP is an adapter: it knows the port (packages/erp) and the shared money module (packages/contracts, ADR-014), nothing else of the portal.',
      severity: 'error',
      from: { path: '^packages/demo-erp/' },
      to: {
        path: '^(apps|packages)/',
        pathNot: ['^packages/demo-erp/', '^packages/erp/', '^packages/contracts/src/'],
      },
    },
    {
      name: 'sap-adapter-imports-only-the-port',
      comment:
        'The SAP Business One adapter knows the port (packages/erp) and the shared contracts; its tests may also use the fake Service Layer and the demo ERP that fills it.',
      severity: 'error',
      from: { path: '^packages/erp-sap-b1/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^(apps|packages)/',
        pathNot: ['^packages/erp-sap-b1/', '^packages/erp/', '^packages/contracts/src/'],
      },
    },
    {
      name: 'fake-service-layer-is-a-test-fixture',
      comment:
        "The fake Service Layer is filled from the demo ERP and knows nothing of the portal or the SAP adapter (it must not share the adapter's mistakes).",
      severity: 'error',
      from: { path: '^packages/fake-service-layer/' },
      to: {
        path: '^(apps|packages)/',
        pathNot: [
          '^packages/fake-service-layer/',
          '^packages/demo-erp/',
          '^packages/erp/',
          '^packages/contracts/src/',
        ],
      },
    },
    {
      name: 'only-the-composition-root-names-an-erp-adapter',
      comment:
        'The API reaches the ERP through the port; only the composition root (apps/api/src/deps.ts) creates an adapter, by the ERP setting. Tests and benches may use the demo ERP directly.',
      severity: 'error',
      from: { path: '^apps/', pathNot: ['^apps/api/src/deps\\.ts$', '^apps/api/(test|bench)/'] },
      to: { path: '^packages/(demo-erp|erp-sap-b1)/' },
    },
    {
      name: 'infrastructure-never-imports-modules',
      comment:
        'db, shared, plugins, config and jobs serve every module and import none (the schema barrel aside): module code reaches a plugin through what buildApp hands it.',
      severity: 'error',
      from: {
        path: '^apps/api/src/(db|shared|plugins|config|jobs)/',
        pathNot: '^apps/api/src/db/schema\\.ts$',
      },
      to: { path: '^apps/api/src/(modules|seed)/|^apps/api/src/[^/]+\\.ts$' },
    },
    {
      name: 'modules-talk-through-their-door',
      comment:
        "A module reaches another only through that module's door, modules/<m>/index.ts: never its services, repositories, routes, tables or helpers directly.",
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/', pathNot: '\\.tables\\.ts$' },
      to: {
        path: '^apps/api/src/modules/([^/]+)/',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'tables-reference-only-tables',
      comment:
        "A table file may name another module's table file (a foreign key), nothing else of another module: the schema barrel loads them all.",
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/[^/]+\\.tables\\.ts$' },
      to: {
        path: '^apps/api/src/modules/([^/]+)/',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/[^/]+\\.tables\\.ts$'],
      },
    },
    {
      name: 'the-api-enters-a-module-by-its-door',
      comment:
        'The composition root (server, app, deps, background, the CLIs), seed/ and the rest of apps/api/src import a module only by its index.ts; the schema barrel alone names the table files. Tests, benches and browser tests may reach inside a module.',
      severity: 'error',
      from: { path: '^apps/api/src/', pathNot: ['^apps/api/src/modules/', '^apps/api/src/db/schema\\.ts$'] },
      to: { path: '^apps/api/src/modules/', pathNot: '^apps/api/src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'sql-lives-in-repositories',
      comment:
        "Drizzle's query builders are imported only where SQL is written: a module's *.repository.ts files, its *.tables.ts and the read model's bulk appliers (*.sync.ts), and the infrastructure that runs statements (db/, the job queue's SQL, the lists' filter conditions). Services, routes and the rest call those.",
      severity: 'error',
      from: {
        path: '^apps/api/src/',
        pathNot: [
          '\\.(repository|tables|sync)\\.ts$',
          '^apps/api/src/db/',
          '^apps/api/src/jobs/job-queue\\.ts$',
          '^apps/api/src/shared/filter-query\\.ts$',
        ],
      },
      to: { path: 'node_modules/drizzle-orm/' },
    },
    {
      name: 'modules-never-import-the-composition-root',
      comment:
        'server, app, deps and background compose the modules; a module importing them would make a loop.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/' },
      to: { path: '^apps/api/src/[^/]+\\.ts$' },
    },
    {
      name: 'web-shared-code-never-imports-features-or-app',
      comment:
        'components/ and lib/ serve every feature; a feature or the app shell is never imported by them.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-features-never-import-the-app',
      comment: 'The app shell (router, providers) composes the features, not the other way round.',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-features-never-import-other-features',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['dist', 'node_modules/.vite'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
