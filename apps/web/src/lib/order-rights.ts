import type { SessionResponse } from '@selvedge/contracts';

/**
 * Whether the user orders (ordering §6): not an Administrator, and holding the create-order claim. The
 * route guard (app/access.ts), the screens that show drafts and the orders screen's first queries ask this one
 * rule. Kept free of React: the first queries (app/first-answers.ts) run before the app, and on the server.
 */
export function canPlaceOrders(user: Pick<SessionResponse['user'], 'role' | 'canCreateOrder'>): boolean {
  return user.role !== 'Administrator' && user.canCreateOrder;
}
