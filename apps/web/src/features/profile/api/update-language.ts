import type { Language, SessionResponse } from '@selvedge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session';
import { profileKeys } from './query-keys';

/**
 * PUT /api/session/language: the header's flag picker. The language of the person at the keyboard, saved
 * to their own profile, also while acting for another user (whose profile language decides that user's
 * mails and stays as it is). Answers the session, which replaces the cached one at once.
 */
export const updateSessionLanguage = (language: Language) =>
  api.put<SessionResponse>('/api/session/language', { language });

export function useUpdateSessionLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSessionLanguage,
    onSuccess: (session) => {
      queryClient.setQueryData(sessionQueryKey, session);
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}
