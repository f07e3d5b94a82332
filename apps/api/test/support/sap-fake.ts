/**
 * The API tests once more with ERP=sap-b1 (ADR-020): `TEST_ERP=sap-b1` makes createTestPortal start a
 * fake SAP Business One Service Layer on loopback, filled from a generated demo ERP in a database of
 * its own, and point the portal's SAP adapter at it. The demo ERP's switches the tests use (slow,
 * failing) become the fake's faults; moving the demo ERP's time has no SAP counterpart.
 */
import { type DemoErpControls, type DemoScale, generate } from '@selvedge/demo-erp';
import { startFakeServiceLayer } from '@selvedge/fake-service-layer';
import { it } from 'vitest';
// The demo ERP's in-memory database (a helper of that package for tests and tools, not an export).
import { openMemoryDemoErp } from '../../../../packages/demo-erp/src/test-database.js';
import type { TestClock } from './clock.js';

export const isSapRun = () => process.env.TEST_ERP === 'sap-b1';

/**
 * A test that checks what reached the ERP by reading the demo ERP's own tables (or works its outage
 * switch): the SAP run has neither, so it runs only on the demo ERP. The SAP adapter's own tests prove
 * the same on the fake (packages/erp-sap-b1: the contract suite and the fault proofs).
 */
export const readsDemoErpTables = it.skipIf(isSapRun());

export interface SapFake {
  /** The environment that points the portal at the fake. */
  env: Record<string, string>;
  controls: DemoErpControls;
  close(): Promise<void>;
}

export async function startSapFake(
  scale: DemoScale | undefined,
  seed: number,
  clock: TestClock,
): Promise<SapFake> {
  const database = await openMemoryDemoErp();
  if (scale) await generate(database.db, { seed, scale, today: clock.now().toISOString().slice(0, 10) });
  const fake = await startFakeServiceLayer({ db: database.db, now: () => clock.now() });
  let isFailing = false;
  return {
    env: {
      ERP: 'sap-b1',
      SAP_B1_URL: fake.url,
      SAP_B1_VERSION: process.env.TEST_SAP_B1_VERSION === 'v1' ? 'v1' : 'v2',
      SAP_B1_COMPANY_DB: fake.companyDb,
      SAP_B1_USER: fake.userName,
      SAP_B1_PASSWORD: fake.password,
      SAP_B1_PDF_GATEWAY_URL: fake.gatewayUrl,
      SAP_B1_PDF_LAYOUTS:
        'order=RDR20001,delivery=DLN20001,invoice=INV20001,creditNote=RIN20001,return=RDN20001,returnRequest=RRR20001',
    },
    controls: {
      setLatency: (ms) => fake.faults.latencyMs(ms),
      setFailing(failing) {
        isFailing = failing;
        // A load balancer whose nodes are gone: every request answers 503 until it is back.
        if (failing) fake.faults.failNext(1_000_000, 503);
        else fake.faults.reset();
      },
      isFailing: () => isFailing,
      advance: () => Promise.reject(new Error('time does not move in the fake Service Layer')),
    },
    async close() {
      await fake.close();
      await database.close();
    },
  };
}
