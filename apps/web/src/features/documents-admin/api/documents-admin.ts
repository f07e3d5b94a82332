import type { DocumentAdmin, DocumentInput, UploadedFile } from '@selvedge/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiUpload } from '../../../lib/api-client';
import { useDeleteContentItem, useSaveContentItem } from '../../../lib/content-admin';
import { documentTypesQueryOptions } from '../../../lib/lookups';
import { sharedQueryKeys } from '../../../lib/query-keys';
import { wholeListPage } from '../../../lib/whole-list-page';

/** The list is a shared root: saving a document type refreshes it (`lib/query-keys.ts`). */
export const documentsAdminKeys = {
  all: sharedQueryKeys.adminDocuments,
  customerCodes: (search: string) => ['admin', 'customer-codes', search] as const,
};

/** GET /api/admin/documents: every document; short, so it comes whole. */
export function useDocumentsAdminList() {
  return useQuery({
    queryKey: documentsAdminKeys.all,
    queryFn: () => api.get<{ documents: DocumentAdmin[] }>('/api/admin/documents'),
    select: (data) => wholeListPage(data.documents),
  });
}

/** The names a document's type is chosen from. */
export function useDocumentTypeOptions() {
  return useQuery(documentTypesQueryOptions);
}

/** GET /api/admin/customer-codes?search=: at most 50 customers whose code or name matches. */
export function useCustomerCodes(search: string) {
  return useQuery({
    queryKey: documentsAdminKeys.customerCodes(search),
    queryFn: () =>
      api.get<{ customers: { code: string; name: string }[] }>('/api/admin/customer-codes', {
        query: { search },
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** POST /api/admin/files: a PDF, PNG or JPEG, checked by its bytes on the server (D7). */
export const uploadDocumentFile = (file: File) =>
  apiUpload<UploadedFile>('/api/admin/files', file, { purpose: 'document', name: file.name });

/** Create (no id) or update a document; the customers' list follows at once. */
export function useSaveDocument() {
  return useSaveContentItem<DocumentInput>('/api/admin/documents', [
    documentsAdminKeys.all,
    sharedQueryKeys.customerDocuments,
  ]);
}

export function useDeleteDocument() {
  return useDeleteContentItem('/api/admin/documents', [
    documentsAdminKeys.all,
    sharedQueryKeys.customerDocuments,
  ]);
}
