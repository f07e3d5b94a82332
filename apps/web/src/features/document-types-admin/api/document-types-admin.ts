import type { DocumentTypeInput } from '@selvedge/contracts';
import { useQuery } from '@tanstack/react-query';
import { useDeleteContentItem, useSaveContentItem } from '../../../lib/content-admin';
import { documentTypesQueryOptions } from '../../../lib/lookups';
import { sharedQueryKeys } from '../../../lib/query-keys';
import { wholeListPage } from '../../../lib/whole-list-page';

/** Every document type; short, so it comes whole. */
export function useDocumentTypesAdminList() {
  return useQuery({
    ...documentTypesQueryOptions,
    select: (data) => wholeListPage(data.documentTypes),
  });
}

/** Create (no id) or update a type; documents follow a new name, so their list is refreshed too. */
export function useSaveDocumentType() {
  return useSaveContentItem<DocumentTypeInput>('/api/admin/document-types', [
    documentTypesQueryOptions.queryKey,
    sharedQueryKeys.adminDocuments,
  ]);
}

/** A type still used by documents is refused (409 DOCUMENT_TYPE_IN_USE). */
export function useDeleteDocumentType() {
  return useDeleteContentItem('/api/admin/document-types', [documentTypesQueryOptions.queryKey]);
}
