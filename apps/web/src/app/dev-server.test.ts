import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createLogger, createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run dev:web`: Vite's development server on the web app's own config, as a developer starts it.
 * It once answered every module 500 (the React plugin found another Vite than the one serving), and
 * its scan for dependencies failed on the made translation modules (translation-areas.ts).
 */
const webRoot = resolve(import.meta.dirname, '../..');
const errors: string[] = [];
let server: ViteDevServer;
let origin: string;
let cacheDir: string;

beforeAll(async () => {
  cacheDir = mkdtempSync(join(tmpdir(), 'selvedge-vite-dev-'));
  const logger = createLogger('silent');
  logger.error = (message) => {
    errors.push(message);
  };
  server = await createServer({
    configFile: join(webRoot, 'vite.config.ts'),
    root: webRoot,
    cacheDir,
    customLogger: logger,
    // Fast Refresh as a developer has it; no watching of files, which this test does not change.
    server: { port: 0, host: '127.0.0.1', watch: null },
  });
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('the dev server is not listening');
  origin = `http://127.0.0.1:${address.port}`;
}, 60_000);

afterAll(async () => {
  await server?.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

const get = async (path: string) => {
  const response = await fetch(`${origin}${path}`);
  return { status: response.status, text: await response.text() };
};

describe('the development server', () => {
  it('scans the app for its dependencies without an error', async () => {
    await server.environments.client.depsOptimizer?.scanProcessing;
    expect(errors).toEqual([]);
  });

  it('serves the page, its client and the app with Fast Refresh', async () => {
    expect((await get('/')).text).toContain('/@react-refresh');
    expect((await get('/@vite/client')).status).toBe(200);
    expect((await get('/@react-refresh')).status).toBe(200);
    const page = await get('/src/features/auth/components/login-page.tsx');
    expect(page.status).toBe(200);
    expect(page.text).toContain('$RefreshReg$');
  });

  it('serves a part of a translation as its own module', async () => {
    const i18n = await get('/src/lib/i18n.ts');
    expect(i18n.status).toBe(200);
    const part = i18n.text.match(/["'](\/src\/locales\/de\/translation\.administration\.js)["']/)?.[1];
    expect(part).toBeDefined();
    const module = await get(part ?? '');
    expect(module.status).toBe(200);
    expect(module.text).toMatch(/^export default JSON\.parse\(/);
  });
});
