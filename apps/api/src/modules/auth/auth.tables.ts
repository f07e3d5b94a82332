import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { belongsTo } from '../../db/columns.js';
import { users } from '../users/users.tables.js';

/**
 * Server-side sessions (D3). The cookie holds a random token; only its SHA-256 is stored,
 * so a leaked table cannot be replayed.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** The user the session acts as. */
    userId: belongsTo('user_id', () => users.id),
    /** The signed-in user behind a login-as (D5); null when not acting. */
    realUserId: uuid('real_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * An export customer's ship-to for this session (D2): chosen at every sign-in, the user's last
     * choice preselected (ADR-022). The lists are scoped by this one, not by the user's last choice.
     */
    shipToId: text('ship_to_id'),
    /**
     * When the signed-in user passed their own second factor (a code, a recovery code or a remembered
     * device; ADR-035); null: signed in with the password alone. Acting keeps it: it is the real user's.
     */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_real_user_idx').on(t.realUserId)],
);

/** Single-use password reset tokens, valid one hour (D4). Only the hash is stored. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** Fixed-window counters for rate limits; in the database so that every API instance shares them. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
