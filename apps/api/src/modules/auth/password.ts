import { type FieldError, PASSWORD_MIN_LENGTH } from '@selvedge/contracts';
import argon2 from 'argon2';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane (22 ms a hash on the 2-core machine).
const owaspBaseline = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
// The test suites (NODE_ENV=test, which the test runner sets and no deployment uses, README) hash at
// argon2id's smallest cost, as Rails does with bcrypt in its test environment: they sign in thousands of
// times, and 22 ms a hash was a sixth of `npm test`'s CPU (268 → 229 s, ADR-039). The hash is still
// argon2id, made and verified by the same code; a verify takes the cost written in the hash itself.
const smallestCost = { type: argon2.argon2id, memoryCost: 1_024, timeCost: 1, parallelism: 1 };
const hashOptions = process.env.NODE_ENV === 'test' ? smallestCost : owaspBaseline;

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
