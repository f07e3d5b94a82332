import { StockCheckRequest, StockCheckResult } from '@selvedge/contracts';
import { customerDataAccess, signedInContext } from '../../plugins/access.js';
import type { AppDeps } from '../../shared/deps.js';
import type { AppInstance } from '../../shared/fastify.js';
import { checkStock } from './stock-check.service.js';

/**
 * /stockinfo's one call (ordering §2, §7 "Stock check"): every non-Administrator, not during
 * maintenance. The original made a header and a line on the server for it; the answer needs neither.
 */
export async function stockCheckRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.post(
    '/api/stock-check',
    {
      config: {
        access: customerDataAccess,
        problems: { 422: ['ITEM_UNKNOWN', 'PATTERN_REQUIRED'], 503: ['STOCK_UNKNOWN'] },
      },
      schema: {
        tags: ['ordering'],
        summary:
          'Expected delivery week of a quantity (Direct, a week, Incourant), from the stock snapshot (D21, D29)',
        body: StockCheckRequest,
        response: { 200: StockCheckResult },
      },
    },
    async (request) => checkStock(deps, signedInContext(request), request.body),
  );
}
