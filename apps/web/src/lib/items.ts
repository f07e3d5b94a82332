import { displaySampleCode, type ItemKind, type ItemSearchResult, type OrderItem } from '@selvedge/contracts';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { api, isApiError } from './api-client';
import { sharedQueryKeys } from './query-keys';

/**
 * Item lookups, shared by the order screens and the stock check (ordering §2): by code when the code
 * field is left, and the item search slide-in (components/item-search-drawer.tsx).
 */

export const itemKeys = {
  item: (code: string, kind: ItemKind) => [...sharedQueryKeys.items, 'item', kind, code] as const,
  search: (code: string, name: string, kind: ItemKind) =>
    [...sharedQueryKeys.items, 'search', kind, { code, name }] as const,
};

/** The code as it is sent and compared: no surrounding spaces. */
export const normaliseItemCode = (code: string) => code.trim();

/** Whether two codes name the same item; the ERP's codes are not case-sensitive for a user. */
export const isSameItemCode = (a: string, b: string) =>
  normaliseItemCode(a).toUpperCase() === normaliseItemCode(b).toUpperCase();

/** The code a screen shows: a sample's without its S (ordering §2), a regular item's as it is. */
export const displayItemCode = (kind: ItemKind, code: string): string =>
  kind === 'sample' ? displaySampleCode(code) : code;

/**
 * GET /api/items/:code?kind=: the item as the item modal and pattern panel need it; 404 when unknown
 * or excluded (D34). A sample lookup answers the sample's real code (with its S) and its group, also
 * for an item of another group, so that the screen can say it cannot go on a sample order.
 */
export const getItem = (code: string, kind: ItemKind = 'regular') =>
  api.get<OrderItem>(`/api/items/${encodeURIComponent(code)}`, { query: { kind } });

/** What leaving the code field found: the item, nothing, or no answer (the search panel opens for both). */
export type ItemLookup = { status: 'found'; item: OrderItem } | { status: 'notFound' } | { status: 'failed' };

/** Looks an item up once per kind and code for a few minutes: leaving the field twice asks the server once. */
export async function lookUpItem(
  queryClient: QueryClient,
  code: string,
  kind: ItemKind = 'regular',
): Promise<ItemLookup> {
  try {
    const item = await queryClient.fetchQuery({
      queryKey: itemKeys.item(code.toUpperCase(), kind),
      queryFn: () => getItem(code, kind),
      staleTime: 5 * 60_000,
      retry: false,
    });
    return { status: 'found', item };
  } catch (error) {
    return isApiError(error) && error.status === 404 ? { status: 'notFound' } : { status: 'failed' };
  }
}

/** GET /api/items: the item search slide-in, by code and name (ordering §2); samples only on a sample order. */
export const searchItems = (code: string, name: string, kind: ItemKind = 'regular', signal?: AbortSignal) =>
  api.get<ItemSearchResult>('/api/items', {
    query: { code, name, kind },
    ...(signal ? { signal } : {}),
  });

export function useItemSearch(code: string, name: string, isEnabled = true, kind: ItemKind = 'regular') {
  const trimmedCode = code.trim();
  const trimmedName = name.trim();
  return useQuery({
    queryKey: itemKeys.search(trimmedCode, trimmedName, kind),
    queryFn: ({ signal }) => searchItems(trimmedCode, trimmedName, kind, signal),
    // Nothing typed yet: "No records available" rather than the whole catalogue.
    enabled: isEnabled && (trimmedCode !== '' || trimmedName !== ''),
    // The rows on screen stay while the next search runs, so the table does not jump as one types.
    placeholderData: keepPreviousData,
  });
}
