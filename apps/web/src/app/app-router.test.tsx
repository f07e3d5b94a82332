import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Link, Outlet, useRoutes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lazyComponent } from '../lib/lazy-component';
import { stubMatchMedia } from '../testing/media';
import { AppRouter, history, useIsNavigating } from './app-router';
import { RouteErrorBoundary } from './route-error-boundary';
import type { AppRoute } from './router';
import { useScrollRestoration } from './use-scroll-restoration';

// What jsdom lacks and Mantine's provider asks for; the window's scrolling, watched.
const scrollTo = vi.fn();
beforeAll(() => {
  stubMatchMedia();
  vi.stubGlobal('scrollTo', scrollTo);
});
afterEach(() => {
  cleanup();
  scrollTo.mockClear();
  act(() => history.replace('/'));
});
afterAll(() => vi.unstubAllGlobals());

/** The frame of the test's screens: whether the app is on its way elsewhere, and the page. */
function Frame() {
  useScrollRestoration();
  return (
    <main data-navigating={useIsNavigating() || undefined}>
      <Link to="/slow">to the slow page</Link>
      <Outlet />
    </main>
  );
}

function Screens({ routes }: { routes: AppRoute[] }) {
  return useRoutes(routes);
}

const renderApp = (routes: AppRoute[]) =>
  render(
    <MantineProvider>
      <AppRouter>
        <RouteErrorBoundary>
          <Screens routes={[{ element: <Frame />, children: routes }]} />
        </RouteErrorBoundary>
      </AppRouter>
    </MantineProvider>,
  );

describe('the declarative router (ADR-029)', () => {
  it("keeps the page the user leaves, marked as on its way, until the next page's code is there", async () => {
    let arrive: () => void = () => undefined;
    const code = new Promise<{ SlowPage: () => React.ReactNode }>((resolve) => {
      arrive = () => resolve({ SlowPage: () => <p>The slow page</p> });
    });
    const SlowPage = lazyComponent(() => code, 'SlowPage');
    renderApp([
      { path: '/', element: <p>The first page</p> },
      { path: '/slow', element: <SlowPage />, code: SlowPage },
    ]);
    await act(async () => screen.getByText('to the slow page').click());
    expect(screen.getByText('The first page')).toBeTruthy();
    expect(screen.getByRole('main').dataset.navigating).toBe('true');
    await act(async () => arrive());
    expect(await screen.findByText('The slow page')).toBeTruthy();
    expect(screen.queryByText('The first page')).toBeNull();
    expect(screen.getByRole('main').dataset.navigating).toBeUndefined();
  });

  it('starts a new page at its top and returns to where the user was on going back', async () => {
    renderApp([
      { path: '/', element: <p>The first page</p> },
      { path: '/second', element: <p>The second page</p> },
    ]);
    // The user scrolls down the first page, then opens the second.
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    await act(async () => history.push('/second'));
    expect(await screen.findByText('The second page')).toBeTruthy();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    await act(async () => history.go(-1));
    expect(await screen.findByText('The first page')).toBeTruthy();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('shows the error page for a screen that fails to render, and the next screen again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('a bug');
    };
    renderApp([
      { path: '/', element: <Broken /> },
      { path: '/second', element: <p>The second page</p> },
    ]);
    expect(screen.getByRole('alert')).toBeTruthy();
    await act(async () => history.push('/second'));
    expect(await screen.findByText('The second page')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
