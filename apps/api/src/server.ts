import { buildApp } from './app.js';
import { startBackground } from './background.js';
import { loadConfig } from './config/env.js';
import { createDeps } from './deps.js';
import { drain } from './plugins/draining.js';
import { listenForMetrics } from './plugins/metrics-endpoint.js';

/** Opens the database, builds the app and listens; the first start seeds the demo accounts. */
async function start() {
  const config = loadConfig();
  const composition = await createDeps(config);
  const { deps } = composition;
  const app = await buildApp(deps, { isServingWeb: true });
  if (composition.hasSeeded) app.log.info('seeded the demo accounts (password Demo-portal-2026)');
  if (config.env === 'production' && !config.twoFactorKey) {
    app.log.warn(
      'TWO_FACTOR_KEY is not set: the secrets of two-factor sign-in are encrypted with the published development key (docs/operations.md)',
    );
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Selvedge portal on ${config.publicUrl} (${deps.database.kind} database, ${deps.mailer.kind === 'smtp' ? 'SMTP' : 'dev mailbox'})`,
  );
  const metrics =
    deps.metrics && config.metrics
      ? await listenForMetrics(deps.metrics.registry, config.metrics, app.log)
      : null;
  if (metrics) app.log.info(`metrics on ${metrics.url}/metrics`);
  return { app, composition, metrics, drainMs: config.shutdownDrainMs };
}

// A start that cannot go on (a bad setting, a data folder another process holds, a port in use) ends
// with its sentence and a non-zero exit code; the data folder's lock goes with the process.
const { app, composition, metrics, drainMs } = await start().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});

// After listen: the sign-in page is served while a first start fills the demo ERP and syncs it.
const background = startBackground(composition);

/**
 * SIGTERM or SIGINT: answer new requests 503 SHUTTING_DOWN while the running ones finish, then stop
 * listening, let the background work end and close the database (which frees the data folder). A
 * second signal stops at once.
 */
let isStopping = false;
async function stop(signal: NodeJS.Signals): Promise<void> {
  if (isStopping) {
    app.log.warn(`${signal} again: stopping now, without waiting for running requests`);
    process.exit(1);
  }
  isStopping = true;
  app.log.info(`${signal}: draining (new requests are answered 503), then stopping`);
  const unfinished = await drain(app, drainMs);
  if (unfinished > 0) {
    app.log.warn(
      `${unfinished} requests still running after ${drainMs} ms (SHUTDOWN_DRAIN_SECONDS): closing their connections`,
    );
    app.server.closeAllConnections();
  }
  await app.close();
  await metrics?.close();
  await background.ready;
  await composition.close();
  app.log.info('stopped');
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stop(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'the shutdown failed');
        process.exit(1);
      },
    );
  });
}
