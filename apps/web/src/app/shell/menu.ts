import type { SessionResponse } from '@selvedge/contracts';

export type MenuEntryKey =
  | 'dashboard'
  | 'news'
  | 'placeOrder'
  | 'placeSampleOrder'
  | 'orders'
  | 'deliveries'
  | 'salesInvoices'
  | 'outstandingInvoices'
  | 'statement'
  | 'returns'
  | 'customerDocuments'
  | 'stockInfo'
  | 'colleagues'
  | 'apiKeys'
  | 'savedLists'
  | 'users'
  | 'newsAdmin'
  | 'newsHistory'
  | 'helpTexts'
  | 'documents'
  | 'documentTypes'
  | 'registrationRequests'
  | 'settings'
  | 'errorLogs'
  | 'orderQueue'
  | 'erpConnection'
  | 'devMailbox'
  | 'maintenance';

export interface MenuEntry {
  key: MenuEntryKey;
  path: string;
  /** Other paths on which this entry stays highlighted (foundations 2, "Shell"). */
  alsoActiveOn: readonly string[];
  section: 'main' | 'administration';
  /** Greyed and not clickable while maintenance restricts the user. */
  isDisabled: boolean;
}

export interface MenuOptions {
  /** The dev mailbox exists only while mail is not sent through SMTP. */
  hasDevMailbox: boolean;
}

type EntryDefinition = Omit<MenuEntry, 'isDisabled' | 'alsoActiveOn' | 'section'> &
  Partial<Pick<MenuEntry, 'alsoActiveOn' | 'section'>>;

const customerEntries: EntryDefinition[] = [
  { key: 'orders', path: '/orders', alsoActiveOn: ['/order-detail'] },
  { key: 'deliveries', path: '/deliveries', alsoActiveOn: ['/delivery-detail'] },
  {
    key: 'salesInvoices',
    path: '/salesinvoices',
    alsoActiveOn: ['/salesinvoice-detail', '/salesinvoice-deail'],
  },
  { key: 'outstandingInvoices', path: '/outstandingInvoices' },
  { key: 'statement', path: '/statement' },
  { key: 'returns', path: '/returns', alsoActiveOn: ['/add-returns', '/return-detail'] },
  { key: 'customerDocuments', path: '/customerDocuments' },
  { key: 'stockInfo', path: '/stockinfo' },
  { key: 'savedLists', path: '/lists' },
];

const administrationEntries: EntryDefinition[] = [
  { key: 'newsAdmin', path: '/news' },
  { key: 'newsHistory', path: '/newshistory' },
  { key: 'helpTexts', path: '/help-text' },
  { key: 'documents', path: '/documents' },
  { key: 'documentTypes', path: '/document-type' },
  { key: 'registrationRequests', path: '/registration-request' },
  { key: 'settings', path: '/settings' },
  { key: 'errorLogs', path: '/error-logs' },
  { key: 'orderQueue', path: '/order-queue' },
  { key: 'erpConnection', path: '/erp-connection' },
];

/** The side menu of foundations 2 "Shell", by role and flags. */
export function menuFor(session: SessionResponse, options: MenuOptions): MenuEntry[] {
  const { role, canCreateOrder, customer } = session.user;
  const entries: EntryDefinition[] = [];

  if (role === 'Administrator') {
    entries.push(
      { key: 'dashboard', path: '/dashboard' },
      { key: 'users', path: '/user' },
      { key: 'apiKeys', path: '/api-keys' },
    );
    entries.push(...administrationEntries.map((entry) => ({ ...entry, section: 'administration' as const })));
    if (options.hasDevMailbox) {
      entries.push({ key: 'devMailbox', path: '/dev/mailbox', section: 'administration' });
    }
  } else {
    // A Sales user acting as a customer has the Customer role in the session, so sees News too.
    if (role === 'Customer') entries.push({ key: 'news', path: '/dashboard' });
    if (role === 'Customer' && canCreateOrder) {
      entries.push({ key: 'placeOrder', path: '/placeorder' });
      if (!customer?.isExport) entries.push({ key: 'placeSampleOrder', path: '/placesampleorder' });
    }
    entries.push(...customerEntries);
    // A customer administrator's own users (ADR-034); acting staff see it as the user they act as.
    // API keys for the customer's own systems (ADR-036), before the colleagues.
    if (role === 'Customer' && session.user.isCustomerAdmin)
      entries.push({ key: 'apiKeys', path: '/api-keys' }, { key: 'colleagues', path: '/colleagues' });
    if (role === 'Sales')
      entries.push({ key: 'users', path: '/user' }, { key: 'apiKeys', path: '/api-keys' });
    if (session.maintenanceMode) entries.push({ key: 'maintenance', path: '/Maintenance' });
  }

  return entries.map((entry) => ({
    alsoActiveOn: [],
    section: 'main',
    ...entry,
    isDisabled: session.isRestricted && entry.key !== 'maintenance',
  }));
}

/** Whether an entry is lit for the current path: its own page, or one of its detail pages. */
export function isEntryActive(entry: MenuEntry, pathname: string): boolean {
  const matches = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  return matches(entry.path) || entry.alsoActiveOn.some(matches);
}
