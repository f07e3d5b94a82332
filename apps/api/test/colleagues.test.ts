/**
 * A customer administrator's own user administration (docs/adr/ADR-034-customer-user-administration.md),
 * through the real app: list, invite (the outbox's mail and the colleague's first password), rights,
 * deactivation, what they may never touch (another customer's users, staff, themselves) and the audit.
 * Who may call each route at all is in the access matrix; foreign ids in the tenant sweep.
 */
import type { Colleague, ColleagueList, UserRow } from '@selvedge/contracts';
import { describe, expect, it } from 'vitest';
import {
  COLLEAGUE_INVITATION_QUEUE,
  type ColleagueInvitationJob,
  sendColleagueInvitation,
} from '../src/modules/colleagues/colleague-invitation.js';
import {
  choosePassword,
  createTestPortal,
  DEMO_PASSWORD,
  demo,
  expectFieldErrors,
  expectProblem,
  linkIn,
  portalPerFile,
  signInPerFile,
} from './support/harness.js';
import { must } from './support/must.js';
import { takeJobs } from './support/outbox.js';

const portal = portalPerFile();
/** The demo customer of C10001: a customer administrator who may order. */
const cookies = signInPerFile(portal, { boss: demo.customer, admin: demo.admin });

let counter = 0;
const newEmail = () => `colleague-${++counter}@colleagues.example`;
const NEW_PASSWORD = 'Vlies-Behang-42';

const colleagues = async (cookie = cookies.boss): Promise<Colleague[]> => {
  const response = await portal.get('/api/my-users', cookie);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as ColleagueList).rows;
};
const colleagueByEmail = async (email: string, cookie = cookies.boss) =>
  must(
    (await colleagues(cookie)).find((row) => row.email === email),
    email,
  );

/** The invitations waiting in the outbox, sent as its worker sends them. */
async function sendInvitations(): Promise<number> {
  const jobs = await takeJobs<ColleagueInvitationJob>(portal, COLLEAGUE_INVITATION_QUEUE);
  for (const job of jobs) await sendColleagueInvitation(portal.deps, job);
  return jobs.length;
}

async function invite(body: Record<string, unknown> = {}, cookie = cookies.boss) {
  return portal.post(
    '/api/my-users',
    { email: newEmail(), firstName: 'Cora', lastName: 'Collega', language: 'de', ...body },
    cookie,
  );
}

/** Invites a colleague, mails the invitation, and lets them choose a password: their session cookie. */
async function invitedAndSignedUp(body: Record<string, unknown> = {}, cookie = cookies.boss) {
  const email = newEmail();
  expect((await invite({ email, ...body }, cookie)).statusCode).toBe(202);
  await sendInvitations();
  const link = linkIn(must((await portal.mailbox(email))[0], 'the invitation'));
  const reset = await choosePassword(portal, link, email, NEW_PASSWORD);
  expect(reset.statusCode, reset.body).toBe(200);
  return { email, id: (await colleagueByEmail(email)).id, cookie: await portal.signIn(email, NEW_PASSWORD) };
}

describe('the list', () => {
  it("holds the Customer users of the caller's customer only, the caller marked", async () => {
    const rows = await colleagues();
    const emails = rows.map((row) => row.email);
    expect(emails).toContain(demo.customer);
    // Sales is bound to C10001 too, but is staff; the viewer is of C10002, the export user of C40001.
    expect(emails).not.toContain(demo.sales);
    expect(emails).not.toContain(demo.viewer);
    expect(emails).not.toContain(demo.export);
    const self = must(rows.find((row) => row.email === demo.customer));
    expect(self).toMatchObject({ isSelf: true, isCustomerAdmin: true, canCreateOrder: true });
  });
});

