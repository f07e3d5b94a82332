/**
 * Nothing the server sent was compressed. The built assets are compressed once at build time
 * (.br and .gz beside each file) and sent in the encoding the browser asks for; API answers above 1 KB
 * are compressed on the fly; /robots.txt is a real file and a missing file is a 404, not the app.
 */

import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { demo } from './support/harness.js';
import { webPortalPerFile } from './support/web-dist.js';

const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `row ${i}`))};\n`;

const { portal, web } = webPortalPerFile(
  async (webDist) => {
    await mkdir(join(webDist, 'assets'));
    await writeFile(join(webDist, 'index.html'), '<!doctype html><title>Selvedge</title>');
    await writeFile(join(webDist, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
    const asset = join(webDist, 'assets', 'index-3f2a.js');
    await writeFile(asset, script);
    await writeFile(`${asset}.br`, brotliCompressSync(script));
    await writeFile(`${asset}.gz`, gzipSync(script));
  },
  { erpData: 'tiny' },
);

describe('the built assets', () => {
  it('are sent precompressed as the browser asks: brotli, else gzip, else as they are', async () => {
    const asBrotli = await web.inject({
      url: '/assets/index-3f2a.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(asBrotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(asBrotli.rawPayload).toString()).toBe(script);
    expect(asBrotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A shared cache between browser and portal keeps one copy per encoding, not brotli for everyone.
    expect(asBrotli.headers.vary).toBe('accept-encoding');
    const asGzip = await web.inject({ url: '/assets/index-3f2a.js', headers: { 'accept-encoding': 'gzip' } });
    expect(asGzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(asGzip.rawPayload).toString()).toBe(script);
    const plain = await web.inject({
      url: '/assets/index-3f2a.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('serve a real robots.txt that keeps search engines out, and 404 for a file that is not there', async () => {
    const robots = await web.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain('Disallow: /');
    expect((await web.inject({ url: '/favicon.ico' })).statusCode).toBe(404);
    // A deep link of the app is still the app.
    expect((await web.inject({ url: '/order-detail/1004362' })).body).toContain('<title>Selvedge</title>');
  });
});

describe('API answers', () => {
  it('above 1 KB are compressed on the fly in the encoding asked for', async () => {
    const customer = await portal.signIn(demo.customer);
    const list = await portal.request('GET', '/api/orders', {
      cookie: customer,
      headers: { 'accept-encoding': 'br' },
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    const rows = JSON.parse(brotliDecompressSync(list.rawPayload).toString()).rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(list.headers['cache-control']).toBe('private, no-store');
  });

  it('below 1 KB, and for a client that asks for none, are sent as they are', async () => {
    const small = await portal.request('GET', '/api/orders', { headers: { 'accept-encoding': 'br' } });
    expect(small.statusCode).toBe(401);
    expect(small.headers['content-encoding']).toBeUndefined();
    const customer = await portal.signIn(demo.customer);
    const list = await portal.request('GET', '/api/orders', { cookie: customer });
    expect(list.headers['content-encoding']).toBeUndefined();
    expect(list.json().rows.length).toBeGreaterThan(0);
  });
});
