// The contract suite every adapter passes (@selvedge/erp/contract), run against the SAP adapter on the fake
// Service Layer: on /b1s/v1 (OData v3) and on /b1s/v2 (OData v4).
import { generate } from '@selvedge/demo-erp';
import { describeErpContract } from '@selvedge/erp/contract';
import {
  ALL_CURRENCIES_PARTNERS,
  BATCH_STOCK_QUERY,
  GATEWAY_LAYOUTS_BY_KIND,
  LOCAL_CURRENCY,
  startFakeServiceLayer,
} from '@selvedge/fake-service-layer';
// The demo ERP's in-memory test database and contract fixtures (test helpers of that package, not exports).
import { findContractFixtures } from '../../demo-erp/src/contract-fixtures.js';
import { openMemoryDemoErp } from '../../demo-erp/src/test-database.js';
import { createSapB1Adapter } from './adapter.js';
import { fakeConnection } from './fake-connection.js';

const today = '2026-11-23';
/** A clock that starts on the generated data's "today" and runs: writes get later UpdateTimes than reads. */
function runningClock(start = `${today}T10:00:00Z`) {
  const origin = new Date(start).getTime();
  const started = Date.now();
  return () => new Date(origin + (Date.now() - started));
}

// The third run freezes SAP's clock: every write lands in the same second as the rows already read,
// which a tie-break on the key alone would miss (watermark.ts keeps the hashes of that second).
const RUNS = [
  { version: 'v1', clock: 'running' },
  { version: 'v2', clock: 'running' },
  { version: 'v2', clock: 'frozen' },
] as const;

for (const { version, clock } of RUNS) {
  describeErpContract(`SAP Business One ${version} on the fake Service Layer (${clock} clock)`, async () => {
    const database = await openMemoryDemoErp();
    await generate(database.db, { seed: 42, scale: 'tiny', today });
    const now = clock === 'running' ? runningClock() : () => new Date(`${today}T10:00:00Z`);
    const fake = await startFakeServiceLayer({ db: database.db, now });
    const adapter = createSapB1Adapter(
      {
        ...fakeConnection(fake, version),
        // Small pages, so that every feed pages through next links too.
        pageSize: 7,
        // The stored query that gives stock per batch (docs/connect-sap-b1.md, 2.8).
        batchStockQuery: BATCH_STOCK_QUERY,
        // The online payments' clearing account (docs/connect-sap-b1.md).
        incomingPaymentAccount: '1020',
        pdf: { gatewayUrl: fake.gatewayUrl, layouts: GATEWAY_LAYOUTS_BY_KIND },
      },
      { now },
    );
    return {
      port: adapter.port,
      fixtures: await findContractFixtures(database.db),
      // The fake keeps its books in EUR; its GBP customers' documents carry SAP's FC figures.
      currencies: {
        localCurrency: LOCAL_CURRENCY,
        allCurrenciesCustomerCode: [...ALL_CURRENCIES_PARTNERS][0],
      },
      controls: {
        // A load balancer whose nodes are gone: every request answers 503.
        setFailing: (isFailing) => (isFailing ? fake.faults.failNext(1_000_000, 503) : fake.faults.reset()),
      },
      teardown: async () => {
        await adapter.close();
        await fake.close();
        await database.close();
      },
    };
  });
}
