import type { AppConfig } from '../config/env.js';
import { DEMO_PASSWORD } from '../seed/demo-seed.js';
import {
  CommandExit,
  commandConfig,
  exitCodes,
  openPortal,
  parseOptions,
  runCommand,
} from './cli-support.js';

// `npm run seed [-- --scale small|large] [--seed 2026]`: migrate, seed the demo accounts, and fill an
// empty demo ERP (schema demo_erp) at the given scale. `large` is for benchmarks (minutes, GBs).
// The demo accounts share a published password: with NODE_ENV=production it refuses unless told
// explicitly (docs/operations.md, "First administrator").
const PRODUCTION_FLAG = 'allow-demo-accounts-in-production';
const usage = `Usage: npm run seed -- [--scale tiny|small|large] [--seed 2026] [--${PRODUCTION_FLAG}]
Exit codes: 0 done, 1 refused (nothing changed), 2 wrong arguments or settings, 3 database not available.`;

await runCommand(async () => {
  const { values } = parseOptions(
    {
      scale: { type: 'string', default: 'small' },
      seed: { type: 'string', default: '2026' },
      [PRODUCTION_FLAG]: { type: 'boolean', default: false },
    },
    usage,
  );
  const scale = values.scale as AppConfig['erp']['demoScale'];
  if (!['tiny', 'small', 'large'].includes(scale)) {
    throw new CommandExit(exitCodes.usage, `--scale must be tiny, small or large, not "${values.scale}"`);
  }
  const config = commandConfig();
  if (config.env === 'production' && !values[PRODUCTION_FLAG]) {
    throw new CommandExit(
      exitCodes.refused,
      `NODE_ENV is production: the demo accounts' password (${DEMO_PASSWORD}) is published, so anyone could ` +
        `sign in to this portal with them. Nothing seeded. Create the first administrator with ` +
        `npm run admin:create instead, or add --${PRODUCTION_FLAG} if this portal is a demo.`,
    );
  }
  // Seeding is asked for explicitly here, whatever DEMO_MODE says for the server's start.
  const composition = await openPortal({ ...config, isDemoMode: true });
  try {
    const { seeded, demoErp } = composition;
    if (!seeded) console.log('The database already has users; no accounts seeded.');
    else console.log(`Seeded the demo accounts (password ${DEMO_PASSWORD}): ${seeded.accounts.join(', ')}.`);
    if (seeded && seeded.missingCustomers.length > 0) {
      console.log(
        `The ERP has no customer ${seeded.missingCustomers.join(', ')}: their demo accounts were not created.`,
      );
    }
    if (!demoErp) {
      console.log(`ERP is ${config.erp.kind}: there is no demo ERP to fill.`);
      return exitCodes.done;
    }
    const summary = await demoErp.fillIfEmpty({ seed: Number(values.seed), scale });
    if (!summary) {
      console.log('The demo ERP already has data; nothing generated.');
    } else {
      console.log(
        `Generated the demo ERP (${scale}): ${summary.customers} customers, ${summary.items} items, ` +
          `${summary.orders} orders, ${summary.documentLines} document lines in ${summary.milliseconds} ms.`,
      );
    }
    return exitCodes.done;
  } finally {
    await composition.close();
  }
});
