import type { SessionResponse } from '@selvedge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api-client';
import { replaceSession } from '../../../lib/session';

/** POST /api/session/login-as (D5): the session now acts as the user. */
export const startLoginAs = (userId: string) =>
  api.post<SessionResponse>('/api/session/login-as', { userId });

/** DELETE /api/session/login-as: Go back to Admin. */
export const endLoginAs = () => api.delete<SessionResponse>('/api/session/login-as');

/** Switches the screen to another session before the landing page loads. */
function useSwitchSession(to: (session: SessionResponse) => string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (session: SessionResponse) => {
    replaceSession(queryClient, session);
    navigate(to(session), { replace: true });
  };
}

export function useStartLoginAs() {
  const switchTo = useSwitchSession((session) => session.landing);
  return useMutation({ mutationFn: startLoginAs, onSuccess: switchTo });
}

/** Back to the real user's own view: the users list they came from (foundations 4). */
export function useEndLoginAs() {
  const switchTo = useSwitchSession((session) =>
    session.user.role === 'Customer' ? session.landing : '/user',
  );
  return useMutation({ mutationFn: endLoginAs, onSuccess: switchTo });
}
