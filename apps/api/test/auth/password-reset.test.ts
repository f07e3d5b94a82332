import { beforeEach, describe, expect, it } from 'vitest';
import { afterAnswerWorkDone } from '../../src/modules/auth/after-answer.js';
import { hashPassword } from '../../src/modules/auth/password.js';
import { insertUser } from '../../src/modules/users/index.js';
import type { Mailer } from '../../src/shared/mail.port.js';
import {
  DEMO_PASSWORD,
  demo,
  expectFieldErrors,
  expectProblem,
  linkIn,
  PUBLIC_URL,
  portalPerFile,
} from '../support/harness.js';

const portal = portalPerFile();

beforeEach(() => portal.clock.set(new Date()));

/**
 * POST /api/password/forgot, then waits for what it does after its answer (the lookup and the mail),
 * so that the mailbox can be read.
 */
async function forgot(email: string) {
  const response = await portal.post('/api/password/forgot', { email });
  await afterAnswerWorkDone(portal.deps);
  return response;
}

/** Asks for a reset link for `email` and answers the token and e-mail of the mailed link. */
async function requestLink(email: string): Promise<{ token: string; email: string }> {
  const before = (await portal.mailbox(email)).length;
  const response = await forgot(email);
  expect(response.statusCode).toBe(202);
  const mails = await portal.mailbox(email);
  expect(mails).toHaveLength(before + 1);
  const link = linkIn(mails[0] as { text: string; subject: string });
  return { token: link.searchParams.get('token') ?? '', email: link.searchParams.get('email') ?? '' };
}

const reset = (body: Record<string, unknown>) => portal.post('/api/password/reset', body);

describe('POST /api/password/forgot', () => {
  it('mails a known address a reset link to the portal', async () => {
    const response = await forgot(demo.export);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ ok: true });
    const [mail] = await portal.mailbox(demo.export);
    expect(mail?.to).toEqual([demo.export]);
    expect(mail?.subject).toBe('Reset your Selvedge portal password');
    expect(mail?.text).toContain('Emily Harrington');
    const link = linkIn(mail as { text: string; subject: string });
    expect(link.origin + link.pathname).toBe(`${PUBLIC_URL}/reset-password`);
    expect(link.searchParams.get('email')).toBe(demo.export);
    expect(link.searchParams.get('token')?.length).toBeGreaterThanOrEqual(40);
  });

  it('answers an unknown address exactly the same, and mails nobody', async () => {
    const mailsBefore = (await portal.mailbox()).length;
    const known = await forgot(demo.viewer);
    const unknown = await forgot('nobody@example.com');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(await portal.mailbox('nobody@example.com')).toEqual([]);
    expect((await portal.mailbox()).length).toBe(mailsBefore + 1);
  });

  /** Puts `send` in place of the portal's mailer while `run` runs. */
  async function withMailer(send: Mailer['send'], run: () => Promise<void>): Promise<void> {
    const mailer = portal.deps.mailer;
    portal.deps.mailer = { kind: mailer.kind, send };
    try {
      await run();
    } finally {
      await afterAnswerWorkDone(portal.deps);
      portal.deps.mailer = mailer;
    }
  }

  it('answers before it looks the address up: the mail is sent after the answer', async () => {
    const mailer = portal.deps.mailer;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let mailStarted = () => {};
    const isMailStarted = new Promise<'mail first'>((resolve) => {
      mailStarted = () => resolve('mail first');
    });
    const before = (await portal.mailbox(demo.sales)).length;
    await withMailer(
      async (mail) => {
        mailStarted();
        await gate;
        await mailer.send(mail);
      },
      async () => {
        // Straight to the app: nothing in between may wait for the work after the answer.
        const answer = portal.app.inject({
          method: 'POST',
          url: '/api/password/forgot',
          payload: { email: demo.sales },
        });
        const first = await Promise.race([answer.then(() => 'answer first'), isMailStarted]);
        release();
        expect(first).toBe('answer first');
        expect((await answer).statusCode).toBe(202);
      },
    );
    // Waited for: the mail went out after all.
    expect(await portal.mailbox(demo.sales)).toHaveLength(before + 1);
  });

  it('answers a failing mail to a known address exactly like an unknown address, and logs it', async () => {
    await withMailer(
      async () => {
        throw new Error('the SMTP server is down');
      },
      async () => {
        const failed = await forgot(demo.customer);
        const unknown = await forgot('nobody@example.com');
        expect(failed.statusCode).toBe(202);
        expect(failed.body).toBe(unknown.body);
        expect(failed.headers['content-length']).toBe(unknown.headers['content-length']);
      },
    );
    const row = (await portal.logs()).findLast((entry) => entry.event === 'MAIL_FAILED');
    expect(row).toMatchObject({ level: 'error' });
    expect(row?.message).toContain(demo.customer);
    expect(row?.message).toContain('the SMTP server is down');
  });

  it('mails no link to an inactive account, with the same answer', async () => {
    const response = await forgot(demo.inactive);
    expect(response.statusCode).toBe(202);
    expect(await portal.mailbox(demo.inactive)).toEqual([]);
  });

  it('requires a valid e-mail address and mails nothing', async () => {
    const before = (await portal.mailbox()).length;
    expectFieldErrors(await portal.post('/api/password/forgot', {}), { email: 'REQUIRED' });
    expectFieldErrors(await forgot('not-an-address'), {
      email: 'INVALID_EMAIL',
    });
    expect((await portal.mailbox()).length).toBe(before);
  });
});

