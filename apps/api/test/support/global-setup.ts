import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildTemplates, dropTemplates, type TemplateStore } from './templates.js';

const buildScript = fileURLToPath(new URL('../../../../scripts/build.mjs', import.meta.url));

/**
 * Vitest calls a global setup once per project, and two projects (api, api-routes) name this one: they
 * share one build of the templates through the runner's process (each project may load this module
 * anew, so a module variable would not do), and the last project's teardown drops them.
 */
const run = globalThis as {
  selvedgeTemplates?: { store: Promise<TemplateStore | null>; projects: number };
};

/**
 * Once per run of the API tests: the built API the process tests run as a server runs it (`npm run
 * build`'s API part, a second when anything changed, nothing when not), and the starting databases every
 * file copies (templates.ts), none for the SAP runs (TEST_ERP=sap-b1), whose portals hold their data in
 * the fake Service Layer.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (!run.selvedgeTemplates) {
    execFileSync(process.execPath, [buildScript, '--api'], { stdio: 'inherit' });
    const isSapRun = process.env.TEST_ERP === 'sap-b1';
    run.selvedgeTemplates = {
      store: isSapRun ? Promise.resolve(null) : buildTemplates(serverUrl),
      projects: 0,
    };
  }
  const shared = run.selvedgeTemplates;
  shared.projects += 1;
  project.provide('databaseTemplates', await shared.store);
  return async () => {
    shared.projects -= 1;
    if (shared.projects > 0) return;
    run.selvedgeTemplates = undefined;
    const store = await shared.store;
    if (store) await dropTemplates(store, serverUrl);
  };
}
