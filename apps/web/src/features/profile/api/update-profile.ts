import type { ProfileUpdate, SessionResponse } from '@selvedge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session';
import { profileKeys } from './query-keys';

/** PATCH /api/profile; answers the updated session, which replaces the cached one at once. */
export const updateProfile = (body: ProfileUpdate) => api.patch<SessionResponse>('/api/profile', body);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (session) => {
      queryClient.setQueryData(sessionQueryKey, session);
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}
