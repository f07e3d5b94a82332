/**
 * What the server sends besides the API (the built web app's files and its page) is tested on a portal
 * whose WEB_DIST is a temporary folder the test fills as the web build would, with `web`: the app built
 * to serve the web app as well (the test portal's own app serves the API only).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { AppInstance } from '../../src/shared/fastify.js';
import { createTestPortal, type PortalOverrides, type TestPortal } from './harness.js';
import { must } from './must.js';

export interface WebPortal {
  portal: TestPortal;
  web: AppInstance;
  /** Stops the app and the portal and removes the folder. */
  close(): Promise<void>;
}

/** A portal on a new WEB_DIST folder that `writeDist` fills, and the app that serves the web app. */
export async function startWebPortal(
  writeDist: (folder: string) => Promise<void>,
  overrides: Omit<PortalOverrides, 'env'> = {},
): Promise<WebPortal> {
  const folder = await mkdtemp(join(tmpdir(), 'selvedge-dist-'));
  await writeDist(folder);
  const portal = await createTestPortal({ ...overrides, env: { WEB_DIST: folder } });
  const web = await buildApp(portal.deps, { isServingWeb: true });
  return {
    portal,
    web,
    async close() {
      await web.close();
      await portal.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/**
 * The web portal a test file's tests share, as `portalPerFile` gives the portal: declared at the top of
 * the file, built in a `beforeAll` and closed in an `afterAll`. Reading `portal` or `web` before it is
 * built fails and says so.
 */
export function webPortalPerFile(
  writeDist: (folder: string) => Promise<void>,
  overrides: Omit<PortalOverrides, 'env'> = {},
): Pick<WebPortal, 'portal' | 'web'> {
  let built: WebPortal | undefined;
  beforeAll(async () => {
    built = await startWebPortal(writeDist, overrides);
  });
  afterAll(() => built?.close());
  // The methods are bound to the real object: Fastify's read `this`.
  const partOf = <Key extends 'portal' | 'web'>(key: Key) =>
    new Proxy({} as WebPortal[Key], {
      get: (_target, name) => {
        const part = must(built, "the file's web portal (read it in a hook or a test)")[key];
        const value = Reflect.get(part, name);
        return typeof value === 'function' ? value.bind(part) : value;
      },
    });
  return { portal: partOf('portal'), web: partOf('web') };
}
