import type {
  RecoveryCodes,
  TurnOffTwoFactorRequest,
  TwoFactorEnrolment,
  TwoFactorStatus,
} from '@selvedge/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { profileKeys } from './query-keys';

/** GET /api/profile/two-factor: the signed-in person's own two-factor sign-in (ADR-035). */
export function useTwoFactorStatus() {
  return useQuery({
    queryKey: profileKeys.twoFactor,
    queryFn: () => api.get<TwoFactorStatus>('/api/profile/two-factor'),
  });
}

/** A change to the two-factor sign-in: its status is asked again once it succeeded. */
const useStatusMutation = <Input, Output>(mutationFn: (input: Input) => Promise<Output>) =>
  useRefreshingMutation(mutationFn, { keys: [profileKeys.twoFactor] });

export const useStartEnrolment = () =>
  useMutation({ mutationFn: () => api.post<TwoFactorEnrolment>('/api/profile/two-factor/enrolment', {}) });

export const useConfirmEnrolment = () =>
  useStatusMutation((code: string) =>
    api.post<RecoveryCodes>('/api/profile/two-factor/enrolment/confirm', { code }),
  );

export const useRenewRecoveryCodes = () =>
  useStatusMutation((code: string) =>
    api.post<RecoveryCodes>('/api/profile/two-factor/recovery-codes', { code }),
  );

export const useTurnOff = () =>
  useStatusMutation((body: TurnOffTwoFactorRequest) =>
    api.post<{ ok: true }>('/api/profile/two-factor/turn-off', body),
  );
