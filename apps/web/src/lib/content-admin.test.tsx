import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../testing/api';
import { useDeleteContentItem, useSaveContentItem } from './content-admin';

afterEach(() => vi.unstubAllGlobals());

const keys = [['admin', 'news'], ['news']] as const;

function setUp() {
  const calls = stubApi(() => ({ body: {} }));
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const refreshed = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { calls, refreshed, wrapper };
}

describe('the content administrations’ save and delete', () => {
  it('creates without an id, updates with one, and refreshes the lists in order once done', async () => {
    const { calls, refreshed, wrapper } = setUp();
    const { result } = renderHook(() => useSaveContentItem<{ title: string }>('/api/admin/news', keys), {
      wrapper,
    });
    await act(() => result.current.mutateAsync({ id: null, body: { title: 'New' } }));
    await act(() => result.current.mutateAsync({ id: 'n1', body: { title: 'Changed' } }));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/admin/news',
      'PUT /api/admin/news/n1',
    ]);
    expect(calls[1]?.body).toEqual({ title: 'Changed' });
    expect(refreshed.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([...keys, ...keys]);
  });

  it('deletes by id and refreshes the lists', async () => {
    const { calls, refreshed, wrapper } = setUp();
    const { result } = renderHook(() => useDeleteContentItem('/api/admin/news', keys), { wrapper });
    await act(() => result.current.mutateAsync('n1'));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['DELETE /api/admin/news/n1']);
    expect(refreshed.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([...keys]);
  });
});
