import { loadConfig } from './config/env.js';
import { checkErpConnection } from './deps.js';

// `npm run erp:check`: with ERP=sap-b1 and the SAP_B1_* settings (docs/connect-sap-b1.md), logs in to the
// Service Layer, reads one page of each feed and the PDF gateway, and says in plain words what it found
// or what is wrong. Exit code 1 when a step failed.
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
if (config.erp.kind !== 'sap-b1') {
  console.log(
    'ERP is "demo": the embedded demo ERP needs no check. Set ERP=sap-b1 and the SAP_B1_* settings.',
  );
  process.exit(0);
}
let steps: Awaited<ReturnType<typeof checkErpConnection>>;
try {
  steps = await checkErpConnection(config);
} catch (error) {
  // A settings file that cannot be read, for one: a sentence, not a stack trace.
  console.error(`✗ ${(error as Error).message}`);
  process.exit(1);
}
for (const step of steps) console.log(`${step.ok ? '✓' : '✗'} ${step.step}: ${step.detail}`);
const failed = steps.filter((step) => !step.ok).length;
console.log(failed === 0 ? '\nEverything the portal needs answered.' : `\n${failed} step(s) failed.`);
process.exit(failed === 0 ? 0 : 1);
