import { Badge, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ORDER_QUEUE_WAITING_MINUTES, type OrderQueueEntry } from '@selvedge/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderTypeBadge } from '../../../components/cells';
import { type Column, DataTable } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { ErpErrorText } from '../../../components/erp-error-text';
import { IconArrowBackUp, IconMoodHappy, IconRefresh } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { actionsColumn } from '../../../components/row-actions';
import { formatDateTime } from '../../../lib/format';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useOrderQueue } from '../api/get-order-queue';
import { useRetryOrder } from '../api/retry-order';
import { HandBackModal } from './hand-back-modal';
import { queueStateOf, refusalMessage, retryOutcomeOf } from './queue-wording';

/**
 * Retry and hand back of a failed order. A component per row, so that each row's retry has its own
 * pending state: a retry waits a few seconds for the ERP, and another row may be retried meanwhile.
 */
function FailedOrderActions({
  entry,
  onHandBack,
}: {
  entry: OrderQueueEntry;
  onHandBack: (entry: OrderQueueEntry) => void;
}) {
  const { t } = useTranslation();
  const retry = useRetryOrder();
  const reference = entry.supportReference;

  const run = () =>
    retry.mutate(entry.draftId, {
      onSuccess: (after) => {
        const outcome = retryOutcomeOf(after.state);
        notifications.show({ color: outcome.color, message: t(outcome.key, { reference }) });
      },
      onError: (error) => {
        const message = refusalMessage(t, error);
        if (message) notifications.show({ color: 'red', message });
      },
    });

  // One above the other, as wide as the wider: beside each other they would crowd a phone card's title.
  return (
    <Stack gap="xs">
      <Button
        size="xs"
        variant="light"
        leftSection={<IconRefresh size={14} />}
        loading={retry.isPending}
        aria-label={t('orderQueue.retry.label', { reference })}
        onClick={run}
      >
        {t('orderQueue.retry.button')}
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconArrowBackUp size={14} />}
        disabled={retry.isPending}
        aria-label={t('orderQueue.handBack.label', { reference })}
        onClick={() => onHandBack(entry)}
      >
        {t('orderQueue.handBack.button')}
      </Button>
    </Stack>
  );
}

/** /order-queue (ADR-031): approved orders that need an administrator. */
export function OrderQueuePage() {
  const { t } = useTranslation();
  // On a phone each row is a card of two columns: no cell may ask for more than its half.
  const isPhone = useIsPhone();
  const query = useOrderQueue();
  const [handingBack, setHandingBack] = useState<OrderQueueEntry | null>(null);

  const columns: Column<OrderQueueEntry>[] = [
    {
      id: 'supportReference',
      header: t('orderQueue.columns.supportReference'),
      isPrimary: true,
      isWrapping: true,
      cell: (row) => (
        <Stack gap={4} align="flex-start">
          <Text size="sm" fw={700} ff="monospace" translate="no">
            {row.supportReference}
          </Text>
          <OrderTypeBadge type={row.orderType} />
        </Stack>
      ),
    },
    {
      id: 'customer',
      header: t('orderQueue.columns.customer'),
      isPrimary: true,
      isWrapping: true,
      cell: (row) => (
        <Stack gap={0} style={isPhone ? undefined : { minWidth: 130, maxWidth: 200 }}>
          <Text size="sm" fw={isPhone ? 600 : 500} translate="no">
            {row.customerName}
          </Text>
          <Text size="xs" c="dimmed" translate="no">
            {row.customerCode}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'approved',
      header: t('orderQueue.columns.approved'),
      isWrapping: true,
      cell: (row) => (
        <Stack gap={0} style={isPhone ? undefined : { minWidth: 130, maxWidth: 190 }}>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(row.approvedAt)}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {row.apiKeyName
              ? t('orderQueue.approvedByKey', { name: row.apiKeyName })
              : t('orderQueue.approvedBy', { email: row.userEmail })}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'reference',
      header: t('orderQueue.columns.reference'),
      isWrapping: true,
      text: (row) => row.reference,
    },
    {
      id: 'state',
      header: t('orderQueue.columns.state'),
      isWrapping: true,
      cell: (row) => <StateCell entry={row} isPhone={isPhone} />,
    },
    actionsColumn(t('orderQueue.columns.actions'), (row) =>
      row.state === 'failed' ? <FailedOrderActions entry={row} onHandBack={setHandingBack} /> : null,
    ),
  ];

  return (
    <>
      <PageHeader
        title={t('pages.orderQueue')}
        description={t('orderQueue.subtitle', { minutes: ORDER_QUEUE_WAITING_MINUTES })}
      />
      <DataTable
        label={t('pages.orderQueue')}
        columns={columns}
        rowKey={(row) => row.draftId}
        query={query}
        hasSearch={false}
        skeletonRows={3}
        empty={
          <EmptyState
            icon={<IconMoodHappy size={28} stroke={1.6} />}
            title={t('orderQueue.empty.title')}
            description={t('orderQueue.empty.text')}
          />
        }
      />
      {handingBack ? <HandBackModal entry={handingBack} onClose={() => setHandingBack(null)} /> : null}
    </>
  );
}

/**
 * The state as a badge, the attempts so far, and what comes next: for a failed order its last failure
 * as the ERP or the portal wrote it (data for staff, never translated), for a waiting one the next try.
 */
function StateCell({ entry, isPhone }: { entry: OrderQueueEntry; isPhone: boolean }) {
  const { t } = useTranslation();
  const state = queueStateOf(entry.state);
  const nextAttemptAt = entry.state === 'failed' ? null : entry.nextAttemptAt;
  return (
    <Stack gap={4} align="flex-start" style={isPhone ? undefined : { minWidth: 170, maxWidth: 270 }}>
      {/* A badge that wraps rather than cut its words off in a narrow cell. */}
      <Badge
        color={state.color}
        variant="light"
        radius="sm"
        tt="none"
        h="auto"
        py={2}
        maw="100%"
        styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
      >
        {t(state.key)}
      </Badge>
      <Text size="xs" c="dimmed">
        {t('orderQueue.attempts', { number: entry.placementAttempts })}
      </Text>
      {nextAttemptAt ? (
        <Text size="xs" c="dimmed">
          {t('orderQueue.nextAttempt', { time: formatDateTime(nextAttemptAt) })}
        </Text>
      ) : null}
      {entry.placementError ? (
        <Stack gap={2} w="100%">
          <Text size="xs" c="dimmed">
            {t('orderQueue.lastError')}
          </Text>
          <ErpErrorText text={entry.placementError} />
        </Stack>
      ) : null}
    </Stack>
  );
}
