import type { ErrorCode, FieldError } from '@selvedge/contracts';
import {
  ACCEPT_JSON,
  forgetFirstAnswers,
  requestKey,
  takeArrivedAnswer,
  takeFirstAnswer,
} from './first-answers';
import { apiUrl, type GetQuery, type QueryValues } from './screen-queries';

/** Codes the client adds to the API's own: no answer at all, or an answer that is not problem+json. */
export type ClientErrorCode = 'NETWORK' | 'UNKNOWN';

/** Every failed call ends in one of these, so screens translate `errors.<code>` and nothing else. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | ClientErrorCode;
  readonly fields: FieldError[];
  readonly referenceId: string | undefined;

  constructor(init: {
    status: number;
    code: ErrorCode | ClientErrorCode;
    fields?: FieldError[];
    referenceId?: string | undefined;
  }) {
    super(init.code);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? [];
    this.referenceId = init.referenceId;
  }

  get isServerError(): boolean {
    return this.status >= 500 || this.code === 'NETWORK';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** How the app reacts to answers that concern more than the screen that asked (D15). */
export interface ApiClientHandlers {
  /** Moves the user to another page; the app passes the router's navigate. */
  navigate: (to: string) => void;
  /** The session has ended: called before `navigate` to the sign-in page. */
  onSignedOut: () => void;
  /** A 403: the user is told, never signed out. */
  onForbidden: (error: ApiError) => void;
  /** A 5xx or no answer: the user is told, with the reference id when there is one. */
  onServerError: (error: ApiError) => void;
  /**
   * The session changed under the user: a 503 MAINTENANCE (maintenance was switched on while they
   * worked) or a 409 SHIP_TO_REQUIRED (the ERP no longer has the export customer's chosen ship-to).
   */
  onSessionOutdated: () => void;
}

const defaultHandlers: ApiClientHandlers = {
  navigate: (to) => window.location.assign(to),
  onSignedOut: () => {},
  onForbidden: () => {},
  onServerError: () => {},
  onSessionOutdated: () => {},
};

let handlers: ApiClientHandlers = defaultHandlers;

export function configureApiClient(overrides: Partial<ApiClientHandlers>): void {
  handlers = { ...defaultHandlers, ...overrides };
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: QueryValues;
  signal?: AbortSignal;
  /**
   * The start-up probe of GET /api/session: its 401 only means "not signed in yet" and must not
   * send anyone to the sign-in page.
   */
  isSessionProbe?: boolean;
  /**
   * A POST that changes nothing another answer says (the open order draft, created once and then
   * read): it leaves the first answers (lib/first-answers.ts) in place, and takes its own when main.tsx
   * asked it early.
   */
  isRead?: boolean;
  /**
   * The screen shows a failure of the server itself, with its reference id (the stock check, ordering
   * §8): the app's general notice would say it a second time.
   */
  isServerErrorShownByCaller?: boolean;
}

const publicPaths = ['/login', '/forgot-password', '/reset-password', '/registration'];

/** The sign-in page, remembering where the user was so that sign-in brings them back (D15). */
export function signInUrlFor(location: Pick<Location, 'pathname' | 'search'>): string {
  const returnTo = `${location.pathname}${location.search}`;
  if (location.pathname === '/' || publicPaths.includes(location.pathname)) return '/login';
  return `/login?returnTo=${encodeURIComponent(returnTo)}`;
}

/** Only a path of this portal is a place to return to; anything else could lead off-site. */
export function safeReturnTo(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (publicPaths.some((path) => value === path || value.startsWith(`${path}?`))) return null;
  return value;
}

interface ProblemBody {
  code?: unknown;
  fields?: unknown;
  referenceId?: unknown;
}

async function errorOf(response: Response): Promise<ApiError> {
  let body: ProblemBody = {};
  try {
    body = (await response.json()) as ProblemBody;
  } catch {
    // Not JSON (a proxy's error page, for example): the status alone must do.
  }
  const code = typeof body.code === 'string' ? (body.code as ErrorCode) : 'UNKNOWN';
  return new ApiError({
    status: response.status,
    code,
    fields: Array.isArray(body.fields) ? (body.fields as FieldError[]) : [],
    referenceId: typeof body.referenceId === 'string' ? body.referenceId : undefined,
  });
}

const isSessionOutdated = (error: ApiError) =>
  error.code === 'MAINTENANCE' || error.code === 'SHIP_TO_REQUIRED';

