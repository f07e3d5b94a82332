import type { GetQuery, ScreenFirstQueries } from '../../../lib/screen-queries';

/** GET /api/ship-to: the export customer's ERP ship-to addresses and the stored choice (D2). */
export const shipToQuery: GetQuery = { queryKey: ['ship-to'], path: '/api/ship-to' };

/**
 * What an export customer who must choose a ship-to first sees whatever the address (signed-in-area.tsx:
 * the choice instead of the screen), and asks when it is first drawn (ship-to-dialog.tsx).
 */
export const shipToChoiceFirstQueries: ScreenFirstQueries = { queries: () => [shipToQuery] };
