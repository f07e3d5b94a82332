import type { ListPage, RegistrationView } from '@selvedge/contracts';
import { describe, expect, it } from 'vitest';
import { findUserByEmail } from '../src/modules/users/index.js';
import {
  choosePassword,
  demo,
  expectFieldErrors,
  expectProblem,
  linkIn,
  PUBLIC_URL,
  portalPerFile,
  signInPerFile,
} from './support/harness.js';

const portal = portalPerFile();
const cookies = signInPerFile(portal, { admin: demo.admin });

const application = (index: number, overrides: Record<string, string> = {}) => ({
  firstName: `Anna${index}`,
  lastName: 'Becker',
  companyName: `Raumdesign ${index} GmbH`,
  address: 'Hauptstraße 1',
  zipCode: '50667',
  city: 'Köln',
  email: `anna${index}@raumdesign.example`,
  country: 'de',
  language: 'de',
  ...overrides,
});

async function apply(index: number, overrides: Record<string, string> = {}): Promise<string> {
  const response = await portal.post('/api/registrations', application(index, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

const pending = async (query = '') =>
  (await portal.get(`/api/registrations${query}`, cookies.admin)).json() as ListPage<RegistrationView>;

describe('GET /api/registrations', () => {
  it('pages the pending requests by 10, newest first', async () => {
    for (let index = 1; index <= 12; index += 1) await apply(index);
    const first = await pending();
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(first.rows).toHaveLength(10);
    expect(first.rows[0]).toMatchObject({
      firstName: 'Anna12',
      lastName: 'Becker',
      companyName: 'Raumdesign 12 GmbH',
      email: 'anna12@raumdesign.example',
      city: 'Köln',
      country: 'DE',
      language: 'de',
    });
    expect(Number.isNaN(Date.parse(first.rows[0]?.createdAt ?? ''))).toBe(false);
    expect((await pending('?page=2')).rows).toHaveLength(2);
    expect((await pending('?search=raumdesign%2011')).rows.map((row) => row.email)).toEqual([
      'anna11@raumdesign.example',
    ]);
  });
});

describe('POST /api/registrations/:id/approve', () => {
  it('creates an active Customer user, mails a set-password link that works, and the applicant signs in', async () => {
    const id = await apply(20);
    const response = await portal.post(
      `/api/registrations/${id}/approve`,
      { customerCode: 'C30001' },
      cookies.admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ isMailSent: true });

    const user = await findUserByEmail(portal.database.db, 'anna20@raumdesign.example');
    expect(user).toMatchObject({
      role: 'Customer',
      isActive: true,
      firstName: 'Anna20',
      lastName: 'Becker',
      customerCode: 'C30001',
      language: 'de',
      passwordHash: null,
    });
    expect((await pending()).rows.map((row) => row.id)).not.toContain(id);
    const log = (await portal.logs()).find((row) => row.event === 'REGISTRATION_APPROVED');
    expect(log?.message).toContain('anna20@raumdesign.example');
    expect(log?.message).toContain('C30001');
    expect(log?.userId).toBe((await findUserByEmail(portal.database.db, demo.admin))?.id);

    const [mail] = await portal.mailbox('anna20@raumdesign.example');
    if (!mail) throw new Error('no mail to the applicant');
    const link = linkIn(mail);
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/reset-password`);
    const password = 'Kölner-Dom-2026';
    const reset = await choosePassword(portal, link, link.searchParams.get('email'), password);
    expect(reset.statusCode, reset.body).toBe(200);
    const cookie = await portal.signIn('anna20@raumdesign.example', password);
    const session = (await portal.get('/api/session', cookie)).json();
    expect(session.user).toMatchObject({ role: 'Customer', email: 'anna20@raumdesign.example' });
  });

  it('requires a customer code the read model knows', async () => {
    const id = await apply(21);
    expectFieldErrors(
      await portal.post(`/api/registrations/${id}/approve`, { customerCode: ' ' }, cookies.admin),
      {
        customerCode: 'REQUIRED',
      },
    );
    expectFieldErrors(
      await portal.post(`/api/registrations/${id}/approve`, { customerCode: 'C99999' }, cookies.admin),
      {
        customerCode: 'CUSTOMER_UNKNOWN',
      },
    );
    expect((await pending()).rows.map((row) => row.id)).toContain(id);
  });

  it('answers a clear 400 when a user has the e-mail already, and leaves the request pending', async () => {
    const id = await apply(22, { email: demo.viewer });
    const response = await portal.post(
      `/api/registrations/${id}/approve`,
      { customerCode: 'C10001' },
      cookies.admin,
    );
    const problem = expectProblem(response, 400, 'EMAIL_TAKEN');
    expect(problem.fields).toEqual([{ path: 'email', code: 'INVALID_VALUE' }]);
    expect((await pending()).rows.map((row) => row.id)).toContain(id);
  });

  it('answers 404 for a request that is approved already or does not exist', async () => {
    const id = await apply(23);
    expect(
      (await portal.post(`/api/registrations/${id}/approve`, { customerCode: 'C10001' }, cookies.admin))
        .statusCode,
    ).toBe(200);
    expectProblem(
      await portal.post(`/api/registrations/${id}/approve`, { customerCode: 'C10001' }, cookies.admin),
      404,
      'NOT_FOUND',
    );
  });
});

describe('DELETE /api/registrations/:id', () => {
  it('deletes a pending request, logs who did it, and answers 404 the second time', async () => {
    const id = await apply(30);
    expect((await portal.del(`/api/registrations/${id}`, cookies.admin)).statusCode).toBe(200);
    expect((await pending()).rows.map((row) => row.id)).not.toContain(id);
    const log = (await portal.logs()).at(-1);
    expect(log).toMatchObject({ event: 'REGISTRATION_DELETED' });
    expect(log?.message).toContain('anna30@raumdesign.example');
    expectProblem(await portal.del(`/api/registrations/${id}`, cookies.admin), 404, 'NOT_FOUND');
    expectFieldErrors(await portal.del('/api/registrations/not-a-uuid', cookies.admin), {
      id: 'INVALID_VALUE',
    });
  });
});
