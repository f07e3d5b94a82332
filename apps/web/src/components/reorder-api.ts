import type {
  ReorderPreview,
  ReorderPreviewRequest,
  ReorderRequest,
  ReorderResult,
} from '@selvedge/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { useRefreshingMutation } from '../lib/mutations';
import { sharedQueryKeys } from '../lib/query-keys';

export const reorderKeys = {
  preview: (request: ReorderPreviewRequest) => ['reorder', 'preview', request.sources] as const,
};

/**
 * POST /api/reorder/preview: the lines to order again with their last dye lot and its stock, from the
 * portal's read model. A POST that changes nothing, so read as a query; kept fresh only while open.
 */
export function useReorderPreview(request: ReorderPreviewRequest, isEnabled: boolean) {
  return useQuery({
    queryKey: reorderKeys.preview(request),
    queryFn: () => api.post<ReorderPreview>('/api/reorder/preview', request),
    enabled: isEnabled,
    staleTime: 0,
  });
}

/** POST /api/reorder: the lines go into the open draft; the order screen reads it again. */
export const reorder = (request: ReorderRequest) => api.post<ReorderResult>('/api/reorder', request);

export function useReorder() {
  return useRefreshingMutation(reorder, { keys: [sharedQueryKeys.orderDrafts] });
}
