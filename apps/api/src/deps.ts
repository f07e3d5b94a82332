import { readFileSync } from 'node:fs';
import {
  createDemoErpAdapter,
  type DemoErpControls,
  type DemoScale,
  type GenerateSummary,
  generate,
  hasDemoData,
  openDemoErp,
} from '@selvedge/demo-erp';
import { type ResilienceOptions, type ResilientErpPort, withResilience } from '@selvedge/erp';
import {
  checkSapB1Connection,
  checkVerdict,
  createSapB1Adapter,
  formatCheck,
  type SapB1Config,
} from '@selvedge/erp-sap-b1';
import { createFakeMollie, createMollieProvider } from '@selvedge/payments';
import type { FastifyBaseLogger } from 'fastify';
import { type DestinationStream, pino } from 'pino';
import type { AppConfig, SapB1Settings } from './config/env.js';
import { type Database, openDatabase } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { createJobQueue } from './jobs/job-queue.js';
import { authJobs, redactingSerializers, redactUrlsInText } from './modules/auth/index.js';
import { colleaguesJobs } from './modules/colleagues/index.js';
import { erpSyncJobs, feedOverview } from './modules/erp-sync/index.js';
import { createDevMailbox, createSmtpMailer } from './modules/mail/index.js';
import { orderingJobs } from './modules/ordering/index.js';
import { paymentsJobs } from './modules/payments/index.js';
import { returnsJobs } from './modules/returns/index.js';
import { salesDocumentsJobs } from './modules/sales-documents/index.js';
import { type DemoSeedSummary, seedDemo } from './seed/demo-seed.js';
import { type Clock, systemClock } from './shared/clock.js';
import type { AppDeps, ModuleJobs, PaymentsRuntime } from './shared/deps.js';
import type { Mailer } from './shared/mail.port.js';
import { createMetrics, type Metrics } from './shared/metrics.js';
import { createPictureSizes } from './shared/picture-sizes.js';

/** The modules' background work; the background starter loops over these as buildApp over routes. */
export const moduleJobs: readonly ModuleJobs[] = [
  authJobs,
  erpSyncJobs,
  orderingJobs,
  returnsJobs,
  paymentsJobs,
  colleaguesJobs,
  salesDocumentsJobs,
];

/** The embedded demo ERP as the composition exposes it: its switches and its generator. */
export interface DemoErp {
  /** Time moves, slow or failing calls: for the background, tests and demos. */
  controls: DemoErpControls;
  /** Fills an empty demo ERP (the configured scale and seed unless given); null when it had data. */
  fillIfEmpty(options?: { scale?: DemoScale; seed?: number }): Promise<GenerateSummary | null>;
}

/**
 * SAP Business One's settings: the connection from the environment, the installation's other settings
 * (field names, price list, freight rules) from the JSON file SAP_B1_SETTINGS_FILE names
 * (docs/connect-sap-b1.md).
 */
export function sapB1ConfigOf(settings: SapB1Settings): SapB1Config {
  let installation: Partial<SapB1Config> = {};
  if (settings.settingsFile) {
    try {
      installation = JSON.parse(readFileSync(settings.settingsFile, 'utf8')) as Partial<SapB1Config>;
    } catch (error) {
      throw new Error(
        `SAP_B1_SETTINGS_FILE ${settings.settingsFile} cannot be read as JSON: ${(error as Error).message}`,
      );
    }
  }
  const { settingsFile: _file, pdf, ...connection } = settings;
  // The gateway's address from the environment, the layout codes from either (the environment's win).
  const layouts = { ...installation.pdf?.layouts, ...pdf?.layouts };
  const gatewayUrl = pdf?.gatewayUrl ?? installation.pdf?.gatewayUrl;
  return { ...installation, ...connection, pdf: gatewayUrl ? { gatewayUrl, layouts } : null };
}

/**
 * `npm run erp:check`: checks the configured SAP Business One (login, user-defined fields, each feed, a
 * price, a PDF) and answers what the terminal shows and the command's exit code.
 */
export async function checkErpConnection(config: AppConfig): Promise<{ report: string; exitCode: 0 | 1 }> {
  const settings = config.erp.sapB1;
  if (!settings) throw new Error('ERP is not sap-b1: the embedded demo ERP needs no check.');
  const steps = await checkSapB1Connection(sapB1ConfigOf(settings), { settingsFile: settings.settingsFile });
  return { report: formatCheck(steps), exitCode: checkVerdict(steps).exitCode };
}

