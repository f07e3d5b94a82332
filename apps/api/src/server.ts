import { buildApp } from './app.js';
import { startBackground } from './background.js';
import { loadConfig } from './config/env.js';
import { createDeps } from './deps.js';

const config = loadConfig();
const composition = await createDeps(config);
const { deps } = composition;
const app = await buildApp(deps, { isServingWeb: true });

if (composition.hasSeeded) app.log.info('seeded the demo accounts (password Demo-portal-2026)');
await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Selvedge portal on ${config.publicUrl} (${deps.database.kind} database, ${deps.mailer.kind === 'smtp' ? 'SMTP' : 'dev mailbox'})`,
);

// After listen: the sign-in page is served while a first start fills the demo ERP and syncs it.
const background = startBackground(composition);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await background.ready;
    await composition.close();
    process.exit(0);
  });
}
