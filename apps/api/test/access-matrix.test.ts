/**
 * Every route of the app × every role → the status a client gets. The routes are collected from the
 * app itself (an onRoute hook on the Fastify instance buildApp creates), so a new route without a
 * row here fails this file until someone decides who may call it.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultMaintenanceTexts } from '../src/modules/settings/settings.service.js';
import { createTestPortal, DEMO_PASSWORD, demo, type TestPortal } from './support/harness.js';

const collected = vi.hoisted(() => [] as Array<{ method: string | string[]; url: string }>);

vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const withRouteHook = (options: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route) => {
      collected.push({ method: route.method, url: route.url ?? route.path });
    });
    return app;
  };
  return { ...actual, default: withRouteHook };
});

type Caller = 'anonymous' | 'Customer' | 'Sales' | 'Administrator';
const callers: Caller[] = ['anonymous', 'Customer', 'Sales', 'Administrator'];
const accountOf: Record<Exclude<Caller, 'anonymous'>, string> = {
  Customer: demo.customer,
  Sales: demo.sales,
  Administrator: demo.admin,
};

interface Row {
  /** Statuses for anonymous, Customer, Sales, Administrator. */
  expected: [number, number, number, number];
  /** The same while maintenance mode is on; omitted: unchanged. */
  duringMaintenance?: [number, number, number, number];
  /** The URL to call when the route has parameters. */
  path?: string;
  body?: (maintenance: boolean) => unknown;
  /** Needs a session of its own (the call ends it). */
  isFreshSession?: boolean;
}

const anyone: Row['expected'] = [200, 200, 200, 200];
const signedIn: Row['expected'] = [401, 200, 200, 200];
const adminOnly: Row['expected'] = [401, 403, 403, 200];

const table: Record<string, Row> = {
  'GET /api/session': { expected: signedIn },
  'POST /api/session': {
    expected: anyone,
    body: () => ({ email: demo.viewer, password: DEMO_PASSWORD }),
  },
  'DELETE /api/session': { expected: anyone, isFreshSession: true },
  'GET /api/profile': { expected: signedIn },
  'PATCH /api/profile': { expected: signedIn, body: () => ({ showPrice: true }) },
  'PUT /api/profile/password': {
    expected: signedIn,
    body: () => ({
      currentPassword: DEMO_PASSWORD,
      newPassword: DEMO_PASSWORD,
      confirmNewPassword: DEMO_PASSWORD,
    }),
  },
  'POST /api/password/forgot': { expected: [202, 202, 202, 202], body: () => ({ email: demo.viewer }) },
  // A public endpoint: an invented token is refused the same way for every caller.
  'POST /api/password/reset': {
    expected: [400, 400, 400, 400],
    body: () => ({
      email: demo.viewer,
      token: 'invented',
      password: 'Abcdefgh-123',
      confirmPassword: 'Abcdefgh-123',
    }),
  },
  'POST /api/registrations': {
    expected: [201, 201, 201, 201],
    body: () => ({
      firstName: 'Mat',
      lastName: 'Rix',
      companyName: 'Matrix BV',
      address: 'Rij 1',
      zipCode: '1111',
      city: 'Delft',
      email: 'mat@rix.example',
      country: 'NL',
    }),
  },
  // Customer and Sales read the notice during maintenance.
  'GET /api/maintenance': { expected: signedIn },
  'PUT /api/settings/maintenance': { expected: adminOnly, body: (maintenance) => ({ enabled: maintenance }) },
  'PUT /api/settings/maintenance/texts': { expected: adminOnly, body: () => defaultMaintenanceTexts },
  // The maintenance screen's info button needs it.
  'GET /api/help-texts/:page': { expected: signedIn, path: '/api/help-texts/Maintenance' },
  'GET /api/dev/mailbox': { expected: adminOnly },
  'GET /api/dashboard/work-queue': { expected: adminOnly },
  'GET /health/live': { expected: anyone },
  'GET /health/ready': { expected: anyone },
  'GET /api/docs': { expected: anyone },
  'GET /api/docs/json': { expected: anyone },
  'GET /api/docs/yaml': { expected: anyone },
};

/** HEAD/OPTIONS come with GET; catch-alls and the documentation's static files are not API routes. */
const isIgnored = (method: string, url: string) =>
  method === 'HEAD' || method === 'OPTIONS' || url.includes('*') || url.startsWith('/api/docs/static/');

let portal: TestPortal;
const cookies = new Map<Caller, string>();

beforeAll(async () => {
  portal = await createTestPortal();
  for (const caller of callers) {
    if (caller !== 'anonymous') cookies.set(caller, await portal.signIn(accountOf[caller]));
  }
});
afterAll(() => portal?.close());

describe('the route table', () => {
  it('has a row for every route of the app, and no row for a route that is gone', () => {
    const routes = new Set<string>();
    for (const route of collected) {
      for (const method of [route.method].flat()) {
        if (!isIgnored(method, route.url)) routes.add(`${method} ${route.url}`);
      }
    }
    expect(routes.size).toBeGreaterThan(10);
    const missing = [...routes].filter((key) => !(key in table));
    const stale = Object.keys(table).filter((key) => !routes.has(key));
    expect(missing, 'routes without a row in the access matrix').toEqual([]);
    expect(stale, 'rows for routes the app no longer has').toEqual([]);
  });
});

const cells = Object.entries(table).flatMap(([key, row]) =>
  [false, true].flatMap((maintenance) =>
    callers.map((caller, index) => {
      const statuses = maintenance ? (row.duringMaintenance ?? row.expected) : row.expected;
      return { key, row, caller, maintenance, status: statuses[index] as number };
    }),
  ),
);

describe('who may call what', () => {
  it.each(cells)('$key as $caller (maintenance $maintenance) → $status', async ({
    key,
    row,
    caller,
    maintenance,
    status,
  }) => {
    const [method, url] = key.split(' ') as [string, string];
    await portal.setMaintenance(maintenance);
    let cookie = caller === 'anonymous' ? undefined : cookies.get(caller);
    if (row.isFreshSession && caller !== 'anonymous') cookie = await portal.signIn(accountOf[caller]);
    const response = await portal.request(method as 'GET', row.path ?? url, {
      cookie,
      ...(row.body ? { body: row.body(maintenance) } : {}),
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
  });
});
