import type { SessionResponse } from '@selvedge/contracts';

/**
 * Whether the user orders (ordering §6): not an Administrator, and holding the create-order claim. The
 * route guard (app/access.ts), the screens that show drafts and a screen's first requests ask this one
 * rule. Kept free of React: app/first-requests.ts runs before the app, and on the server.
 */
export function canPlaceOrders(user: Pick<SessionResponse['user'], 'role' | 'canCreateOrder'>): boolean {
  return user.role !== 'Administrator' && user.canCreateOrder;
}
