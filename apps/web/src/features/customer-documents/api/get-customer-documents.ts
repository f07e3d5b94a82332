import type { CustomerDocument } from '@selvedge/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGetQuery } from '../../../lib/api-client';
import { sharedQueryKeys } from '../../../lib/query-keys';

/** A shared root: the documents administration refreshes it (`lib/query-keys.ts`). */
export const customerDocumentsKeys = {
  all: sharedQueryKeys.customerDocuments,
};

/** GET /api/customer-documents: the documents this customer may see (foundations 2). */
export function useCustomerDocuments() {
  return useQuery({
    queryKey: customerDocumentsKeys.all,
    ...apiGetQuery<{ documents: CustomerDocument[] }>('/api/customer-documents'),
  });
}
