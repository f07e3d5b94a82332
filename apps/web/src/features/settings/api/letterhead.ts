import type { Letterhead, UploadedFile } from '@selvedge/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiUpload } from '../../../lib/api-client';
import { settingsKeys } from './query-keys';

/** GET /api/settings/letterhead: the supplier's letterhead on the statement of account. */
export function useLetterhead() {
  return useQuery({
    queryKey: settingsKeys.letterhead,
    queryFn: () => api.get<Letterhead>('/api/settings/letterhead'),
  });
}

/** PUT /api/settings/letterhead. */
export function useSaveLetterhead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (letterhead: Letterhead) => api.put<Letterhead>('/api/settings/letterhead', letterhead),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.letterhead, saved),
  });
}

/** POST /api/admin/files: the logo image, checked by the server (PNG or JPEG, D7). */
export const uploadLogo = (file: File) =>
  apiUpload<UploadedFile>('/api/admin/files', file, { purpose: 'logo', name: file.name });
