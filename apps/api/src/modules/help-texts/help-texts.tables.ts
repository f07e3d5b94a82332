import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A help document per page name, one link per language (administration 3). */
export const helpTexts = pgTable(
  'help_texts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    page: text('page').notNull(),
    title: text('title').notNull(),
    contentEn: text('content_en').notNull(),
    contentNl: text('content_nl').notNull(),
    contentDe: text('content_de').notNull(),
    contentFr: text('content_fr').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('help_texts_page_key').on(t.page)],
);
