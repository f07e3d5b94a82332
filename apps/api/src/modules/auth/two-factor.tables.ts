import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { belongsTo } from '../../db/columns.js';
import { users } from '../users/users.tables.js';

/**
 * A user's authenticator secret (two-factor sign-in, ADR-035). `enabledAt` null: enrolment started, not
 * yet confirmed with a first code. The secret is encrypted with TWO_FACTOR_KEY (AES-256-GCM).
 * `lastUsedStep` is the 30-second step of the last code accepted: a code is never accepted twice.
 */
export const secondFactors = pgTable('second_factors', {
  userId: belongsTo('user_id', () => users.id).primaryKey(),
  secretEncrypted: text('secret_encrypted').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: integer('last_used_step'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Ten single-use recovery codes per user; only their SHA-256 is stored. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    userId: belongsTo('user_id', () => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

/** "Remember this device for 30 days": the cookie's token, stored hashed, with its end. */
export const rememberedDevices = pgTable(
  'remembered_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('remembered_devices_user_idx').on(t.userId)],
);

/**
 * A sign-in half done: the password was right, the second step (`code`, or `enrol` when the factor is
 * required and not set up) is due. It is no session: no route but the second step's reads it. Its
 * cookie's token is stored hashed; it ends at the step's success or after ten minutes.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    step: text('step', { enum: ['code', 'enrol'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_challenges_user_idx').on(t.userId)],
);
