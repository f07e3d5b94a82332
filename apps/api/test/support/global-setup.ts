import type { TestProject } from 'vitest/node';
import { buildTemplates, dropTemplates } from './templates.js';

/**
 * Once per run of the API tests: the starting databases every file copies (templates.ts). Not for the
 * SAP runs (TEST_ERP=sap-b1), whose portals hold their data in the fake Service Layer.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (process.env.TEST_ERP === 'sap-b1') {
    project.provide('databaseTemplates', null);
    return;
  }
  const store = await buildTemplates(serverUrl);
  project.provide('databaseTemplates', store);
  return () => dropTemplates(store, serverUrl);
}
