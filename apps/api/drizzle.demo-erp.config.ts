import { defineConfig } from 'drizzle-kit';

// The demo ERP's own tables (schema demo_erp) and migrations, apart from the portal's (drizzle.config.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/erp/adapters/demo/demo-erp.tables.ts',
  out: './src/erp/adapters/demo/migrations',
  schemaFilter: ['demo_erp'],
});
