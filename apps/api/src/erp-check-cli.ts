import { loadConfig } from './config/env.js';
import { checkErpConnection } from './deps.js';

// `npm run erp:check`: with ERP=sap-b1 and the SAP_B1_* settings (docs/connect-sap-b1.md, section 4), logs in
// to the Service Layer, looks up every configured user-defined field, reads one page of each feed, asks one
// price and one PDF, and prints each step with the setting to change, then a verdict. Exit code 0 when
// nothing failed (warnings allowed), 1 when a step failed, 2 when an environment variable is missing or
// invalid.
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
try {
  const { report, exitCode } = await checkErpConnection(config);
  console.log(report);
  process.exit(exitCode);
} catch (error) {
  // A settings file that cannot be read, for one: a sentence, not a stack trace.
  console.error(`✗ ${(error as Error).message}`);
  process.exit(1);
}
