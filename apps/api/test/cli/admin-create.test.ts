/**
 * `npm run admin:create` (docs/operations.md, "First administrator"): a database that starts with no
 * users gets its first administrator by command, with a typed password or a one-time set-password
 * link, and signs in through the API. Runs on the embedded database and, with DATABASE_URL, on PostgreSQL.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminCreateInput, createAdministrator } from '../../src/cli/admin-create.js';
import { openPortal } from '../../src/cli/cli-support.js';
import { lockDataDir } from '../../src/db/data-dir-lock.js';
import { saveTwoFactorSettings } from '../../src/modules/settings/index.js';
import { users } from '../../src/modules/users/users.tables.js';
import type { OutgoingMail } from '../../src/shared/mail.port.js';
import { createIsolatedDatabase } from '../support/database.js';
import { createTestPortal, linkIn, PUBLIC_URL, type TestPortal } from '../support/harness.js';
import { refusalOf, runCommandProcess } from './commands.js';

const isPostgresRun = Boolean(process.env.DATABASE_URL);
const PASSWORD = 'First-admin-2026';

let portal: TestPortal;

beforeAll(async () => {
  // A database as production starts: migrated, no demo seed, no users.
  portal = await createTestPortal({ env: { DATA_DIR: 'memory://', DEMO_MODE: 'false' } });
});
afterAll(() => portal.close());

const input = (email: string, extra: Partial<AdminCreateInput> = {}): AdminCreateInput => ({
  email,
  name: 'Anna de Vries',
  language: 'nl',
  password: PASSWORD,
  isResettingPassword: false,
  ...extra,
});

const userOf = async (email: string) =>
  (await portal.database.db.select().from(users).where(eq(users.email, email)))[0];

const logsAbout = async (email: string) =>
  (await portal.logs()).filter((row) => row.message.includes(email)).map((row) => [row.event, row.message]);

/** Follows a printed link as the reset-password page does: sets the password on `on` (this file's portal). */
async function setPasswordThrough(url: string, password: string, on: TestPortal = portal) {
  const link = new URL(url);
  expect(link.origin + link.pathname).toBe(`${PUBLIC_URL}/reset-password`);
  return on.post('/api/password/reset', {
    token: link.searchParams.get('token'),
    email: link.searchParams.get('email'),
    password,
    confirmPassword: password,
  });
}

describe('the first administrator, by command', () => {
  it('creates an active administrator with the typed password, who signs in', async () => {
    const [before] = await portal.database.db.select({ value: count() }).from(users);
    expect(before?.value).toBe(0);

    const result = await createAdministrator(portal.deps, input('First@Example.com'));
    expect(result.link).toBeNull();
    expect(result.lines[0]).toBe('Created the administrator first@example.com.');

    // A live database requires two-step verification of administrators (ADR-035): the first one's right
    // password leads to its set-up, before any session. The rest of this file signs in without it.
    const first = await portal.post('/api/session', { email: 'first@example.com', password: PASSWORD });
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toEqual({ secondStep: 'enrol' });
    await saveTwoFactorSettings(portal.database.db, {
      requiredForAdministrators: false,
      requiredForSales: false,
    });
    const response = await portal.post('/api/session', { email: 'first@example.com', password: PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({ email: 'first@example.com', role: 'Administrator' });
    expect(await userOf('first@example.com')).toMatchObject({
      firstName: 'Anna',
      lastName: 'de Vries',
      language: 'nl',
      isActive: true,
      customerCode: null,
    });
    expect(await logsAbout('first@example.com')).toEqual([
      ['USER_CREATED', 'admin:create created first@example.com (Administrator)'],
      ['USER_PASSWORD_SET', 'admin:create set the password of first@example.com'],
      ['SIGN_IN', 'first@example.com signed in'],
    ]);
  });

  it('prints a one-time set-password link instead, which sets the password once', async () => {
    const result = await createAdministrator(portal.deps, input('linked@example.com', { password: null }));
    const link = result.link?.url ?? '';
    expect(result.lines).toContain(`  ${link}`);
    expect(result.lines).toContain('SMTP_URL is not set: the link was not mailed.');
    expect((await userOf('linked@example.com'))?.passwordHash).toBeNull();
    // Valid as long as a mailed reset link: one hour.
    expect(result.link?.expiresAt.getTime()).toBe(portal.clock.now().getTime() + 60 * 60_000);
    expect(await portal.mailbox('linked@example.com')).toEqual([]);

    expect((await setPasswordThrough(link, PASSWORD)).statusCode).toBe(200);
    await portal.signIn('linked@example.com', PASSWORD);
    expect((await setPasswordThrough(link, 'Another-pass-9')).statusCode).toBe(400);
    expect(await logsAbout('linked@example.com')).toEqual(
      expect.arrayContaining([
        ['USER_CREATED', 'admin:create created linked@example.com (Administrator)'],
        ['PASSWORD_RESET_REQUESTED', 'Password link for linked@example.com printed by admin:create'],
        ['PASSWORD_RESET', 'Password reset for linked@example.com'],
      ]),
    );
  });

  it('mails the same link too when SMTP is configured', async () => {
    const sent: OutgoingMail[] = [];
    const deps = {
      ...portal.deps,
      config: { ...portal.deps.config, smtpUrl: 'smtp://mail.selvedge.test:25' },
      mailer: { kind: 'smtp' as const, send: async (mail: OutgoingMail) => void sent.push(mail) },
    };
    const result = await createAdministrator(deps, input('mailed@example.com', { password: null }));
    expect(result.lines).toContain('The link was also mailed to mailed@example.com.');
    expect(sent.map((mail) => mail.to)).toEqual([['mailed@example.com']]);
    expect(linkIn(sent[0] as OutgoingMail).toString()).toBe(result.link?.url);
  });

  it('refuses an address that has an account and changes nothing (exit code 1)', async () => {
    const before = await userOf('first@example.com');
    const { exitCode, message } = await refusalOf(
      createAdministrator(portal.deps, input('first@example.com', { password: 'Other-password-1' })),
    );
    expect(exitCode).toBe(1);
    expect(message).toContain(
      'first@example.com already has an account (Administrator, active); nothing changed.',
    );
    expect(await userOf('first@example.com')).toEqual(before);
    const [row] = (await portal.logs()).filter((entry) => entry.event === 'USER_CREATED').slice(-1);
    expect(row).toMatchObject({
      level: 'warn',
      message: 'admin:create did not create first@example.com: the address has an account',
    });
  });

  it('refuses a password the portal’s rules refuse, and creates nothing', async () => {
    const { exitCode, message } = await refusalOf(
      createAdministrator(portal.deps, input('weak@example.com', { password: 'short' })),
    );
    expect([exitCode, message]).toEqual([1, 'The password needs at least 10 characters.']);
    expect(await userOf('weak@example.com')).toBeUndefined();
  });

  it('with --reset-password issues an administrator a new link, and activates a deactivated one', async () => {
    const before = await userOf('first@example.com');
    await portal.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.email, 'first@example.com'));
    const result = await createAdministrator(
      portal.deps,
      input('first@example.com', { password: null, isResettingPassword: true }),
    );
    expect(result.lines[0]).toBe('first@example.com was deactivated; it is active again.');
    expect((await setPasswordThrough(result.link?.url ?? '', 'Reset-by-link-7')).statusCode).toBe(200);
    await portal.signIn('first@example.com', 'Reset-by-link-7');
    expect((await userOf('first@example.com'))?.id).toBe(before?.id);
  });

  it('with --reset-password refuses an unknown address and an account that is no administrator', async () => {
    const unknown = await refusalOf(
      createAdministrator(
        portal.deps,
        input('nobody@example.com', { password: null, isResettingPassword: true }),
      ),
    );
    expect(unknown).toEqual({
      exitCode: 1,
      message:
        'No account has the address nobody@example.com; nothing changed. Leave out --reset-password to create it.',
    });
    expect(await logsAbout('nobody@example.com')).toEqual([
      [
        'PASSWORD_RESET_REQUESTED',
        'admin:create issued no password link for nobody@example.com: no administrator has this address',
      ],
    ]);
  });
});

