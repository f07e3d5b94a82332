import { count } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationRequests } from '../src/modules/registrations/registrations.tables.js';
import {
  createTestPortal,
  DEMO_PASSWORD,
  demo,
  expectProblem,
  SESSION_COOKIE,
  type TestPortal,
} from './support/harness.js';

let portal: TestPortal;
let customer: string;

beforeAll(async () => {
  portal = await createTestPortal();
  customer = await portal.signIn(demo.customer);
});
afterAll(() => portal.close());

const host = 'portal.selvedge.test';

function expectSecurityHeaders(response: LightMyRequestResponse): void {
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(response.headers['strict-transport-security']).toMatch(/max-age=\d{7,}; includeSubDomains/);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['referrer-policy']).toBe('same-origin');
  expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
}

describe('security headers', () => {
  it('are on successful answers, problems and unknown routes alike', async () => {
    expectSecurityHeaders(await portal.get('/api/session', customer));
    expectSecurityHeaders(await portal.get('/api/session'));
    expectSecurityHeaders(await portal.get('/health/live'));
    expectSecurityHeaders(await portal.get('/api/nothing-here'));
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
