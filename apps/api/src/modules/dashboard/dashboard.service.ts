import { type CustomerDashboard, DASHBOARD_LATEST } from '@selvedge/contracts';
import type { AuthenticatedContext } from '../../shared/context.js';
import type { AppDeps } from '../../shared/deps.js';
import { latestDocuments, latestOpenItems, shownLineCounts } from '../sales-documents/index.js';

/**
 * The customer's dashboard (D16): the latest 5 orders, deliveries and open items, each document once with
 * its number of lines and its total (one row per line showed one order two or three times).
 */
export async function customerDashboard(
  deps: AppDeps,
  ctx: AuthenticatedContext,
): Promise<CustomerDashboard> {
  const scope = ctx.scope;
  if (!scope) return { latestOrders: [], latestDeliveries: [], latestOpenItems: [] };
  const [orders, deliveries, open] = await Promise.all([
    latestDocuments(deps, scope, 'order', DASHBOARD_LATEST),
    latestDocuments(deps, scope, 'delivery', DASHBOARD_LATEST),
    // The open items as /outstandingInvoices orders and words them, without the page's count.
    latestOpenItems(deps, scope, DASHBOARD_LATEST),
  ]);
  const lineCounts = await shownLineCounts(
    deps,
    open.map((item) => ({ kind: item.kind, documentId: item.documentId })),
  );
  return {
    latestOrders: orders,
    latestDeliveries: deliveries,
    latestOpenItems: open.map((item) => ({
      ...item,
      lineCount: lineCounts.get(`${item.kind}:${item.documentId}`) ?? 0,
    })),
  };
}