describe('an invitation', () => {
  it('creates a colleague of the same customer, mails a link in their language, and lets them sign in', async () => {
    const email = newEmail();
    const response = await invite({ email, canCreateOrder: true, showPrice: false });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ ok: true });
    const created = await colleagueByEmail(email);
    expect(created).toMatchObject({
      firstName: 'Cora',
      language: 'de',
      canCreateOrder: true,
      showPrice: false,
      isCustomerAdmin: false,
      isActive: true,
      isInvitationPending: true,
      isSelf: false,
    });
    // No mail before the outbox's job runs; then one, in German, naming the inviter and the company.
    expect(await portal.mailbox(email)).toEqual([]);
    expect(await sendInvitations()).toBe(1);
    const mail = must((await portal.mailbox(email))[0]);
    expect(mail.subject).toContain('Einladung');
    expect(mail.text).toContain('Daan de Vries');
    expect(mail.text).toContain('/reset-password?token=');

    // Without a password nobody signs in as them.
    expectProblem(
      await portal.post('/api/session', { email, password: DEMO_PASSWORD }),
      401,
      'INVALID_CREDENTIALS',
    );
    const link = linkIn(mail);
    const reset = await choosePassword(portal, link, email, NEW_PASSWORD);
    expect(reset.statusCode, reset.body).toBe(200);
    const cookie = await portal.signIn(email, NEW_PASSWORD);
    const session = (await portal.get('/api/session', cookie)).json();
    expect(session.user).toMatchObject({ role: 'Customer', canCreateOrder: true, isCustomerAdmin: false });
    expect(session.user.customer.code).toBe('C10001');
    expect((await colleagueByEmail(email)).isInvitationPending).toBe(false);
    // Without the right, the colleague has no colleagues screen.
    expectProblem(await portal.get('/api/my-users', cookie), 403, 'FORBIDDEN');
  });

  it('answers the same for an address that has an account elsewhere, and changes nothing of it', async () => {
    const before = (await portal.get('/api/users?showAll=true&search=export%40demo', cookies.admin)).json()
      .rows[0] as UserRow;
    const fresh = await invite();
    const taken = await invite({ email: demo.export, canCreateOrder: false, isCustomerAdmin: true });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);
    const after = (await portal.get('/api/users?showAll=true&search=export%40demo', cookies.admin)).json()
      .rows[0] as UserRow;
    expect(after).toEqual(before);
    expect((await colleagues()).map((row) => row.email)).not.toContain(demo.export);
    // The invitation of the fresh address is the only one mailed.
    await sendInvitations();
    expect(await portal.mailbox(demo.export)).toEqual([]);
    // The administrators see the attempt in the log.
    const refused = (await portal.logs()).filter(
      (row) => row.event === 'USER_CREATED' && row.message.includes(`did not create ${demo.export}`),
    );
    expect(refused).toHaveLength(1);
    expect(refused[0]?.level).toBe('warn');
  });

  it('refuses bad input field by field and creates nothing', async () => {
    const email = newEmail();
    const response = await portal.post(
      '/api/my-users',
      { email: 'not an address', firstName: '', lastName: 'x'.repeat(101), language: 'xx' },
      cookies.boss,
    );
    expectFieldErrors(response, {
      email: 'INVALID_EMAIL',
      firstName: 'REQUIRED',
      lastName: 'TOO_LONG',
      language: 'INVALID_VALUE',
    });
    expectFieldErrors(
      await portal.post(
        '/api/my-users',
        { email, firstName: 'A', lastName: 'B', language: 'en', role: 'Administrator' },
        cookies.boss,
      ),
      { role: 'UNKNOWN_FIELD' },
    );
    expect((await colleagues()).map((row) => row.email)).not.toContain(email);
  });
});

