import type { ProfileUpdate, SessionResponse } from '@selvedge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session';
import { profileKeys } from './query-keys';

/**
 * A change to the user's own profile, answered with the session: the answer replaces the cached session
 * at once, and the profile is asked again.
 */
export function useSessionChange<Variables>(mutationFn: (variables: Variables) => Promise<SessionResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (session) => {
      queryClient.setQueryData(sessionQueryKey, session);
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}

/** PATCH /api/profile. */
export const updateProfile = (body: ProfileUpdate) => api.patch<SessionResponse>('/api/profile', body);

export function useUpdateProfile() {
  return useSessionChange(updateProfile);
}