describe.skipIf(isPostgresRun)('the command while the server holds the embedded data folder', () => {
  it('says which process holds it instead of failing (exit code 3)', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'selvedge-admin-create-'));
    // The lock a running server holds on its folder (ADR-021), without the server.
    const server = lockDataDir(folder, () => {});
    try {
      const { exitCode, message } = await refusalOf(openPortal({ ...portal.config, dataDir: folder }));
      expect(exitCode).toBe(3);
      expect(message).toMatch(
        new RegExp(`^The data folder ${folder} could not be opened: .* is in use by process ${process.pid} `),
      );
    } finally {
      server.release();
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('the command as a process, with stdin a pipe', () => {
  it('prints the link, refuses a second run, and the link sets the password', async () => {
    const isolated = await createIsolatedDatabase();
    const folder = await mkdtemp(join(tmpdir(), 'selvedge-admin-create-'));
    const storage: Record<string, string> = isolated.url
      ? { DATABASE_URL: isolated.url }
      : { DATA_DIR: join(folder, 'data') };
    try {
      const first = await runCommandProcess('cli/admin-create-cli.ts', ['--email', 'process@example.com'], {
        PUBLIC_URL,
        ...storage,
      });
      expect(first.stderr).toBe('');
      expect(first.code).toBe(0);
      const url = first.stdout.match(/https?:\/\/\S+/)?.[0] ?? '';
      expect(url).toContain(`${PUBLIC_URL}/reset-password?token=`);

      const second = await runCommandProcess('cli/admin-create-cli.ts', ['--email', 'process@example.com'], {
        PUBLIC_URL,
        ...storage,
      });
      expect(second.code).toBe(1);
      expect(second.stderr).toContain('process@example.com already has an account');

      const opened = await createTestPortal({ env: { ...storage, DEMO_MODE: 'false' } });
      try {
        expect((await setPasswordThrough(url, PASSWORD, opened)).statusCode).toBe(200);
        await saveTwoFactorSettings(opened.database.db, {
          requiredForAdministrators: false,
          requiredForSales: false,
        });
        await opened.signIn('process@example.com', PASSWORD);
      } finally {
        // Drops the portal's own spare database; the command's is dropped below.
        await opened.close();
      }
    } finally {
      await isolated.drop();
      await rm(folder, { recursive: true, force: true });
    }
    // Two processes that each start tsx and open a new database: seconds each on a busy machine.
  }, 180_000);
});
