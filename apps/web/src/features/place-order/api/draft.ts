import type {
  DraftHeaderUpdate,
  DraftLineInput,
  DraftLineResult,
  OrderDraft,
  OrderingContext,
  OrderType,
} from '@selvedge/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api, isApiError, screenQuery } from '../../../lib/api-client';
import { currentDraftQuery, orderingContextQuery, placeOrderKeys } from './queries';

export { placeOrderKeys } from './queries';

const isNewer = (next: OrderDraft, cached: OrderDraft | undefined) =>
  !cached || Date.parse(next.updatedAt) >= Date.parse(cached.updatedAt);

/**
 * Every write answers the whole draft: it replaces the cached one under both keys, so the page shows
 * the server's state (D22). An answer that arrives after a later one (a slow header save overtaken by
 * a line) is not allowed to turn the page back.
 */
export function storeDraft(queryClient: QueryClient, draft: OrderDraft): void {
  const keys = [placeOrderKeys.draft(draft.id), placeOrderKeys.current(draft.orderType)];
  for (const key of keys) {
    const cached = queryClient.getQueryData<OrderDraft>(key);
    if (cached && cached.id !== draft.id) continue;
    if (isNewer(draft, cached)) queryClient.setQueryData(key, draft);
  }
}

/**
 * The draft was placed (or is being placed) meanwhile, from another tab or device: what is cached is
 * no longer the open draft, so it is asked for again.
 */
export function refetchWhenNotEditable(queryClient: QueryClient, error: unknown): void {
  if (isApiError(error) && error.code === 'DRAFT_NOT_EDITABLE')
    void queryClient.invalidateQueries({ queryKey: placeOrderKeys.all });
}

/** The open draft of this type (queries.ts). */
export const getCurrentDraft = (orderType: OrderType) => {
  const { post, body } = currentDraftQuery(orderType);
  return api.post<OrderDraft>(post, body, { isRead: true });
};

/**
 * The open draft (D22). A POST, but idempotent: it answers the same draft until it is approved, so it
 * is read as a query and is resumed on any device and after a reload.
 */
export function useCurrentDraft(orderType: OrderType) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: currentDraftQuery(orderType).queryKey,
    queryFn: async () => {
      const draft = await getCurrentDraft(orderType);
      queryClient.setQueryData(placeOrderKeys.draft(draft.id), draft);
      return draft;
    },
  });
}

/** How often the order screen asks again while a new install's first ERP sync runs (about a minute). */
const FIRST_SYNC_POLL_MS = 5_000;

/** The ordering context (queries.ts). */
export function useOrderingContext() {
  return useQuery({
    ...screenQuery<OrderingContext>(orderingContextQuery),
    // Reference data of the customer: it changes only when an address is saved, which refreshes it.
    staleTime: 5 * 60_000,
    // Except in a new install's first minutes: asked again until the first ERP sync has brought it.
    refetchInterval: (query) => (query.state.data?.isAwaitingFirstSync ? FIRST_SYNC_POLL_MS : false),
  });
}

/**
 * Once the first ERP sync has brought the customer's data, the draft is asked again: the server gives a
 * draft begun before it the customer's address.
 */
export function useDraftAfterFirstSync(orderType: OrderType, isAwaitingFirstSync: boolean | undefined) {
  const queryClient = useQueryClient();
  const wasAwaiting = useRef(false);
  useEffect(() => {
    if (isAwaitingFirstSync) wasAwaiting.current = true;
    else if (isAwaitingFirstSync === false && wasAwaiting.current) {
      wasAwaiting.current = false;
      void queryClient.invalidateQueries({ queryKey: placeOrderKeys.current(orderType) });
    }
  }, [isAwaitingFirstSync, orderType, queryClient]);
}

/** PATCH /api/order-drafts/:id: reference, shipping address, shipping type, partial supply, e-mail (D23). */
export function useUpdateDraftHeader(draftId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DraftHeaderUpdate) => api.patch<OrderDraft>(`/api/order-drafts/${draftId}`, body),
    onSuccess: (draft) => storeDraft(queryClient, draft),
    onError: (error) => refetchWhenNotEditable(queryClient, error),
  });
}

/** POST /api/order-drafts/:id/lines: adds the line, or merges it into the same item and reference. */
export function useAddLine(draftId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DraftLineInput) =>
      api.post<DraftLineResult>(`/api/order-drafts/${draftId}/lines`, input),
    onSuccess: (result) => storeDraft(queryClient, result.draft),
    onError: (error) => refetchWhenNotEditable(queryClient, error),
  });
}

export interface UpdateLineVariables {
  lineId: string;
  input: DraftLineInput;
}

/** PUT /api/order-drafts/:id/lines/:lineId: changes the line (it may merge into another one). */
export function useUpdateLine(draftId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, input }: UpdateLineVariables) =>
      api.put<DraftLineResult>(`/api/order-drafts/${draftId}/lines/${lineId}`, input),
    onSuccess: (result) => storeDraft(queryClient, result.draft),
    onError: (error) => refetchWhenNotEditable(queryClient, error),
  });
}

/** DELETE /api/order-drafts/:id/lines/:lineId, with its pattern rows. */
export function useDeleteLine(draftId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lineId: string) => api.delete<OrderDraft>(`/api/order-drafts/${draftId}/lines/${lineId}`),
    onSuccess: (draft) => storeDraft(queryClient, draft),
    onError: (error) => refetchWhenNotEditable(queryClient, error),
  });
}
