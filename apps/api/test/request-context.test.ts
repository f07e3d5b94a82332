/**
 * Who the caller is, resolved once (ADR-015): the session plugin puts user, real user,
 * customer, ship-to and the maintenance switch on the request context in one statement, and the
 * services do not look any of it up again. Counted with the statements the database is sent.
 */
import { describe, expect, it } from 'vitest';
import { demo, portalPerFile, signInPerFile } from './support/harness.js';

const portal = portalPerFile({ erpData: 'tiny' });
const cookies = signInPerFile(portal, { customer: demo.customer });

describe('the statements a request costs', () => {
  it('a customer’s list page costs at most 4: the caller, the page and its count', async () => {
    const sent = await portal.statementsOf(async () => {
      const response = await portal.get('/api/orders?page=1', cookies.customer);
      expect(response.statusCode).toBe(200);
      expect(response.json().rows.length).toBeGreaterThan(0);
    });
    expect(sent.length, sent.join('\n')).toBeLessThanOrEqual(4);
  });

  it('the session itself costs one', async () => {
    const sent = await portal.statementsOf(async () => {
      const response = await portal.get('/api/session', cookies.customer);
      expect(response.json().user.email).toBe(demo.customer);
    });
    expect(sent, sent.join('\n')).toHaveLength(1);
  });

  it('pushes the idle expiry forward at most once a minute', async () => {
    portal.clock.advanceMinutes(2);
    const first = await portal.statementsOf(() => portal.get('/api/session', cookies.customer));
    const second = await portal.statementsOf(() => portal.get('/api/session', cookies.customer));
    expect(first.filter((text) => /^update "sessions"/i.test(text))).toHaveLength(1);
    expect(second.filter((text) => /^update "sessions"/i.test(text))).toHaveLength(0);
  });

  it('a session signed out elsewhere fails at once, whatever was read a moment before', async () => {
    const other = await portal.signIn(demo.customer);
    expect((await portal.get('/api/orders?page=1', other)).statusCode).toBe(200);
    expect((await portal.del('/api/session', other)).statusCode).toBe(200);
    expect((await portal.get('/api/orders?page=1', other)).statusCode).toBe(401);
  });

  it('maintenance switched on directly in the database is seen on the very next request', async () => {
    await portal.duringMaintenance(async () => {
      expect((await portal.get('/api/orders?page=1', cookies.customer)).statusCode).toBe(503);
    });
    expect((await portal.get('/api/orders?page=1', cookies.customer)).statusCode).toBe(200);
  });
});
