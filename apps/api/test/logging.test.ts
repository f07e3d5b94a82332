import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createLogger } from '../src/deps.js';
import { afterAnswerWorkDone } from '../src/modules/auth/after-answer.js';
import { publicAccess } from '../src/plugins/access.js';
import { DEMO_PASSWORD, demo, expectProblem, linkIn, portalPerFile } from './support/harness.js';

const portal = portalPerFile({
  beforeReady: (app) => {
    app.get('/api/test/boom', { config: { access: publicAccess } }, async () => {
      throw new Error('something broke inside');
    });
  },
});

/** Every stored log row as one text, to look for secrets in any column. */
const allLogText = async () => JSON.stringify(await portal.logs());

describe('the log table (D31)', () => {
  const wrongPassword = 'Wrong-secret-4242';
  const newPassword = 'Brand-new-secret-77';
  const secrets: string[] = [];

  it('records a failed sign-in with the account, without the password', async () => {
    await portal.post('/api/session', { email: demo.customer, password: wrongPassword });
    const row = (await portal.logs()).at(-1);
    expect(row).toMatchObject({ level: 'warn', event: 'SIGN_IN_FAILED' });
    expect(row?.message).toContain(demo.customer);
    expect(row?.userId).toBeTruthy();
    expect(row?.referenceId).toBeTruthy();
    secrets.push(wrongPassword);
  });

  it('records a successful sign-in and sign-out', async () => {
    const response = await portal.post('/api/session', { email: demo.customer, password: DEMO_PASSWORD });
    const cookie = response.cookies.find((c) => c.name === 'selvedge_session');
    secrets.push(DEMO_PASSWORD, cookie?.value ?? 'missing');
    await portal.del('/api/session', `selvedge_session=${cookie?.value}`);
    const events = (await portal.logs()).map((row) => row.event);
    expect(events.slice(-2)).toEqual(['SIGN_IN', 'SIGN_OUT']);
  });

  it('records a password reset request and the reset, without token or password', async () => {
    await portal.post('/api/password/forgot', { email: demo.viewer });
    // The mail is sent after the answer.
    await afterAnswerWorkDone(portal.deps);
    const [mail] = await portal.mailbox(demo.viewer);
    const link = linkIn(mail as { text: string; subject: string });
    const token = link.searchParams.get('token') ?? '';
    const response = await portal.post('/api/password/reset', {
      email: demo.viewer,
      token,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(response.statusCode).toBe(200);
    secrets.push(token, encodeURIComponent(token), newPassword);
    const events = (await portal.logs()).map((row) => row.event);
    expect(events).toContain('PASSWORD_RESET_REQUESTED');
    expect(events.at(-1)).toBe('PASSWORD_RESET');
  });

  it('records an own password change without either password', async () => {
    const cookie = await portal.signIn(demo.export);
    const changed = 'Changed-secret-55';
    await portal.put(
      '/api/profile/password',
      { currentPassword: DEMO_PASSWORD, newPassword: changed, confirmNewPassword: changed },
      cookie,
    );
    secrets.push(changed, cookie.split('=')[1] ?? 'missing');
    expect((await portal.logs()).at(-1)?.event).toBe('PASSWORD_CHANGED');
  });

  it('holds no password, token or cookie value in any row', async () => {
    const text = await allLogText();
    expect(secrets.length).toBeGreaterThanOrEqual(7);
    for (const secret of secrets) expect(text).not.toContain(secret);
    // Nor a password hash.
    expect(text).not.toMatch(/\$argon2id\$/);
  });
});

describe('unexpected errors', () => {
  it('answer 500 problem+json with a reference id that is in the log', async () => {
    const cookie = await portal.signIn(demo.admin);
    const response = await portal.get('/api/test/boom', cookie);
    const body = expectProblem(response, 500, 'INTERNAL');
    expect(body.referenceId).toMatch(/^[0-9a-f-]{36}$/);
    // The client sees no internals.
    expect(response.body).not.toContain('something broke inside');
    const row = (await portal.logs()).find((entry) => entry.referenceId === body.referenceId);
    expect(row).toMatchObject({ level: 'error', event: 'UNHANDLED_ERROR' });
    expect(row?.message).toContain('something broke inside');
    expect(row?.userId).toBeTruthy();
    expect((await portal.get('/api/dashboard/work-queue', cookie)).json().errorsLast24h).toBe(1);
  });
});

describe('the request log, without secrets or addresses in its URLs (D31)', () => {
  /** The app over the portal's database with a logger at info that writes its lines here. */
  async function appLoggingTo(lines: string[]) {
    const log = createLogger({ logLevel: 'info' }, { write: (line: string) => void lines.push(line) });
    const app = await buildApp({ ...portal.deps, log });
    await app.ready();
    return app;
  }

  it('never holds a reset token or an e-mail address of a requested URL', async () => {
    const lines: string[] = [];
    const app = await appLoggingTo(lines);
    const token = 'abcDEF0123456789-reset-token-that-must-not-be-logged';
    const address = 'jan.jansen@example.nl';
    try {
      // The link of the reset mail, as a browser requests it.
      await app.inject({
        method: 'GET',
        url: `/reset-password?token=${token}&email=${encodeURIComponent(address)}`,
      });
      // Other spellings: an address in the path, plain in a query, a password-like name.
      await app.inject({ method: 'GET', url: `/api/users/${address}?newPassword=Secret-123&page=2` });
      await app.inject({ method: 'GET', url: `/api/news?to=${address}&access_token=${token}` });
      // A URL inside a message, as Fastify writes "Route … not found" or "Reply was already sent".
      app.log.warn(`Route GET:/reset-password?token=${token}&email=${address} not found`);
    } finally {
      await app.close();
    }
    const text = lines.join('');
    // The lines were written: the requests and their paths are still there to find.
    expect(text).toContain('/reset-password?token=[redacted]&email=[redacted]');
    expect(text).toContain('/api/users/[redacted]?newPassword=[redacted]&page=2');
    expect(text).toContain('incoming request');
    for (const secret of [token, address, encodeURIComponent(address), 'jan.jansen', 'Secret-123']) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('an API key is never logged (ADR-036)', () => {
  it('neither its Authorization header, nor its token in a URL or a message: the public id stays', async () => {
    const lines: string[] = [];
    const log = createLogger({ logLevel: 'debug' }, { write: (line: string) => void lines.push(line) });
    const app = await buildApp({ ...portal.deps, log });
    await app.ready();
    const token = 'slv_abcd1234_Q2hlY2tUaGF0VGhpc1NlY3JldElzTmV2ZXJMb2dnZWQtMDEyMzQ';
    try {
      await app.inject({ method: 'GET', url: '/api/orders', headers: { authorization: `Bearer ${token}` } });
      await app.inject({ method: 'GET', url: `/api/orders?note=${token}` });
      app.log.warn(`a caller sent ${token} where it should not`);
    } finally {
      await app.close();
    }
    const text = lines.join('');
    expect(text).toContain('incoming request');
    expect(text).toContain('slv_abcd1234_[redacted]');
    expect(text).not.toContain(token.slice(13));
  });
});
