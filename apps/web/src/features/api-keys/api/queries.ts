import type { ApiKeyScope } from '@selvedge/contracts';
import type { GetQuery } from '../../../lib/screen-queries';

const all = ['api-keys'] as const;

export const apiKeysKeys = {
  all,
  list: (path: string) => [...all, path] as const,
};

/** A customer administrator's own customer's keys (ADR-036). */
export const MY_API_KEYS_PATH = '/api/my-api-keys';
/** Staff: the keys of the customer with this code. */
export const customerApiKeysPath = (code: string) => `/api/customers/${encodeURIComponent(code)}/api-keys`;

export const apiKeysQuery = (path: string): GetQuery => ({ queryKey: apiKeysKeys.list(path), path });

/** A scope's translation key: i18next reads a colon as a namespace, so `documents:read` is `documentsRead`. */
export const scopeKey = (scope: ApiKeyScope) =>
  scope === 'documents:read' ? 'documentsRead' : 'ordersWrite';
