import type { Letterhead, UploadedFile } from '@selvedge/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, apiUpload } from '../../../lib/api-client';
import { useReplacingMutation } from '../../../lib/mutations';
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
  return useReplacingMutation(
    (letterhead: Letterhead) => api.put<Letterhead>('/api/settings/letterhead', letterhead),
    settingsKeys.letterhead,
  );
}

/** POST /api/admin/files: the logo image, checked by the server (PNG or JPEG, D7). */
export const uploadLogo = (file: File) =>
  apiUpload<UploadedFile>('/api/admin/files', file, { purpose: 'logo', name: file.name });
