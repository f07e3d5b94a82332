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
      name: 'modules-never-import-erp-adapters',
      comment: 'Modules reach the ERP through erp.port.ts only.',
      severity: 'error',
      from: { path: '^apps/api/src/modules' },
      to: { path: '^apps/api/src/erp/adapters' },
    },
    {
      name: 'erp-adapters-import-only-the-port-and-their-own-files',
      severity: 'error',
      from: { path: '^apps/api/src/erp/adapters/([^/]+)/' },
      to: {
        path: '^apps/api/src/',
        pathNot: [
          '^apps/api/src/erp/adapters/$1/',
          '^apps/api/src/erp/erp\\.(port|types|errors)\\.ts$',
          '^apps/api/src/shared/',
          '^apps/api/src/db/client\\.ts$',
        ],
      },
    },
    {
      name: 'modules-never-import-another-modules-repository-or-tables',
      comment:
        'A module is used through its public functions (its service), never its repository or tables. Table files may reference other tables for foreign keys.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/', pathNot: '\\.tables\\.ts$' },
      to: {
        path: '^apps/api/src/modules/([^/]+)/.+\\.(repository|tables)\\.ts$',
        pathNot: '^apps/api/src/modules/$1/',
      },
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
