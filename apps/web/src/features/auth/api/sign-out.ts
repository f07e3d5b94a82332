import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api-client';
import { replaceSession } from '../../../lib/session';
import { clearWelcome } from '../../../lib/storage';

export const signOut = () => api.delete<{ ok: true }>('/api/session');

/**
 * DELETE /api/session, then the sign-in page. The cached data of the session goes even if the
 * call fails: the user asked to leave, and the server ends the session on its own in time.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      clearWelcome();
      // Nothing cached for the session stays; the session itself is replaced, not removed: its one
      // observer (SessionProvider) would not hear of a new query in its place.
      replaceSession(queryClient, null);
      void navigate('/login', { replace: true });
    },
  });
}
