import type { SessionResponse } from '@selvedge/contracts';
import { canPlaceOrders } from '../lib/order-rights';

/**
 * Who may open which screen (foundations 2 route table, foundations 6). The API enforces the same
 * rules (D1); these only spare the user a screen that would answer 403.
 */
export type AccessRule =
  /** Any signed-in user, even during maintenance (the profile). */
  | 'signedIn'
  /** Administrator and Customer; a Sales user is sent to /user. */
  | 'dashboard'
  /** Every non-Administrator: orders, deliveries, invoices, returns, documents, stock. */
  | 'customerArea'
  /** Non-Administrators with the create-order claim. */
  | 'placeOrder'
  /** As placeOrder, and not an export customer. */
  | 'placeSampleOrder'
  /** Administrator and Sales. */
  | 'users'
  /** A Customer user with the customer-administrator right (ADR-034). */
  | 'customerAdministrator'
  /** API keys (ADR-036): a customer administrator for their customer; Administrator and Sales for any. */
  | 'apiKeys'
  | 'administrator'
  /** Non-Administrators, only while maintenance mode is on. */
  | 'maintenance';

/**
 * `redirectTo`: the user belongs elsewhere (their home, the maintenance notice) and is moved on without
 * a word; `isForbidden`: the screen is not theirs, and they are told so with a way back.
 */
export type AccessDecision =
  | { isAllowed: true }
  | { isAllowed: false; redirectTo: string }
  | { isAllowed: false; isForbidden: true };

const allow: AccessDecision = { isAllowed: true };
const redirect = (redirectTo: string): AccessDecision => ({ isAllowed: false, redirectTo });
const forbidden: AccessDecision = { isAllowed: false, isForbidden: true };

function isAllowedBy(rule: AccessRule, session: SessionResponse): boolean {
  const { role, customer } = session.user;
  switch (rule) {
    case 'signedIn':
    case 'dashboard':
      return true;
    case 'customerArea':
      return role !== 'Administrator';
    case 'placeOrder':
      return canPlaceOrders(session.user);
    case 'placeSampleOrder':
      return canPlaceOrders(session.user) && !customer?.isExport;
    case 'users':
      return role === 'Administrator' || role === 'Sales';
    case 'administrator':
      return role === 'Administrator';
    case 'customerAdministrator':
      return role === 'Customer' && session.user.isCustomerAdmin;
    case 'apiKeys':
      return role === 'Customer' ? session.user.isCustomerAdmin : true;
    case 'maintenance':
      return role !== 'Administrator' && session.maintenanceMode;
  }
}

export function decideAccess(rule: AccessRule, session: SessionResponse): AccessDecision {
  // While maintenance restricts the user, the notice is the only screen (foundations 4).
  if (session.isRestricted && rule !== 'maintenance' && rule !== 'signedIn') return redirect('/Maintenance');
  // The dashboard is the home of the logo link: a Sales user's home is the user list.
  if (rule === 'dashboard' && session.user.role === 'Sales') return redirect('/user');
  // The notice is only there while maintenance is on; afterwards the user simply goes on.
  if (rule === 'maintenance') return isAllowedBy(rule, session) ? allow : redirect(session.landing);
  return isAllowedBy(rule, session) ? allow : forbidden;
}
