import type { SessionResponse, SignInRequest } from '@selvedge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { replaceSession } from '../../../lib/session';

export const signIn = (body: SignInRequest) => api.post<SessionResponse>('/api/session', body);

/**
 * POST /api/session. `onSignedIn` runs before the new session enters the cache: from that moment
 * the guards move the user on and the sign-in page is gone.
 */
export function useSignIn(options: { onSignedIn: (session: SessionResponse) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => {
      options.onSignedIn(session);
      replaceSession(queryClient, session);
    },
  });
}
