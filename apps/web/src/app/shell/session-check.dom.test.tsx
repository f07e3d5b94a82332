import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '../../lib/session';
import { sessionOf } from '../../testing/sessions';
import { useSessionCheckOnNavigation } from './session-check';

afterEach(cleanup);

function Page({ pathname }: { pathname: string }): ReactNode {
  useSessionCheckOnNavigation(pathname);
  return null;
}

/** A query client whose session came `ageMs` ago, and the invalidations it is asked for. */
function clientWithSessionOf(ageMs: number) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(sessionQueryKey, sessionOf({ role: 'Customer' }), {
    updatedAt: Date.now() - ageMs,
  });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const show = (pathname: string) => (
    <QueryClientProvider client={queryClient}>
      <Page pathname={pathname} />
    </QueryClientProvider>
  );
  return { invalidate, show };
}

describe('the session check on a change of page', () => {
  it('does not ask again on the first page, whose session came with it, however long it took to start', () => {
    const { invalidate, show } = clientWithSessionOf(5_000);
    render(show('/orders'));
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('asks again on every later change of page, the first page included', () => {
    const { invalidate, show } = clientWithSessionOf(5_000);
    const { rerender } = render(show('/orders'));
    rerender(show('/deliveries'));
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: sessionQueryKey });
    rerender(show('/orders'));
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it('does not ask again for a session younger than a second (redirects follow each other)', () => {
    const { invalidate, show } = clientWithSessionOf(0);
    const { rerender } = render(show('/'));
    rerender(show('/dashboard'));
    expect(invalidate).not.toHaveBeenCalled();
  });
});
