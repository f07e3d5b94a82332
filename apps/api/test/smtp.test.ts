import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  choosePassword,
  createTestPortal,
  demo,
  expectProblem,
  PUBLIC_URL,
  type TestPortal,
} from './support/harness.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
let smtp: SMTPServer;
let portal: TestPortal;

/** The body of a quoted-printable or plain text part, as the recipient reads it. */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // This mailbox does not exist on the mail server: delivery to it fails.
    onRcptTo(address, _session, callback) {
      if (address.address === demo.viewer) return callback(new Error('550 no such mailbox'));
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        raw += chunk;
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  portal = await createTestPortal({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
});

afterAll(async () => {
  await portal?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('mail over SMTP', () => {
  it('delivers the password-reset mail to the SMTP server with recipient, subject and link', async () => {
    const response = await portal.post('/api/password/forgot', { email: demo.customer });
    expect(response.statusCode).toBe(202);
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.to).toEqual([demo.customer]);
    expect(mail?.from).toBe('portal@selvedge.test');
    const text = decodeQuotedPrintable(mail?.raw ?? '');
    expect(text).toMatch(/^Subject: Reset your Selvedge portal password$/m);
    expect(text).toMatch(new RegExp(`^To: ${demo.customer}$`, 'm'));
    const link = text.match(/https?:\/\/\S+/)?.[0] ?? '';
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/reset-password`);
    expect(url.searchParams.get('email')).toBe(demo.customer);

    // HTML with the plain text as its alternative: mail programs show the HTML, or the text without it.
    const boundary = text.match(/^Content-Type: multipart\/alternative;\s*boundary="?([^"\r\n]+)"?/m)?.[1];
    expect(boundary).toBeDefined();
    const parts = text.split(`--${boundary}`).slice(1, -1);
    expect(parts.map((part) => part.match(/^Content-Type: ([^;\r\n]+)/m)?.[1])).toEqual([
      'text/plain',
      'text/html',
    ]);
    const html = parts[1] ?? '';
    expect(html).toContain('lang="en"');
    expect(html).toContain(`<a href="${link.replaceAll('&', '&amp;')}"`);

    // The link works: the token it carries resets the password.
    const password = 'Smtp-delivered-1';
    const reset = await choosePassword(portal, url, demo.customer, password);
    expect(reset.statusCode).toBe(200);
  });

  it('sends nothing for an unknown address', async () => {
    const before = received.length;
    expect((await portal.post('/api/password/forgot', { email: 'nobody@example.com' })).statusCode).toBe(202);
    expect(received.length).toBe(before);
  });

  it('answers a failed delivery like any other request, and logs it', async () => {
    const before = received.length;
    const failed = await portal.post('/api/password/forgot', { email: demo.viewer });
    const unknown = await portal.post('/api/password/forgot', { email: 'nobody@example.com' });
    // The same answer as for an unknown address: a failure must not reveal that the account exists.
    expect(failed.statusCode).toBe(202);
    expect(failed.body).toBe(unknown.body);
    expect(received.length).toBe(before);
    const row = (await portal.logs()).find((entry) => entry.event === 'MAIL_FAILED');
    expect(row?.level).toBe('error');
    expect(row?.message).toContain(demo.viewer);
  });

  it('has no dev mailbox: GET /api/dev/mailbox answers 404 even to the administrator', async () => {
    const admin = await portal.signIn(demo.admin);
    expectProblem(await portal.get('/api/dev/mailbox', admin), 404, 'NOT_FOUND');
  });
});
