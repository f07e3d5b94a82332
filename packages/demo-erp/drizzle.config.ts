import { defineConfig } from 'drizzle-kit';

// The demo ERP's own tables (schema demo_erp) and migrations, apart from the portal's (apps/api/drizzle.config.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/demo-erp.tables.ts',
  out: './src/migrations',
  schemaFilter: ['demo_erp'],
});
