// The contract suite every adapter passes (@selvedge/erp/contract), run against the demo ERP.
import { describeErpContract } from '@selvedge/erp/contract';
import { findContractFixtures } from './contract-fixtures.js';
import { openDemoErp } from './demo-database.js';
import { createDemoErpAdapter } from './demo-erp-adapter.js';
import { generate } from './generate.js';
import { openIsolatedDemoDatabase } from './test-database.js';

const today = '2026-11-23';
const clock = { now: () => new Date(`${today}T10:00:00Z`) };

// On PostgreSQL (DATABASE_URL) a database of its own, so other test files never see these rows.
describeErpContract('demo ERP', async () => {
  const database = await openIsolatedDemoDatabase();
  await openDemoErp(database.db);
  await generate(database.db, { seed: 42, scale: 'tiny', today });
  const { port, controls } = createDemoErpAdapter({ db: database.db, clock });
  return {
    port,
    controls,
    fixtures: await findContractFixtures(database.db),
    // EUR customers and GBP ones (C4…); the demo ERP has no customer in all currencies (SAP's "##").
    currencies: { localCurrency: 'EUR' },
    teardown: () => database.close(),
  };
});
