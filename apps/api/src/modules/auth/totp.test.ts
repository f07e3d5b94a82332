import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptedStep,
  decryptSecret,
  encryptSecret,
  isRecoveryCodeShaped,
  newRecoveryCodes,
  recoveryCodeHash,
} from './totp.js';

// RFC 6238 appendix B, SHA-1: the ASCII secret "12345678901234567890" (Base32 below), eight digits;
// a six-digit code is the last six of them (the same truncation, modulo 10^6).
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const vectors: [seconds: number, code: string, step: number][] = [
  [59, '94287082', 1],
  [1111111109, '07081804', 37037036],
  [1111111111, '14050471', 37037037],
  [1234567890, '89005924', 41152263],
  [2000000000, '69279037', 66666666],
  [20000000000, '65353130', 666666666],
];
const at = (seconds: number) => new Date(seconds * 1000);

describe('TOTP codes (RFC 6238)', () => {
  it.each(vectors)('accepts the test vector of T = %i s', async (seconds, code, step) => {
    expect(await acceptedStep(RFC_SECRET, code.slice(-6), at(seconds), null)).toBe(step);
  });

  it.each(
    vectors,
  )('accepts the code of T = %i s one step later and earlier, not two', async (seconds, code, step) => {
    const six = code.slice(-6);
    expect(await acceptedStep(RFC_SECRET, six, at(seconds + 30), null)).toBe(step);
    expect(await acceptedStep(RFC_SECRET, six, at(seconds - 30), null)).toBe(step);
    expect(await acceptedStep(RFC_SECRET, six, at(seconds + 60), null)).toBeNull();
    if (seconds >= 60) expect(await acceptedStep(RFC_SECRET, six, at(seconds - 60), null)).toBeNull();
  });

  it('refuses a code of a step already used (replay)', async () => {
    const [seconds, code, step] = vectors[3] as (typeof vectors)[number];
    expect(await acceptedStep(RFC_SECRET, code.slice(-6), at(seconds), step)).toBeNull();
    expect(await acceptedStep(RFC_SECRET, code.slice(-6), at(seconds), step - 1)).toBe(step);
  });

  it('refuses anything but six digits', async () => {
    for (const text of ['', '94287', '9428708', 'abcdef', '287 082', '-28708']) {
      expect(await acceptedStep(RFC_SECRET, text, at(59), null)).toBeNull();
    }
  });
});

describe('the secret at rest', () => {
  it('comes back as it went in, under the same key only', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 64 }),
        fc.string({ minLength: 32, maxLength: 64 }),
        (secret, key) => {
          const stored = encryptSecret(secret, key);
          expect(decryptSecret(stored, key)).toBe(secret);
          expect(() => decryptSecret(stored, `${key}x`)).toThrow();
        },
      ),
      { numRuns: 50 },
    );
  });

  it('is never stored twice the same (a new nonce each time)', () => {
    expect(encryptSecret('JBSWY3DPEHPK3PXP', null)).not.toBe(encryptSecret('JBSWY3DPEHPK3PXP', null));
  });
});

describe('recovery codes', () => {
  it('are ten different codes read from paper, hashed whatever the case and dashes', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
      expect(isRecoveryCodeShaped(code)).toBe(true);
      expect(recoveryCodeHash(code.toUpperCase().replace('-', ' '))).toBe(recoveryCodeHash(code));
    }
    expect(isRecoveryCodeShaped('123456')).toBe(false);
  });
});
