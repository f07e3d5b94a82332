import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, isoDate } from '../../db/columns.js';
import { storedFiles } from '../files/files.tables.js';

const localized = (name: string) => text(name).notNull().default('');

/**
 * News on the dashboard (foundations 2 "Dashboard and news", 3 "News item", D16). Subject, subtitle and
 * text per language; an empty text means "not in that language" and hides the item for its readers.
 * An empty group list means every customer group. The administration (a later issue) edits these rows.
 */
export const news = pgTable(
  'news',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    startDate: isoDate('start_date').notNull(),
    /** Last day shown; null: no end. */
    endDate: isoDate('end_date'),
    subjectEn: localized('subject_en'),
    subjectNl: localized('subject_nl'),
    subjectDe: localized('subject_de'),
    subjectFr: localized('subject_fr'),
    subtitleEn: localized('subtitle_en'),
    subtitleNl: localized('subtitle_nl'),
    subtitleDe: localized('subtitle_de'),
    subtitleFr: localized('subtitle_fr'),
    textEn: localized('text_en'),
    textNl: localized('text_nl'),
    textDe: localized('text_de'),
    textFr: localized('text_fr'),
    customerGroupCodes: text('customer_group_codes').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_start_date_idx').on(t.startDate.desc())],
);

/**
 * The documents of a news item (foundations 3: id, documentUrl, isPrimary). Only .jpg and .png URLs are
 * shown as images; an upload (D33) is a stored file served at /api/news/images/<file id>.<ext>.
 */
export const newsImages = pgTable(
  'news_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    newsId: belongsTo('news_id', () => news.id),
    url: text('url').notNull(),
    /** The uploaded image (D33); null for the demo seed's drawn images. */
    fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'cascade' }),
    isPrimary: boolean('is_primary').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('news_images_news_idx').on(t.newsId)],
);

export type NewsRow = typeof news.$inferSelect;
export type NewsImageRow = typeof newsImages.$inferSelect;
