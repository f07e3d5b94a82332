import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionOf } from '../testing/sessions';
import { replaceSession, SessionProvider, sessionQueryKey, useSession } from './session';

function cacheOfAdministrator(): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(sessionQueryKey, sessionOf({ role: 'Administrator' }));
  queryClient.setQueryData(['users', 'list', { page: 1 }], { rows: ['someone'] });
  queryClient.setQueryData(['dashboard', 'work-queue'], { pendingRegistrations: 3 });
  return queryClient;
}

describe('replaceSession', () => {
  it('shows nothing cached for the previous user once another user acts', () => {
    const queryClient = cacheOfAdministrator();
    const customer = sessionOf({ role: 'Customer' });

    replaceSession(queryClient, customer);

    expect(queryClient.getQueryData(sessionQueryKey)).toEqual(customer);
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([sessionQueryKey]);
  });

  it('leaves an empty session when the session ended, so the guards ask to sign in', () => {
    const queryClient = cacheOfAdministrator();

    replaceSession(queryClient, null);

    expect(queryClient.getQueryData(sessionQueryKey)).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(1);
  });
});

describe('SessionProvider', () => {
  function Reader({ name }: { name: string }) {
    const { data } = useSession();
    return createElement('p', null, `${name}: ${data?.user.email ?? 'nobody'}`);
  }

  afterEach(cleanup);

  it('gives every reader the same session through one observer of the query', () => {
    const queryClient = new QueryClient();
    const session = sessionOf({ role: 'Customer' });
    queryClient.setQueryData(sessionQueryKey, session);

    render(
      createElement(
        QueryClientProvider,
        { client: queryClient },
        createElement(
          SessionProvider,
          null,
          ['header', 'menu', 'page'].map((name) => createElement(Reader, { key: name, name })),
        ),
      ),
    );

    for (const name of ['header', 'menu', 'page'])
      expect(screen.getByText(`${name}: ${session.user.email}`)).toBeTruthy();
    expect(queryClient.getQueryCache().find({ queryKey: sessionQueryKey })?.getObserversCount()).toBe(1);
  });

  it('shows a new session to every reader at once', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(sessionQueryKey, sessionOf({ role: 'Customer' }));
    render(
      createElement(
        QueryClientProvider,
        { client: queryClient },
        createElement(SessionProvider, null, createElement(Reader, { name: 'header' })),
      ),
    );
    const next = sessionOf({ role: 'Administrator' });

    act(() => replaceSession(queryClient, next));

    // TanStack Query tells its observers in a task of its own.
    expect(await screen.findByText(`header: ${next.user.email}`)).toBeTruthy();
  });

  it('refuses a reader outside it, instead of a screen without its session', () => {
    const queryClient = new QueryClient();
    const silence = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        createElement(QueryClientProvider, { client: queryClient }, createElement(Reader, { name: 'x' })),
      ),
    ).toThrow(/outside SessionProvider/);
    silence.mockRestore();
  });
});
