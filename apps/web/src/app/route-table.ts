import type { HelpPage } from '@selvedge/contracts';
import type { AccessRule } from './access';

export interface ComingSoonRoute {
  path: string;
  rule: AccessRule;
  /** Key under `pages.` of the screen's title. */
  titleKey: string;
  helpPage?: HelpPage;
}

/**
 * The screens of foundations 2 that later issues fill in. They exist now, at their addresses and
 * behind their guards, so that links, bookmarks and the menu work from the first release.
 */
export const comingSoonRoutes: readonly ComingSoonRoute[] = [
  { path: 'orders', rule: 'customerArea', titleKey: 'orders', helpPage: 'Orders' },
  { path: 'order-detail/:orderId', rule: 'customerArea', titleKey: 'orderDetail' },
  { path: 'deliveries', rule: 'customerArea', titleKey: 'deliveries', helpPage: 'Deliveries' },
  { path: 'delivery-detail/:id', rule: 'customerArea', titleKey: 'deliveryDetail' },
  { path: 'salesinvoices', rule: 'customerArea', titleKey: 'salesInvoices', helpPage: 'Salesinvoices' },
  { path: 'salesinvoice-detail/:id', rule: 'customerArea', titleKey: 'salesInvoiceDetail' },
  {
    path: 'outstandingInvoices',
    rule: 'customerArea',
    titleKey: 'outstandingInvoices',
    helpPage: 'Open_invoices',
  },
  { path: 'returns', rule: 'customerArea', titleKey: 'returns', helpPage: 'Returns' },
  { path: 'return-detail/:id', rule: 'customerArea', titleKey: 'returnDetail' },
  { path: 'add-returns', rule: 'customerArea', titleKey: 'addReturn' },
  { path: 'customerDocuments', rule: 'customerArea', titleKey: 'customerDocuments', helpPage: 'Documents' },
  { path: 'stockinfo', rule: 'customerArea', titleKey: 'stockInfo' },
  { path: 'placeorder', rule: 'placeOrder', titleKey: 'placeOrder', helpPage: 'Place_an_order' },
  {
    path: 'placesampleorder',
    rule: 'placeSampleOrder',
    titleKey: 'placeSampleOrder',
    helpPage: 'Place_a_sample_order',
  },
  { path: 'user', rule: 'users', titleKey: 'users' },
  { path: 'news', rule: 'administrator', titleKey: 'newsAdmin', helpPage: 'News' },
  { path: 'newshistory', rule: 'administrator', titleKey: 'newsHistory' },
  { path: 'help-text', rule: 'administrator', titleKey: 'helpTexts' },
  { path: 'documents', rule: 'administrator', titleKey: 'documents' },
  { path: 'document-type', rule: 'administrator', titleKey: 'documentTypes' },
  { path: 'registration-request', rule: 'administrator', titleKey: 'registrationRequests' },
  { path: 'settings', rule: 'administrator', titleKey: 'settings' },
  { path: 'error-logs', rule: 'administrator', titleKey: 'errorLogs' },
];
