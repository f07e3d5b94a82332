import { loadConfig } from '../config/env.js';
import { openDatabase } from './client.js';
import { seedDemo } from './demo-seed.js';
import { runMigrations } from './migrate.js';

// `npm run seed`: migrate and seed the demo accounts into the configured database.
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await runMigrations(database);
const hasSeeded = await seedDemo(database.db);
console.log(hasSeeded ? 'Seeded the demo accounts.' : 'The database already has users; nothing seeded.');
await database.close();
