import type { TestProject } from 'vitest/node';
import { buildTemplates, dropTemplates } from '../../apps/api/test/support/templates.js';

/**
 * Once per run of the browser tests: the starting database every file's portal opens a copy of (the API
 * tests' `tiny` template, apps/api/test/support/templates.ts), instead of migrating, seeding and generating
 * the demo ERP once per file. Always the embedded database, as the portal of these tests is.
 */
export default async function setup(project: TestProject) {
  const store = await buildTemplates(undefined, ['tiny']);
  project.provide('databaseTemplates', store);
  return () => dropTemplates(store, undefined);
}
