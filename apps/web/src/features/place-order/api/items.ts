import type { ItemKind, ItemSearchResult, OrderItem } from '@selvedge/contracts';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { placeOrderKeys } from './draft';

/** GET /api/items/:code: the item as the item modal and pattern panel need it; 404 when unknown or excluded (D34). */
export const getItem = (code: string) => api.get<OrderItem>(`/api/items/${encodeURIComponent(code)}`);

/** What leaving the code field found: the item, nothing, or no answer (the search panel opens for both). */
export type ItemLookup = { status: 'found'; item: OrderItem } | { status: 'notFound' } | { status: 'failed' };

/** Looks an item up once per code for a few minutes: leaving the field twice asks the server once. */
export async function lookUpItem(queryClient: QueryClient, code: string): Promise<ItemLookup> {
  try {
    const item = await queryClient.fetchQuery({
      queryKey: placeOrderKeys.item(code.toUpperCase()),
      queryFn: () => getItem(code),
      staleTime: 5 * 60_000,
      retry: false,
    });
    return { status: 'found', item };
  } catch (error) {
    return isApiError(error) && error.status === 404 ? { status: 'notFound' } : { status: 'failed' };
  }
}

/** GET /api/items: the item search slide-in, by code and name (ordering §2). */
export const searchItems = (code: string, name: string, signal?: AbortSignal) =>
  api.get<ItemSearchResult>('/api/items', {
    query: { code, name, kind: 'regular' satisfies ItemKind },
    ...(signal ? { signal } : {}),
  });

export function useItemSearch(code: string, name: string, isEnabled = true) {
  const trimmedCode = code.trim();
  const trimmedName = name.trim();
  return useQuery({
    queryKey: placeOrderKeys.itemSearch(trimmedCode, trimmedName),
    queryFn: ({ signal }) => searchItems(trimmedCode, trimmedName, signal),
    // Nothing typed yet: "No records available" rather than the whole catalogue.
    enabled: isEnabled && (trimmedCode !== '' || trimmedName !== ''),
    // The rows on screen stay while the next search runs, so the table does not jump as one types.
    placeholderData: keepPreviousData,
  });
}