describe('POST /api/password/reset', () => {
  it('sets the new password: it signs in, the old one no longer does, sessions end', async () => {
    const session = await portal.signIn(demo.customer);
    const { token, email } = await requestLink(demo.customer);
    const newPassword = 'Fresh-password-77';
    const response = await reset({ email, token, password: newPassword, confirmPassword: newPassword });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    expectProblem(await portal.get('/api/session', session), 401, 'UNAUTHENTICATED');
    expectProblem(
      await portal.post('/api/session', { email: demo.customer, password: DEMO_PASSWORD }),
      401,
      'INVALID_CREDENTIALS',
    );
    const cookie = await portal.signIn(demo.customer, newPassword);
    expect((await portal.get('/api/session', cookie)).statusCode).toBe(200);
  });

  it('refuses a second use of the same link', async () => {
    const { token, email } = await requestLink(demo.sales);
    const first = 'First-new-pass-1';
    expect((await reset({ email, token, password: first, confirmPassword: first })).statusCode).toBe(200);
    const second = 'Second-new-pass-2';
    expectProblem(
      await reset({ email, token, password: second, confirmPassword: second }),
      400,
      'RESET_TOKEN_INVALID',
    );
    // The first reset stands.
    await portal.signIn(demo.sales, first);
  });

  it('refuses a link older than one hour, and the password stays', async () => {
    const { token, email } = await requestLink(demo.viewer);
    portal.clock.advanceMinutes(61);
    const password = 'Too-late-pass-3';
    expectProblem(
      await reset({ email, token, password, confirmPassword: password }),
      400,
      'RESET_TOKEN_INVALID',
    );
    await portal.signIn(demo.viewer, DEMO_PASSWORD);
  });

  it('accepts a link just inside the hour', async () => {
    const { token, email } = await requestLink(demo.admin);
    portal.clock.advanceMinutes(59);
    const password = 'In-time-pass-4';
    expect((await reset({ email, token, password, confirmPassword: password })).statusCode).toBe(200);
    await portal.signIn(demo.admin, password);
  });

  it('refuses a token with another e-mail address or an invented token', async () => {
    const { token } = await requestLink(demo.export);
    const password = 'Other-mail-pass-5';
    expectProblem(
      await reset({ email: demo.viewer, token, password, confirmPassword: password }),
      400,
      'RESET_TOKEN_INVALID',
    );
    expectProblem(
      await reset({ email: demo.export, token: 'invented', password, confirmPassword: password }),
      400,
      'RESET_TOKEN_INVALID',
    );
  });

  it('names each weak-password problem by field, and keeps the link usable', async () => {
    const { token, email } = await requestLink(demo.export);
    expectFieldErrors(await reset({ email, token, password: 'short1', confirmPassword: 'short1' }), {
      password: 'PASSWORD_TOO_SHORT',
    });
    expectFieldErrors(
      await reset({ email, token, password: 'onlyletters', confirmPassword: 'onlyletters' }),
      {
        password: 'PASSWORD_TOO_WEAK',
      },
    );
    expectFieldErrors(await reset({ email, token, password: '1234567890', confirmPassword: '1234567890' }), {
      password: 'PASSWORD_TOO_WEAK',
    });
    expectFieldErrors(
      await reset({ email, token, password: 'Good-pass-123', confirmPassword: 'Good-pass-124' }),
      {
        confirmPassword: 'PASSWORD_MISMATCH',
      },
    );
    expectFieldErrors(await reset({ email, token, password: 'short', confirmPassword: 'other' }), {
      password: 'PASSWORD_TOO_SHORT',
      confirmPassword: 'PASSWORD_MISMATCH',
    });
    // None of these used the link up, and none changed the password.
    await portal.signIn(demo.export, DEMO_PASSWORD);
    const password = 'Finally-good-6';
    expect((await reset({ email, token, password, confirmPassword: password })).statusCode).toBe(200);
  });

  it('refuses the e-mail address as the password', async () => {
    const email = 'jan2026@example.nl';
    await insertUser(portal.database.db, {
      email,
      role: 'Customer',
      customerCode: 'C10002',
      language: 'nl',
      passwordHash: await hashPassword(DEMO_PASSWORD),
    });
    const link = await requestLink(email);
    expect((await portal.mailbox(email))[0]?.subject).toBe(
      'Stel een nieuw wachtwoord in voor het Selvedge-portaal',
    );
    expectFieldErrors(
      await reset({ ...link, password: 'JAN2026@example.nl', confirmPassword: 'JAN2026@example.nl' }),
      {
        password: 'PASSWORD_SAME_AS_EMAIL',
      },
    );
  });

  it('requires every field', async () => {
    expectFieldErrors(await reset({}), {
      email: 'REQUIRED',
      token: 'REQUIRED',
      password: 'REQUIRED',
      confirmPassword: 'REQUIRED',
    });
    expectFieldErrors(await reset({ email: 'x', token: '', password: '', confirmPassword: '' }), {
      email: 'INVALID_EMAIL',
      token: 'REQUIRED',
      password: 'REQUIRED',
      confirmPassword: 'REQUIRED',
    });
  });
});
