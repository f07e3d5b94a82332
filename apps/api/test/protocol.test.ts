/**
 * How the API answers at the edges of HTTP (ADR-021): a method a path does not
 * have, headers too large for Node's parser, access before validation, the client address behind
 * proxies, and the API documentation's switch.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env.js';
import { publicAccess } from '../src/plugins/access.js';
import type { AppInstance } from '../src/shared/fastify.js';
import {
  createTestPortal,
  demo,
  expectProblem,
  portalPerFile,
  signInPerFile,
  type TestPortal,
} from './support/harness.js';

const portal = portalPerFile();
const cookies = signInPerFile(portal, { customer: demo.customer });

describe('a method the path does not have', () => {
  it('answers 405 with the methods it has in Allow', async () => {
    const response = await portal.request('PATCH', '/api/session', { cookie: cookies.customer, body: {} });
    expectProblem(response, 405, 'METHOD_NOT_ALLOWED');
    expect(response.headers.allow).toBe('DELETE, GET, HEAD, POST');
  });

  it('matches paths with an id, and keeps 404 for a path no route has', async () => {
    const response = await portal.request('POST', '/api/orders/4711', { cookie: cookies.customer, body: {} });
    expectProblem(response, 405, 'METHOD_NOT_ALLOWED');
    expect(response.headers.allow).toBe('GET, HEAD');
    expectProblem(await portal.get('/api/orders/4711/lines', cookies.customer), 404, 'NOT_FOUND');
  });
});

describe('access is checked before the input', () => {
  const goodUser = {
    email: 'new.user@example.test',
    firstName: 'New',
    lastName: 'User',
    role: 'Customer',
    customerCode: 'C10001',
    language: 'en',
  };

  it('an anonymous caller learns 401 whatever the body, never the fields a route takes', async () => {
    expectProblem(await portal.post('/api/users', { email: 'not an address' }), 401, 'UNAUTHENTICATED');
    expectProblem(await portal.post('/api/users', goodUser), 401, 'UNAUTHENTICATED');
  });

  it('a signed-in caller without the role learns 403 whatever the body', async () => {
    expectProblem(
      await portal.post('/api/users', { email: 'not an address' }, cookies.customer),
      403,
      'FORBIDDEN',
    );
    expectProblem(await portal.post('/api/users', goodUser, cookies.customer), 403, 'FORBIDDEN');
  });

  it('an unsupported content type from an anonymous caller is 401 too', async () => {
    const response = await portal.request('POST', '/api/users', {
      body: 'email=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectProblem(response, 401, 'UNAUTHENTICATED');
  });
});

describe('headers too large for the server', () => {
  it('answer 431 with a problem body, not a bare status line', async () => {
    const address = await portal.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString('utf8');
      });
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
      socket.write(`GET /api/session HTTP/1.1\r\nHost: x\r\nCookie: a=${'x'.repeat(40_000)}\r\n\r\n`);
    });
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head.toLowerCase()).toContain('content-type: application/problem+json');
    expect(JSON.parse(body)).toMatchObject({ status: 431, code: 'HEADERS_TOO_LARGE' });
  });
});

describe('the client address behind proxies (TRUST_PROXY)', () => {
  let behindOneProxy: TestPortal;
  let behindKnownProxies: TestPortal;
  let withoutProxy: TestPortal;
  // A route that shows the address the request context holds: the one the per-address limits count.
  const showAddress = (app: AppInstance) => {
    app.get('/api/test/address', { config: { access: publicAccess } }, async (request) => ({
      address: request.ctx.ip,
    }));
  };
  beforeAll(async () => {
    behindOneProxy = await createTestPortal({ env: { TRUST_PROXY: '1' }, beforeReady: showAddress });
    behindKnownProxies = await createTestPortal({
      env: { TRUST_PROXY: '10.0.0.1, 10.0.1.0/24' },
      beforeReady: showAddress,
    });
    withoutProxy = await createTestPortal({ beforeReady: showAddress });
  });
  afterAll(async () => {
    await behindOneProxy.close();
    await behindKnownProxies.close();
    await withoutProxy.close();
  });

  async function addressSeenFor(target: TestPortal, forwardedFor: string, socketAddress: string) {
    const response = await target.request('GET', '/api/test/address', {
      headers: { 'x-forwarded-for': forwardedFor },
      remoteAddress: socketAddress,
    });
    return (response.json() as { address: string }).address;
  }

  it('takes the address the nearest proxy saw, not one the client added in front', async () => {
    // The client sent "X-Forwarded-For: 203.0.113.9"; the proxy appended the address it saw.
    expect(await addressSeenFor(behindOneProxy, '203.0.113.9, 198.51.100.7', '10.0.0.1')).toBe(
      '198.51.100.7',
    );
  });

  it('with a list of proxies, skips only those and stops at the first other address', async () => {
    expect(await addressSeenFor(behindKnownProxies, '203.0.113.9, 198.51.100.7, 10.0.1.5', '10.0.0.1')).toBe(
      '198.51.100.7',
    );
    // Not from a known proxy: the header is not believed at all.
    expect(await addressSeenFor(behindKnownProxies, '203.0.113.9', '192.0.2.44')).toBe('192.0.2.44');
  });

  it('without TRUST_PROXY, the socket address counts', async () => {
    expect(await addressSeenFor(withoutProxy, '203.0.113.9', '192.0.2.45')).toBe('192.0.2.45');
  });

  it('refuses a value it cannot read, naming the variable', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });
});

describe('start-up settings for production', () => {
  it('refuses to start without SMTP_URL unless the dev mailbox is allowed', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL.*ALLOW_DEV_MAILBOX/);
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_DEV_MAILBOX: 'true' }).smtpUrl).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.test:25' }).smtpUrl).toBe(
      'smtp://mail.example.test:25',
    );
  });

  it('serves the API documentation outside production, and in production only when asked', async () => {
    expect((await portal.get('/api/docs/json')).statusCode).toBe(200);
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_DEV_MAILBOX: 'true' }).isServingApiDocs).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', ALLOW_DEV_MAILBOX: 'true', API_DOCS: 'true' }).isServingApiDocs,
    ).toBe(true);
    const withoutDocs = await createTestPortal({ env: { API_DOCS: 'false' } });
    try {
      expectProblem(await withoutDocs.get('/api/docs/json'), 404, 'NOT_FOUND');
      expectProblem(await withoutDocs.get('/api/docs'), 404, 'NOT_FOUND');
    } finally {
      await withoutDocs.close();
    }
  });
});
