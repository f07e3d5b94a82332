import type { CustomerDocument } from '@selvedge/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/customer-documents: the documents this customer may see (foundations 2). */
export const getCustomerDocuments = () =>
  api.get<{ documents: CustomerDocument[] }>('/api/customer-documents');

export function useCustomerDocuments() {
  return useQuery({ queryKey: ['customer-documents'], queryFn: getCustomerDocuments });
}
