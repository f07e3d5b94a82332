import { z } from 'zod';
import type { SessionResponse } from './auth.js';

/** The file the web build writes beside index.html and the API reads when it sends a page. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * What the server links from index.html for an address (docs/web-performance.md): for each route of the web
 * app's router, the scripts and styles its page and layouts need and the translation areas it reads;
 * each language's translation chunks, its core and each area.
 */
export const RoutePreloads = z.object({
  routes: z.array(
    z.object({
      /** React Router's form: `:name` one segment, `*` the rest. */
      path: z.string(),
      /** Shown inside a layout route: in router.tsx, only the signed-in pages are. */
      isSignedIn: z.boolean(),
      scripts: z.array(z.string()),
      styles: z.array(z.string()),
      /** The translation areas the route reads besides the core (`ordering`, `administration`). */
      translationAreas: z.array(z.string()),
    }),
  ),
  /** The translation chunks of each language: `core`, and one per area. */
  translations: z.record(z.string(), z.record(z.string(), z.string())),
});
export type RoutePreloads = z.infer<typeof RoutePreloads>;

/**
 * The module the web build writes beside index.html: app/first-requests.ts bundled on its own, the
 * table of the requests each screen makes first. The API runs it when it sends a signed-in page and
 * writes those GETs' answers into the page (first-answers.ts), so the app's table is the only one.
 */
export const FIRST_REQUESTS_FILE = 'first-requests.mjs';

/** A request a screen makes first: the address of a GET, or a POST that only reads. */
export type FirstRequest = string | { post: string; body: unknown };

/** What the module exports: the first requests of the screen at `location`, shown to `session`. */
export type FirstRequestsOf = (
  location: { pathname: string; search: string },
  session: SessionResponse,
) => FirstRequest[];
