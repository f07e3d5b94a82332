import { sharedQueryKeys } from '../../../lib/query-keys';
import { type GetQuery, helpTextQuery, type ScreenFirstQueries } from '../../../lib/screen-queries';

/** A shared root: the documents administration refreshes it (`lib/query-keys.ts`). */
export const customerDocumentsKeys = {
  all: sharedQueryKeys.customerDocuments,
};

/** GET /api/customer-documents: the documents this customer may see (foundations 2). */
export const customerDocumentsQuery: GetQuery = {
  queryKey: customerDocumentsKeys.all,
  path: '/api/customer-documents',
};

/** What /customerDocuments asks when first drawn (customer-documents-page.tsx). */
export const customerDocumentsFirstQueries: ScreenFirstQueries = {
  queries: () => [helpTextQuery('Documents'), customerDocumentsQuery],
};
