import type { Language, NewsItem } from '@selvedge/contracts';
import type { AuthenticatedContext } from '../../shared/context.js';
import { todayOf } from '../../shared/dates.js';
import type { AppDeps } from '../../shared/deps.js';
import { findStoredFile, type StoredFileRow } from '../files/index.js';
import { findCurrentNews, findNewsImages, isFileOfCurrentNews, type NewsFilter } from './news.repository.js';
import type { NewsRow } from './news.tables.js';

/** Only documents whose URL is a .jpg or .png are images (foundations 2 "Dashboard and news"). */
export const isImageUrl = (url: string): boolean => /\.(jpe?g|png)$/i.test(url.split(/[?#]/)[0] ?? '');

const localized = (row: NewsRow, language: Language) =>
  ({
    en: { title: row.subjectEn, subtitle: row.subtitleEn, text: row.textEn },
    nl: { title: row.subjectNl, subtitle: row.subtitleNl, text: row.textNl },
    de: { title: row.subjectDe, subtitle: row.subtitleDe, text: row.textDe },
    fr: { title: row.subjectFr, subtitle: row.subtitleFr, text: row.textFr },
  })[language];

/**
 * What decides which news a user reads: the reader's language (the person at the keyboard's, also while
 * acting: a screen never mixes languages, D9), today, the customer's group.
 */
const readerOf = (deps: AppDeps, ctx: AuthenticatedContext): NewsFilter => ({
  language: ctx.language,
  today: todayOf(deps.clock),
  groupCode: ctx.user.role === 'Administrator' ? 'all' : (ctx.customer?.groupCode ?? null),
});

/**
 * An uploaded news image, only for a reader of a news item it belongs to (D2, D7): never a document's
 * file, nor the image of another group's news. Administrators see every uploaded image (the news
 * editor previews an upload before the item is saved).
 */
export async function findNewsImageFile(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  fileId: string,
): Promise<StoredFileRow | undefined> {
  const { db } = deps.database;
  const mayRead =
    ctx.user.role === 'Administrator' || (await isFileOfCurrentNews(db, fileId, readerOf(deps, ctx)));
  if (!mayRead) return undefined;
  const file = await findStoredFile(db, fileId);
  // Only images are served here, with the type their bytes were found to be (D7).
  return file?.contentType.startsWith('image/') ? file : undefined;
}

/**
 * The news the user sees on the dashboard (D16): started and not ended (today by the server's clock),
 * with text in the user's language, for every group or the user's customer group. Administrators
 * preview the news of every group in their language.
 */
export async function listNews(deps: AppDeps, ctx: AuthenticatedContext): Promise<{ news: NewsItem[] }> {
  const { db } = deps.database;
  const rows = await findCurrentNews(db, readerOf(deps, ctx));
  const images = await findNewsImages(
    db,
    rows.map((row) => row.id),
  );
  return {
    news: rows.map((row) => {
      const { title, subtitle, text } = localized(row, ctx.language);
      return {
        id: row.id,
        title,
        subtitle: subtitle.trim() ? subtitle : null,
        text,
        startDate: row.startDate,
        images: images
          .filter((image) => image.newsId === row.id && isImageUrl(image.url))
          .map((image) => ({ url: image.url, isPrimary: image.isPrimary })),
      };
    }),
  };
}
