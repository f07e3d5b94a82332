import { parseArgs } from 'node:util';
import { type AppConfig, loadConfig } from './config/env.js';
import { createDeps } from './deps.js';

// `npm run seed [-- --scale small|large] [--seed 2026]`: migrate, seed the demo accounts, and fill an
// empty demo ERP (schema demo_erp) at the given scale. `large` is for benchmarks (minutes, GBs).
const { values } = parseArgs({
  options: { scale: { type: 'string', default: 'small' }, seed: { type: 'string', default: '2026' } },
});
const scale = values.scale as AppConfig['erp']['demoScale'];
if (!['tiny', 'small', 'large'].includes(scale)) {
  console.error(`--scale must be tiny, small or large, not "${values.scale}"`);
  process.exit(2);
}
// Seeding is asked for explicitly here, whatever DEMO_MODE says for the server's start.
const composition = await createDeps({ ...loadConfig(), isDemoMode: true });
console.log(
  composition.hasSeeded ? 'Seeded the demo accounts.' : 'The database already has users; no accounts seeded.',
);
const summary = await composition.demoErp?.fillIfEmpty({ seed: Number(values.seed), scale });
if (!summary) {
  console.log('The demo ERP already has data; nothing generated.');
} else {
  console.log(
    `Generated the demo ERP (${scale}): ${summary.customers} customers, ${summary.items} items, ` +
      `${summary.orders} orders, ${summary.documentLines} document lines in ${summary.milliseconds} ms.`,
  );
}
await composition.close();
