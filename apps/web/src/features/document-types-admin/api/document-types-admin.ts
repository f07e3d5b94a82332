import type { DocumentTypeAdmin, DocumentTypeInput, ListPage } from '@selvedge/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { documentTypesQueryOptions } from '../../../lib/lookups';
import { sharedQueryKeys } from '../../../lib/query-keys';

/** Every document type; short, so it comes whole. */
export function useDocumentTypesAdminList() {
  return useQuery({
    ...documentTypesQueryOptions,
    select: (data): ListPage<DocumentTypeAdmin> => ({
      rows: data.documentTypes,
      total: data.documentTypes.length,
      page: 1,
      pageSize: Math.max(data.documentTypes.length, 1),
    }),
  });
}

/** Create (no id) or update a type; documents follow a new name, so their list is refreshed too. */
export function useSaveDocumentType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: DocumentTypeInput }) =>
      id ? api.put(`/api/admin/document-types/${id}`, body) : api.post('/api/admin/document-types', body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: documentTypesQueryOptions.queryKey });
      await queryClient.invalidateQueries({ queryKey: sharedQueryKeys.adminDocuments });
    },
  });
}

/** A type still used by documents is refused (409 DOCUMENT_TYPE_IN_USE). */
export function useDeleteDocumentType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/admin/document-types/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentTypesQueryOptions.queryKey }),
  });
}
