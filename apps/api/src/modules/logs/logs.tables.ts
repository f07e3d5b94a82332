import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The portal's own log of errors and business events (D31), searched by administrators. */
export const logEntries = pgTable(
  'log_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    level: text('level', { enum: ['error', 'warn', 'info'] }).notNull(),
    event: text('event').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id'),
    /** The real user behind a login-as (D5). */
    realUserId: uuid('real_user_id'),
    referenceId: text('reference_id'),
    message: text('message').notNull(),
    data: jsonb('data'),
  },
  (t) => [
    index('log_entries_created_idx').on(t.createdAt),
    index('log_entries_level_created_idx').on(t.level, t.createdAt),
    index('log_entries_reference_idx').on(t.referenceId),
  ],
);
