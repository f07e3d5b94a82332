import type { TermsOfDeliveryLink } from '@selvedge/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './query-keys';

/** GET /api/settings/terms-of-delivery: German, English, Dutch, French (administration 9). */
export const getTermsOfDelivery = () => api.get<TermsOfDeliveryLink[]>('/api/settings/terms-of-delivery');

export function useTermsOfDelivery() {
  return useQuery({ queryKey: settingsKeys.termsOfDelivery, queryFn: getTermsOfDelivery });
}
