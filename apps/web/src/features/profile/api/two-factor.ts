import type {
  RecoveryCodes,
  TurnOffTwoFactorRequest,
  TwoFactorEnrolment,
  TwoFactorStatus,
} from '@selvedge/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys } from './query-keys';

/** GET /api/profile/two-factor: the signed-in person's own two-factor sign-in (ADR-035). */
export function useTwoFactorStatus() {
  return useQuery({
    queryKey: profileKeys.twoFactor,
    queryFn: () => api.get<TwoFactorStatus>('/api/profile/two-factor'),
  });
}

function useRefreshingMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.twoFactor }),
  });
}

export const useStartEnrolment = () =>
  useMutation({ mutationFn: () => api.post<TwoFactorEnrolment>('/api/profile/two-factor/enrolment', {}) });

export const useConfirmEnrolment = () =>
  useRefreshingMutation((code: string) =>
    api.post<RecoveryCodes>('/api/profile/two-factor/enrolment/confirm', { code }),
  );

export const useRenewRecoveryCodes = () =>
  useRefreshingMutation((code: string) =>
    api.post<RecoveryCodes>('/api/profile/two-factor/recovery-codes', { code }),
  );

export const useTurnOff = () =>
  useRefreshingMutation((body: TurnOffTwoFactorRequest) =>
    api.post<{ ok: true }>('/api/profile/two-factor/turn-off', body),
  );
