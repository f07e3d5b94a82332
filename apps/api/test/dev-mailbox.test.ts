import { beforeAll, describe, expect, it } from 'vitest';
import { demo, expectProblem, portalPerFile } from './support/harness.js';

const portal = portalPerFile();
let admin: string;

beforeAll(async () => {
  admin = await portal.signIn(demo.admin);
  await portal.post('/api/password/forgot', { email: demo.customer });
  await portal.post('/api/password/forgot', { email: demo.viewer });
});

describe('GET /api/dev/mailbox', () => {
  it('shows the administrator every mail the portal sent, newest first', async () => {
    const response = await portal.get('/api/dev/mailbox', admin);
    expect(response.statusCode).toBe(200);
    const { messages } = response.json();
    expect(messages.map((m: { to: string[] }) => m.to[0])).toEqual([demo.viewer, demo.customer]);
    expect(messages[0]).toMatchObject({ subject: 'Reset your Selvedge portal password' });
    // The mailbox keeps the HTML part beside the text, as it was sent.
    expect(messages[0].html).toMatch(/^<!DOCTYPE html[\s\S]*<a href="[^"]*\/reset-password\?[^"]*"/);
    expect(Number.isNaN(Date.parse(messages[0].sentAt))).toBe(false);
  });

  it('filters by recipient, in any case', async () => {
    const response = await portal.get(
      `/api/dev/mailbox?to=${encodeURIComponent('Customer@Demo.Selvedge.test')}`,
      admin,
    );
    const { messages } = response.json();
    expect(messages).toHaveLength(1);
    expect(messages[0].to).toEqual([demo.customer]);
    expect((await portal.get('/api/dev/mailbox?to=nobody%40example.com', admin)).json().messages).toEqual([]);
  });

  it('refuses Customer and Sales with 403, and anonymous with 401', async () => {
    expectProblem(await portal.get('/api/dev/mailbox', await portal.signIn(demo.customer)), 403, 'FORBIDDEN');
    expectProblem(await portal.get('/api/dev/mailbox', await portal.signIn(demo.sales)), 403, 'FORBIDDEN');
    expectProblem(await portal.get('/api/dev/mailbox'), 401, 'UNAUTHENTICATED');
  });
});
