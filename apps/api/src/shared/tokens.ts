import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe secret of 256 bits. */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

/** Secrets are stored only as their SHA-256, so a database leak cannot be replayed. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
