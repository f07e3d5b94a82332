import { z } from 'zod';

/**
 * The only reader of `process.env` (conventions: config checked once at boot).
 * A bad value stops start-up with a sentence that names the variable.
 */
const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** PostgreSQL connection string. Unset: the embedded database (PGlite) in DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  /** Folder of the embedded database. `memory://` keeps it in memory. */
  DATA_DIR: z.string().default('./data/pglite'),
  /** Seed demo accounts and data into an empty database. Default: on for the embedded database outside production. */
  DEMO_MODE: booleanText.optional(),
  /** Public address of the portal, used in e-mailed links. Default: http://localhost:{PORT}. */
  PUBLIC_URL: z.string().url().optional(),
  /** SMTP server for outgoing mail (smtp://user:pass@host:port). Unset: the dev mailbox. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Selvedge portal <portal@selvedge.test>'),
  /** Session lifetime in hours after the last request. */
  SESSION_IDLE_HOURS: z.coerce.number().positive().default(12),
  /** Absolute session lifetime in days from sign-in, however active the session. */
  SESSION_MAX_DAYS: z.coerce.number().positive().default(30),
  /** In production without SMTP_URL the portal refuses to start unless this allows the dev mailbox. */
  ALLOW_DEV_MAILBOX: booleanText.default(false),
  /** Serve the OpenAPI document and its viewer at /api/docs. Default: off in production. */
  API_DOCS: booleanText.optional(),
  /** Send cookies only over HTTPS. Default: on in production. */
  COOKIE_SECURE: booleanText.optional(),
  /**
   * The key the authenticator secrets of two-factor sign-in are encrypted with (AES-256-GCM, ADR-035):
   * a random text of at least 32 characters (`openssl rand -base64 32`). Unset: a fixed development key,
   * and in production a warning at start.
   */
  TWO_FACTOR_KEY: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Folder of the built web app. */
  WEB_DIST: z.string().default('../web/dist'),
  /**
   * Rate limits: counts per fixed window of RATE_LIMIT_WINDOW_MINUTES (D4). Sign-in (ADR-003)
   * never locks an account for everyone: a wrong password counts against the pair of that account and the
   * client address. RATE_LIMIT_SIGN_IN_FAILURES_PER_PAIR: attempts on one account from one address since
   * its last success; beyond it that address gets 429 for that account, others still sign in.
   * RATE_LIMIT_SIGN_IN_PER_ADDRESS: every attempt from one address (an IPv6 /64), whatever the account.
   * RATE_LIMIT_SIGN_IN_PER_ACCOUNT: failures on one account from all addresses; beyond it every attempt
   * on the account is answered later, 1 s doubling up to RATE_LIMIT_SIGN_IN_BRAKE_MAX_SECONDS (0: no
   * wait), and logged once as RATE_LIMITED; the right password is slowed, never refused.
   */
  RATE_LIMIT_SIGN_IN_FAILURES_PER_PAIR: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_SIGN_IN_PER_ADDRESS: z.coerce.number().int().positive().default(50),
  RATE_LIMIT_SIGN_IN_PER_ACCOUNT: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_SIGN_IN_BRAKE_MAX_SECONDS: z.coerce.number().min(0).max(60).default(10),
  RATE_LIMIT_FORGOT_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  RATE_LIMIT_FORGOT_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_REGISTRATION_PER_ADDRESS: z.coerce.number().int().positive().default(10),
  /** Invitations a customer administrator sends per window, and from one client address (ADR-034). */
  RATE_LIMIT_INVITE_PER_USER: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_INVITE_PER_ADDRESS: z.coerce.number().int().positive().default(50),
  RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  /** Requests one API key may make per minute (docs/adr/ADR-036-api-keys.md); beyond it 429 with Retry-After. */
  RATE_LIMIT_API_KEY_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /**
   * How long the requests already running may take to finish once the process is told to stop (SIGTERM),
   * before their connections are closed. The default fits inside Docker's 10 s between SIGTERM and
   * SIGKILL with time left to close the database; raise both together.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().positive().max(3600).default(7),
  /**
   * Behind reverse proxies: how the client address is read from X-Forwarded-For. `false` (default):
   * the socket's address; a number: that many proxy hops in front of the portal (`true` is 1); a list
   * of proxy addresses or CIDR ranges (`10.0.0.1, 10.1.0.0/16`). The address the nearest untrusted
   * hop presented counts, so a client cannot choose its own by adding entries.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((text, context): TrustProxy => {
      if (['false', '0', 'no', ''].includes(text)) return false;
      if (['true', 'yes'].includes(text)) return 1;
      if (/^\d+$/.test(text)) return Number(text);
      const addresses = text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      if (addresses.every((part) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(part))) return addresses;
      context.addIssue({
        code: 'custom',
        message: 'use false, a number of hops, or a list of proxy addresses',
      });
      return z.NEVER;
    }),
  /** Which ERP the portal talks to (D35): the embedded demo ERP, or SAP Business One (docs/connect-sap-b1.md). */
  ERP: z.enum(['demo', 'sap-b1']).default('demo'),
  /** SAP Business One's Service Layer, e.g. https://sap.example.com:50000 (ERP=sap-b1). */
  SAP_B1_URL: z.string().url().optional(),
  /** The Service Layer's protocol: v1 (OData v3 style) or v2 (OData v4). */
  SAP_B1_VERSION: z.enum(['v1', 'v2']).default('v2'),
  SAP_B1_COMPANY_DB: z.string().min(1).optional(),
  SAP_B1_USER: z.string().min(1).optional(),
  SAP_B1_PASSWORD: z.string().min(1).optional(),
  /** Accept a self-signed certificate of the Service Layer (test systems only). */
  SAP_B1_ALLOW_SELF_SIGNED: booleanText.default(false),
  /** Sessions kept open towards the Service Layer, and calls in flight at once. */
  SAP_B1_SESSIONS: z.coerce.number().int().min(1).max(20).default(2),
  SAP_B1_MAX_CALLS: z.coerce.number().int().min(1).max(100).default(8),
  /** The API Gateway for document PDFs, e.g. https://sap.example.com:60000; unset: "PDF unavailable". */
  SAP_B1_PDF_GATEWAY_URL: z.string().url().optional(),
  /** Print layout per document kind: order=RDR20007,delivery=DLN20003,invoice=INV20011,… */
  SAP_B1_PDF_LAYOUTS: z.string().default(''),
  /** A JSON file with the installation's other settings (field names, price list, freight rules). */
  SAP_B1_SETTINGS_FILE: z.string().optional(),
  /** Size of the demo ERP generated into an empty database in demo mode (docs/erp-demo.md). */
  DEMO_ERP_SCALE: z.enum(['tiny', 'small', 'large']).default('small'),
  DEMO_ERP_SEED: z.coerce.number().int().default(2026),
  /** Let the demo ERP's open orders progress with the calendar (confirmed, delivered, invoiced, paid). */
  DEMO_ERP_TIME_MOVES: booleanText.default(true),
  /** Run the job workers (ERP sync) in this process. Off for an API-only instance. */
  JOBS: booleanText.default(true),
  /**
   * How long one attempt at placing an order holds it (ADR-031): longer than the ERP call can
   * take (its time-outs and retries: about 10 s), short enough that a crash mid-call delays the order
   * by no more than this.
   */
  ORDER_ATTEMPT_LEASE_SECONDS: z.coerce.number().int().min(2).max(600).default(30),
  /**
   * Attempts at placing an order or sending a return request that fail neither as an outage nor as the
   * ERP's refusal before staff are told.
   */
  OUTBOX_TRIES: z.coerce.number().int().min(1).max(50).default(3),
  /**
   * How old the last success of a feed synced every minute or five minutes may be before /health/ready
   * reports it lagging; slower feeds are allowed three of their periods (reference data: 180 minutes).
   */
  SYNC_MAX_LAG_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /**
   * The operator's metrics (Prometheus text at /metrics, docs/operations.md "Monitoring") on a port of
   * their own, never the portal's public one; unset: no metrics endpoint (and no cost per request).
   */
  /**
   * Online payments of open invoices (ADR-037). Default: on with MOLLIE_API_KEY, and outside production
   * on the local fake of Mollie; off in production without a key. Off: no screen offers them.
   */
  PAYMENTS: booleanText.optional(),
  /** Mollie's API key (live_… or test_…). Unset: the local fake of Mollie, in-process (demo, tests). */
  MOLLIE_API_KEY: z
    .string()
    .regex(/^(live|test)_\w{10,}$/, 'a Mollie API key, live_… or test_…')
    .optional(),
  MOLLIE_API_URL: z.string().url().default('https://api.mollie.com'),
  /** Checks X-Mollie-Signature on webhook calls when set (Mollie's signed webhooks). */
  MOLLIE_WEBHOOK_SECRET: z.string().min(8).optional(),
  /** The methods the checkout offers, comma separated (ideal, bancontact, creditcard, banktransfer…); empty: all the profile has. */
  PAYMENT_METHODS: z.string().default(''),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Interface of the metrics endpoint: loopback unless the scraper runs on another host. */
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** When set, a scrape must send `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(16).optional(),
});

/** false: no proxy; a number of hops; or the proxies' addresses (Fastify's trustProxy takes all three). */
export type TrustProxy = false | number | string[];

export type Env = z.infer<typeof EnvSchema>;

export interface RateLimits {
  windowMinutes: number;
  /** Attempts on one account from one address since its last success before that pair gets 429. */
  signInFailuresPerPair: number;
  /** Every sign-in attempt from one address (an IPv6 /64), any account. */
  signInPerAddress: number;
  /** Failures on one account from all addresses before the brake slows every attempt on it. */
  signInPerAccount: number;
  /** The brake's longest wait before an attempt is answered. */
  signInBrakeMaxSeconds: number;
  forgotPerAccount: number;
  forgotPerAddress: number;
  registrationPerAddress: number;
  invitePerUser: number;
  invitePerAddress: number;
  /** Requests per minute of one API key (ADR-036). */
  apiKeyPerMinute: number;
}

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  isDemoMode: boolean;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  sessionIdleHours: number;
  sessionMaxDays: number;
  isCookieSecure: boolean;
  /** The OpenAPI document and viewer at /api/docs. */
  isServingApiDocs: boolean;
  logLevel: Env['LOG_LEVEL'];
  webDist: string;
  rateLimits: RateLimits;
  trustProxy: TrustProxy;
  erp: {
    kind: Env['ERP'];
    demoScale: Env['DEMO_ERP_SCALE'];
    demoSeed: number;
    demoTimeMoves: boolean;
    /** Set when kind is sap-b1: the connection, and where the installation's settings are. */
    sapB1: SapB1Settings | null;
  };
  isRunningJobs: boolean;
  /** SHUTDOWN_DRAIN_SECONDS: how long running requests may finish after SIGTERM. */
  shutdownDrainMs: number;
  /** The outboxes of orders and return requests (ADR-031). */
  orderPlacement: { attemptLeaseSeconds: number; tries: number };
  /** The allowed lag of the feeds synced every five minutes or more often (the health check). */
  syncMaxLagMinutes: number;
  /** TWO_FACTOR_KEY; null: the development key (ADR-035). */
  twoFactorKey: string | null;
  /** The metrics endpoint; null when METRICS_PORT is unset. */
  metrics: MetricsSettings | null;
  /** Online payments (ADR-037); null when off. */
  payments: PaymentSettings | null;
}

export interface PaymentSettings {
  /** Null: the local fake of Mollie. */
  mollieApiKey: string | null;
  mollieApiUrl: string;
  webhookSecret: string | null;
  methods: string[];
}

function paymentSettings(env: Env, isProduction: boolean): PaymentSettings | null {
  const isOn = env.PAYMENTS ?? (env.MOLLIE_API_KEY !== undefined || !isProduction);
  if (!isOn) return null;
  if (isProduction && !env.MOLLIE_API_KEY) {
    throw new Error(
      'PAYMENTS=true in production needs MOLLIE_API_KEY (the fake of Mollie is for the demo and tests).',
    );
  }
  return {
    mollieApiKey: env.MOLLIE_API_KEY ?? null,
    mollieApiUrl: env.MOLLIE_API_URL.replace(/\/$/, ''),
    webhookSecret: env.MOLLIE_WEBHOOK_SECRET ?? null,
    methods: env.PAYMENT_METHODS.split(',')
      .map((method) => method.trim())
      .filter(Boolean),
  };
}

export interface MetricsSettings {
  port: number;
  host: string;
  /** The bearer token a scrape must send; null: none asked. */
  token: string | null;
}

/** The SAP Business One connection as the environment gives it (deps.ts turns it into the adapter's config). */
export interface SapB1Settings {
  serviceLayerUrl: string;
  version: 'v1' | 'v2';
  companyDb: string;
  userName: string;
  password: string;
  allowSelfSignedCertificate: boolean;
  sessionPoolSize: number;
  maxConcurrentCalls: number;
  pdf: { gatewayUrl: string; layouts: Record<string, string> } | null;
  settingsFile: string | null;
}

/** "order=RDR20007, delivery=DLN20003" → { order: 'RDR20007', delivery: 'DLN20003' }. */
function parseLayouts(text: string): Record<string, string> {
  const layouts: Record<string, string> = {};
  for (const part of text.split(',')) {
    const [kind, code] = part.split('=').map((value) => value.trim());
    if (kind && code) layouts[kind] = code;
  }
  return layouts;
}

function sapB1Settings(env: Env): SapB1Settings | null {
  if (env.ERP !== 'sap-b1') return null;
  const missing = (['SAP_B1_URL', 'SAP_B1_COMPANY_DB', 'SAP_B1_USER', 'SAP_B1_PASSWORD'] as const).filter(
    (name) => !env[name],
  );
  if (missing.length > 0) {
    throw new Error(`ERP=sap-b1 needs ${missing.join(', ')} (docs/connect-sap-b1.md).`);
  }
  return {
    serviceLayerUrl: env.SAP_B1_URL as string,
    version: env.SAP_B1_VERSION,
    companyDb: env.SAP_B1_COMPANY_DB as string,
    userName: env.SAP_B1_USER as string,
    password: env.SAP_B1_PASSWORD as string,
    allowSelfSignedCertificate: env.SAP_B1_ALLOW_SELF_SIGNED,
    sessionPoolSize: env.SAP_B1_SESSIONS,
    maxConcurrentCalls: env.SAP_B1_MAX_CALLS,
    pdf: env.SAP_B1_PDF_GATEWAY_URL
      ? { gatewayUrl: env.SAP_B1_PDF_GATEWAY_URL, layouts: parseLayouts(env.SAP_B1_PDF_LAYOUTS) }
      : null,
    settingsFile: env.SAP_B1_SETTINGS_FILE ?? null,
  };
}

/**
 * The variables that carry a value. `SAP_B1_PDF_GATEWAY_URL=` in a unit file or a compose file means "not
 * set", as for a shell: an empty or blank value takes the default, and a required one is reported missing
 * rather than invalid.
 */
function setVariables(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => (entry[1] ?? '').trim() !== ''),
  );
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(setVariables(source));
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `The environment variable ${issue.path.join('.')} is not valid: ${issue.message}.`,
    );
    throw new Error(lines.join('\n'));
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  // Password links mailed into the dev mailbox reach nobody: production says so instead of starting.
  if (isProduction && !env.SMTP_URL && !env.ALLOW_DEV_MAILBOX) {
    throw new Error(
      "NODE_ENV=production needs SMTP_URL to send the portal's e-mail; set ALLOW_DEV_MAILBOX=true to keep mail in the dev mailbox instead.",
    );
  }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    // Never seed demo data silently in production or on a real PostgreSQL: only when asked.
    // A real ERP's customer codes are real customers: the demo accounts never go on them unasked.
    isDemoMode: env.DEMO_MODE ?? (!isProduction && !env.DATABASE_URL && env.ERP === 'demo'),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    sessionIdleHours: env.SESSION_IDLE_HOURS,
    sessionMaxDays: env.SESSION_MAX_DAYS,
    isServingApiDocs: env.API_DOCS ?? !isProduction,
    isCookieSecure: env.COOKIE_SECURE ?? isProduction,
    logLevel: env.LOG_LEVEL,
    webDist: env.WEB_DIST,
    rateLimits: {
      windowMinutes: env.RATE_LIMIT_WINDOW_MINUTES,
      signInFailuresPerPair: env.RATE_LIMIT_SIGN_IN_FAILURES_PER_PAIR,
      signInPerAddress: env.RATE_LIMIT_SIGN_IN_PER_ADDRESS,
      signInPerAccount: env.RATE_LIMIT_SIGN_IN_PER_ACCOUNT,
      signInBrakeMaxSeconds: env.RATE_LIMIT_SIGN_IN_BRAKE_MAX_SECONDS,
      forgotPerAccount: env.RATE_LIMIT_FORGOT_PER_ACCOUNT,
      forgotPerAddress: env.RATE_LIMIT_FORGOT_PER_ADDRESS,
      registrationPerAddress: env.RATE_LIMIT_REGISTRATION_PER_ADDRESS,
      invitePerUser: env.RATE_LIMIT_INVITE_PER_USER,
      invitePerAddress: env.RATE_LIMIT_INVITE_PER_ADDRESS,
      apiKeyPerMinute: env.RATE_LIMIT_API_KEY_PER_MINUTE,
    },
    trustProxy: env.TRUST_PROXY,
    erp: {
      kind: env.ERP,
      demoScale: env.DEMO_ERP_SCALE,
      demoSeed: env.DEMO_ERP_SEED,
      demoTimeMoves: env.DEMO_ERP_TIME_MOVES,
      sapB1: sapB1Settings(env),
    },
    isRunningJobs: env.JOBS,
    shutdownDrainMs: Math.round(env.SHUTDOWN_DRAIN_SECONDS * 1000),
    orderPlacement: {
      attemptLeaseSeconds: env.ORDER_ATTEMPT_LEASE_SECONDS,
      tries: env.OUTBOX_TRIES,
    },
    syncMaxLagMinutes: env.SYNC_MAX_LAG_MINUTES,
    twoFactorKey: env.TWO_FACTOR_KEY ?? null,
    metrics:
      env.METRICS_PORT === undefined
        ? null
        : { port: env.METRICS_PORT, host: env.METRICS_HOST, token: env.METRICS_TOKEN ?? null },
    payments: paymentSettings(env, isProduction),
  };
}

/**
 * The folder a file given to an operator's command is relative to: npm runs a workspace's script in that
 * workspace (apps/api) and names in INIT_CWD the folder its `npm run` started in (the repository's root
 * for the root's scripts); without npm, the current folder.
 */
export function commandDirectory(source: NodeJS.ProcessEnv = process.env): string {
  return source.INIT_CWD ?? process.cwd();
}
