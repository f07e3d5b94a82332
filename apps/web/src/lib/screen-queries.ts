/**
 * What a screen asks the API, as plain data: the query key and the address of each query. The screen's
 * hooks hand them to TanStack Query (`screenQuery` in api-client.ts), and the first queries each feature's
 * `api/queries.ts` declares for its screen are the same objects, so what the server and main.tsx ask
 * before the app has loaded (the first answers, app/first-answers.ts) is what the screen asks, by
 * construction. Free of React and of the app: main.tsx and the server run the first queries.
 */
import type { FirstQuery, HelpPage, PictureSources, SessionResponse } from '@selvedge/contracts';
import { type ListParams, readListParams } from './list-params';
import { sharedQueryKeys } from './query-keys';

/** The query's values of an address: those undefined or empty are left out. */
export type QueryValues = Record<string, string | number | boolean | undefined>;

/** The address of an API call: the path and the query's non-empty values, in their order. */
export function apiUrl(path: string, query?: QueryValues): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** A GET a screen asks through TanStack Query. */
export interface GetQuery {
  queryKey: readonly unknown[];
  path: string;
  query?: QueryValues;
}

/**
 * A POST that only reads (the open order draft, created once and then answered the same; the API
 * client's `isRead`), asked as a query.
 */
export interface ReadQuery {
  queryKey: readonly unknown[];
  post: string;
  body: unknown;
}

export type ScreenQuery = GetQuery | ReadQuery;

/** The request of `query`, as the first answers name it: a GET's address, or the POST and its body. */
export function firstQueryOf(query: ScreenQuery): FirstQuery {
  return 'post' in query ? { post: query.post, body: query.body } : apiUrl(query.path, query.query);
}

/** What a screen is shown for: its address's query string and the session of who sees it. */
export interface ScreenVisit {
  search: URLSearchParams;
  session: SessionResponse;
}

/**
 * A screen's first queries (what it asks when it is first drawn), declared in its feature's
 * `api/queries.ts` beside the queries themselves, as a route loader would be.
 */
export interface ScreenFirstQueries {
  queries: (visit: ScreenVisit) => ScreenQuery[];
  /**
   * The picture the screen draws largest, read from the answer of one of its queries (the dashboard's
   * top news picture): preloaded with the page instead of after the app has drawn that answer.
   */
  topPicture?: {
    query: (visit: ScreenVisit) => GetQuery;
    pictureOf: (answer: unknown) => PictureSources | undefined;
  };
}

/** The links of a screen's help button (components/info-button.tsx): every screen with one asks it first. */
export const helpTextQuery = (page: HelpPage): GetQuery => ({
  queryKey: [...sharedQueryKeys.helpTexts, page],
  path: `/api/help-texts/${page}`,
});

/** A page of a list's rows, as the list asks it: its `page` and `search` (lib/list-params.ts). */
export const listPageQuery = (
  queryKey: readonly unknown[],
  path: string,
  { page, search }: ListParams,
): GetQuery => ({ queryKey, path, query: { page, search } });

/** A list screen's first queries: its help and the page of rows its address shows (`?page=&search=`). */
export const listScreenFirstQueries = (
  help: HelpPage,
  rows: (params: ListParams) => GetQuery,
): ScreenFirstQueries => ({
  queries: ({ search }) => [helpTextQuery(help), rows(readListParams(search))],
});
