import { type FieldError, PASSWORD_MIN_LENGTH } from '@selvedge/contracts';
import argon2 from 'argon2';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const hashOptions = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, hashOptions);

/** Verifies against a hash; without one, burns the same time so unknown accounts do not answer faster. */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    await argon2.hash(password, hashOptions);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** The server's password rules (foundations 5: "the rules for the new password are enforced by the server"). */
export function checkPasswordRules(
  password: string,
  confirmation: string,
  email: string,
  fields: { password: string; confirmation: string },
): FieldError[] {
  const problems: FieldError[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) {
    problems.push({ path: fields.password, code: 'PASSWORD_TOO_SHORT' });
  } else if (!/[A-Za-z]/.test(password) || !/[0-9]/.test(password)) {
    problems.push({ path: fields.password, code: 'PASSWORD_TOO_WEAK' });
  } else if (password.toLowerCase() === email.toLowerCase()) {
    problems.push({ path: fields.password, code: 'PASSWORD_SAME_AS_EMAIL' });
  }
  if (password !== confirmation) problems.push({ path: fields.confirmation, code: 'PASSWORD_MISMATCH' });
  return problems;
}
