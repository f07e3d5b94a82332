import type { SecondStepChallenge, SessionResponse, SignInRequest } from '@selvedge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { replaceSession } from '../../../lib/session';

/** A session, or (202) the second step of two-factor sign-in that is due first (ADR-035). */
export type SignInAnswer = SessionResponse | SecondStepChallenge;

export const isSecondStep = (answer: SignInAnswer): answer is SecondStepChallenge => 'secondStep' in answer;

export const signIn = (body: SignInRequest) => api.post<SignInAnswer>('/api/session', body);

/**
 * POST /api/session. `onSignedIn` runs before the new session enters the cache: from that moment
 * the guards move the user on and the sign-in page is gone. `onSecondStep`: the password was right, a
 * code (or setting up two-factor sign-in) comes first; no session exists yet.
 */
export function useSignIn(options: {
  onSignedIn: (session: SessionResponse) => void;
  onSecondStep: (step: SecondStepChallenge['secondStep']) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (answer) => {
      if (isSecondStep(answer)) {
        options.onSecondStep(answer.secondStep);
        return;
      }
      options.onSignedIn(answer);
      replaceSession(queryClient, answer);
    },
  });
}
