import type { ProfileResponse } from '@selvedge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys } from './query-keys';

export const getProfile = () => api.get<ProfileResponse>('/api/profile');

export const profileQueryOptions = queryOptions({ queryKey: profileKeys.all, queryFn: getProfile });

export function useProfile(options: { enabled?: boolean } = {}) {
  return useQuery({ ...profileQueryOptions, enabled: options.enabled ?? true });
}
