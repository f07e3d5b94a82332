import { SimpleGrid, Stack } from '@mantine/core';
import { IconFileDescription, IconNews, IconReceipt, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { OverviewCard } from './overview-card';

/** D16 for a customer: news, then the latest orders, deliveries and outstanding invoices. */
export function CustomerOverview() {
  const { t } = useTranslation();
  const lists = [
    { key: 'orders', to: '/orders', Icon: IconFileDescription },
    { key: 'deliveries', to: '/deliveries', Icon: IconTruckDelivery },
    { key: 'outstandingInvoices', to: '/outstandingInvoices', Icon: IconReceipt },
  ] as const;

  return (
    <Stack gap="lg">
      <OverviewCard title={t('dashboard.newsTitle')}>
        <EmptyState
          compact
          icon={<IconNews size={22} stroke={1.6} />}
          title={t('dashboard.newsEmpty')}
          description={t('dashboard.newsEmptyText')}
        />
      </OverviewCard>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {lists.map(({ key, to, Icon }) => (
          <OverviewCard
            key={key}
            title={t(`dashboard.latest.${key}`)}
            link={{ to, label: t('dashboard.viewAll') }}
            linkPosition="bottom"
          >
            <EmptyState
              compact
              icon={<Icon size={22} stroke={1.6} />}
              title={t('comingSoon.title')}
              description={t(`dashboard.latestSoon.${key}`)}
            />
          </OverviewCard>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