describe('rights', () => {
  it('are set on a colleague, named in the audit with the customer administrator as actor', async () => {
    const colleague = await invitedAndSignedUp();
    const response = await portal.put(
      `/api/my-users/${colleague.id}/rights`,
      { canCreateOrder: true, isCustomerAdmin: true },
      cookies.boss,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ canCreateOrder: true, isCustomerAdmin: true, showPrice: true });
    // The colleague's next request sees it: they now manage the colleagues too.
    expect((await portal.get('/api/my-users', colleague.cookie)).statusCode).toBe(200);

    const rows = await portal.logs();
    const row = must(rows.findLast((entry) => entry.event === 'USER_UPDATED'));
    expect(row.message).toBe(`${demo.customer} edited ${colleague.email}; granted the create-order claim`);
    expect(row.userId).toBe((await colleagueByEmail(demo.customer)).id);
    expect(row.data).toMatchObject({
      targetUserId: colleague.id,
      by: 'customerAdministrator',
      customerCode: 'C10001',
      canCreateOrder: { from: false, to: true },
      isCustomerAdmin: { from: false, to: true },
    });
    const created = must(
      rows.find((entry) => entry.event === 'USER_CREATED' && entry.message.includes(colleague.email)),
    );
    expect(created.message).toBe(`${demo.customer} created ${colleague.email} (Customer)`);
  });

  it('cannot go beyond what the customer administrator holds: no create-order claim without having it', async () => {
    // A customer administrator without the create-order claim, made one by a colleague who has it.
    const weak = await invitedAndSignedUp({ isCustomerAdmin: true, canCreateOrder: false });
    expectFieldErrors(await invite({ canCreateOrder: true }, weak.cookie), {
      canCreateOrder: 'RIGHT_NOT_HELD',
    });
    const colleague = await invitedAndSignedUp();
    expectFieldErrors(
      await portal.put(`/api/my-users/${colleague.id}/rights`, { canCreateOrder: true }, weak.cookie),
      { canCreateOrder: 'RIGHT_NOT_HELD' },
    );
    // Nor take it away from one who has it.
    const orderer = await invitedAndSignedUp({ canCreateOrder: true });
    expectFieldErrors(
      await portal.put(`/api/my-users/${orderer.id}/rights`, { canCreateOrder: false }, weak.cookie),
      { canCreateOrder: 'RIGHT_NOT_HELD' },
    );
    expect((await colleagueByEmail(orderer.email)).canCreateOrder).toBe(true);
    // What they hold they give: the administrator right and prices.
    const granted = await portal.put(
      `/api/my-users/${colleague.id}/rights`,
      { isCustomerAdmin: true, showPrice: false },
      weak.cookie,
    );
    expect(granted.statusCode, granted.body).toBe(200);
    expect((await invite({ canCreateOrder: false }, weak.cookie)).statusCode).toBe(202);
  });

  it("never change the caller's own account: no one removes their own right or locks themselves out", async () => {
    const self = await colleagueByEmail(demo.customer);
    expectProblem(
      await portal.put(`/api/my-users/${self.id}/rights`, { isCustomerAdmin: false }, cookies.boss),
      409,
      'OWN_ACCOUNT',
    );
    expectProblem(
      await portal.post(`/api/my-users/${self.id}/deactivate`, {}, cookies.boss),
      409,
      'OWN_ACCOUNT',
    );
    expect(await colleagueByEmail(demo.customer)).toMatchObject({ isCustomerAdmin: true, isActive: true });
  });

  it('taken from an administrator by another, ends their use of the screen at their next request', async () => {
    const other = await invitedAndSignedUp({ isCustomerAdmin: true });
    expect((await portal.get('/api/my-users', other.cookie)).statusCode).toBe(200);
    expect(
      (await portal.put(`/api/my-users/${other.id}/rights`, { isCustomerAdmin: false }, cookies.boss))
        .statusCode,
    ).toBe(200);
    expectProblem(await portal.get('/api/my-users', other.cookie), 403, 'FORBIDDEN');
    expectProblem(
      await portal.post(
        `/api/my-users/${(await colleagueByEmail(demo.customer)).id}/deactivate`,
        {},
        other.cookie,
      ),
      403,
      'FORBIDDEN',
    );
  });
});

describe('deactivation', () => {
  it('signs the colleague out at once and keeps them out until reactivated', async () => {
    const colleague = await invitedAndSignedUp();
    const off = await portal.post(`/api/my-users/${colleague.id}/deactivate`, {}, cookies.boss);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().isActive).toBe(false);
    expectProblem(await portal.get('/api/session', colleague.cookie), 401, 'UNAUTHENTICATED');
    expectProblem(
      await portal.post('/api/session', { email: colleague.email, password: NEW_PASSWORD }),
      403,
      'ACCOUNT_INACTIVE',
    );
    const on = await portal.post(`/api/my-users/${colleague.id}/activate`, {}, cookies.boss);
    expect(on.json().isActive).toBe(true);
    expect((await portal.signIn(colleague.email, NEW_PASSWORD)).length).toBeGreaterThan(0);
    const events = (await portal.logs())
      .filter((row) => (row.data as { targetUserId?: string } | null)?.targetUserId === colleague.id)
      .map((row) => row.event);
    expect(events).toEqual(expect.arrayContaining(['USER_DEACTIVATED', 'USER_ACTIVATED']));
  });
});

