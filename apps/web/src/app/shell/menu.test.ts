import { describe, expect, it } from 'vitest';
import { sessionOf } from '../../testing/sessions';
import { isEntryActive, type MenuEntry, menuFor } from './menu';

const keysOf = (entries: MenuEntry[]) => entries.map((entry) => entry.key);
const noMailbox = { hasDevMailbox: false };

describe('the side menu', () => {
  it('offers a customer who may order everything of the customer area, in the order of the spec', () => {
    expect(keysOf(menuFor(sessionOf({ role: 'Customer' }), noMailbox))).toEqual([
      'news',
      'placeOrder',
      'placeSampleOrder',
      'orders',
      'deliveries',
      'salesInvoices',
      'outstandingInvoices',
      'statement',
      'returns',
      'customerDocuments',
      'stockInfo',
      'savedLists',
    ]);
  });

  it('offers API keys and Colleagues to a customer administrator only, after the customer area', () => {
    const keys = keysOf(menuFor(sessionOf({ role: 'Customer', isCustomerAdmin: true }), noMailbox));
    expect(keys.slice(-2)).toEqual(['apiKeys', 'colleagues']);
    expect(keysOf(menuFor(sessionOf({ role: 'Customer' }), noMailbox))).not.toContain('apiKeys');
    expect(keysOf(menuFor(sessionOf({ role: 'Customer' }), noMailbox))).not.toContain('colleagues');
    expect(keysOf(menuFor(sessionOf({ role: 'Sales', isCustomerAdmin: true }), noMailbox))).not.toContain(
      'colleagues',
    );
  });

  it('hides both order entries from a customer without the create-order claim', () => {
    const keys = keysOf(menuFor(sessionOf({ canCreateOrder: false }), noMailbox));
    expect(keys).not.toContain('placeOrder');
    expect(keys).not.toContain('placeSampleOrder');
  });

  it('hides the sample order from an export customer but keeps the regular order', () => {
    const keys = keysOf(menuFor(sessionOf({ isExport: true }), noMailbox));
    expect(keys).toContain('placeOrder');
    expect(keys).not.toContain('placeSampleOrder');
  });

  it('gives a sales user the customer lists and Users, but no dashboard, news or ordering', () => {
    const keys = keysOf(menuFor(sessionOf({ role: 'Sales' }), noMailbox));
    expect(keys).toContain('orders');
    expect(keys).toContain('users');
    expect(keys).not.toContain('news');
    expect(keys).not.toContain('dashboard');
    expect(keys).not.toContain('placeOrder');
  });

  it('gives an administrator the dashboard, users and every administration entry, and no customer lists', () => {
    const keys = keysOf(menuFor(sessionOf({ role: 'Administrator' }), noMailbox));
    expect(keys).toEqual([
      'dashboard',
      'users',
      'apiKeys',
      'newsAdmin',
      'newsHistory',
      'helpTexts',
      'documents',
      'documentTypes',
      'registrationRequests',
      'settings',
      'errorLogs',
      'orderQueue',
      'erpConnection',
    ]);
  });

  it('shows the dev mailbox to an administrator only while it exists', () => {
    expect(keysOf(menuFor(sessionOf({ role: 'Administrator' }), { hasDevMailbox: true }))).toContain(
      'devMailbox',
    );
    expect(keysOf(menuFor(sessionOf({ role: 'Customer' }), { hasDevMailbox: true }))).not.toContain(
      'devMailbox',
    );
  });

  it('during maintenance greys out every entry of a customer except the maintenance notice', () => {
    const entries = menuFor(sessionOf({ role: 'Customer', maintenanceMode: true }), noMailbox);
    const maintenance = entries.find((entry) => entry.key === 'maintenance');
    expect(maintenance?.isDisabled).toBe(false);
    expect(entries.filter((entry) => entry.key !== 'maintenance').every((entry) => entry.isDisabled)).toBe(
      true,
    );
  });

  it('during maintenance leaves the administrator’s menu as it is, without a maintenance entry', () => {
    const entries = menuFor(sessionOf({ role: 'Administrator', maintenanceMode: true }), noMailbox);
    expect(keysOf(entries)).not.toContain('maintenance');
    expect(entries.some((entry) => entry.isDisabled)).toBe(false);
  });

  it('shows the maintenance entry to a sales user while maintenance is on', () => {
    expect(keysOf(menuFor(sessionOf({ role: 'Sales', maintenanceMode: true }), noMailbox))).toContain(
      'maintenance',
    );
  });
});

describe('menu highlighting', () => {
  const entries = menuFor(sessionOf({ role: 'Customer' }), noMailbox);
  const activeOn = (pathname: string) =>
    entries.filter((entry) => isEntryActive(entry, pathname)).map((entry) => entry.key);

  it('keeps Orders lit on an order’s detail page', () => {
    expect(activeOn('/order-detail/4711')).toEqual(['orders']);
  });

  it('keeps Returns lit while adding a return', () => {
    expect(activeOn('/add-returns')).toEqual(['returns']);
  });

  it('keeps Deliveries and Sales invoices lit on their detail pages', () => {
    expect(activeOn('/delivery-detail/12')).toEqual(['deliveries']);
    expect(activeOn('/salesinvoice-detail/99')).toEqual(['salesInvoices']);
  });

  it('does not light Orders on the page for placing an order', () => {
    expect(activeOn('/placeorder')).toEqual(['placeOrder']);
  });
});
