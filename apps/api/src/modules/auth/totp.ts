import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/**
 * The second factor's arithmetic (ADR-035): TOTP by RFC 6238 through otplib (6 digits, SHA-1, 30 s
 * steps, one step either side accepted), the secret encrypted at rest, recovery codes. No I/O.
 */

export const TOTP_PERIOD_SECONDS = 30;
const ISSUER = 'Selvedge';

/** A new random secret of 160 bits, Base32 (what authenticator apps take). */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

/** The otpauth:// address the QR code holds: `Selvedge:<e-mail>`, the secret, the issuer. */
export const otpauthUri = (secret: string, email: string): string =>
  generateURI({ issuer: ISSUER, label: email, secret });

/** The QR code of the address, as SVG markup (the screen shows it as an image). */
export const qrCodeSvg = (uri: string): Promise<string> =>
  QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });

/** The secret in groups of four for reading and typing (apps ignore the spaces). */
export const groupedSecret = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** The 30-second step `now` falls in. */
export const totpStep = (now: Date): number => Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);

/**
 * The step a six-digit `code` belongs to when it is right at `now` within one step either side and
 * later than `afterStep` (the last code accepted: no code counts twice); null otherwise.
 */
export async function acceptedStep(
  secret: string,
  code: string,
  now: Date,
  afterStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOTP_PERIOD_SECONDS,
    ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** A code field's text as typed: spaces and dashes dropped, lower case. */
export const normalizedCode = (text: string): string => text.replace(/[\s-]/g, '').toLowerCase();

// No 0/o, 1/l/i: a recovery code is read from paper.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

/** Ten recovery codes `xxxxx-xxxxx` (about 49 bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** What is stored of a recovery code: the SHA-256 of its normalised text. */
export const recoveryCodeHash = (code: string): string =>
  createHash('sha256').update(normalizedCode(code)).digest('hex');

/** Looks like a recovery code (ten letters and digits once spaces and dashes are dropped). */
export const isRecoveryCodeShaped = (code: string): boolean => /^[a-z0-9]{10}$/.test(normalizedCode(code));

/**
 * Without TWO_FACTOR_KEY: a published development key. The secrets are then readable to whoever has
 * the database and this source; production warns at start (server.ts).
 */
const DEVELOPMENT_KEY = 'selvedge-development-two-factor-key-not-secret';

const keyOf = (setting: string | null): Buffer =>
  createHash('sha256')
    .update(setting ?? DEVELOPMENT_KEY)
    .digest();

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, base64url. */
export function encryptSecret(secret: string, keySetting: string | null): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(keySetting), iv);
  const encrypted = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), encrypted].map((part) => part.toString('base64url'));
  return ['v1', ...parts].join('.');
}

export function decryptSecret(stored: string, keySetting: string | null): string {
  const [version, iv, tag, encrypted] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !encrypted) {
    throw new Error('an authenticator secret in an unknown form');
  }
  const decipher = createDecipheriv('aes-256-gcm', keyOf(keySetting), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}
