import type {
  QuickOrderAddLine,
  QuickOrderAddResult,
  QuickOrderLine,
  QuickOrderPreview,
} from '@selvedge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiUpload } from '../../../lib/api-client';
import { refetchWhenNotEditable, storeDraft } from './draft';

/** POST …/quick-order/preview: the pasted text read and checked by the server; nothing is written. */
export function usePreviewPastedLines(draftId: string) {
  return useMutation({
    mutationFn: (text: string) =>
      api.post<QuickOrderPreview>(`/api/order-drafts/${draftId}/quick-order/preview`, { text }),
  });
}

/** POST …/quick-order/preview-file: a CSV or Excel file's raw bytes read and checked by the server. */
export function usePreviewFileLines(draftId: string) {
  return useMutation({
    mutationFn: (file: Blob) =>
      apiUpload<QuickOrderPreview>(`/api/order-drafts/${draftId}/quick-order/preview-file`, file, {}),
  });
}

/** The preview's valid lines, as the add takes them (the server checks each again). */
export const validLinesOf = (lines: readonly QuickOrderLine[]): QuickOrderAddLine[] =>
  lines
    .filter((line) => line.status === 'valid')
    .map(({ lineNumber, itemCode, quantity, reference }) => ({ lineNumber, itemCode, quantity, reference }));

/** POST …/quick-order/lines: the valid lines added in one step; the answer's draft replaces the page's. */
export function useAddQuickOrderLines(draftId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lines: QuickOrderAddLine[]) =>
      api.post<QuickOrderAddResult>(`/api/order-drafts/${draftId}/quick-order/lines`, { lines }),
    onSuccess: (result) => storeDraft(queryClient, result.draft),
    onError: (error) => refetchWhenNotEditable(queryClient, error),
  });
}
