import { parseArgs } from 'node:util';
import { type DemoScale, generate } from '@selvedge/demo-erp';
// The demo ERP's in-memory database (a helper of that package for tests and tools, not one of its exports).
import { openMemoryDemoErp } from '../../demo-erp/src/test-database.js';
import { startFakeServiceLayer } from './server.js';

// `npm run fake-service-layer [-- --port 50000 --scale small]`: a fake SAP Business One Service Layer on
// loopback, filled from a generated demo ERP, to try the portal with ERP=sap-b1 without a SAP system
// (docs/connect-sap-b1.md prints the settings to use).
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '50000' },
    scale: { type: 'string', default: 'small' },
    seed: { type: 'string', default: '2026' },
  },
});
const database = await openMemoryDemoErp();
await generate(database.db, { seed: Number(values.seed), scale: values.scale as DemoScale });
const fake = await startFakeServiceLayer({ db: database.db, port: Number(values.port) });
console.log(`A fake SAP Business One Service Layer answers on ${fake.url} (the ${values.scale} demo data).`);
console.log('Start the portal against it with:\n');
console.log(
  `  ERP=sap-b1 SAP_B1_URL=${fake.url} SAP_B1_COMPANY_DB=${fake.companyDb} SAP_B1_USER=${fake.userName} ` +
    `SAP_B1_PASSWORD=${fake.password} SAP_B1_PDF_GATEWAY_URL=${fake.gatewayUrl} npm start\n`,
);
const stop = async () => {
  await fake.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
