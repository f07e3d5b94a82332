import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { AppConfig } from '../src/config/env.js';
import { registrationRequests } from '../src/modules/registrations/registrations.tables.js';
import type { AppInstance } from '../src/shared/fastify.js';
import {
  DEMO_PASSWORD,
  demo,
  expectFieldErrors,
  expectProblem,
  PUBLIC_URL,
  SESSION_COOKIE,
  signInPerFile,
} from './support/harness.js';
import { webPortalPerFile } from './support/web-dist.js';

const { portal, web } = webPortalPerFile(async (webDist) => {
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><title>Selvedge</title>');
  await writeFile(join(webDist, 'assets', 'index-3f2a.js'), 'console.log(1)');
  await writeFile(join(webDist, 'assets', 'index-3f2a.css'), 'body{margin:0}');
  await writeFile(join(webDist, 'mark.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
const cookies = signInPerFile(portal, { customer: demo.customer });

const host = 'portal.selvedge.test';

/** What every answer carries, whatever it is. */
function expectEverywhere(response: LightMyRequestResponse): void {
  expect(response.headers['strict-transport-security']).toMatch(/max-age=\d{7,}; includeSubDomains/);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
}

/** A document (a page, an SVG picture): the whole policy of what it may load, frame and send. */
function expectDocumentHeaders(response: LightMyRequestResponse): void {
  expectEverywhere(response);
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['referrer-policy']).toBe('same-origin');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
}

const documentOnly = [
  'referrer-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-xss-protection',
];

describe('security headers', () => {
  it('are all on a page of the app and on an SVG picture, which a browser may open as a document', async () => {
    expectDocumentHeaders(await web.inject({ method: 'GET', url: '/orders' }));
    expectDocumentHeaders(await web.inject({ method: 'GET', url: '/mark.svg' }));
  });

  it('keep an API answer from being framed or rendered, on successes, problems and unknown routes alike', async () => {
    for (const response of [
      await portal.get('/api/session', cookies.customer),
      await portal.get('/api/session'),
      await portal.get('/health/live'),
      await portal.get('/api/nothing-here'),
    ]) {
      expectEverywhere(response);
      expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
      // What only a document reads is a kilobyte a phone would download with every answer (ADR-026).
      for (const header of documentOnly) expect(response.headers[header], header).toBeUndefined();
    }
  });

  it('leave a script and a stylesheet without the headers only a document reads', async () => {
    for (const url of ['/assets/index-3f2a.js', '/assets/index-3f2a.css']) {
      const response = await web.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expectEverywhere(response);
      for (const header of [...documentOnly, 'content-security-policy', 'x-frame-options'])
        expect(response.headers[header], `${url} ${header}`).toBeUndefined();
    }
  });
});

describe('same-origin check on writes', () => {
  const signIn = (origin: string | undefined) =>
    portal.request('POST', '/api/session', {
      body: { email: demo.customer, password: DEMO_PASSWORD },
      headers: { host, ...(origin ? { origin } : {}) },
    });

  it('refuses a write from a foreign origin with 403, before it does anything', async () => {
    const response = await signIn('https://evil.example');
    expectProblem(response, 403, 'FORBIDDEN');
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();

    const [before] = await portal.database.db.select({ value: count() }).from(registrationRequests);
    const registration = await portal.request('POST', '/api/registrations', {
      body: {
        firstName: 'Eve',
        lastName: 'Evil',
        companyName: 'Evil Ltd',
        address: 'x',
        zipCode: 'x',
        city: 'x',
        email: 'eve@evil.example',
        country: 'GB',
      },
      headers: { host, origin: 'https://evil.example' },
    });
    expectProblem(registration, 403, 'FORBIDDEN');
    const [after] = await portal.database.db.select({ value: count() }).from(registrationRequests);
    expect(after?.value).toBe(before?.value);
  });

  it('refuses a session-carrying write from a foreign origin and keeps the session', async () => {
    const response = await portal.request('DELETE', '/api/session', {
      cookie: cookies.customer,
      headers: { host, origin: 'https://evil.example' },
    });
    expectProblem(response, 403, 'FORBIDDEN');
    expect((await portal.get('/api/session', cookies.customer)).statusCode).toBe(200);
  });

  it('refuses an Origin that is not a URL, and the same host on another port', async () => {
    expectProblem(await signIn('null'), 403, 'FORBIDDEN');
    expectProblem(await signIn(`http://${host}:8080`), 403, 'FORBIDDEN');
  });

  it('accepts the same origin, and a request without Origin (not a browser form)', async () => {
    expect((await signIn(`https://${host}`)).statusCode).toBe(200);
    expect((await signIn(undefined)).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-Host from a client that is not a trusted proxy (TRUST_PROXY unset)', async () => {
    const response = await portal.request('POST', '/api/session', {
      body: { email: demo.customer, password: DEMO_PASSWORD },
      headers: { host, origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expectProblem(response, 403, 'FORBIDDEN');
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses a write without Origin whose Referer is another site, and takes one from its own pages', async () => {
    // A session of its own: a sign-out let through would end no other test's.
    const session = await portal.signIn(demo.customer);
    const withReferer = (referer: string) =>
      portal.request('DELETE', '/api/session', { cookie: session, headers: { host, referer } });
    expectProblem(await withReferer('https://evil.example/pages/win.html'), 403, 'FORBIDDEN');
    expectProblem(await withReferer('not a url'), 403, 'FORBIDDEN');
    expect((await portal.get('/api/session', session)).statusCode).toBe(200);
    const own = await portal.request('POST', '/api/session', {
      body: { email: demo.customer, password: DEMO_PASSWORD },
      headers: { host, referer: `https://${host}/login` },
    });
    expect(own.statusCode).toBe(200);
  });

  it('refuses what the browser calls cross-site, and same-site unless the origin is ours', async () => {
    const write = (headers: Record<string, string>) =>
      portal.request('POST', '/api/session', {
        body: { email: demo.customer, password: DEMO_PASSWORD },
        headers: { host, ...headers },
      });
    expectProblem(await write({ 'sec-fetch-site': 'cross-site' }), 403, 'FORBIDDEN');
    expectProblem(
      await write({ 'sec-fetch-site': 'cross-site', origin: `https://${host}` }),
      403,
      'FORBIDDEN',
    );
    // A sibling subdomain is the same site, but not the portal.
    expectProblem(
      await write({ 'sec-fetch-site': 'same-site', origin: 'https://shop.selvedge.test' }),
      403,
      'FORBIDDEN',
    );
    expectProblem(await write({ 'sec-fetch-site': 'same-site' }), 403, 'FORBIDDEN');
    expect((await write({ 'sec-fetch-site': 'same-site', origin: `https://${host}` })).statusCode).toBe(200);
    expect((await write({ 'sec-fetch-site': 'same-origin', origin: `https://${host}` })).statusCode).toBe(
      200,
    );
    expect((await write({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await write({ 'sec-fetch-site': 'none' })).statusCode).toBe(200);
  });

  it("accepts a write from the PUBLIC_URL's origin whatever Host the portal is reached by", async () => {
    const response = await portal.request('POST', '/api/session', {
      body: { email: demo.customer, password: DEMO_PASSWORD },
      headers: { host: 'portal-internal:3000', origin: new URL(PUBLIC_URL).origin },
    });
    expect(response.statusCode).toBe(200);
  });

  it('honours X-Forwarded-Host only from a proxy TRUST_PROXY trusts', async () => {
    const behind = async (trustProxy: AppConfig['trustProxy']) => {
      const app = await buildApp({ ...portal.deps, config: { ...portal.deps.config, trustProxy } });
      await app.ready();
      return app;
    };
    // The proxy on 127.0.0.1 (inject's address) forwards the browser's request for shop.example.
    const forwarded = (app: AppInstance, origin: string) =>
      app.inject({
        method: 'POST',
        url: '/api/session',
        payload: { email: demo.customer, password: DEMO_PASSWORD },
        headers: { host: 'portal-internal:3000', 'x-forwarded-host': 'shop.example', origin },
      });
    const trusted = await behind(1);
    const untrusted = await behind(['10.0.0.1']);
    try {
      expect((await forwarded(trusted, 'https://shop.example')).statusCode).toBe(200);
      expectProblem(await forwarded(trusted, 'http://portal-internal:3000'), 403, 'FORBIDDEN');
      expectProblem(await forwarded(untrusted, 'https://shop.example'), 403, 'FORBIDDEN');
      expect((await forwarded(untrusted, 'http://portal-internal:3000')).statusCode).toBe(200);
    } finally {
      await trusted.close();
      await untrusted.close();
    }
  });

  it('does not check reads', async () => {
    const response = await portal.request('GET', '/api/session', {
      cookie: cookies.customer,
      headers: { host, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('unknown routes and odd requests', () => {
  it('answers an unknown /api route with a 404 problem', async () => {
    const body = expectProblem(
      await portal.get('/api/orders-that-do-not-exist', cookies.customer),
      404,
      'NOT_FOUND',
    );
    expect(body.title).toContain('/api/orders-that-do-not-exist');
    expectProblem(await portal.get('/api/orders/1/unknown-part', cookies.customer), 404, 'NOT_FOUND');
  });

  it('answers a body over the limit with a 413 problem', async () => {
    const response = await portal.post('/api/registrations', { firstName: 'x'.repeat(1_100_000) });
    expectProblem(response, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('refuses a body nested deeper than 64 levels with a 400 on the field, signed in or not', async () => {
    const deepArray = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const deepObject = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`;
    const json = { 'content-type': 'application/json' };
    const before = (await portal.logs()).filter((entry) => entry.event === 'UNHANDLED_ERROR').length;
    for (const [url, method, cookie] of [
      ['/api/session', 'POST', undefined],
      ['/api/profile', 'PATCH', cookies.customer],
    ] as const) {
      for (const raw of [deepArray, deepObject]) {
        const response = await portal.app.inject({
          method,
          url,
          payload: raw,
          headers: { ...json, ...(cookie ? { cookie } : {}) },
        });
        // Named at the first level beyond the limit: 0.0.…0 or a.a.…a, 64 steps down.
        const step = raw === deepArray ? '0' : 'a';
        expectFieldErrors(response, { [Array(64).fill(step).join('.')]: 'INVALID_VALUE' });
      }
    }
    // At the limit inside a body the route takes: its own validation answers, not the depth rule.
    const nested = (levels: number): unknown => (levels === 0 ? 1 : { a: nested(levels - 1) });
    const profile = { firstName: 'Ann', lastName: 'Smit', language: 'en', showPrice: true };
    expectFieldErrors(await portal.patch('/api/profile', { ...profile, x: nested(63) }, cookies.customer), {
      x: 'UNKNOWN_FIELD',
    });
    expectFieldErrors(await portal.patch('/api/profile', { ...profile, x: nested(64) }, cookies.customer), {
      [['x', ...Array(63).fill('a')].join('.')]: 'INVALID_VALUE',
    });
    // Nothing reached a handler to fail there.
    expect((await portal.logs()).filter((entry) => entry.event === 'UNHANDLED_ERROR')).toHaveLength(before);
  });

  it('answers an unsupported content type with a 415 problem', async () => {
    const response = await portal.request('POST', '/api/session', {
      body: 'email=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectProblem(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });
});
