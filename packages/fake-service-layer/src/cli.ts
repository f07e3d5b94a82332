import { parseArgs } from 'node:util';
import { type DemoScale, generate } from '@selvedge/demo-erp';
// The demo ERP's in-memory database (a helper of that package for tests and tools, not one of its exports).
import { openMemoryDemoErp } from '../../demo-erp/src/test-database.js';
import { GATEWAY_LAYOUTS_BY_KIND } from './api-gateway.js';
import { startFakeServiceLayer } from './server.js';

// `npm run fake-service-layer [-- --port 50000 --scale small]`: a fake SAP Business One Service Layer on
// loopback, filled from a generated demo ERP, to try the portal with ERP=sap-b1 without a SAP system;
// it prints the settings to start the portal with (docs/connect-sap-b1.md, "Try it without SAP").
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
const layouts = Object.entries(GATEWAY_LAYOUTS_BY_KIND)
  .map(([kind, code]) => `${kind}=${code}`)
  .join(',');
console.log(
  `  ERP=sap-b1 SAP_B1_URL=${fake.url} SAP_B1_COMPANY_DB=${fake.companyDb} SAP_B1_USER=${fake.userName} ` +
    `SAP_B1_PASSWORD=${fake.password} SAP_B1_PDF_GATEWAY_URL=${fake.gatewayUrl} ` +
    // The fake holds the demo data, so the demo accounts (customer C10001 …) fit it.
    `SAP_B1_PDF_LAYOUTS=${layouts} DEMO_MODE=true npm start\n`,
);
const stop = async () => {
  await fake.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
