/**
 * Users administration (foundations 2 "Users", 5, D6), login-as (D5) and their audit rows (D31),
 * through the real app. The access matrix covers who may call each route at all; this file covers the
 * rules that depend on the user acted upon.
 */
import type { SessionResponse, UserPage, UserRow } from '@selvedge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILTER_TIME_ZONE } from '../src/shared/filter-query.js';
import {
  choosePassword,
  createTestPortal,
  demo,
  expectFieldErrors,
  expectProblem,
  linkIn,
  type TestPortal,
} from './support/harness.js';
import { must } from './support/must.js';

let portal: TestPortal;
let admin: string;
let sales: string;

beforeAll(async () => {
  // The tiny ERP data set has the items a customer granted the create-order claim adds a line of.
  portal = await createTestPortal({ erpData: 'tiny' });
  admin = await portal.signIn(demo.admin);
  sales = await portal.signIn(demo.sales);
});
afterAll(() => portal.close());

let counter = 0;
const newEmail = (prefix = 'user') => `${prefix}-${++counter}@users.example`;

const list = async (query: string, cookie = admin): Promise<UserPage> => {
  const response = await portal.get(`/api/users${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as UserPage;
};

async function userByEmail(email: string): Promise<UserRow> {
  const page = await list(`?showAll=true&search=${encodeURIComponent(email)}`);
  return must(
    page.rows.find((row) => row.email === email),
    email,
  );
}

async function createUser(overrides: Record<string, unknown> = {}): Promise<UserRow> {
  const response = await portal.post(
    '/api/users',
    {
      email: newEmail(),
      firstName: 'Test',
      lastName: 'User',
      customerCode: 'C10002',
      role: 'Customer',
      language: 'nl',
      ...overrides,
    },
    admin,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as UserRow;
}

/** A user with a password, signed in: answers the row and the session cookie. */
async function signedInUser(role: 'Customer' | 'Sales' = 'Customer') {
  const user = await createUser({ role, customerCode: 'C10001' });
  const set = await portal.put(`/api/users/${user.id}/password`, { password: 'Start-password-1' }, admin);
  expect(set.statusCode, set.body).toBe(200);
  return { user, cookie: await portal.signIn(user.email, 'Start-password-1') };
}

const logsOf = async (event: string) => (await portal.logs()).filter((row) => row.event === event);

describe('GET /api/users', () => {
  it('answers 10 active users a page by default with the total, and the columns of the screen', async () => {
    for (let index = 0; index < 8; index++) await createUser();
    const page = await list('');
    expect(page.pageSize).toBe(10);
    expect(page.page).toBe(1);
    expect(page.rows).toHaveLength(10);
    expect(page.total).toBeGreaterThan(10);
    expect(page.rows.every((row) => row.isActive)).toBe(true);
    expect(page.rows[0]).toEqual(
      expect.objectContaining({
        userName: expect.any(String),
        email: expect.any(String),
        customerCode: expect.anything(),
        isActive: true,
        role: expect.any(String),
      }),
    );
    const second = await list('?page=2');
    const firstIds = new Set(page.rows.map((row) => row.id));
    expect(second.rows.some((row) => firstIds.has(row.id))).toBe(false);
  });

  it('offers page sizes 10, 25, 50 and 100 only', async () => {
    expect((await list('?pageSize=25')).pageSize).toBe(25);
    expectFieldErrors(await portal.get('/api/users?pageSize=20', admin), { pageSize: 'INVALID_VALUE' });
  });

  it('lists inactive users only with Show All Users', async () => {
    const active = await list('?pageSize=100');
    expect(active.rows.map((row) => row.email)).not.toContain(demo.inactive);
    const all = await list('?pageSize=100&showAll=true');
    expect(all.rows.map((row) => row.email)).toContain(demo.inactive);
    expect(all.total).toBeGreaterThan(active.total);
  });

  it('searches e-mail, names and customer code', async () => {
    expect((await list('?search=Admiraal')).rows.map((row) => row.email)).toEqual([demo.admin]);
    expect((await list('?search=SALES@demo')).rows.map((row) => row.email)).toEqual([demo.sales]);
    const byCode = await list('?search=C40001');
    expect(byCode.rows.map((row) => row.email)).toEqual([demo.export]);
    expect((await list('?search=Anna%20Admiraal')).total).toBe(1);
    expect((await list('?search=%25')).total).toBe(0);
  });

  it('applies the filter panel: where / and / or rows over the listed columns', async () => {
    const filter = (rows: unknown) =>
      `?pageSize=100&showAll=true&filter=${encodeURIComponent(JSON.stringify(rows))}`;
    const sales = await list(filter([{ join: 'where', column: 'role', condition: 'is', value: 'sales' }]));
    expect(sales.rows.map((row) => row.email)).toEqual([demo.sales]);
    const either = await list(
      filter([
        { join: 'where', column: 'role', condition: 'is', value: 'Sales' },
        { join: 'or', column: 'email', condition: 'contains', value: 'admin@' },
      ]),
    );
    expect(either.rows.map((row) => row.email).sort()).toEqual([demo.admin, demo.sales].sort());
    const inactiveCustomers = await list(
      filter([
        { join: 'where', column: 'isActive', condition: 'is', value: 'false' },
        { join: 'and', column: 'customerCode', condition: 'contains', value: 'C3' },
      ]),
    );
    expect(inactiveCustomers.rows.map((row) => row.email)).toEqual([demo.inactive]);
    // "Today" in the supplier's time zone, as the filter reads whole days (between 22:00 and 24:00
    // UTC it is already tomorrow in Amsterdam).
    const today = new Date().toLocaleDateString('en-CA', { timeZone: FILTER_TIME_ZONE });
    const createdToday = await list(
      filter([{ join: 'where', column: 'createdAt', condition: 'between', from: today, to: today }]),
    );
    expect(createdToday.total).toBeGreaterThan(0);
    const longAgo = await list(
      filter([
        { join: 'where', column: 'createdAt', condition: 'between', from: '2001-01-01', to: '2001-12-31' },
      ]),
    );
    expect(longAgo.total).toBe(0);
  });

  it('refuses a filter on an unknown column, a wrong condition or a bad filter text with the row path', async () => {
    const get = (rows: unknown) =>
      portal.get(`/api/users?filter=${encodeURIComponent(JSON.stringify(rows))}`, admin);
    expectFieldErrors(await get([{ join: 'where', column: 'passwordHash', condition: 'is', value: 'x' }]), {
      'filter.0.column': 'INVALID_VALUE',
    });
    expectFieldErrors(await get([{ join: 'where', column: 'createdAt', condition: 'is', value: 'x' }]), {
      'filter.0.condition': 'INVALID_VALUE',
    });
    const broken = await portal.get('/api/users?filter=%5B%7B', admin);
    expectProblem(broken, 400, 'VALIDATION_FAILED');
  });

  it('is for Administrators and Sales only', async () => {
    expect((await list('', sales)).total).toBeGreaterThan(0);
    expectProblem(await portal.get('/api/users', await portal.signIn(demo.customer)), 403, 'FORBIDDEN');
  });
});

describe('creating and editing users', () => {
  it('creates an active user and mails them a single-use link to choose a password', async () => {
    const email = newEmail('new');
    const response = await portal.post(
      '/api/users',
      {
        email: `  ${email.toUpperCase()} `,
        firstName: 'Nieuw',
        lastName: 'Lid',
        customerCode: 'C10001',
        role: 'Customer',
        language: 'nl',
      },
      admin,
    );
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json() as UserRow;
    expect(created).toMatchObject({ email, userName: 'Nieuw Lid', isActive: true, showPrice: true });
    const [mail] = await portal.mailbox(email);
    expect(mail?.subject).toBe('Uw account op het Selvedge-portaal');
    const link = linkIn(must(mail));
    const reset = await choosePassword(portal, link, email, 'Chosen-password-1');
    expect(reset.statusCode, reset.body).toBe(200);
    await portal.signIn(email, 'Chosen-password-1');
    const [log] = (await logsOf('USER_CREATED')).filter((row) => row.message.includes(email));
    expect(log).toMatchObject({ userId: (await userByEmail(demo.admin)).id, realUserId: null });
    expect(log?.data).toMatchObject({ targetEmail: email, role: 'Customer' });
  });

  it('validates the form: names, e-mail, role and language required; a known customer code for Customer and Sales', async () => {
    expectFieldErrors(await portal.post('/api/users', { email: 'nope' }, admin), {
      email: 'INVALID_EMAIL',
      firstName: 'REQUIRED',
      lastName: 'REQUIRED',
      role: 'REQUIRED',
      language: 'REQUIRED',
    });
    const base = { email: newEmail(), firstName: 'A', lastName: 'B', role: 'Customer', language: 'en' };
    expectFieldErrors(await portal.post('/api/users', base, admin), { customerCode: 'REQUIRED' });
    expectFieldErrors(await portal.post('/api/users', { ...base, role: 'Sales', customerCode: ' ' }, admin), {
      customerCode: 'REQUIRED',
    });
    expectFieldErrors(await portal.post('/api/users', { ...base, customerCode: 'C99999' }, admin), {
      customerCode: 'CUSTOMER_UNKNOWN',
    });
    const administrator = await portal.post('/api/users', { ...base, role: 'Administrator' }, admin);
    expect(administrator.statusCode, administrator.body).toBe(201);
    expect((administrator.json() as UserRow).customerCode).toBeNull();
  });

  it('refuses an e-mail address that already has an account', async () => {
    const response = await portal.post(
      '/api/users',
      {
        email: demo.customer,
        firstName: 'A',
        lastName: 'B',
        customerCode: 'C10001',
        role: 'Customer',
        language: 'en',
      },
      admin,
    );
    expectProblem(response, 409, 'EMAIL_TAKEN');
  });

  it('edits names, customer code, role, language and show-price, never the e-mail', async () => {
    const user = await createUser();
    // The e-mail is not a field of the edit: sent anyway, it is refused by name and nothing changes.
    const refused = await portal.put(
      `/api/users/${user.id}`,
      {
        email: 'changed@users.example',
        firstName: 'Other',
        lastName: 'Name',
        role: 'Customer',
        customerCode: 'C10001',
        language: 'en',
        showPrice: true,
      },
      admin,
    );
    expectFieldErrors(refused, { email: 'UNKNOWN_FIELD' });
    const response = await portal.put(
      `/api/users/${user.id}`,
      {
        firstName: 'Other',
        lastName: 'Name',
        customerCode: 'C30001',
        role: 'Sales',
        language: 'de',
        showPrice: false,
      },
      admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      email: user.email,
      userName: 'Other Name',
      customerCode: 'C30001',
      role: 'Sales',
      language: 'de',
      showPrice: false,
    });
    const [log] = (await logsOf('USER_UPDATED')).filter((row) => row.message.includes(user.email));
    expect(log?.data).toMatchObject({
      targetUserId: user.id,
      fields: expect.arrayContaining(['firstName', 'role', 'customerCode']),
    });
  });

  it('lets Sales neither create nor edit users (D6)', async () => {
    const user = await createUser();
    expectProblem(
      await portal.post(
        '/api/users',
        {
          email: newEmail(),
          firstName: 'A',
          lastName: 'B',
          customerCode: 'C10001',
          role: 'Customer',
          language: 'en',
        },
        sales,
      ),
      403,
      'FORBIDDEN',
    );
    const edit = await portal.put(
      `/api/users/${user.id}`,
      { firstName: 'A', lastName: 'B', customerCode: 'C10001', role: 'Customer', language: 'en' },
      sales,
    );
    expectProblem(edit, 403, 'FORBIDDEN');
  });
});

describe('the create-order claim (foundations 6)', () => {
  const fields = { firstName: 'Order', lastName: 'Right', customerCode: 'C10001', language: 'en' };
  const grant = (id: string, canCreateOrder: boolean, role = 'Customer', cookie = admin) =>
    portal.put(`/api/users/${id}`, { ...fields, role, canCreateOrder }, cookie);
  /** Adding a line is the first thing an order needs the claim for (the route's mayCreateOrder). */
  const addLine = async (cookie: string) => {
    const draft = await portal.post('/api/order-drafts/current', { orderType: 'B2B' }, cookie);
    if (draft.statusCode !== 200) return draft;
    const { id } = draft.json() as { id: string };
    return portal.post(
      `/api/order-drafts/${id}/lines`,
      { itemCode: 'HF-1011', quantity: 1, reference: '' },
      cookie,
    );
  };

  it('is off for a new user unless given, and is stored, listed and shown in the detail', async () => {
    expect((await createUser()).canCreateOrder).toBe(false);
    const user = await createUser({ canCreateOrder: true });
    expect(user.canCreateOrder).toBe(true);
    expect((await userByEmail(user.email)).canCreateOrder).toBe(true);
    const detail = await portal.get(`/api/users/${user.id}`, admin);
    expect(detail.json()).toMatchObject({ canCreateOrder: true });
    const [log] = (await logsOf('USER_CREATED')).filter((row) => row.message.includes(user.email));
    expect(log?.data).toMatchObject({ targetEmail: user.email, canCreateOrder: true });
  });

  it('granted, the signed-in customer adds a line at their next request; revoked, they get 403', async () => {
    const { user, cookie } = await signedInUser();
    expectProblem(await addLine(cookie), 403, 'FORBIDDEN');
    expect((await grant(user.id, true)).json()).toMatchObject({ canCreateOrder: true });
    expect((await portal.get('/api/session', cookie)).json()).toMatchObject({
      user: { canCreateOrder: true },
    });
    const added = await addLine(cookie);
    expect(added.statusCode, added.body).toBe(200);
    expect((await grant(user.id, false)).statusCode).toBe(200);
    expectProblem(await addLine(cookie), 403, 'FORBIDDEN');
  });

  it('writes who granted or revoked it for whom to the log; an edit without it keeps it', async () => {
    const user = await createUser();
    await grant(user.id, true);
    await grant(user.id, false);
    const rows = (await logsOf('USER_UPDATED')).filter((row) => row.message.includes(user.email));
    const adminId = (await userByEmail(demo.admin)).id;
    expect(rows.map((row) => [row.userId, row.message, row.data])).toEqual(
      expect.arrayContaining([
        [
          adminId,
          `${demo.admin} edited ${user.email}; granted the create-order claim`,
          expect.objectContaining({ targetUserId: user.id, canCreateOrder: { from: false, to: true } }),
        ],
        [
          adminId,
          `${demo.admin} edited ${user.email}; revoked the create-order claim`,
          expect.objectContaining({ targetUserId: user.id, canCreateOrder: { from: true, to: false } }),
        ],
      ]),
    );
    await grant(user.id, true);
    const kept = await portal.put(`/api/users/${user.id}`, { ...fields, role: 'Customer' }, admin);
    expect(kept.json()).toMatchObject({ canCreateOrder: true });
  });

  it('is for Customer and Sales users: refused for an Administrator, cleared when one becomes one', async () => {
    const salesUser = await createUser({ role: 'Sales', canCreateOrder: true });
    expect(salesUser.canCreateOrder).toBe(true);
    expectFieldErrors(
      await portal.post(
        '/api/users',
        { ...fields, email: newEmail(), role: 'Administrator', customerCode: null, canCreateOrder: true },
        admin,
      ),
      { canCreateOrder: 'NOT_FOR_ROLE' },
    );
    expectFieldErrors(await grant(salesUser.id, true, 'Administrator'), { canCreateOrder: 'NOT_FOR_ROLE' });
    const promoted = await portal.put(
      `/api/users/${salesUser.id}`,
      { ...fields, role: 'Administrator' },
      admin,
    );
    expect(promoted.json()).toMatchObject({ role: 'Administrator', canCreateOrder: false });
  });

  it('is changed by Administrators only: Sales may not edit users (D6), so not this either', async () => {
    const user = await createUser();
    expectProblem(await grant(user.id, true, 'Customer', sales), 403, 'FORBIDDEN');
    expect((await userByEmail(user.email)).canCreateOrder).toBe(false);
  });
});

describe('activating, deactivating, passwords and delete', () => {
  it('deactivation ends the user’s sessions at once, and activation lets them sign in again', async () => {
    const { user, cookie } = await signedInUser();
    expect((await portal.get('/api/session', cookie)).statusCode).toBe(200);
    const response = await portal.post(`/api/users/${user.id}/deactivate`, undefined, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ isActive: false });
    expectProblem(await portal.get('/api/session', cookie), 401, 'UNAUTHENTICATED');
    const refused = await portal.post('/api/session', { email: user.email, password: 'Start-password-1' });
    expectProblem(refused, 403, 'ACCOUNT_INACTIVE');
    expect((await portal.post(`/api/users/${user.id}/activate`, undefined, admin)).statusCode).toBe(200);
    await portal.signIn(user.email, 'Start-password-1');
    const events = (await portal.logs())
      .filter((row) => (row.data as { targetUserId?: string } | null)?.targetUserId === user.id)
      .map((row) => row.event);
    expect(events).toEqual(
      expect.arrayContaining(['USER_DEACTIVATED', 'USER_ACTIVATED', 'USER_PASSWORD_SET']),
    );
  });

  it('setting a password checks the rules, ends the user’s sessions and lets the new one in', async () => {
    const { user, cookie } = await signedInUser();
    expectFieldErrors(await portal.put(`/api/users/${user.id}/password`, { password: 'short' }, admin), {
      password: 'PASSWORD_TOO_SHORT',
    });
    expectFieldErrors(await portal.put(`/api/users/${user.id}/password`, { password: '' }, admin), {
      password: 'REQUIRED',
    });
    const set = await portal.put(`/api/users/${user.id}/password`, { password: 'Second-password-2' }, sales);
    expect(set.statusCode, set.body).toBe(200);
    expectProblem(await portal.get('/api/session', cookie), 401, 'UNAUTHENTICATED');
    await portal.signIn(user.email, 'Second-password-2');
    const [log] = (await logsOf('USER_PASSWORD_SET'))
      .filter((row) => row.message.includes(user.email))
      .slice(-1);
    expect(log?.message).toContain(demo.sales);
    expect(JSON.stringify(log)).not.toContain('Second-password-2');
  });

  it('lets Sales activate, deactivate and set passwords of Customer users only (D6)', async () => {
    const customer = await createUser();
    const salesUser = await createUser({ role: 'Sales', customerCode: 'C10001' });
    const administrator = await userByEmail(demo.admin);
    expect((await portal.post(`/api/users/${customer.id}/deactivate`, undefined, sales)).statusCode).toBe(
      200,
    );
    expect((await portal.post(`/api/users/${customer.id}/activate`, undefined, sales)).statusCode).toBe(200);
    for (const target of [salesUser, administrator]) {
      expectProblem(
        await portal.post(`/api/users/${target.id}/deactivate`, undefined, sales),
        403,
        'FORBIDDEN',
      );
      expectProblem(
        await portal.post(`/api/users/${target.id}/activate`, undefined, sales),
        403,
        'FORBIDDEN',
      );
      expectProblem(
        await portal.put(`/api/users/${target.id}/password`, { password: 'Whatever-pass-1' }, sales),
        403,
        'FORBIDDEN',
      );
    }
    // Administrators may deactivate any other user, also Sales and other Administrators.
    expect((await portal.post(`/api/users/${salesUser.id}/deactivate`, undefined, admin)).statusCode).toBe(
      200,
    );
  });

  it('nobody deactivates, deletes or resets their own account here', async () => {
    const self = await userByEmail(demo.admin);
    expectProblem(await portal.post(`/api/users/${self.id}/deactivate`, undefined, admin), 403, 'FORBIDDEN');
    expectProblem(
      await portal.put(`/api/users/${self.id}/password`, { password: 'Whatever-pass-1' }, admin),
      403,
      'FORBIDDEN',
    );
  });

  it('deletes only inactive users, and only an Administrator does', async () => {
    const user = await createUser();
    expectProblem(await portal.del(`/api/users/${user.id}`, admin), 409, 'USER_STILL_ACTIVE');
    await portal.post(`/api/users/${user.id}/deactivate`, undefined, admin);
    expectProblem(await portal.del(`/api/users/${user.id}`, sales), 403, 'FORBIDDEN');
    const deleted = await portal.del(`/api/users/${user.id}`, admin);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expectProblem(await portal.get(`/api/users/${user.id}`, admin), 404, 'NOT_FOUND');
    const [log] = (await logsOf('USER_DELETED')).filter((row) => row.message.includes(user.email));
    expect(log?.data).toMatchObject({ targetUserId: user.id, targetEmail: user.email });
  });
});

describe('login-as (D5)', () => {
  const loginAs = (userId: string, cookie: string) =>
    portal.post('/api/session/login-as', { userId }, cookie);

  it('an Administrator acts as a customer: the session shows both, actions are logged with both, and Go back restores', async () => {
    const acting = await portal.signIn(demo.admin);
    const customer = await userByEmail(demo.customer);
    const administrator = await userByEmail(demo.admin);
    const started = await loginAs(customer.id, acting);
    expect(started.statusCode, started.body).toBe(200);
    const session = started.json() as SessionResponse;
    expect(session.user.email).toBe(demo.customer);
    expect(session.realUser).toMatchObject({ email: demo.admin, role: 'Administrator' });
    expect(session.landing).toBe('/dashboard');

    const described = (await portal.get('/api/session', acting)).json() as SessionResponse;
    expect(described.user.email).toBe(demo.customer);
    expect(described.realUser?.email).toBe(demo.admin);

    // Acting as a customer, the administrator has the customer's rights and no more.
    expectProblem(await portal.get('/api/users', acting), 403, 'FORBIDDEN');
    expect((await portal.get('/api/orders', acting)).statusCode).toBe(200);
    expectProblem(await loginAs(customer.id, acting), 409, 'ALREADY_ACTING');

    const profile = await portal.patch('/api/profile', { showPrice: false }, acting);
    expect(profile.statusCode, profile.body).toBe(200);
    const logs = await portal.logs();
    const updated = logs.filter((row) => row.event === 'PROFILE_UPDATED').at(-1);
    expect(updated).toMatchObject({ userId: customer.id, realUserId: administrator.id });
    const request = logs.filter((row) => row.event === 'ACTING_REQUEST').at(-1);
    expect(request).toMatchObject({ userId: customer.id, realUserId: administrator.id });
    expect(request?.data).toMatchObject({ method: 'PATCH', route: '/api/profile', status: 200 });
    const start = logs.filter((row) => row.event === 'LOGIN_AS_STARTED').at(-1);
    expect(start).toMatchObject({ userId: customer.id, realUserId: administrator.id });

    const back = await portal.del('/api/session/login-as', acting);
    expect(back.statusCode, back.body).toBe(200);
    const restored = back.json() as SessionResponse;
    expect(restored.user.email).toBe(demo.admin);
    expect(restored.realUser).toBeNull();
    const after = (await portal.get('/api/session', acting)).json() as SessionResponse;
    expect(after.user.email).toBe(demo.admin);
    expect(after.realUser).toBeNull();
    expect((await portal.get('/api/users', acting)).statusCode).toBe(200);
    const end = (await logsOf('LOGIN_AS_ENDED')).at(-1);
    expect(end).toMatchObject({ userId: customer.id, realUserId: administrator.id });
    expectProblem(await portal.del('/api/session/login-as', acting), 409, 'NOT_ACTING');
    // The customer's own sessions were never touched.
    await portal.patch('/api/profile', { showPrice: true }, await portal.signIn(demo.customer));
  });

  it('an Administrator may act as a Sales user, never as an Administrator', async () => {
    const acting = await portal.signIn(demo.admin);
    const other = await createUser({ role: 'Administrator', customerCode: null });
    expectProblem(await loginAs(other.id, acting), 403, 'FORBIDDEN');
    expectProblem(await loginAs((await userByEmail(demo.admin)).id, acting), 403, 'FORBIDDEN');
    const started = await loginAs((await userByEmail(demo.sales)).id, acting);
    expect(started.statusCode, started.body).toBe(200);
    expect((started.json() as SessionResponse).landing).toBe('/user');
    // Acting as Sales does not open the way to acting again.
    expectProblem(await loginAs((await userByEmail(demo.customer)).id, acting), 409, 'ALREADY_ACTING');
  });

  it('a Sales user may act as a Customer user only', async () => {
    const acting = await portal.signIn(demo.sales);
    const otherSales = await createUser({ role: 'Sales', customerCode: 'C10001' });
    expectProblem(await loginAs(otherSales.id, acting), 403, 'FORBIDDEN');
    expectProblem(await loginAs((await userByEmail(demo.admin)).id, acting), 403, 'FORBIDDEN');
    const started = await loginAs((await userByEmail(demo.viewer)).id, acting);
    expect(started.statusCode, started.body).toBe(200);
    expect((started.json() as SessionResponse).realUser?.email).toBe(demo.sales);
  });

  it('refuses inactive users and customers asking for it', async () => {
    const acting = await portal.signIn(demo.admin);
    expectProblem(await loginAs((await userByEmail(demo.inactive)).id, acting), 409, 'ACCOUNT_INACTIVE');
    const customer = await portal.signIn(demo.customer);
    expectProblem(await loginAs((await userByEmail(demo.viewer)).id, customer), 403, 'FORBIDDEN');
  });

  it('deactivating the user acted as ends the acting session too', async () => {
    const { user } = await signedInUser();
    const acting = await portal.signIn(demo.admin);
    expect((await loginAs(user.id, acting)).statusCode).toBe(200);
    expect((await portal.post(`/api/users/${user.id}/deactivate`, undefined, admin)).statusCode).toBe(200);
    expectProblem(await portal.get('/api/session', acting), 401, 'UNAUTHENTICATED');
  });
});
