/**
 * The routes of the apps a test file builds, as Fastify registers them (an onRoute hook on every
 * Fastify instance), so that a file can hold a table against the app's real routes: a new route fails
 * it until someone decides about it. A test file opts in with
 *   vi.mock('fastify', async (importOriginal) =>
 *     (await import('./support/collected-routes.js')).fastifyCollectingRoutes(importOriginal));
 */
import type { RouteAccess } from '../../src/plugins/access.js';

export interface CollectedRoute {
  method: string | string[];
  url: string;
  access: RouteAccess | undefined;
}

export const collectedRoutes: CollectedRoute[] = [];

export async function fastifyCollectingRoutes(importOriginal: <T>() => Promise<T>) {
  const actual = await importOriginal<typeof import('fastify')>();
  const withRouteHook = (options: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    // buildApp always passes its options; an instance made without any is a throwaway, not the app
    // (plugins/security.ts asks a bare one for helmet's headers once at start).
    if (options === undefined) return app;
    app.addHook('onRoute', (route) => {
      collectedRoutes.push({
        method: route.method,
        url: route.url ?? route.path,
        access: route.config?.access,
      });
    });
    return app;
  };
  return { ...actual, default: withRouteHook };
}