interface ErpComposition {
  port: ResilientErpPort;
  demoErp: DemoErp | null;
  /** Ends the ERP's sessions (SAP: Logout) at shutdown. */
  close(): Promise<void>;
}

/**
 * The ERP the `ERP` setting names (D35), behind its resilience policies (D36): the only place that
 * names an adapter. The demo ERP keeps its own tables (schema demo_erp), created or upgraded here.
 */
async function createErp(
  config: AppConfig,
  database: Database,
  clock: Clock,
  log: FastifyBaseLogger,
  resilience: ResilienceOptions | undefined,
): Promise<ErpComposition> {
  if (config.erp.sapB1) {
    const sap = createSapB1Adapter(sapB1ConfigOf(config.erp.sapB1), {
      now: () => clock.now(),
      log: (level, message, data) => log[level](data ?? {}, message),
    });
    return { port: withResilience(sap.port, resilience), demoErp: null, close: () => sap.close() };
  }
  const { db } = database;
  await openDemoErp(db);
  const demo = createDemoErpAdapter({ db, clock, options: { seed: config.erp.demoSeed } });
  const demoErp: DemoErp = {
    controls: demo.controls,
    async fillIfEmpty(options = {}) {
      if (await hasDemoData(db)) return null;
      return generate(db, {
        seed: options.seed ?? config.erp.demoSeed,
        scale: options.scale ?? config.erp.demoScale,
        today: clock.now().toISOString().slice(0, 10),
      });
    },
  };
  return { port: withResilience(demo.port, resilience), demoErp, close: async () => {} };
}

/** Whether the ERP knows a business partner: its feed narrowed to that one customer. */
async function erpHasBusinessPartner(port: ResilientErpPort, code: string): Promise<boolean> {
  const page = await port.pullChanges('businessPartners', null, 1, { customerCode: code });
  return page.rows.some((row) => row.code === code);
}

const DEMO_ERP_ADVANCE_QUEUE = 'demo-erp-advance';

/** The demo ERP's calendar: its open orders progress (confirmed, shipped, invoiced) every 10 minutes. */
function demoErpTimeJobs(controls: DemoErpControls): ModuleJobs {
  return {
    queues: [{ name: DEMO_ERP_ADVANCE_QUEUE, options: { policy: 'singleton' }, cron: '*/10 * * * *' }],
    work: (jobs) =>
      jobs.work(DEMO_ERP_ADVANCE_QUEUE, async () => {
        await controls.advance();
      }),
  };
}

/** The operator's metrics over this composition's queues, feeds and ERP circuit (METRICS_PORT set). */
function metricsOf(
  config: AppConfig,
  { database, clock, log, jobs, erp }: Pick<AppDeps, 'database' | 'clock' | 'log' | 'jobs' | 'erp'>,
): Metrics | null {
  if (!config.metrics) return null;
  return createMetrics({
    log,
    now: () => clock.now(),
    queues: () => jobs.queueStats(),
    feeds: async () =>
      (await feedOverview(database.db, clock.now(), config.syncMaxLagMinutes)).map((feed) => ({
        feed: feed.feed,
        lastSucceededAt: feed.state?.lastSucceededAt ?? null,
        maxLagMinutes: feed.maxLagMinutes,
      })),
    circuitState: () => erp.circuitState,
  });
}

/**
 * The payment provider (ADR-037): Mollie with MOLLIE_API_KEY; otherwise the local fake of Mollie, started
 * on a loopback port of this process, whose checkout the portal serves at /fake-mollie/checkout so a
 * browser that reaches the portal reaches it.
 */
async function createPayments(config: AppConfig): Promise<PaymentsRuntime | null> {
  const settings = config.payments;
  if (!settings) return null;
  if (settings.mollieApiKey) {
    return {
      provider: createMollieProvider({
        apiKey: settings.mollieApiKey,
        baseUrl: settings.mollieApiUrl,
        webhookSecret: settings.webhookSecret,
      }),
      fake: null,
    };
  }
  const fake = createFakeMollie({
    webhookSecret: settings.webhookSecret,
    checkoutBaseUrl: `${config.publicUrl}/fake-mollie/checkout`,
  });
  const url = await fake.listen(0, '127.0.0.1');
  return {
    provider: createMollieProvider({
      apiKey: fake.apiKey,
      baseUrl: url,
      webhookSecret: settings.webhookSecret,
      name: 'fake-mollie',
    }),
    fake,
  };
}

