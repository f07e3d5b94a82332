import type { ApiKey, ApiKeyList, CreateApiKeyRequest, IssuedApiKey } from '@selvedge/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, screenQuery } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { apiKeysKeys, apiKeysQuery } from './queries';

/** GET …/api-keys: the customer's keys, the ship-tos a key may name and the scopes the caller grants. */
export function useApiKeys(path: string) {
  return useQuery(screenQuery<ApiKeyList>(apiKeysQuery(path)));
}

const useKeyMutation = <Input, Output>(mutationFn: (input: Input) => Promise<Output>) =>
  useRefreshingMutation(mutationFn, { keys: [apiKeysKeys.all], after: 'settled' });

/** POST …/api-keys: the answer holds the token, shown once. */
export const useCreateApiKey = (path: string) =>
  useKeyMutation((body: CreateApiKeyRequest) => api.post<IssuedApiKey>(path, body));

/** POST …/api-keys/:id/rotate: a new token; the old one works 24 hours more. */
export const useRotateApiKey = (path: string) =>
  useKeyMutation((id: string) => api.post<IssuedApiKey>(`${path}/${encodeURIComponent(id)}/rotate`));

/** POST …/api-keys/:id/revoke: the key stops at once. */
export const useRevokeApiKey = (path: string) =>
  useKeyMutation((id: string) => api.post<ApiKey>(`${path}/${encodeURIComponent(id)}/revoke`));
