import { buildApp } from './app.js';
import { loadConfig } from './config/env.js';
import { prepareDatabase } from './db/prepare.js';
import { createErp } from './erp/erp-setup.js';
import { startBackground } from './jobs/background.js';
import { createDevMailbox } from './modules/mail/dev-mailbox.js';
import { createSmtpMailer } from './modules/mail/smtp-mailer.js';
import { systemClock } from './shared/clock.js';

const config = loadConfig();
const { database, hasSeeded } = await prepareDatabase(config);
const mailer = config.smtpUrl
  ? createSmtpMailer(config.smtpUrl, config.mailFrom)
  : createDevMailbox(database.db);
const clock = systemClock;
const erp = createErp(config, database.db, clock);
const app = await buildApp({ config, database, mailer, clock, erp: erp.port }, { isServingWeb: true });

if (hasSeeded) app.log.info('seeded the demo accounts (password Demo-portal-2026)');
await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Selvedge portal on ${config.publicUrl} (${database.kind} database, ${mailer.kind === 'smtp' ? 'SMTP' : 'dev mailbox'})`,
);

// After listen: the sign-in page is served while a first start fills the demo ERP and syncs it.
const background = await startBackground({ config, database, clock, erp, log: app.log });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await background.stop();
    await database.close();
    process.exit(0);
  });
}