/** What a caller may put in place of the configured defaults (the tests: a clock they move, fast failing). */
export interface DepsOverrides {
  clock?: Clock;
  mailer?: Mailer;
  log?: FastifyBaseLogger;
  /** The ERP's resilience (the tests fail fast). */
  resilience?: ResilienceOptions;
  /** An already opened database (a bench reusing a large one); otherwise the configured one is opened. */
  database?: Database;
  /** Told of every statement Drizzle sends (tests count what a request costs). */
  onQuery?: (sql: string) => void;
}

export interface Composition {
  deps: AppDeps;
  /** The embedded demo ERP; null for a real ERP. */
  demoErp: DemoErp | null;
  /** The background work of this composition: the modules' and, with the demo ERP, its calendar. */
  jobDefinitions: readonly ModuleJobs[];
  /** True when this start seeded the demo accounts into an empty database. */
  hasSeeded: boolean;
  /** What that seed created, and the demo customers the ERP lacks (no accounts on them); null: none. */
  seeded: DemoSeedSummary | null;
  /** Stops the job workers and closes the database. */
  close(): Promise<void>;
}

/**
 * The app's logger: never a password, token, cookie or e-mail address in a log (D31). Logged URLs lose
 * their secret query values and addresses (a mailed reset link is requested like any page),
 * in the request serializer, in error messages and in messages such as "Route … not found".
 * `destination`: where the lines go (standard output unless a test reads them).
 */
export function createLogger(
  config: Pick<AppConfig, 'logLevel'>,
  destination?: DestinationStream,
): FastifyBaseLogger {
  const options = {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: redactingSerializers,
    hooks: {
      logMethod(args: Parameters<pino.LogFn>, log: pino.LogFn) {
        const redacted = args.map((arg: unknown) => (typeof arg === 'string' ? redactUrlsInText(arg) : arg));
        return log.apply(this, redacted as Parameters<pino.LogFn>);
      },
    },
  } satisfies pino.LoggerOptions;
  return destination ? pino(options, destination) : pino(options);
}

/**
 * The one composition root: opens the configured database (migrations, the demo ERP's storage, the demo
 * accounts in demo mode) and builds the clock, mailer, ERP port with its resilience, job queue and logger.
 * The server, the API tests, the browser-test server and the benches all call it.
 */
export async function createDeps(config: AppConfig, overrides: DepsOverrides = {}): Promise<Composition> {
  const database =
    overrides.database ??
    (await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, onQuery: overrides.onQuery }));
  // Two portals starting together on one database migrate, fill the demo ERP's storage and seed one
  // after the other: the second finds the work done.
  await database.whileStartingAlone(() => runMigrations(database));

  const clock = overrides.clock ?? systemClock;
  const mailer =
    overrides.mailer ??
    (config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createDevMailbox(database.db));
  const log = overrides.log ?? createLogger(config);
  const erp = await database.whileStartingAlone(() =>
    createErp(config, database, clock, log, overrides.resilience),
  );
  // A real ERP's customers are asked for: the demo accounts go only on customers it has.
  const erpHasCustomer = config.erp.sapB1
    ? (code: string) => erpHasBusinessPartner(erp.port, code)
    : undefined;
  const seeded = config.isDemoMode
    ? await database.whileStartingAlone(() => seedDemo(database.db, { erpHasCustomer }))
    : null;
  if (seeded && seeded.missingCustomers.length > 0) {
    log.warn(
      `demo seed: the ERP has no customer ${seeded.missingCustomers.join(', ')}; their demo accounts were not created`,
    );
  }
  const jobDefinitions =
    erp.demoErp && config.erp.demoTimeMoves
      ? [...moduleJobs, demoErpTimeJobs(erp.demoErp.controls)]
      : moduleJobs;
  const jobs = createJobQueue(database, { queues: jobDefinitions.flatMap((module) => module.queues) });

  const controls = erp.demoErp?.controls;
  const erpSimulation = controls
    ? { isDown: () => controls.isFailing(), setDown: (isDown: boolean) => controls.setFailing(isDown) }
    : null;
  const metrics = metricsOf(config, { database, clock, log, jobs, erp: erp.port });
  const payments = await createPayments(config);
  const deps: AppDeps = {
    config,
    database,
    mailer,
    clock,
    erp: metrics ? metrics.observeErp(erp.port) : erp.port,
    jobs,
    log,
    erpSimulation,
    pictures: createPictureSizes(),
    metrics,
    payments,
  };
  return {
    deps,
    demoErp: erp.demoErp,
    jobDefinitions,
    hasSeeded: seeded !== null,
    seeded,
    async close() {
      await jobs.stop();
      await erp.close();
      await payments?.fake?.close();
      if (!overrides.database) await database.close();
    },
  };
}