describe('what a customer administrator never touches', () => {
  it("another customer's user and staff bound to the same customer: 404, unchanged", async () => {
    const page = (await portal.get('/api/users?showAll=true&pageSize=100', cookies.admin)).json()
      .rows as UserRow[];
    const foreign = must(page.find((row) => row.email === demo.export));
    const staff = must(page.find((row) => row.email === demo.sales));
    for (const target of [foreign, staff]) {
      expectProblem(
        await portal.post(`/api/my-users/${target.id}/deactivate`, {}, cookies.boss),
        404,
        'NOT_FOUND',
      );
      expectProblem(
        await portal.put(`/api/my-users/${target.id}/rights`, { isCustomerAdmin: true }, cookies.boss),
        404,
        'NOT_FOUND',
      );
    }
    const after = (await portal.get('/api/users?showAll=true&pageSize=100', cookies.admin)).json()
      .rows as UserRow[];
    expect(after.find((row) => row.id === foreign.id)).toEqual(foreign);
    expect(after.find((row) => row.id === staff.id)).toEqual(staff);
  });
});

describe('staff and the right', () => {
  it('set it on the users screen, for Customer users only', async () => {
    const email = newEmail();
    const created = await portal.post(
      '/api/users',
      {
        email,
        firstName: 'Kees',
        lastName: 'Klant',
        customerCode: 'C10002',
        role: 'Customer',
        language: 'nl',
        isCustomerAdmin: true,
      },
      cookies.admin,
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().isCustomerAdmin).toBe(true);
    const id = created.json().id as string;
    const base = { firstName: 'Kees', lastName: 'Klant', customerCode: 'C10002', language: 'nl' };
    expectFieldErrors(
      await portal.put(`/api/users/${id}`, { ...base, role: 'Sales', isCustomerAdmin: true }, cookies.admin),
      { isCustomerAdmin: 'NOT_FOR_ROLE' },
    );
    // Left out, it stays; a role that cannot hold it clears it.
    expect(
      (await portal.put(`/api/users/${id}`, { ...base, role: 'Customer' }, cookies.admin)).json()
        .isCustomerAdmin,
    ).toBe(true);
    expect(
      (await portal.put(`/api/users/${id}`, { ...base, role: 'Sales' }, cookies.admin)).json()
        .isCustomerAdmin,
    ).toBe(false);
    const edited = must((await portal.logs()).findLast((row) => row.event === 'USER_UPDATED'));
    expect(edited.data).toMatchObject({ isCustomerAdmin: { from: true, to: false } });
  });
});

describe('staff acting as a customer administrator (D5)', () => {
  it('invite in their name, and the log holds both', async () => {
    const sales = await portal.signIn(demo.sales);
    const self = await colleagueByEmail(demo.customer);
    expect((await portal.post('/api/session/login-as', { userId: self.id }, sales)).statusCode).toBe(200);
    const email = newEmail();
    expect((await invite({ email }, sales)).statusCode).toBe(202);
    const acting = must((await portal.logs()).findLast((row) => row.event === 'ACTING_REQUEST'));
    expect(acting.message).toBe(`${demo.sales} as ${demo.customer}: POST /api/my-users → 202`);
    const created = must(
      (await portal.logs()).find((row) => row.event === 'USER_CREATED' && row.message.includes(email)),
    );
    expect(created.realUserId).not.toBeNull();
  });
});

describe('the rate limit (ADR-003)', () => {
  it('refuses invitations beyond the limit with 429 and creates nothing more', async () => {
    const limited = await createTestPortal({ env: { RATE_LIMIT_INVITE_PER_USER: '2' } });
    try {
      const cookie = await limited.signIn(demo.customer);
      const body = (email: string) => ({ email, firstName: 'R', lastName: 'L', language: 'en' });
      expect((await limited.post('/api/my-users', body('r1@colleagues.example'), cookie)).statusCode).toBe(
        202,
      );
      expect((await limited.post('/api/my-users', body('r2@colleagues.example'), cookie)).statusCode).toBe(
        202,
      );
      const third = await limited.post('/api/my-users', body('r3@colleagues.example'), cookie);
      expectProblem(third, 429, 'RATE_LIMITED');
      expect(third.headers['retry-after']).toBeDefined();
      const rows = (await limited.get('/api/my-users', cookie)).json().rows as Colleague[];
      expect(rows.map((row) => row.email)).not.toContain('r3@colleagues.example');
    } finally {
      await limited.close();
    }
  });
});
