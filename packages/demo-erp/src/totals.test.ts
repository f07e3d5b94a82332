// The demo ERP set to round VAT per line (its contract test runs its default, per document): the order's
// total is still the approved one.
import type { ErpContractSetup } from '@selvedge/erp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeTotalsContract } from '../../erp/src/erp.contract.totals.js';
import { findContractFixtures } from './contract-fixtures.js';
import { openDemoErp } from './demo-database.js';
import { createDemoErpAdapter } from './demo-erp-adapter.js';
import { generate } from './generate.js';
import { openIsolatedDemoDatabase } from './test-database.js';

const today = '2026-11-23';
const clock = { now: () => new Date(`${today}T10:00:00Z`) };

describe('the demo ERP rounding VAT per line', () => {
  let context: ErpContractSetup;
  let database: Awaited<ReturnType<typeof openIsolatedDemoDatabase>>;
  beforeAll(async () => {
    database = await openIsolatedDemoDatabase();
    await openDemoErp(database.db);
    await generate(database.db, { seed: 42, scale: 'tiny', today });
    const { port } = createDemoErpAdapter({ db: database.db, clock, options: { vatRounding: 'line' } });
    context = { port, fixtures: await findContractFixtures(database.db), teardown: () => database.close() };
  });
  afterAll(() => context?.teardown?.());

  it('the port tells the portal that it rounds per line', () => {
    expect(context.port.vatRounding).toBe('line');
  });

  describeTotalsContract(() => context);
});
