import type { Language, TermsOfDeliveryLink } from '@selvedge/contracts';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { settingsKeys } from './query-keys';

/** PUT /api/settings/terms-of-delivery/:key; the key is read-only, only the url changes. */
export const updateTermsOfDelivery = ({ key, url }: { key: Language; url: string }) =>
  api.put<TermsOfDeliveryLink>(`/api/settings/terms-of-delivery/${key}`, { url });

export function useUpdateTermsOfDelivery() {
  return useRefreshingMutation(updateTermsOfDelivery, { keys: [settingsKeys.termsOfDelivery] });
}
