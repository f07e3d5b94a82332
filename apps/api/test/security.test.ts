import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { registrationRequests } from '../src/modules/registrations/registrations.tables.js';
import type { AppInstance } from '../src/shared/fastify.js';
import {
  createTestPortal,
  DEMO_PASSWORD,
  demo,
  expectProblem,
  SESSION_COOKIE,
  type TestPortal,
} from './support/harness.js';

let portal: TestPortal;
let web: AppInstance;
let webDist: string;
let customer: string;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'selvedge-dist-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><title>Selvedge</title>');
  await writeFile(join(webDist, 'assets', 'index-3f2a.js'), 'console.log(1)');
  await writeFile(join(webDist, 'assets', 'index-3f2a.css'), 'body{margin:0}');
  await writeFile(join(webDist, 'mark.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  portal = await createTestPortal({ env: { WEB_DIST: webDist } });
  web = await buildApp(portal.deps, { isServingWeb: true });
  customer = await portal.signIn(demo.customer);
});
afterAll(async () => {
  await web?.close();
  await portal?.close();
  await rm(webDist, { recursive: true, force: true });
});

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
      await portal.get('/api/session', customer),
      await portal.get('/api/session'),
      await portal.get('/health/live'),
      await portal.get('/api/nothing-here'),
    ]) {
      expectEverywhere(response);
      expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
      // What only a document reads is a kilobyte a phone would download with every answer (issue 15).
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
      cookie: customer,
      headers: { host, origin: 'https://evil.example' },
    });
    expectProblem(response, 403, 'FORBIDDEN');
    expect((await portal.get('/api/session', customer)).statusCode).toBe(200);
  });

  it('refuses an Origin that is not a URL, and the same host on another port', async () => {
    expectProblem(await signIn('null'), 403, 'FORBIDDEN');
    expectProblem(await signIn(`http://${host}:8080`), 403, 'FORBIDDEN');
  });

  it('accepts the same origin, and a request without Origin (not a browser form)', async () => {
    expect((await signIn(`https://${host}`)).statusCode).toBe(200);
    expect((await signIn(undefined)).statusCode).toBe(200);
  });

  it('does not check reads', async () => {
    const response = await portal.request('GET', '/api/session', {
      cookie: customer,
      headers: { host, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('unknown routes and odd requests', () => {
  it('answers an unknown /api route with a 404 problem', async () => {
    const body = expectProblem(await portal.get('/api/orders-that-do-not-exist', customer), 404, 'NOT_FOUND');
    expect(body.title).toContain('/api/orders-that-do-not-exist');
    expectProblem(await portal.get('/api/orders/1/unknown-part', customer), 404, 'NOT_FOUND');
  });

  it('answers a body over the limit with a 413 problem', async () => {
    const response = await portal.post('/api/registrations', { firstName: 'x'.repeat(1_100_000) });
    expectProblem(response, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('answers an unsupported content type with a 415 problem', async () => {
    const response = await portal.request('POST', '/api/session', {
      body: 'email=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectProblem(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });
});
