import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildTemplates, dropTemplates } from './templates.js';

const buildScript = fileURLToPath(new URL('../../../../scripts/build.mjs', import.meta.url));

/**
 * Once per run of the API tests: the built API the process tests run as a server runs it (`npm run
 * build`'s API part, a second when anything changed, nothing when not), and the starting databases every
 * file copies (templates.ts), not for the SAP runs (TEST_ERP=sap-b1), whose portals hold their data in
 * the fake Service Layer.
 */
export default async function setup(project: TestProject) {
  execFileSync(process.execPath, [buildScript, '--api'], { stdio: 'inherit' });
  const serverUrl = process.env.DATABASE_URL;
  if (process.env.TEST_ERP === 'sap-b1') {
    project.provide('databaseTemplates', null);
    return;
  }
  const store = await buildTemplates(serverUrl);
  project.provide('databaseTemplates', store);
  return () => dropTemplates(store, serverUrl);
}
