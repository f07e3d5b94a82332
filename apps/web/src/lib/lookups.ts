import type { CustomerGroup, DocumentTypeAdmin } from '@selvedge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { sharedQueryKeys } from './query-keys';

/** GET /api/admin/customer-groups: the ERP's customer groups, which several administration forms offer. */
export const getCustomerGroups = () => api.get<{ groups: CustomerGroup[] }>('/api/admin/customer-groups');

export const customerGroupsQueryOptions = queryOptions({
  queryKey: sharedQueryKeys.customerGroups,
  queryFn: getCustomerGroups,
  staleTime: 5 * 60_000,
});

export function useCustomerGroups() {
  return useQuery(customerGroupsQueryOptions);
}

/** GET /api/admin/document-types: listed by their administration, offered by the documents administration. */
export const getDocumentTypes = () =>
  api.get<{ documentTypes: DocumentTypeAdmin[] }>('/api/admin/document-types');

export const documentTypesQueryOptions = queryOptions({
  queryKey: sharedQueryKeys.documentTypes,
  queryFn: getDocumentTypes,
});
