import type {
  EnrolledSession,
  SecondStepRequest,
  SessionResponse,
  TwoFactorEnrolment,
} from '@selvedge/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/session/second-step: a code of the app or a recovery code opens the session (ADR-035). */
export function useSecondStep() {
  return useMutation({
    mutationFn: (body: SecondStepRequest) => api.post<SessionResponse>('/api/session/second-step', body),
  });
}

/** POST /api/session/second-step/enrolment: a new secret for a user who must set the factor up first. */
export function useStartEnrolmentStep() {
  return useMutation({
    mutationFn: () => api.post<TwoFactorEnrolment>('/api/session/second-step/enrolment', {}),
  });
}

/** POST /api/session/second-step/enrolment/confirm: on, and the session with the recovery codes. */
export function useConfirmEnrolmentStep() {
  return useMutation({
    mutationFn: (body: SecondStepRequest) =>
      api.post<EnrolledSession>('/api/session/second-step/enrolment/confirm', body),
  });
}
