import type { Language, NewsItem } from '@selvedge/contracts';
import type { AuthenticatedContext } from '../../shared/context.js';
import { todayOf } from '../../shared/dates.js';
import type { AppDeps } from '../../shared/deps.js';
import { findCurrentNews, findNewsImages } from './news.repository.js';
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
 * The news the user sees on the dashboard (D16): started and not ended (today by the server's clock),
 * with text in the user's language, for every group or the user's customer group. Administrators
 * preview the news of every group in their language.
 */
export async function listNews(deps: AppDeps, ctx: AuthenticatedContext): Promise<{ news: NewsItem[] }> {
  const { db } = deps.database;
  const rows = await findCurrentNews(db, {
    language: ctx.user.language,
    today: todayOf(deps.clock),
    groupCode: ctx.user.role === 'Administrator' ? 'all' : (ctx.customer?.groupCode ?? null),
  });
  const images = await findNewsImages(
    db,
    rows.map((row) => row.id),
  );
  return {
    news: rows.map((row) => {
      const { title, subtitle, text } = localized(row, ctx.user.language);
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
