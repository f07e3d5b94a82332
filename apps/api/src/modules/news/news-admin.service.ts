import type { NewsAdmin, NewsInput } from '@selvedge/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { AuthenticatedContext } from '../../shared/context.js';
import { invalidFields, notFound } from '../../shared/errors.js';
import { deleteStoredFiles, describeFiles, fileExtension } from '../files/index.js';
import { writeContentChange } from '../logs/index.js';
import {
  deleteNewsRow,
  findNews,
  findNewsImages,
  insertNews,
  listNewsByEnd,
  replaceNewsImages,
  updateNewsRow,
} from './news.repository.js';
import type { NewsImageRow, NewsRow } from './news.tables.js';

export const NEWS_IMAGE_PATH = '/api/news/images';

type ParsedInput = z.output<typeof NewsInput>;

const view = (row: NewsRow, images: NewsImageRow[]): NewsAdmin => ({
  id: row.id,
  subject: { en: row.subjectEn, nl: row.subjectNl, de: row.subjectDe, fr: row.subjectFr },
  subtitle: { en: row.subtitleEn, nl: row.subtitleNl, de: row.subtitleDe, fr: row.subtitleFr },
  text: { en: row.textEn, nl: row.textNl, de: row.textDe, fr: row.textFr },
  startDate: row.startDate,
  endDate: row.endDate,
  customerGroupCodes: row.customerGroupCodes,
  images: images
    .filter((image) => image.newsId === row.id)
    .map((image) => ({ fileId: image.fileId, url: image.url, isPrimary: image.isPrimary })),
});

const columnsOf = (input: ParsedInput) => ({
  subjectEn: input.subject.en,
  subjectNl: input.subject.nl,
  subjectDe: input.subject.de,
  subjectFr: input.subject.fr,
  subtitleEn: input.subtitle.en,
  subtitleNl: input.subtitle.nl,
  subtitleDe: input.subtitle.de,
  subtitleFr: input.subtitle.fr,
  textEn: input.text.en,
  textNl: input.text.nl,
  textDe: input.text.de,
  textFr: input.text.fr,
  startDate: input.startDate,
  endDate: input.endDate,
  customerGroupCodes: [...new Set(input.customerGroupCodes)],
});

/**
 * The administration's list: current and future news (not ended), or the history (end date passed,
 * /newshistory). Newest start date first.
 */
export async function listNewsForAdmin(
  db: Db,
  scope: 'current' | 'history',
  today: string,
): Promise<{ news: NewsAdmin[] }> {
  const rows = await listNewsByEnd(db, scope, today);
  const images = await findNewsImages(
    db,
    rows.map((row) => row.id),
  );
  return { news: rows.map((row) => view(row, images)) };
}

export async function getNewsForAdmin(db: Db, id: string): Promise<NewsAdmin> {
  const row = await findNews(db, id);
  if (!row) throw notFound();
  return view(row, await findNewsImages(db, [id]));
}

/**
 * The image rows for the input: uploads by file id (must be a stored image), kept images by the URL
 * the item already has. Exactly one is primary: the first one marked, else the first image.
 */
async function resolveImages(
  db: Db,
  input: ParsedInput,
  existing: readonly NewsImageRow[],
): Promise<Array<{ url: string; fileId: string | null; isPrimary: boolean }>> {
  const fileIds = input.images.flatMap((image) => (image.fileId ? [image.fileId] : []));
  const files = await describeFiles(db, fileIds);
  const problems: Array<{ path: string; code: 'INVALID_VALUE' }> = [];
  const resolved = input.images.map((image, index) => {
    if (image.fileId) {
      const file = files.get(image.fileId);
      if (!file?.contentType.startsWith('image/'))
        problems.push({ path: `images.${index}.fileId`, code: 'INVALID_VALUE' });
      const url = `${NEWS_IMAGE_PATH}/${image.fileId}.${fileExtension(file?.contentType ?? '')}`;
      return { url, fileId: image.fileId, isPrimary: image.isPrimary };
    }
    const kept = existing.find((row) => row.url === image.url);
    if (!kept) problems.push({ path: `images.${index}.url`, code: 'INVALID_VALUE' });
    return { url: image.url ?? '', fileId: kept?.fileId ?? null, isPrimary: image.isPrimary };
  });
  if (problems.length > 0) throw invalidFields(problems);
  const unique = resolved.filter(
    (image, index) => resolved.findIndex((other) => other.url === image.url) === index,
  );
  const primary = Math.max(
    0,
    unique.findIndex((image) => image.isPrimary),
  );
  return unique.map((image, index) => ({ ...image, isPrimary: index === primary }));
}

type ResolvedImages = Awaited<ReturnType<typeof resolveImages>>;

async function replaceImages(
  db: Db,
  newsId: string,
  images: ResolvedImages,
  existing: NewsImageRow[],
): Promise<void> {
  await replaceNewsImages(db, newsId, images);
  // administration 2: on update, the existing images no longer selected are deleted.
  const keptFiles = new Set(images.map((image) => image.fileId));
  await deleteStoredFiles(
    db,
    existing.flatMap((row) => (row.fileId && !keptFiles.has(row.fileId) ? [row.fileId] : [])),
  );
}

const subjectOf = (input: ParsedInput) => input.subject.nl;

export async function createNews(
  db: Db,
  ctx: AuthenticatedContext,
  input: ParsedInput,
): Promise<{ id: string }> {
  // Checked before the row is written, so a wrong image leaves nothing behind.
  const images = await resolveImages(db, input, []);
  const row = await insertNews(db, columnsOf(input));
  await replaceImages(db, row.id, images, []);
  await writeContentChange(db, ctx, {
    event: 'NEWS_CHANGED',
    action: 'created',
    id: { newsId: row.id },
    name: subjectOf(input),
  });
  return row;
}

export async function updateNews(
  db: Db,
  ctx: AuthenticatedContext,
  id: string,
  input: ParsedInput,
): Promise<void> {
  const existing = await findNewsImages(db, [id]);
  const images = await resolveImages(db, input, existing);
  if (!(await updateNewsRow(db, id, columnsOf(input)))) throw notFound();
  await replaceImages(db, id, images, existing);
  await writeContentChange(db, ctx, {
    event: 'NEWS_CHANGED',
    action: 'updated',
    id: { newsId: id },
    name: subjectOf(input),
  });
}

export async function deleteNews(db: Db, ctx: AuthenticatedContext, id: string): Promise<void> {
  const images = await findNewsImages(db, [id]);
  const row = await deleteNewsRow(db, id);
  if (!row) throw notFound();
  await deleteStoredFiles(
    db,
    images.flatMap((image) => (image.fileId ? [image.fileId] : [])),
  );
  await writeContentChange(db, ctx, {
    event: 'NEWS_CHANGED',
    action: 'deleted',
    id: { newsId: id },
    name: row.subject,
  });
}
