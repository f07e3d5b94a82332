/**
 * The real portal for the browser tests: the API built in-process with buildApp on a fresh in-memory
 * PGlite with the demo seed and a tiny demo ERP synced into the read model, the dev mailbox, and the built web app (apps/web/dist, built by
 * `npm run test:e2e` before the tests run) on a free port of 127.0.0.1.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generate } from '@selvedge/demo-erp';
import { isNotNull, sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { buildApp } from '../../apps/api/src/app.js';
import { loadConfig } from '../../apps/api/src/config/env.js';
import { type Database, openDatabase } from '../../apps/api/src/db/client.js';
import { createDeps } from '../../apps/api/src/deps.js';
import { syncAllFeeds } from '../../apps/api/src/modules/erp-sync/erp-sync.service.js';
import { erpSyncState } from '../../apps/api/src/modules/erp-sync/erp-sync.tables.js';
import { listMailbox } from '../../apps/api/src/modules/mail/dev-mailbox.js';
import { DEMO_PASSWORD, demoAccounts } from '../../apps/api/src/seed/demo-seed.js';
import { startOnFreePort } from '../../apps/api/test/support/free-port.js';
import { templateDump } from '../../apps/api/test/support/templates.js';

export { DEMO_PASSWORD, demoAccounts };

/** The built web app; E2E_WEB_DIST points at another build (two builds side by side on one machine). */
export const WEB_DIST =
  process.env.E2E_WEB_DIST ?? fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

/**
 * The run's starting databases, from the global setup; none outside a Vitest run (the web benches,
 * `npm run bench:web`, start a portal with tsx), whose `inject` then throws.
 */
function templatesOfTheRun(): ReturnType<typeof inject<'databaseTemplates'>> | undefined {
  try {
    return inject('databaseTemplates');
  } catch {
    return undefined;
  }
}

export type MailMessage = Awaited<ReturnType<typeof listMailbox>>[number];

export interface Portal {
  baseURL: string;
  database: Database;
  /** The dev mailbox, newest first; only mail to `to` when given. */
  mailbox(to?: string): Promise<MailMessage[]>;
  /** Waits for the first mail to `to` whose subject or text matches, newest first. */
  waitForMail(to: string, matches?: (mail: MailMessage) => boolean, timeoutMs?: number): Promise<MailMessage>;
  /** Switches maintenance mode through the API as the administrator. */
  setMaintenance(enabled: boolean): Promise<void>;
  /** Switches the demo ERP off (every call fails as unreachable) or on again. */
  setErpDown(isDown: boolean): void;
  close(): Promise<void>;
}

const huge = '1000000';

/**
 * Starts the portal on a free port of 127.0.0.1; one whose port was taken before it bound it is closed
 * and started again on another (startOnFreePort).
 */
export async function startPortal(): Promise<Portal> {
  if (!existsSync(`${WEB_DIST}/index.html`)) {
    throw new Error(`${WEB_DIST}/index.html is missing: build the web app first (npm run test:e2e does).`);
  }
  // The run's starting database (the API tests' `tiny` template: the demo seed and the tiny demo ERP,
  // synced), built once by the global setup; without it (a file run on its own) built here.
  const templates = templatesOfTheRun();
  const copy =
    templates?.kind === 'embedded'
      ? await openDatabase({
          dataDir: 'memory://',
          loadDataDir: await templateDump(templates.folder, 'tiny'),
        })
      : undefined;
  try {
    return await startOnFreePort((port) => startPortalOn(port, copy));
  } catch (error) {
    await copy?.close();
    throw error;
  }
}

async function startPortalOn(port: number, copy: Database | undefined): Promise<Portal> {
  const baseURL = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    DEMO_MODE: 'true',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'silent',
    WEB_DIST,
    PUBLIC_URL: baseURL,
    HOST: '127.0.0.1',
    PORT: String(port),
    // Every spec signs in many times from 127.0.0.1; the limits have their own API tests.
    RATE_LIMIT_SIGN_IN_PER_ACCOUNT: huge,
    RATE_LIMIT_SIGN_IN_PER_ADDRESS: huge,
    RATE_LIMIT_SIGN_IN_FAILURES_PER_PAIR: huge,
    RATE_LIMIT_FORGOT_PER_ACCOUNT: huge,
    RATE_LIMIT_FORGOT_PER_ADDRESS: huge,
    RATE_LIMIT_REGISTRATION_PER_ADDRESS: huge,
  });
  // The circuit half-opens after 1 s instead of 10: a test that switches the ERP on again waits less.
  const composition = await createDeps(config, {
    resilience: { halfOpenAfterMs: 1_000 },
    ...(copy ? { database: copy } : {}),
  });
  const { deps } = composition;
  const { database } = deps;
  if (copy) {
    // The starting database was synced when the run began. A portal started later in a long run would
    // find its feeds late (SYNC_MAX_LAG_MINUTES on the ERP connection screen, the stock figures' age in
    // order again) though nothing failed: as a portal that has just synced, its sync times are now.
    await database.db
      .update(erpSyncState)
      .set({ lastStartedAt: sql`now()`, lastSucceededAt: sql`now()` })
      .where(isNotNull(erpSyncState.lastSucceededAt));
  } else {
    // The demo ERP at its smallest scale, synced into the read model before the first page is served.
    await generate(database.db, {
      seed: config.erp.demoSeed,
      scale: 'tiny',
      today: new Date().toISOString().slice(0, 10),
    });
    await syncAllFeeds({ db: database.db, erp: deps.erp, clock: deps.clock });
  }
  const app = await buildApp(deps, { isServingWeb: true });
  try {
    await app.listen({ port, host: '127.0.0.1' });
  } catch (error) {
    await app.close();
    await composition.close();
    throw error;
  }
  // The modules' workers (order placement, its retries and confirmation mail), not the schedules.
  await deps.jobs.startWorking({ isScheduling: false });
  for (const definition of composition.jobDefinitions) await definition.work(deps.jobs, deps);
  const demoErp = composition.demoErp;
  if (!demoErp) throw new Error('the browser tests need the demo ERP');

  let adminCookie: string | null = null;
  async function asAdmin(): Promise<string> {
    if (adminCookie) return adminCookie;
    const response = await fetch(`${baseURL}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: demoAccounts.admin, password: DEMO_PASSWORD }),
    });
    if (response.status !== 200) throw new Error(`admin sign-in answered ${response.status}`);
    adminCookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    return adminCookie;
  }

  const mailbox = (to?: string) => listMailbox(database.db, to);

  return {
    baseURL,
    database,
    mailbox,
    async waitForMail(to, matches = () => true, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = (await mailbox(to)).find(matches);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching mail to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async setMaintenance(enabled) {
      const response = await fetch(`${baseURL}/api/settings/maintenance`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: await asAdmin() },
        body: JSON.stringify({ enabled }),
      });
      if (response.status !== 200) {
        throw new Error(
          `PUT /api/settings/maintenance answered ${response.status}: ${await response.text()}`,
        );
      }
    },
    setErpDown(isDown) {
      demoErp.controls.setFailing(isDown);
    },
    async close() {
      await app.close();
      await composition.close();
      await copy?.close();
    },
  };
}

/** Extracts the first link to this portal from a mail's text, e.g. the password-reset link. */
export function linkIn(mail: MailMessage, baseURL: string): string {
  const links = mail.text.match(/https?:\/\/[^\s<>"')]+/g) ?? [];
  const link = links.find((candidate) => candidate.startsWith(baseURL)) ?? links[0];
  if (!link) throw new Error(`no link in the mail "${mail.subject}": ${mail.text}`);
  return link;
}
