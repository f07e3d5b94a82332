import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { sessionOf } from '../testing/sessions';
import { replaceSession, sessionQueryKey } from './session';

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
