import type { Language } from '@selvedge/contracts';
import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type NewsImageRow, type NewsRow, news, newsImages } from './news.tables.js';

const textColumn = { en: news.textEn, nl: news.textNl, de: news.textDe, fr: news.textFr } as const;

export interface NewsFilter {
  language: Language;
  today: string;
  /** The reader's customer group; `all` for a preview of every group (administrators). */
  groupCode: string | null | 'all';
}

/** The news a reader sees: started and not ended, with text in the language, for the group (D16). */
function isCurrentFor(filter: NewsFilter): SQL | undefined {
  const forGroup: SQL | undefined =
    filter.groupCode === 'all'
      ? undefined
      : filter.groupCode === null
        ? sql`cardinality(${news.customerGroupCodes}) = 0`
        : sql`(cardinality(${news.customerGroupCodes}) = 0 or ${filter.groupCode} = any(${news.customerGroupCodes}))`;
  return and(
    lte(news.startDate, filter.today),
    or(isNull(news.endDate), gte(news.endDate, filter.today)),
    sql`btrim(${textColumn[filter.language]}) <> ''`,
    forGroup,
  );
}

/** Current news with text in the language, for the group, newest start date first (D16). */
export async function findCurrentNews(db: Db, filter: NewsFilter): Promise<NewsRow[]> {
  return db
    .select()
    .from(news)
    .where(isCurrentFor(filter))
    .orderBy(desc(news.startDate), desc(news.createdAt));
}

/** Whether an uploaded file is the image of a news item this reader sees now. */
export async function isFileOfCurrentNews(db: Db, fileId: string, filter: NewsFilter): Promise<boolean> {
  const rows = await db
    .select({ id: newsImages.id })
    .from(newsImages)
    .innerJoin(news, eq(news.id, newsImages.newsId))
    .where(and(eq(newsImages.fileId, fileId), isCurrentFor(filter)))
    .limit(1);
  return rows.length > 0;
}

/** The images of these items, primary first, then in their order. */
export async function findNewsImages(db: Db, newsIds: readonly string[]): Promise<NewsImageRow[]> {
  if (newsIds.length === 0) return [];
  return db
    .select()
    .from(newsImages)
    .where(inArray(newsImages.newsId, [...newsIds]))
    .orderBy(desc(newsImages.isPrimary), asc(newsImages.position), asc(newsImages.id));
}

/**
 * The administration's list: current and future news (not ended at `today`), or the history (end date
 * passed). Newest start date first.
 */
export async function listNewsByEnd(db: Db, scope: 'current' | 'history', today: string): Promise<NewsRow[]> {
  return db
    .select()
    .from(news)
    .where(scope === 'history' ? lt(news.endDate, today) : or(isNull(news.endDate), gte(news.endDate, today)))
    .orderBy(desc(news.startDate), desc(news.createdAt));
}

export async function findNews(db: Db, id: string): Promise<NewsRow | undefined> {
  const [row] = await db.select().from(news).where(eq(news.id, id)).limit(1);
  return row;
}

type NewsColumns = Omit<typeof news.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertNews(db: Db, values: NewsColumns): Promise<{ id: string }> {
  const [row] = await db.insert(news).values(values).returning({ id: news.id });
  if (!row) throw new Error('the news item was not stored');
  return row;
}

/** False when there is no news item with this id. */
export async function updateNewsRow(db: Db, id: string, values: NewsColumns): Promise<boolean> {
  const rows = await db
    .update(news)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(news.id, id))
    .returning({ id: news.id });
  return rows.length > 0;
}

/** The deleted item's (Dutch) subject; undefined when there was none with this id. */
export async function deleteNewsRow(db: Db, id: string): Promise<{ subject: string } | undefined> {
  const [row] = await db.delete(news).where(eq(news.id, id)).returning({ subject: news.subjectNl });
  return row;
}

type NewsImageColumns = Omit<typeof newsImages.$inferInsert, 'id' | 'newsId' | 'position'>;

/** The item's images, in this order (the position is the index). */
export async function insertNewsImages(
  db: Db,
  newsId: string,
  images: readonly NewsImageColumns[],
): Promise<void> {
  if (images.length === 0) return;
  await db.insert(newsImages).values(images.map((image, position) => ({ newsId, ...image, position })));
}

export async function replaceNewsImages(
  db: Db,
  newsId: string,
  images: readonly NewsImageColumns[],
): Promise<void> {
  await db.delete(newsImages).where(eq(newsImages.newsId, newsId));
  await insertNewsImages(db, newsId, images);
}
