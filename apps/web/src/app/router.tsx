import { lazy, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject, useLocation, useParams } from 'react-router';
import { HomeRedirect } from './home-redirect';
import { lazyPage } from './lazy-page';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import { RouteGuard } from './route-guard';

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
const OutstandingInvoicesPage = lazyPage(
  () => import('../features/invoices/components/outstanding-invoices-page'),
  'OutstandingInvoicesPage',
);
const ReturnsPage = lazyPage(() => import('../features/returns/components/returns-page'), 'ReturnsPage');
const CustomerDocumentsPage = lazyPage(
  () => import('../features/customer-documents/components/customer-documents-page'),
  'CustomerDocumentsPage',
);
const DocumentDetailPage = lazy(async () => ({
  default: (await import('../features/document-detail/components/document-detail-page')).DocumentDetailPage,
}));
const PlaceOrderPage = lazyPage(
  () => import('../features/place-order/components/place-order-page'),
  'PlaceOrderPage',
);
const PlaceSampleOrderPage = lazyPage(
  () => import('../features/place-order/components/place-order-page'),
  'PlaceSampleOrderPage',
);
const StockCheckPage = lazyPage(
  () => import('../features/stock-check/components/stock-check-page'),
  'StockCheckPage',
);
const AddReturnPage = lazyPage(
  () => import('../features/add-return/components/add-return-page'),
  'AddReturnPage',
);
const UsersPage = lazyPage(() => import('../features/users/components/users-page'), 'UsersPage');
const SettingsPage = lazyPage(() => import('../features/settings/components/settings-page'), 'SettingsPage');
const ErrorLogsPage = lazyPage(
  () => import('../features/error-logs/components/error-logs-page'),
  'ErrorLogsPage',
);
const RegistrationRequestsPage = lazyPage(
  () => import('../features/registration-requests/components/registration-requests-page'),
  'RegistrationRequestsPage',
);
const NewsPage = lazyPage(() => import('../features/news-admin/components/news-admin-page'), 'NewsPage');
const NewsHistoryPage = lazyPage(
  () => import('../features/news-admin/components/news-admin-page'),
  'NewsHistoryPage',
);
const DocumentsAdminPage = lazyPage(
  () => import('../features/documents-admin/components/documents-admin-page'),
  'DocumentsAdminPage',
);
const DocumentTypesAdminPage = lazyPage(
  () => import('../features/document-types-admin/components/document-types-admin-page'),
  'DocumentTypesAdminPage',
);
const HelpTextsAdminPage = lazyPage(
  () => import('../features/help-texts-admin/components/help-texts-admin-page'),
  'HelpTextsAdminPage',
);
const OpenProfile = lazyPage(() => import('./shell/open-profile'), 'OpenProfile');

/** D14: the misspelt address of the old portal still works. */
function MisspeltInvoiceRedirect() {
  const { id = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/salesinvoice-detail/${encodeURIComponent(id)}${search}`} replace />;
}

/** The customer's read-side screens (issue 03), every non-Administrator (foundations 2). */
const customerArea = (path: string, element: ReactNode): RouteObject => ({
  path,
  element: <RouteGuard rule="customerArea">{element}</RouteGuard>,
});

const customerRoutes: RouteObject[] = [
  customerArea('orders', <OrdersPage />),
  customerArea('order-detail/:orderId', <DocumentDetailPage route="order" />),
  customerArea('deliveries', <DeliveriesPage />),
  customerArea('delivery-detail/:id', <DocumentDetailPage route="delivery" />),
  customerArea('salesinvoices', <SalesInvoicesPage />),
  customerArea('salesinvoice-detail/:id', <DocumentDetailPage route="invoice" />),
  customerArea('outstandingInvoices', <OutstandingInvoicesPage />),
  customerArea('returns', <ReturnsPage />),
  customerArea('return-detail/:id', <DocumentDetailPage route="return" />),
  customerArea('add-returns', <AddReturnPage />),
  customerArea('customerDocuments', <CustomerDocumentsPage />),
  customerArea('stockinfo', <StockCheckPage />),
];

/** The ordering screens: non-Administrators with the create-order claim (ordering §2). */
const orderingRoutes: RouteObject[] = [
  {
    path: 'placeorder',
    element: (
      <RouteGuard rule="placeOrder">
        <PlaceOrderPage />
      </RouteGuard>
    ),
  },
  {
    path: 'placesampleorder',
    element: (
      <RouteGuard rule="placeSampleOrder">
        <PlaceSampleOrderPage />
      </RouteGuard>
    ),
  },
];

const signedInRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    element: (
      <RouteGuard rule="dashboard">
        <DashboardPage />
      </RouteGuard>
    ),
  },
  {
    path: 'Maintenance',
    element: (
      <RouteGuard rule="maintenance">
        <MaintenancePage />
      </RouteGuard>
    ),
  },
  {
    path: 'user',
    element: (
      <RouteGuard rule="users">
        <UsersPage />
      </RouteGuard>
    ),
  },
  {
    path: 'dev/mailbox',
    element: (
      <RouteGuard rule="administrator">
        <DevMailboxPage />
      </RouteGuard>
    ),
  },
  {
    path: 'settings',
    element: (
      <RouteGuard rule="administrator">
        <SettingsPage />
      </RouteGuard>
    ),
  },
  {
    path: 'error-logs',
    element: (
      <RouteGuard rule="administrator">
        <ErrorLogsPage />
      </RouteGuard>
    ),
  },
  {
    path: 'registration-request',
    element: (
      <RouteGuard rule="administrator">
        <RegistrationRequestsPage />
      </RouteGuard>
    ),
  },
  {
    path: 'news',
    element: (
      <RouteGuard rule="administrator">
        <NewsPage />
      </RouteGuard>
    ),
  },
  {
    path: 'newshistory',
    element: (
      <RouteGuard rule="administrator">
        <NewsHistoryPage />
      </RouteGuard>
    ),
  },
  {
    path: 'documents',
    element: (
      <RouteGuard rule="administrator">
        <DocumentsAdminPage />
      </RouteGuard>
    ),
  },
  {
    path: 'document-type',
    element: (
      <RouteGuard rule="administrator">
        <DocumentTypesAdminPage />
      </RouteGuard>
    ),
  },
  {
    path: 'help-text',
    element: (
      <RouteGuard rule="administrator">
        <HelpTextsAdminPage />
      </RouteGuard>
    ),
  },
  { path: 'profile', element: <OpenProfile /> },
  { path: 'salesinvoice-deail/:id', element: <MisspeltInvoiceRedirect /> },
  ...customerRoutes,
  ...orderingRoutes,
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomeRedirect /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'registration', element: <RegistrationPage /> },
      { element: <SignedInArea />, children: signedInRoutes },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
