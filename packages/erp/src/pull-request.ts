import { erpRejected } from './erp.errors.js';
import { CUSTOMER_FEED_NAMES, type FeedName, type PullOptions } from './erp.types.js';

/**
 * What every adapter's pullChanges refuses before it reads anything: a page size that is not a positive
 * whole number, and a feed without customers narrowed to one.
 */
export function checkPullRequest(feed: FeedName, limit: number, options: PullOptions): void {
  if (!Number.isInteger(limit) || limit < 1) throw erpRejected(`Invalid feed limit: ${limit}`);
  if (options.customerCode !== undefined && !(CUSTOMER_FEED_NAMES as readonly string[]).includes(feed))
    throw erpRejected(`The ${feed} feed cannot be narrowed to a customer`);
}