function react(error: ApiError, options: RequestOptions): void {
  if (error.status === 401 && error.code === 'UNAUTHENTICATED') {
    if (options.isSessionProbe) return;
    handlers.onSignedOut();
    if (window.location.pathname !== '/login') handlers.navigate(signInUrlFor(window.location));
    return;
  }
  if (error.status === 403) handlers.onForbidden(error);
  else if (isSessionOutdated(error)) handlers.onSessionOutdated();
  else if (error.isServerError && !options.isServerErrorShownByCaller) handlers.onServerError(error);
}

/** The one HTTP client of the SPA: same-origin JSON with the session cookie. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal } = options;
  const url = apiUrl(path, query);
  // A write may change what the first answers say (main.tsx asked them before anything was done).
  if (method !== 'GET' && !options.isRead) forgetFirstAnswers();
  const ask = () =>
    fetch(url, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: ACCEPT_JSON,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : null,
      signal: signal ?? null,
    });
  const early =
    method === 'GET' || options.isRead ? takeFirstAnswer(requestKey(method, url, body)) : undefined;
  let isEarly = false;
  let response: Response;
  try {
    // A first answer that failed is asked again, as the screen would have asked it.
    response = await (early
      ? early.response.then((answer) => {
          isEarly = true;
          return answer;
        }, ask)
      : ask());
  } catch (cause) {
    if (signal?.aborted) throw cause;
    const error = new ApiError({ status: 0, code: 'NETWORK' });
    react(error, options);
    throw error;
  }
  if (!response.ok) {
    const error = await errorOf(response);
    react(error, options);
    throw error;
  }
  if (response.status === 204) return undefined as T;
  // A first answer's JSON as it was read for every reader: in the same step as the dashboard's
  // picture preload (app/first-answers.ts), never before it.
  const json = isEarly ? await early?.json : undefined;
  if (json !== undefined) return json as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * A query of GET `path` (spread into useQuery's options): it asks the API, and it starts with the
 * first answer the page carried or main.tsx asked for (app/first-answers.ts) when that has come and been
 * read before the query is made. The screen then draws its data in its first render, instead of a
 * skeleton first and one more long render when the answer is handed over.
 */
export function apiGetQuery<T>(path: string, query?: RequestOptions['query']) {
  let receivedAt: number | undefined;
  return {
    queryFn: () => api.get<T>(path, query ? { query } : {}),
    initialData: (): T | undefined => {
      const arrived = takeArrivedAnswer(requestKey('GET', apiUrl(path, query)));
      receivedAt = arrived?.receivedAt;
      return arrived?.json as T | undefined;
    },
    initialDataUpdatedAt: () => receivedAt,
  };
}

/**
 * The options of a screen's GET query as its feature declares it (lib/screen-queries.ts), spread into
 * useQuery's: the key and address the first answers use too (apiGetQuery).
 */
export function screenQuery<T>({ queryKey, path, query }: GetQuery) {
  return { queryKey, ...apiGetQuery<T>(path, query) };
}

export interface DownloadedFile {
  blob: Blob;
  /** The answer's Content-Disposition header, for the file name. */
  contentDisposition: string | null;
}

/**
 * GET of a file (a PDF, D18). A failure is the same ApiError as any call's, and an answer of
 * another type than `accept` is one too: a problem+json or an HTML page is never saved as a file.
 */
export async function apiDownload(
  path: string,
  options: Omit<RequestOptions, 'method' | 'body' | 'isSessionProbe'> & { accept: string },
): Promise<DownloadedFile> {
  const { query, signal, accept } = options;
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      method: 'GET',
      credentials: 'same-origin',
      headers: { accept: `${accept}, application/problem+json` },
      signal: signal ?? null,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError({ status: 0, code: 'NETWORK' });
  }
  if (!response.ok) {
    const error = await errorOf(response);
    // The caller tells what failed ("the PDF could not be downloaded"); only the session-wide
    // answers (sign-in, not allowed, maintenance) are left to the app.
    if (error.status === 401 || error.status === 403 || isSessionOutdated(error)) react(error, options);
    throw error;
  }
  const type = response.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith(accept))
    throw new ApiError({ status: response.status, code: 'UNKNOWN' });
  return { blob: await response.blob(), contentDisposition: response.headers.get('content-disposition') };
}

type BodylessOptions = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/**
 * POST of one file as its raw bytes (uploads of the administration, ADR-013); the answer
 * and its errors are those of any call.
 */
export async function apiUpload<T>(path: string, file: Blob, query: RequestOptions['query']): Promise<T> {
  forgetFirstAnswers();
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        accept: ACCEPT_JSON,
        'content-type': 'application/octet-stream',
      },
      body: file,
    });
  } catch {
    throw new ApiError({ status: 0, code: 'NETWORK' });
  }
  if (!response.ok) {
    const error = await errorOf(response);
    react(error, {});
    throw error;
  }
  return (await response.json()) as T;
}
