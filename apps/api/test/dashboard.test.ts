import { describe, expect, it } from 'vitest';
import { writeLog } from '../src/modules/logs/logs.service.js';
import { demo, expectProblem, portalPerFile, signInPerFile } from './support/harness.js';

const portal = portalPerFile();
const cookies = signInPerFile(portal, { admin: demo.admin });

const workQueue = async () => {
  const response = await portal.get('/api/dashboard/work-queue', cookies.admin);
  expect(response.statusCode).toBe(200);
  return response.json();
};

const registration = {
  firstName: 'Ann',
  lastName: 'Smit',
  companyName: 'Smit Wonen',
  address: 'Kade 2',
  zipCode: '2000',
  city: 'Antwerpen',
  email: 'ann@smit.example',
  country: 'BE',
};

describe('GET /api/dashboard/work-queue (D16)', () => {
  it('starts empty on the demo data', async () => {
    expect(await workQueue()).toEqual({
      pendingRegistrations: 0,
      errorsLast24h: 0,
      maintenanceMode: false,
      ordersFailed: 0,
      ordersWaiting: 0,
    });
  });

  it('counts pending registrations, errors of the last 24 hours and the maintenance state', async () => {
    await portal.post('/api/registrations', registration);
    await portal.post('/api/registrations', { ...registration, email: 'bob@smit.example' });
    await writeLog(portal.database.db, null, { level: 'error', event: 'MAIL_FAILED', message: 'test error' });
    await writeLog(portal.database.db, null, {
      level: 'warn',
      event: 'SIGN_IN_FAILED',
      message: 'not an error',
    });
    await portal.duringMaintenance(async () => {
      expect(await workQueue()).toMatchObject({
        pendingRegistrations: 2,
        errorsLast24h: 1,
        maintenanceMode: true,
      });
    });
  });

  it('no longer counts errors older than 24 hours', async () => {
    portal.clock.advance(25 * 3_600_000);
    try {
      // The old session has long been idle by then.
      const later = await portal.signIn(demo.admin);
      expect((await portal.get('/api/dashboard/work-queue', later)).json().errorsLast24h).toBe(0);
    } finally {
      portal.clock.set(new Date());
    }
  });

  it('refuses Customer and Sales with 403, and anonymous with 401', async () => {
    expectProblem(
      await portal.get('/api/dashboard/work-queue', await portal.signIn(demo.customer)),
      403,
      'FORBIDDEN',
    );
    expectProblem(
      await portal.get('/api/dashboard/work-queue', await portal.signIn(demo.sales)),
      403,
      'FORBIDDEN',
    );
    expectProblem(await portal.get('/api/dashboard/work-queue'), 401, 'UNAUTHENTICATED');
  });
});
