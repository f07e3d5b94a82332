/**
 * Access declared on the route, checked by one hook (ADR-015): the needs beyond a role
 * that ordering builds on (the create-order claim, not an export customer), and a route that declares
 * nothing never starts.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { accessPlugin, signedInContext } from '../src/plugins/access.js';
import { demo, portalPerFile, signInPerFile } from './support/harness.js';

const portal = portalPerFile({
  beforeReady: (app) => {
    const ok = async (request: Parameters<typeof signedInContext>[0]) => ({
      email: signedInContext(request).user.email,
    });
    app.get(
      '/api/test/orders-only',
      { config: { access: { roles: 'signedIn', needs: ['mayCreateOrder'] } } },
      ok,
    );
    app.get(
      '/api/test/no-export',
      { config: { access: { roles: ['Customer', 'Sales'], needs: ['notExport'] } } },
      ok,
    );
  },
});

const cookies = signInPerFile(portal, {
  admin: demo.admin,
  customer: demo.customer,
  viewer: demo.viewer,
  export: demo.export,
});

describe('the needs a route declares', () => {
  it('mayCreateOrder lets in a customer with the create-order claim, and no one else', async () => {
    expect((await portal.get('/api/test/orders-only', cookies.customer)).statusCode).toBe(200);
    expect((await portal.get('/api/test/orders-only', cookies.viewer)).statusCode).toBe(403);
    // Administrators never order (foundations 6), whatever their stored claim says.
    expect((await portal.get('/api/test/orders-only', cookies.admin)).statusCode).toBe(403);
    expect((await portal.get('/api/test/orders-only')).statusCode).toBe(401);
  });

  it('notExport refuses an export customer and lets the others in', async () => {
    expect((await portal.get('/api/test/no-export', cookies.customer)).statusCode).toBe(200);
    expect((await portal.get('/api/test/no-export', cookies.export)).statusCode).toBe(403);
  });
});

describe('a route without a declaration', () => {
  it('stops the app from starting, naming the route', async () => {
    const app = Fastify();
    await app.register(accessPlugin);
    expect(() => app.get('/api/forgotten', async () => ({ ok: true }))).toThrow(
      /GET \/api\/forgotten declares no access/,
    );
    await app.close();
  });
});
