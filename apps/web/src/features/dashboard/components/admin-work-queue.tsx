import { Anchor, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import {
  IconAlertTriangle,
  IconArrowRight,
  IconShoppingCartExclamation,
  IconTool,
  IconUserPlus,
} from '../../../components/icons';
import { MaintenanceSwitch } from '../../../components/maintenance-switch';
import { useDeferredQuery } from '../../../lib/use-deferred-query';
import { useWorkQueue } from '../api/get-work-queue';
import { WorkQueueSkeleton } from './work-queue-skeleton';

interface QueueCardProps {
  icon: ReactNode;
  color: string;
  title: string;
  children: ReactNode;
  footer: ReactNode;
}

function QueueCard({ icon, color, title, children, footer }: QueueCardProps) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" color={color} size={42} radius="md" aria-hidden>
            {icon}
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" c="dimmed" fw={600}>
              {title}
            </Text>
            {children}
          </Stack>
        </Group>
        {footer}
      </Stack>
    </Paper>
  );
}

function QueueLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" fw={600}>
      <Group gap={4} wrap="nowrap">
        {label}
        <IconArrowRight size={14} aria-hidden />
      </Group>
    </Anchor>
  );
}

/** D16: what waits for the administrator, and the maintenance switch (until the settings screen exists). */
export function AdminWorkQueue() {
  const { t } = useTranslation();
  const workQueue = useDeferredQuery(useWorkQueue());

  if (workQueue.isPending) return <WorkQueueSkeleton />;
  if (workQueue.isError) {
    return <ErrorState error={workQueue.error} onRetry={() => void workQueue.refetch()} />;
  }

  const { pendingRegistrations, errorsLast24h, maintenanceMode, ordersFailed, ordersWaiting } =
    workQueue.data;

  return (
    // Four cards: one a row on a phone, two on a tablet or narrow laptop, four from a wide screen on.
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
      <QueueCard
        icon={<IconUserPlus size={22} />}
        color="selvedge"
        title={t('dashboard.pendingRegistrations')}
        footer={<QueueLink to="/registration-request" label={t('dashboard.reviewRegistrations')} />}
      >
        <Text fz={32} fw={700} lh={1.1}>
          {pendingRegistrations}
        </Text>
      </QueueCard>
      <QueueCard
        icon={<IconAlertTriangle size={22} />}
        color={errorsLast24h > 0 ? 'red' : 'gray'}
        title={t('dashboard.errorsLast24h')}
        footer={<QueueLink to="/error-logs" label={t('dashboard.openErrorLogs')} />}
      >
        <Text fz={32} fw={700} lh={1.1} c={errorsLast24h > 0 ? 'red.7' : undefined}>
          {errorsLast24h}
        </Text>
      </QueueCard>
      <QueueCard
        icon={<IconShoppingCartExclamation size={22} />}
        color={ordersFailed > 0 ? 'red' : ordersWaiting > 0 ? 'orange' : 'gray'}
        title={t('dashboard.ordersNeedingAttention')}
        footer={<QueueLink to="/order-queue" label={t('dashboard.openOrderQueue')} />}
      >
        <Text fz={32} fw={700} lh={1.1} c={ordersFailed > 0 ? 'red.7' : undefined}>
          {ordersFailed}
        </Text>
        {ordersWaiting > 0 ? (
          <Text size="sm" fw={600}>
            {t('dashboard.ordersWaiting', { count: ordersWaiting })}
          </Text>
        ) : null}
      </QueueCard>
      <QueueCard
        icon={<IconTool size={22} />}
        color={maintenanceMode ? 'orange' : 'gray'}
        title={t('dashboard.maintenanceMode')}
        footer={
          <Text size="xs" c="dimmed">
            {t('dashboard.maintenanceHint')}
          </Text>
        }
      >
        <Group gap="sm" mt={4} wrap="nowrap">
          <MaintenanceSwitch isEnabled={maintenanceMode} />
          <Text fw={700} c={maintenanceMode ? 'orange.8' : 'dimmed'} aria-hidden="true">
            {maintenanceMode ? t('common.on') : t('common.off')}
          </Text>
        </Group>
      </QueueCard>
    </SimpleGrid>
  );
}
