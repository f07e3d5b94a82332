import type { AppConfig } from '../config/env.js';
import type { Database } from '../db/client.js';
import type { ResilientErpPort } from '../erp/resilience.js';
import type { Mailer } from '../modules/mail/mail.port.js';
import type { Clock } from './clock.js';

/** What `buildApp` is composed from: the server, the tests and the benchmarks pass their own. */
export interface AppDeps {
  config: AppConfig;
  database: Database;
  mailer: Mailer;
  clock: Clock;
  /** The ERP behind its resilience policies (D35, D36). */
  erp: ResilientErpPort;
}
