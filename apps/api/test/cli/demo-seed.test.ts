/**
 * The demo accounts share a published password (README): they reach a live database only when asked
 * for explicitly (docs/operations.md, "First administrator"), and never on customers the ERP lacks.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.js';
import { customers } from '../../src/modules/customers/customers.tables.js';
import { users } from '../../src/modules/users/users.tables.js';
import { demoAccounts, seedDemo } from '../../src/seed/demo-seed.js';
import { createTestPortal, type TestPortal } from '../support/harness.js';
import { runCommandProcess } from './commands.js';

describe('when the server seeds the demo accounts', () => {
  const production = { NODE_ENV: 'production', ALLOW_DEV_MAILBOX: 'true' };

  it('never in production unless DEMO_MODE=true says so', () => {
    expect(loadConfig(production).isDemoMode).toBe(false);
    expect(loadConfig({ ...production, DEMO_MODE: 'true' }).isDemoMode).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).isDemoMode).toBe(true);
    // A real ERP's or a real PostgreSQL's portal is not a demo either, unless asked.
    expect(loadConfig({ NODE_ENV: 'development', DATABASE_URL: 'postgres://h/db' }).isDemoMode).toBe(false);
  });
});

describe('the demo seed on a real ERP', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await createTestPortal({ env: { DATA_DIR: 'memory://', DEMO_MODE: 'false' } });
  });
  afterAll(() => portal.close());

  it('creates no accounts on customers the ERP does not have, or could not be asked about, and says which', async () => {
    const { db } = portal.database;
    const summary = await seedDemo(db, {
      erpHasCustomer: async (code) => {
        if (code === 'C40001') throw new Error('the ERP did not answer');
        return code !== 'C30001';
      },
    });
    expect(summary).toEqual({
      accounts: [demoAccounts.admin, demoAccounts.sales, demoAccounts.customer, demoAccounts.viewer],
      missingCustomers: ['C40001', 'C30001'],
    });
    const emails = (await db.select({ email: users.email }).from(users)).map((row) => row.email);
    expect(emails.sort()).toEqual([...(summary?.accounts ?? [])].sort());
    const codes = (await db.select({ code: customers.code }).from(customers)).map((row) => row.code);
    expect(codes.sort()).toEqual(['C10001', 'C10002']);
    // Seeded once: a database with users is left as it is.
    expect(await seedDemo(db)).toBeNull();
  });
});

describe('npm run seed in production', () => {
  it('refuses without --allow-demo-accounts-in-production and opens no database', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'selvedge-seed-'));
    try {
      const run = await runCommandProcess('cli/seed-cli.ts', [], {
        NODE_ENV: 'production',
        ALLOW_DEV_MAILBOX: 'true',
        DATA_DIR: join(folder, 'data'),
      });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('NODE_ENV is production');
      expect(run.stderr).toContain('--allow-demo-accounts-in-production');
      expect(await readdir(folder)).toEqual([]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
