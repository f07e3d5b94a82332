import { Stack } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoButton } from '../../../components/info-button';
import { PageHeader } from '../../../components/page-header';
import { lazyComponent } from '../../../lib/lazy-component';
import { useSignedInSession } from '../../../lib/session';
import { CustomerOverview } from './customer-overview';
import { NewsFeed } from './news-feed';
import { WelcomeBanner } from './welcome-banner';
import { WorkQueueSkeleton } from './work-queue-skeleton';

/**
 * The administrator's work queue, with its maintenance switch and confirmation dialog: its own file,
 * so a customer's news page does not load them.
 */
const AdminWorkQueue = lazyComponent(() => import('./admin-work-queue'), 'AdminWorkQueue');

/** /dashboard: the Dashboard of an administrator, the News of a customer (foundations 2, D16). */
export function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useSignedInSession();
  const isAdministrator = user.role === 'Administrator';

  return (
    <>
      <PageHeader
        title={isAdministrator ? t('pages.dashboard') : t('pages.news')}
        description={isAdministrator ? t('dashboard.adminSubtitle') : t('dashboard.customerSubtitle')}
        actions={<InfoButton page="News" />}
      />
      <WelcomeBanner name={user.customer?.name ?? user.displayName} />
      {isAdministrator ? (
        <Stack gap="lg">
          <Suspense fallback={<WorkQueueSkeleton />}>
            <AdminWorkQueue />
          </Suspense>
          <NewsFeed limit={4} link={{ to: '/news', label: t('dashboard.manageNews') }} />
        </Stack>
      ) : (
        <CustomerOverview />
      )}
    </>
  );
}
