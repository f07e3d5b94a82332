import { createElement, type ReactNode } from 'react';
import { Navigate, type RouteObject, useLocation, useParams } from 'react-router';
import type { AccessRule } from './access';
import { HomeRedirect } from './home-redirect';
import { lazyPage, type Preloadable } from './lazy-page';
import { RootLayout } from './root-layout';
import { RouteGuard } from './route-guard';
import { PrefetchNext } from './use-prefetch-next';

const LoginPage = lazyPage(() => import('../features/auth/components/login-page'), 'LoginPage');
const ForgotPasswordPage = lazyPage(
  () => import('../features/auth/components/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyPage(
  () => import('../features/auth/components/reset-password-page'),
  'ResetPasswordPage',
);
const RegistrationPage = lazyPage(
  () => import('../features/registration/components/registration-page'),
  'RegistrationPage',
);
const SignedInArea = lazyPage(() => import('./shell/signed-in-area'), 'SignedInArea');
const NotFoundRoute = lazyPage(() => import('./shell/not-found-route'), 'NotFoundRoute');
const DashboardPage = lazyPage(
  () => import('../features/dashboard/components/dashboard-page'),
  'DashboardPage',
);
const MaintenancePage = lazyPage(
  () => import('../features/maintenance/components/maintenance-page'),
  'MaintenancePage',
);
const DevMailboxPage = lazyPage(
  () => import('../features/dev-mailbox/components/dev-mailbox-page'),
  'DevMailboxPage',
  'administration',
);
const ApiKeysPage = lazyPage(
  () => import('../features/api-keys/components/api-keys-page'),
  'ApiKeysPage',
  'administration',
);
const ColleaguesPage = lazyPage(
  () => import('../features/colleagues/components/colleagues-page'),
  'ColleaguesPage',
  'administration',
);
const OrdersPage = lazyPage(() => import('../features/orders/components/orders-page'), 'OrdersPage');
const DeliveriesPage = lazyPage(
  () => import('../features/deliveries/components/deliveries-page'),
  'DeliveriesPage',
);
const SalesInvoicesPage = lazyPage(
  () => import('../features/invoices/components/sales-invoices-page'),
  'SalesInvoicesPage',
);
const StatementPage = lazyPage(
  () => import('../features/statement/components/statement-page'),
  'StatementPage',
);
const OutstandingInvoicesPage = lazyPage(
  () => import('../features/invoices/components/outstanding-invoices-page'),
  'OutstandingInvoicesPage',
);
const PaymentResultPage = lazyPage(
  () => import('../features/invoices/components/payment-result-page'),
  'PaymentResultPage',
);
const ReturnsPage = lazyPage(() => import('../features/returns/components/returns-page'), 'ReturnsPage');
const CustomerDocumentsPage = lazyPage(
  () => import('../features/customer-documents/components/customer-documents-page'),
  'CustomerDocumentsPage',
);
const DocumentDetailPage = lazyPage(
  () => import('../features/document-detail/components/document-detail-page'),
  'DocumentDetailPage',
);
const PlaceOrderPage = lazyPage(
  () => import('../features/place-order/components/place-order-page'),
  'PlaceOrderPage',
  'ordering',
);
const PlaceSampleOrderPage = lazyPage(
  () => import('../features/place-order/components/place-order-page'),
  'PlaceSampleOrderPage',
  'ordering',
);
const StockCheckPage = lazyPage(
  () => import('../features/stock-check/components/stock-check-page'),
  'StockCheckPage',
  'ordering',
);
const AddReturnPage = lazyPage(
  () => import('../features/add-return/components/add-return-page'),
  'AddReturnPage',
  'ordering',
);
const SavedListsPage = lazyPage(
  () => import('../features/saved-lists/components/saved-lists-page'),
  'SavedListsPage',
);
const UsersPage = lazyPage(
  () => import('../features/users/components/users-page'),
  'UsersPage',
  'administration',
);
const SettingsPage = lazyPage(
  () => import('../features/settings/components/settings-page'),
  'SettingsPage',
  'administration',
);
const ErrorLogsPage = lazyPage(
  () => import('../features/error-logs/components/error-logs-page'),
  'ErrorLogsPage',
  'administration',
);
const OrderQueuePage = lazyPage(
  () => import('../features/order-queue/components/order-queue-page'),
  'OrderQueuePage',
  'administration',
);
const ErpConnectionPage = lazyPage(
  () => import('../features/erp-connection/components/erp-connection-page'),
  'ErpConnectionPage',
  'administration',
);
const RegistrationRequestsPage = lazyPage(
  () => import('../features/registration-requests/components/registration-requests-page'),
  'RegistrationRequestsPage',
  'administration',
);
const NewsPage = lazyPage(
  () => import('../features/news-admin/components/news-admin-page'),
  'NewsPage',
  'administration',
);
const NewsHistoryPage = lazyPage(
  () => import('../features/news-admin/components/news-admin-page'),
  'NewsHistoryPage',
  'administration',
);
const DocumentsAdminPage = lazyPage(
  () => import('../features/documents-admin/components/documents-admin-page'),
  'DocumentsAdminPage',
  'administration',
);
const DocumentTypesAdminPage = lazyPage(
  () => import('../features/document-types-admin/components/document-types-admin-page'),
  'DocumentTypesAdminPage',
  'administration',
);
const HelpTextsAdminPage = lazyPage(
  () => import('../features/help-texts-admin/components/help-texts-admin-page'),
  'HelpTextsAdminPage',
  'administration',
);
const OpenProfile = lazyPage(() => import('./shell/open-profile'), 'OpenProfile');

/** D14: the misspelt address of the old portal still works. */
function MisspeltInvoiceRedirect() {
  const { id = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/salesinvoice-detail/${encodeURIComponent(id)}${search}`} replace />;
}

/**
 * A route of the table, with the code it draws: on a cold load the app fetches the code of every route
 * of the address at once, in parallel with the session check, and draws the first screen when it is
 * there (app.tsx); on a later click the page stays until the next one's code is there (app-router.tsx).
 * The page then renders at once, without a Suspense fallback, which React 19 would keep on screen for at
 * least 300 ms.
 */
export type AppRoute = RouteObject & { code?: Preloadable };

const codeOf = (loaded: Preloadable) => ({ code: loaded });

/** A lazily loaded page and the props its route renders it with (none for most). */
type RoutePage<Props extends object> = ((props: Props) => ReactNode) & Preloadable;
type PropsOf<Props extends object> = Record<string, never> extends Props ? [props?: Props] : [props: Props];

/**
 * A page anyone may open; without props. `next`: the pages the user most likely opens from there,
 * fetched at their first keystroke or tap (use-prefetch-next.ts).
 */
const page = (path: string, Page: RoutePage<object>, next?: readonly Preloadable[]): AppRoute => ({
  path,
  element: next ? createElement(PrefetchNext, { pages: next }, createElement(Page)) : createElement(Page),
  ...codeOf(Page),
});

/** A page only some users may open (foundations 2 route table, D1). */
const guarded = <Props extends object>(
  path: string,
  rule: AccessRule,
  Page: RoutePage<Props>,
  ...[props]: PropsOf<Props>
): AppRoute => ({
  path,
  element: <RouteGuard rule={rule}>{createElement(Page, props ?? ({} as Props))}</RouteGuard>,
  ...codeOf(Page),
});

/** The customer's read-side screens (ADR-009), every non-Administrator (foundations 2). */
const customerRoutes: AppRoute[] = [
  guarded('orders', 'customerArea', OrdersPage),
  guarded('order-detail/:orderId', 'customerArea', DocumentDetailPage, { route: 'order' }),
  guarded('deliveries', 'customerArea', DeliveriesPage),
  guarded('delivery-detail/:id', 'customerArea', DocumentDetailPage, { route: 'delivery' }),
  guarded('salesinvoices', 'customerArea', SalesInvoicesPage),
  guarded('salesinvoice-detail/:id', 'customerArea', DocumentDetailPage, { route: 'invoice' }),
  guarded('outstandingInvoices', 'customerArea', OutstandingInvoicesPage),
  guarded('statement', 'customerArea', StatementPage),
  guarded('payments/:id', 'customerArea', PaymentResultPage),
  guarded('returns', 'customerArea', ReturnsPage),
  guarded('return-detail/:id', 'customerArea', DocumentDetailPage, { route: 'return' }),
  guarded('add-returns', 'customerArea', AddReturnPage),
  guarded('customerDocuments', 'customerArea', CustomerDocumentsPage),
  guarded('stockinfo', 'customerArea', StockCheckPage),
  guarded('lists', 'customerArea', SavedListsPage),
];

/** The ordering screens: non-Administrators with the create-order claim (ordering §2). */
const orderingRoutes: AppRoute[] = [
  guarded('placeorder', 'placeOrder', PlaceOrderPage),
  guarded('placesampleorder', 'placeSampleOrder', PlaceSampleOrderPage),
];

const signedInRoutes: AppRoute[] = [
  guarded('dashboard', 'dashboard', DashboardPage),
  guarded('Maintenance', 'maintenance', MaintenancePage),
  guarded('user', 'users', UsersPage),
  guarded('colleagues', 'customerAdministrator', ColleaguesPage),
  guarded('api-keys', 'apiKeys', ApiKeysPage),
  guarded('dev/mailbox', 'administrator', DevMailboxPage),
  guarded('settings', 'administrator', SettingsPage),
  guarded('error-logs', 'administrator', ErrorLogsPage),
  guarded('order-queue', 'administrator', OrderQueuePage),
  guarded('erp-connection', 'administrator', ErpConnectionPage),
  guarded('registration-request', 'administrator', RegistrationRequestsPage),
  guarded('news', 'administrator', NewsPage),
  guarded('newshistory', 'administrator', NewsHistoryPage),
  guarded('documents', 'administrator', DocumentsAdminPage),
  guarded('document-type', 'administrator', DocumentTypesAdminPage),
  guarded('help-text', 'administrator', HelpTextsAdminPage),
  page('profile', OpenProfile),
  { path: 'salesinvoice-deail/:id', element: <MisspeltInvoiceRedirect /> },
  ...customerRoutes,
  ...orderingRoutes,
];

/** The route table: React Router's `useRoutes` draws it (app.tsx), route-preloads.ts reads it. */
export const routes: AppRoute[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomeRedirect /> },
      // Most who sign in go on to the dashboard: its code comes while they type.
      page('login', LoginPage, [SignedInArea, DashboardPage]),
      page('forgot-password', ForgotPasswordPage),
      page('reset-password', ResetPasswordPage),
      page('registration', RegistrationPage),
      { element: <SignedInArea />, ...codeOf(SignedInArea), children: signedInRoutes },
      page('*', NotFoundRoute),
    ],
  },
];
