import type { TwoFactorSettings } from '@selvedge/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useReplacingMutation } from '../../../lib/mutations';
import { settingsKeys } from './query-keys';

/** GET /api/settings/two-factor: for which staff roles two-factor sign-in is required (ADR-035). */
export function useTwoFactorSettings() {
  return useQuery({
    queryKey: settingsKeys.twoFactor,
    queryFn: () => api.get<TwoFactorSettings>('/api/settings/two-factor'),
  });
}

/** PUT /api/settings/two-factor. */
export function useSaveTwoFactorSettings() {
  return useReplacingMutation(
    (value: TwoFactorSettings) => api.put<TwoFactorSettings>('/api/settings/two-factor', value),
    settingsKeys.twoFactor,
  );
}
