import type { AppConfig } from '../config/env.js';
import type { Db } from '../db/client.js';
import type { Clock } from '../shared/clock.js';
import {
  createDemoErpAdapter,
  type DemoErpControls,
  type GenerateSummary,
  generate,
  hasDemoData,
  openDemoErp,
} from './adapters/demo/index.js';
import { type ResilienceOptions, type ResilientErpPort, withResilience } from './resilience.js';

/** The configured ERP (D35): the port behind its resilience policies, and the demo's switches. */
export interface ErpSetup {
  port: ResilientErpPort;
  /** The demo ERP's test and demo switches; null for a real ERP. */
  demo: DemoErpControls | null;
}

export interface ErpSetupOptions {
  resilience?: ResilienceOptions;
}

/** The composition root's one place that knows the adapters. Call prepareErp first. */
export function createErp(config: AppConfig, db: Db, clock: Clock, options: ErpSetupOptions = {}): ErpSetup {
  const demo = createDemoErpAdapter({ db, clock, options: { seed: config.erp.demoSeed } });
  return { port: withResilience(demo.port, options.resilience), demo: demo.controls };
}

/** Creates or upgrades the demo ERP's own tables (schema demo_erp). */
export async function prepareErp(config: AppConfig, db: Db): Promise<void> {
  if (config.erp.kind === 'demo') await openDemoErp(db);
}

/** Fills an empty demo ERP at the configured scale; null when it already had data. */
export async function generateDemoErpIfEmpty(
  config: AppConfig,
  db: Db,
  clock: Clock,
): Promise<GenerateSummary | null> {
  if (config.erp.kind !== 'demo' || (await hasDemoData(db))) return null;
  return generate(db, {
    seed: config.erp.demoSeed,
    scale: config.erp.demoScale,
    today: clock.now().toISOString().slice(0, 10),
  });
}
