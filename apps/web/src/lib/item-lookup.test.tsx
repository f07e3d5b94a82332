import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rollItem } from '../testing/ordering';
import { initialItemLookup, itemLookupStep, useLatestItemLookup } from './item-lookup';

afterEach(() => vi.unstubAllGlobals());

/** The API answers each lookup only when the test says so, in the order the test chooses. */
function stubSlowApi() {
  const answers = new Map<string, (status: number) => void>();
  vi.stubGlobal('fetch', (input: string | URL) => {
    const code = decodeURIComponent(
      new URL(String(input), 'http://localhost').pathname.split('/').pop() ?? '',
    );
    return new Promise<Response>((resolve) => {
      answers.set(code, (status) =>
        resolve(
          new Response(JSON.stringify(status === 200 ? { ...rollItem, code } : { code: 'NOT_FOUND' }), {
            status,
            headers: { 'content-type': status === 200 ? 'application/json' : 'application/problem+json' },
          }),
        ),
      );
    });
  });
  /** Answers the lookup of `code` once it has been asked. */
  return async (code: string, status = 200) => {
    const respond = await vi.waitFor(() => {
      const found = answers.get(code);
      if (!found) throw new Error(`${code} not asked yet`);
      return found;
    });
    respond(status);
  };
}

function renderLookup() {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useLatestItemLookup(), { wrapper }).result.current;
}

describe('the latest item lookup (ordering §2, §8)', () => {
  it('drops the answer of a lookup that a later one overtook', async () => {
    const answer = stubSlowApi();
    const lookup = renderLookup();
    const first = lookup.lookUp('HF-1');
    const second = lookup.lookUp('HF-2');
    await answer('HF-2');
    await answer('HF-1');
    expect(await first).toBeNull();
    expect(await second).toMatchObject({ status: 'found', item: { code: 'HF-2' } });
  });

  it('drops the answer of a lookup that was forgotten, and says when nothing was found', async () => {
    const answer = stubSlowApi();
    const lookup = renderLookup();
    const forgotten = lookup.lookUp('HF-1');
    lookup.forget();
    await answer('HF-1');
    expect(await forgotten).toBeNull();

    const missing = lookup.lookUp('XX-9');
    await answer('XX-9', 404);
    expect(await missing).toEqual({ status: 'notFound' });
  });
});

describe('the lookup’s fields', () => {
  it('opens the search panel with the code a lookup missed, unless it is null', () => {
    const started = itemLookupStep(initialItemLookup, { type: 'lookupStarted' });
    expect(started.isLookingUp).toBe(true);
    expect(itemLookupStep(started, { type: 'lookupMissed', searchCode: 'XX-1' })).toEqual({
      isLookingUp: false,
      search: { opened: true, code: 'XX-1' },
    });
    expect(itemLookupStep(started, { type: 'lookupMissed', searchCode: null })).toEqual(initialItemLookup);
    const opened = itemLookupStep(initialItemLookup, { type: 'searchOpened', code: 'HF' });
    expect(itemLookupStep(opened, { type: 'searchClosed' }).search).toEqual({ opened: false, code: 'HF' });
  });
});
