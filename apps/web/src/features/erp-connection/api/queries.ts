import type { GetQuery } from '../../../lib/screen-queries';

/** GET /api/erp-connection: each feed's sync, the ERP's circuit and the outboxes (administrators). */
export const erpConnectionQuery: GetQuery = { queryKey: ['erp-connection'], path: '/api/erp-connection' };
