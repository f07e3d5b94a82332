import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env.js';
import { type DemoScale, generate, hasDemoData, openDemoErp } from '../erp/adapters/demo/index.js';
import { openDatabase } from './client.js';
import { seedDemo } from './demo-seed.js';
import { runMigrations } from './migrate.js';

// `npm run seed [-- --scale small|large] [--seed 2026]`: migrate, seed the demo accounts, and fill an
// empty demo ERP (schema demo_erp) at the given scale. `large` is for benchmarks (minutes, GBs).
const { values } = parseArgs({
  options: { scale: { type: 'string', default: 'small' }, seed: { type: 'string', default: '2026' } },
});
const scale = values.scale as DemoScale;
if (!['tiny', 'small', 'large'].includes(scale)) {
  console.error(`--scale must be tiny, small or large, not "${values.scale}"`);
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await runMigrations(database);
const hasSeeded = await seedDemo(database.db);
console.log(hasSeeded ? 'Seeded the demo accounts.' : 'The database already has users; no accounts seeded.');
await openDemoErp(database.db);
if (await hasDemoData(database.db)) {
  console.log('The demo ERP already has data; nothing generated.');
} else {
  const summary = await generate(database.db, { seed: Number(values.seed), scale });
  console.log(
    `Generated the demo ERP (${scale}): ${summary.customers} customers, ${summary.items} items, ` +
      `${summary.orders} orders, ${summary.documentLines} document lines in ${summary.milliseconds} ms.`,
  );
}
await database.close();
