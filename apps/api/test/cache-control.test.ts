/**
 * The API's answers hold private data and carried no Cache-Control; the built
 * app's hashed assets were sent with max-age=0 although their names change with their content.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { AppInstance } from '../src/shared/fastify.js';
import { createTestPortal, demo, type TestPortal } from './support/harness.js';

let portal: TestPortal;
let web: AppInstance;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'selvedge-dist-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><title>Selvedge</title>');
  await writeFile(join(webDist, 'assets', 'index-3f2a.js'), 'console.log(1)');
  portal = await createTestPortal({ env: { WEB_DIST: webDist } });
  web = await buildApp(portal.deps, { isServingWeb: true });
});
afterAll(async () => {
  await web?.close();
  await portal?.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('Cache-Control', () => {
  it('keeps every API answer out of caches: the session, a list, a problem', async () => {
    const customer = await portal.signIn(demo.customer);
    for (const response of [
      await portal.get('/api/session', customer),
      await portal.get('/api/orders', customer),
      await portal.get('/api/orders'),
    ]) {
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('lets a browser keep the hashed assets for a year, and always asks for the page again', async () => {
    const asset = await web.inject({ method: 'GET', url: '/assets/index-3f2a.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await web.inject({ method: 'GET', url: '/orders' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
