import { z } from 'zod';

/** The file the web build writes beside index.html and the API reads when it sends a page (issue 15). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * What the server links from index.html for an address (decision 024): for each route of the web
 * app's router, the scripts and styles its page and layouts need; each language's translation chunk.
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
    }),
  ),
  /** The translation chunk of each language. */
  translations: z.record(z.string(), z.string()),
});
export type RoutePreloads = z.infer<typeof RoutePreloads>;
