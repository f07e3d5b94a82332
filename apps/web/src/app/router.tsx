import { createBrowserRouter, Navigate, type RouteObject, useParams } from 'react-router';
import { ComingSoonRoute } from './coming-soon-route';
import { HomeRedirect } from './home-redirect';
import { lazyPage } from './lazy-page';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import { RouteGuard } from './route-guard';
import { comingSoonRoutes } from './route-table';

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
const OpenProfile = lazyPage(() => import('./shell/open-profile'), 'OpenProfile');

/** D14: the misspelt address of the old portal still works. */
function MisspeltInvoiceRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={`/salesinvoice-detail/${encodeURIComponent(id)}`} replace />;
}

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
    path: 'dev/mailbox',
    element: (
      <RouteGuard rule="administrator">
        <DevMailboxPage />
      </RouteGuard>
    ),
  },
  { path: 'profile', element: <OpenProfile /> },
  { path: 'salesinvoice-deail/:id', element: <MisspeltInvoiceRedirect /> },
  ...comingSoonRoutes.map((route) => ({
    path: route.path,
    element: (
      <RouteGuard rule={route.rule}>
        <ComingSoonRoute titleKey={route.titleKey} helpPage={route.helpPage} />
      </RouteGuard>
    ),
  })),
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
