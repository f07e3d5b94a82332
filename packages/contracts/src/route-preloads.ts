import { z } from 'zod';

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
