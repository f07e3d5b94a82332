import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  FIRST_ANSWERS_MODULE,
  type FirstAnswers,
  type FirstQueriesOf,
  type PictureSources,
  type SessionResponse,
  type TopPictureOf,
} from '@selvedge/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../shared/fastify.js';

/**
 * The web build's first queries of each screen (first-answers.mjs: apps/web's app/first-answers.ts on
 * its own, which takes each screen's from its feature's `api/queries.ts`). One declaration for the
 * screen, the app's start and the server.
 */
export interface FirstScreens {
  firstQueriesOf: FirstQueriesOf;
  /** The picture a screen draws largest, from its answers; null for a build without it. */
  topPictureOf: TopPictureOf | null;
}

/** The first queries of the build in `webDist`, or null for a build without them: pages then carry the session only. */
export async function loadFirstScreens(webDist: string): Promise<FirstScreens | null> {
  const file = resolve(webDist, FIRST_ANSWERS_MODULE);
  if (!existsSync(file)) return null;
  const module: { firstQueriesOf?: unknown; topPictureOf?: unknown } = await import(pathToFileURL(file).href);
  if (typeof module.firstQueriesOf !== 'function') return null;
  return {
    firstQueriesOf: module.firstQueriesOf as FirstQueriesOf,
    topPictureOf: typeof module.topPictureOf === 'function' ? (module.topPictureOf as TopPictureOf) : null,
  };
}

/**
 * How long a page waits for one of its answers. They read the portal's own database and take a few
 * milliseconds; one that takes longer is left to the app to ask, rather than holding the page back.
 */
const ANSWER_WAIT_MS = 1_000;

/** What a signed-in page carries besides its code: its first GETs' answers and the picture they name. */
export interface FirstScreen {
  answers: FirstAnswers;
  picture?: PictureSources;
}

/**
 * The first answers of a signed-in page, for the server to write into the page it sends
 * (docs/web-performance.md): the session `session` (as GET /api/session answers it, built from the page's own
 * request context), then the answers of the GETs the screen at the address asks first (its first queries). Each of those
 * is asked of the portal's own API (`inject`: the same routes, hooks and rules as the app's request, with
 * the visitor's own cookie), so an answer is exactly the one the app would have been given a moment
 * later, role, customer scope, acting-as and maintenance included. Only 200 answers are kept: anything
 * else (refused, failed, too slow) is left to the app to ask and handle as always. The POST that only
 * reads (the order form's draft) is left to the app too: a page's GET never writes.
 */
export async function firstScreenOf(
  app: AppInstance,
  request: FastifyRequest,
  session: SessionResponse,
  screens: FirstScreens | null,
): Promise<FirstScreen> {
  const answers: FirstAnswers = { '/api/session': session };
  if (!screens) return { answers };
  const path = request.url.split('?')[0] ?? '';
  const location = { pathname: path, search: request.url.slice(path.length) };
  let gets: string[] = [];
  try {
    gets = screens
      .firstQueriesOf(location, session)
      .filter((first): first is string => typeof first === 'string');
  } catch (error) {
    // They only speed the page up: a bug in a declaration must never stop a page from being sent.
    request.log.warn({ err: error }, 'the first queries of a page could not be worked out');
  }
  const given = await Promise.all(gets.map(async (url) => [url, await answerOf(app, request, url)] as const));
  for (const [url, json] of given) if (json !== undefined) answers[url] = json;
  let picture: PictureSources | undefined;
  try {
    picture = screens.topPictureOf?.(location, session, answers);
  } catch (error) {
    request.log.warn({ err: error }, 'the top picture of a page could not be worked out');
  }
  return picture ? { answers, picture } : { answers };
}

/** The JSON of GET `url` as the API answers it to the visitor of `request`; undefined unless a 200 in time. */
async function answerOf(app: AppInstance, request: FastifyRequest, url: string): Promise<unknown> {
  const { cookie, 'accept-language': language, 'user-agent': agent } = request.headers;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolveLate) => {
    timer = setTimeout(() => resolveLate(undefined), ANSWER_WAIT_MS);
  });
  try {
    const response = await Promise.race([
      app.inject({
        method: 'GET',
        url,
        // What the app's fetch sends (lib/api-client.ts), without compression: the page is compressed whole.
        headers: {
          accept: 'application/json',
          ...(cookie ? { cookie } : {}),
          ...(language ? { 'accept-language': language } : {}),
          ...(agent ? { 'user-agent': agent } : {}),
        },
        remoteAddress: request.ip,
      }),
      late,
    ]);
    if (!response || response.statusCode !== 200) return undefined;
    if (!String(response.headers['content-type'] ?? '').startsWith('application/json')) return undefined;
    return response.json();
  } catch (error) {
    request.log.warn({ err: error, url }, 'a first answer of a page could not be asked');
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}
