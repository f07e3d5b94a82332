import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ErpFeed, ErpFeedState, OutboxSummary } from '@selvedge/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, RowsView } from '../../../components/data-table';
import { ErpErrorText } from '../../../components/erp-error-text';
import { ErrorState } from '../../../components/error-state';
import { IconRefresh } from '../../../components/icons';
import { InfoCard } from '../../../components/info-card';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useErpConnection, useRequestSync } from '../api/erp-connection';
import { type AwaitedRuns, awaitedRunsOf } from '../lib/awaited-runs';
import { circuitBadgeOf, durationOf, statusBadgeOf } from './feed-wording';

/** A duration in the reader's language (its two largest units). */
function useDuration() {
  const { t } = useTranslation();
  return (seconds: number) => {
    const { key, values } = durationOf(seconds);
    return t(key, values);
  };
}

/** A state as a badge whose words are never cut off, however narrow its column. */
function StatusBadge({ color, label }: { color: string; label: string }) {
  return (
    <Badge
      color={color}
      variant="light"
      radius="sm"
      tt="none"
      styles={{ label: { whiteSpace: 'nowrap', overflow: 'visible' } }}
    >
      {label}
    </Badge>
  );
}

/** /erp-connection: whether the ERP's data keep coming, and what waits to reach the ERP. */
export function ErpConnectionPage() {
  const { t } = useTranslation();
  const [awaited, setAwaited] = useState<AwaitedRuns | null>(null);
  const query = useErpConnection(awaited);
  const sync = useRequestSync();
  const duration = useDuration();
  // On a phone each feed is a card of two columns: no cell may ask for more than its half.
  const isPhone = useIsPhone();

  const syncNow = (feed?: ErpFeed) =>
    sync.mutate(feed, {
      onSuccess: (answer) => {
        setAwaited(awaitedRunsOf(answer.feeds, query.data?.feeds ?? [], Date.now()));
        notifications.show({
          color: 'teal',
          message: feed
            ? t('erpConnection.syncRequested', { feed: t(`erpConnection.feed.${feed}`) })
            : t('erpConnection.syncAllRequested'),
        });
      },
    });
  const isSyncing = (feed?: ErpFeed) => sync.isPending && sync.variables === feed;

  const columns: Column<ErpFeedState>[] = [
    {
      id: 'feed',
      header: t('erpConnection.columns.feed'),
      isPrimary: true,
      isWrapping: true,
      cell: (row) => (
        <Text size="sm" fw={600}>
          {t(`erpConnection.feed.${row.feed}`)}
        </Text>
      ),
    },
    {
      id: 'status',
      header: t('erpConnection.columns.status'),
      cell: (row) => (
        <StatusBadge color={statusBadgeOf[row.status].color} label={t(statusBadgeOf[row.status].key)} />
      ),
    },
    {
      id: 'lastSuccess',
      header: t('erpConnection.columns.lastSuccess'),
      text: (row) => (row.lastSucceededAt ? formatDateTime(row.lastSucceededAt) : t('erpConnection.never')),
    },
    {
      id: 'lag',
      header: t('erpConnection.columns.lag'),
      isWrapping: true,
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm">{row.lagSeconds === null ? '–' : duration(row.lagSeconds)}</Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('erpConnection.allowedLag', { lag: duration(row.maxLagMinutes * 60) })}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'rows',
      header: t('erpConnection.columns.rows'),
      align: 'right',
      text: (row) => formatNumber(row.rowsApplied, 0),
    },
    {
      id: 'nextRun',
      header: t('erpConnection.columns.nextRun'),
      text: (row) => formatDateTime(row.nextRunAt),
    },
    {
      id: 'lastError',
      header: t('erpConnection.columns.lastError'),
      isWrapping: true,
      cell: (row) =>
        row.lastError === null ? (
          '–'
        ) : (
          <Stack gap={2} style={isPhone ? undefined : { minWidth: 120, maxWidth: 170 }}>
            {row.lastFailedAt ? (
              <Text size="xs" c="dimmed">
                {t('erpConnection.failedAt', { time: formatDateTime(row.lastFailedAt) })}
              </Text>
            ) : null}
            <ErpErrorText text={row.lastError} />
          </Stack>
        ),
    },
    {
      id: 'actions',
      header: t('erpConnection.columns.actions'),
      isAction: true,
      cell: (row) => (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconRefresh size={14} />}
          loading={isSyncing(row.feed)}
          disabled={sync.isPending && !isSyncing(row.feed)}
          aria-label={t('erpConnection.syncFeedLabel', { feed: t(`erpConnection.feed.${row.feed}`) })}
          onClick={() => syncNow(row.feed)}
        >
          {t('erpConnection.syncFeed')}
        </Button>
      ),
    },
  ];

  const connection = query.data;
  const feedRows = connection ? (
    <RowsView
      label={t('erpConnection.feeds')}
      columns={columns}
      rows={connection.feeds}
      rowKey={(row) => row.feed}
    />
  ) : null;
  return (
    <>
      <PageHeader title={t('pages.erpConnection')} description={t('erpConnection.subtitle')} />
      {query.isError && !connection ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : !connection ? (
        <PageLoader />
      ) : (
        <Stack gap="xl">
          <Group gap="lg" justify="space-between">
            <Group gap="lg">
              <Group gap="xs">
                <Text size="sm" c="dimmed">
                  {t('erpConnection.erp')}
                </Text>
                <Text size="sm" fw={600} translate="no">
                  {connection.erp}
                </Text>
              </Group>
              <Group gap="xs">
                <Text size="sm" c="dimmed">
                  {t('erpConnection.circuit.label')}
                </Text>
                <StatusBadge
                  color={circuitBadgeOf[connection.circuit].color}
                  label={t(circuitBadgeOf[connection.circuit].key)}
                />
              </Group>
            </Group>
            <Button
              leftSection={<IconRefresh size={16} />}
              loading={isSyncing(undefined)}
              disabled={sync.isPending && !isSyncing(undefined)}
              onClick={() => syncNow()}
            >
              {t('erpConnection.syncAll')}
            </Button>
          </Group>
          <Stack gap="sm" component="section" aria-labelledby="erp-feeds">
            <Title order={2} size="h4" id="erp-feeds">
              {t('erpConnection.feeds')}
            </Title>
            {isPhone ? (
              feedRows
            ) : (
              <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
                {feedRows}
              </Paper>
            )}
          </Stack>
          <Stack gap="sm" component="section" aria-labelledby="erp-outbox">
            <Group justify="space-between" align="baseline">
              <Title order={2} size="h4" id="erp-outbox">
                {t('erpConnection.outbox.title')}
              </Title>
              <Anchor component={Link} to="/order-queue" size="sm">
                {t('erpConnection.outbox.link')}
              </Anchor>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <OutboxCard title={t('erpConnection.outbox.orders')} summary={connection.outbox.orders} />
              <OutboxCard
                title={t('erpConnection.outbox.returnRequests')}
                summary={connection.outbox.returnRequests}
              />
            </SimpleGrid>
          </Stack>
        </Stack>
      )}
    </>
  );
}

/** One outbox: how many wait, since when, and the latest failure among them. */
function OutboxCard({ title, summary }: { title: string; summary: OutboxSummary }) {
  const { t } = useTranslation();
  const duration = useDuration();
  const age = summary.oldestSince ? (Date.now() - new Date(summary.oldestSince).getTime()) / 1000 : 0;
  return (
    <InfoCard title={title} isFullHeight>
      <Stack gap={6}>
        <Group gap={6} align="baseline">
          <Text fz={28} fw={700} lh={1}>
            {formatNumber(summary.count, 0)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('erpConnection.outbox.waiting')}
          </Text>
        </Group>
        {summary.oldestSince ? (
          <Text size="sm" c="dimmed">
            {t('erpConnection.outbox.oldest', {
              time: formatDateTime(summary.oldestSince),
              age: duration(age),
            })}
          </Text>
        ) : null}
        {summary.lastError ? (
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('erpConnection.columns.lastError')}
            </Text>
            <ErpErrorText text={summary.lastError} />
          </Stack>
        ) : null}
      </Stack>
    </InfoCard>
  );
}
