import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { SessionResponse } from '@selvedge/contracts';
import type { RequestContext } from '../shared/context.js';
import type { AppInstance } from '../shared/fastify.js';
import { type FirstScreen, firstScreenOf, loadFirstScreens } from './first-answers.js';
import { createPageHints, SIGN_IN_PATH } from './page-hints.js';

export interface SpaOptions {
  /** Where `/` takes the signed-in user of `ctx` (its session's landing page), null when nobody is. */
  landingOf(ctx: RequestContext): string | null;
  /** The session as GET /api/session answers it to the signed-in user of `ctx`, null when nobody is. */
  sessionOf(ctx: RequestContext): SessionResponse | null;
}

/**
 * Serves the built SPA from the same process: its files, and index.html for any other GET that is
 * not an API call, so that deep links such as /order-detail/123 load the app.
 */
export async function registerSpa(app: AppInstance, webDist: string, options: SpaOptions): Promise<boolean> {
  const root = resolve(webDist);
  if (!existsSync(resolve(root, 'index.html'))) return false;
  const pageFor = createPageHints(root);
  const firstScreens = await loadFirstScreens(root);
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    // `/` is a page of the app like any other (below), not the file index.html as built.
    index: false,
    // The build writes .br and .gz beside each asset (vite.config.ts): sent as the browser asks.
    preCompressed: true,
    // Our own Cache-Control below, not the plugin's default "public, max-age=0" on top of it.
    cacheControl: false,
    setHeaders: (res, path) => {
      // Sent as brotli, gzip or plain as the browser asks: a shared cache must keep them apart.
      res.setHeader('vary', 'accept-encoding');
      // Hashed assets never change; index.html must always be fresh.
      res.setHeader(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A missing asset, file or help page is a 404, not the app: a help link must never open the portal
    // itself, and a /favicon.ico or /sitemap.xml is no page of the app. Deep links have no extension.
    const isFile = /\.[a-z0-9]{2,5}$/i.test(path);
    if (isFile || ['/api/', '/health/', '/assets/', '/help/'].some((prefix) => path.startsWith(prefix))) {
      return reply.callNotFound();
    }
    const { ctx } = request;
    // `/` before sign-in is the sign-in page (the app's own redirect, HomeRedirect, said so only once its
    // code had come): the browser is sent there at once, and gets the page with its markup.
    if (path === '/' && ctx.user === null) return reply.redirect(SIGN_IN_PATH, 302);
    // A signed-in page carries its first answers: the session and the screen's first GETs.
    const session = request.method === 'GET' ? options.sessionOf(ctx) : null;
    const screen: FirstScreen = session
      ? await firstScreenOf(app, request, session, firstScreens)
      : { answers: {} };
    const isCarryingAnswers = Object.keys(screen.answers).length > 0;
    return (
      reply
        // A page with answers holds the API's private data, which is never kept (security.ts); any other
        // page is index.html with links, fresh at every visit.
        .header('cache-control', isCarryingAnswers ? 'private, no-store' : 'no-cache')
        .type('text/html; charset=utf-8')
        .send(
          pageFor({
            path,
            isSignedIn: ctx.user !== null,
            language: ctx.language,
            landing: options.landingOf(ctx),
            ...screen,
          }),
        )
    );
  });
  return true;
}
