import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeCodeOf } from '../../route-preloads';
import { type AppRoute, routes } from './router';

// jsdom gives this module an http: URL; the folder is Node's.
const routerFile = resolve(import.meta.dirname, 'router.tsx');
const source = (path: string) => resolve(import.meta.dirname, '..', path);

/** Every route of the real route table with its own code (`code`), as full paths, and whether it is inside a layout. */
function pathsWithCode(list: AppRoute[], prefix = '/', inLayout = false): [string, boolean][] {
  return list.flatMap((route) => {
    const path = route.path === undefined ? prefix : `${prefix.replace(/\/$/, '')}/${route.path}`;
    const isLayout = route.children !== undefined && route.code !== undefined;
    const own: [string, boolean][] = route.code && !route.children ? [[path, inLayout]] : [];
    return [...own, ...pathsWithCode(route.children ?? [], path, inLayout || isLayout)];
  });
}

describe("the build's route preloads, read from router.tsx", () => {
  const found = routeCodeOf(routerFile);

  it('reads every route of router.tsx that loads code, with the signed-in shell around the signed-in pages', () => {
    expect(found.map((route) => [route.path, route.layouts.length > 0]).sort()).toEqual(
      pathsWithCode(routes).sort(),
    );
  });

  it('names the translation area a page reads besides the core', () => {
    const byPath = new Map(found.map((route) => [route.path, route.areas]));
    expect(byPath.get('/placeorder')).toEqual(['ordering']);
    expect(byPath.get('/stockinfo')).toEqual(['ordering']);
    expect(byPath.get('/settings')).toEqual(['administration']);
    expect(byPath.get('/orders')).toEqual([]);
  });

  it("names each route's page module", () => {
    const byPath = new Map(found.map((route) => [route.path, route]));
    expect(byPath.get('/orders')).toEqual({
      path: '/orders',
      layouts: [source('app/shell/signed-in-area')],
      page: source('features/orders/components/orders-page'),
      areas: [],
    });
    expect(byPath.get('/order-detail/:orderId')?.page).toBe(
      source('features/document-detail/components/document-detail-page'),
    );
    expect(byPath.get('/login')).toEqual({
      path: '/login',
      layouts: [],
      page: source('features/auth/components/login-page'),
      areas: [],
    });
  });
});
