/**
 * The API's answers hold private data and carried no Cache-Control; the built
 * app's hashed assets were sent with max-age=0 although their names change with their content.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demo } from './support/harness.js';
import { webPortalPerFile } from './support/web-dist.js';

const { portal, web } = webPortalPerFile(async (webDist) => {
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><title>Selvedge</title>');
  await writeFile(join(webDist, 'assets', 'index-3f2a.js'), 'console.log(1)');
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
