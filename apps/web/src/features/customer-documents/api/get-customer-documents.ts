import type { CustomerDocument } from '@selvedge/contracts';
import { useQuery } from '@tanstack/react-query';
import { screenQuery } from '../../../lib/api-client';
import { customerDocumentsQuery } from './queries';

/** The documents this customer may see (queries.ts). */
export function useCustomerDocuments() {
  return useQuery(screenQuery<{ documents: CustomerDocument[] }>(customerDocumentsQuery));
}
