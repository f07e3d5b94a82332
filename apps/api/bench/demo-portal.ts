/**
 * The portal the request benches measure: the embedded default (PGlite in memory), or PostgreSQL with
 * `DATABASE_URL` in `env`, with the demo ERP generated at `scale` and synced into the read model, jobs
 * not running (the bench drives what it measures), sign-in limits out of the way, the tables analysed as
 * a running portal's would be.
 */
import { type DemoScale, generate } from '@selvedge/demo-erp';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { vacuumAnalyzeEmbedded } from '../src/db/maintenance.js';
import { createDeps, type DepsOverrides } from '../src/deps.js';
import { syncAllFeeds } from '../src/modules/erp-sync/erp-sync.service.js';

export async function demoBenchPortal(
  bench: string,
  scale: DemoScale,
  /**
   * `env`: settings beside the bench defaults (a limit set out of reach, say); `onQuery` for a bench that
   * counts statements per request; `resilience` for one that ends an outage and need not wait the ERP
   * circuit's 10 s to close.
   */
  options: { env?: Record<string, string> } & Pick<DepsOverrides, 'onQuery' | 'resilience'> = {},
) {
  const { env, ...overrides } = options;
  const config = loadConfig({
    DATA_DIR: 'memory://',
    DEMO_MODE: 'true',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    JOBS: 'false',
    RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '1000000',
    RATE_LIMIT_SIGN_IN_PER_ADDRESS: '1000000',
    ...env,
  });
  const composition = await createDeps(config, overrides);
  const { deps, demoErp } = composition;
  if (!demoErp) throw new Error(`the ${bench} bench needs the demo ERP`);
  console.log(`generating the ${scale} demo ERP and syncing it into the read model ...`);
  await generate(deps.database.db, { seed: config.erp.demoSeed, scale });
  await syncAllFeeds({ db: deps.database.db, erp: deps.erp, clock: deps.clock });
  // As a first start does after its first sync (background.ts), and PostgreSQL's autovacuum in time.
  if (deps.database.kind === 'postgres') await deps.database.exec('vacuum analyze');
  else await vacuumAnalyzeEmbedded(deps.database);
  await deps.jobs.prepare();
  return { config, composition, deps, demoErp };
}

/**
 * The app of a bench that times one request's own work through app.inject (no network): PGlite in
 * memory with the demo accounts and no ERP data, jobs not running, silent; `env` adds the settings it
 * needs (the limits it meets set out of reach).
 */
export async function demoAccountsApp(env: Record<string, string>, overrides: DepsOverrides = {}) {
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: 'memory://',
    DEMO_MODE: 'true',
    LOG_LEVEL: 'silent',
    JOBS: 'false',
    PUBLIC_URL: 'http://127.0.0.1',
    ...env,
  });
  const composition = await createDeps(config, overrides);
  const app = await buildApp(composition.deps);
  await app.ready();
  return {
    app,
    deps: composition.deps,
    async close() {
      await app.close();
      await composition.close();
    },
  };
}
