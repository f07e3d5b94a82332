import { Alert, Badge, Button, Checkbox, Group, Modal, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type {
  ReorderLine,
  ReorderLineOutcome,
  ReorderResult,
  ReorderSourceRequest,
} from '@selvedge/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  batchStockText,
  defaultKept,
  isBlocked,
  reorderLineKey,
  reorderRequest,
  staleMinutes,
} from '../lib/reorder-lines';
import { useIsPhone } from '../lib/use-is-phone';
import { formatQuantity, ItemCell } from './cells';
import { ErrorState } from './error-state';
import { FormProblem } from './form-problem';
import { IconAlertTriangle, IconCheck, IconRepeat } from './icons';
import { useReorder, useReorderPreview } from './reorder-api';

/** What to order again: a document's lines (its detail) or a list's selection of several documents'. */
export interface ReorderSource {
  /** The dialog's header: "Order again from Order 4711", "Order again: 3 lines of 2 deliveries". */
  title: string;
  /** The documents and their chosen lines (all when a source names none). */
  sources: ReorderSourceRequest[];
}

/** Lines of several documents say which document each is from. */
const isSeveralOf = (source: ReorderSource) => source.sources.length > 1;

/**
 * "Order again" (docs/reorder.md): the lines with the dye lot they were delivered from and whether it is
 * still in stock, a "keep this batch" choice per line, then what went into the open order and why a line
 * did not. Used by a document's detail and by the orders, deliveries and invoices lists; `onAdded` is told
 * once the lines went in (a list clears its selection).
 */
export function ReorderModal({
  source,
  onClose,
  onAdded,
}: {
  source: ReorderSource | null;
  onClose: () => void;
  onAdded?: () => void;
}) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  return (
    <Modal
      opened={source !== null}
      onClose={onClose}
      title={source?.title ?? ''}
      size="xl"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {source ? (
        <ReorderContent key={JSON.stringify(source)} source={source} onClose={onClose} onAdded={onAdded} />
      ) : null}
    </Modal>
  );
}

function ReorderContent({
  source,
  onClose,
  onAdded,
}: {
  source: ReorderSource;
  onClose: () => void;
  onAdded: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const preview = useReorderPreview({ sources: source.sources }, true);
  const reorder = useReorder();
  const [kept, setKept] = useState<Set<string> | null>(null);

  if (reorder.data)
    return <ReorderOutcome result={reorder.data} onClose={onClose} withDocument={isSeveralOf(source)} />;
  if (preview.isPending) {
    return (
      <Stack role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton height={72} radius="md" />
        <Skeleton height={72} radius="md" />
      </Stack>
    );
  }
  if (preview.isError) return <ErrorState error={preview.error} onRetry={() => void preview.refetch()} />;

  const lines = preview.data.lines;
  const keep = kept ?? defaultKept(lines);
  const toggle = (key: string, isKept: boolean) => {
    const next = new Set(keep);
    if (isKept) next.add(key);
    else next.delete(key);
    setKept(next);
  };
  const canAdd = lines.some((line) => !isBlocked(line));
  const isSeveral = isSeveralOf(source);

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('reorder.intro')}
      </Text>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {lines.map((line) => (
          <Paper key={reorderLineKey(line)} component="li" withBorder radius="md" p="sm">
            <LineHead line={line} withDocument={isSeveral} />
            <BatchFacts line={line} />
            {line.batch && !isBlocked(line) ? (
              <Checkbox
                mt="xs"
                checked={keep.has(reorderLineKey(line))}
                onChange={(event) => toggle(reorderLineKey(line), event.currentTarget.checked)}
                label={t('reorder.keepBatch', { batch: line.batch.batchNumber })}
              />
            ) : null}
          </Paper>
        ))}
      </Stack>
      {reorder.error ? <FormProblem error={reorder.error} /> : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('reorder.cancel')}
        </Button>
        <Button
          leftSection={<IconRepeat size={16} aria-hidden />}
          disabled={!canAdd}
          loading={reorder.isPending}
          onClick={() => reorder.mutate(reorderRequest(source.sources, lines, keep), { onSuccess: onAdded })}
        >
          {t('reorder.add')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The item and quantity; with lines of several documents, the document it is from above it. */
function LineHead({ line, withDocument }: { line: ReorderLine | ReorderLineOutcome; withDocument: boolean }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
      <Stack gap={2}>
        {withDocument ? (
          <Text size="xs" c="dimmed">
            {t(`documentName.${line.kind}`, { number: line.documentNumber })}
          </Text>
        ) : null}
        <ItemCell code={line.itemCode} description={line.description} />
      </Stack>
      <Stack gap={2} align="flex-end">
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {formatQuantity(line.quantity, line.unit)}
        </Text>
        {line.hasPatterns ? (
          <Text size="xs" c="dimmed">
            {t('reorder.patternsKept')}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}

/** The flag, the last lot and its stock, in words. */
function BatchFacts({ line }: { line: ReorderLine | ReorderLineOutcome }) {
  const { t } = useTranslation();
  const batch = line.batch;
  const stock = batch ? batchStockText(batch) : null;
  const minutes = batch ? staleMinutes(batch, new Date()) : null;
  return (
    <Stack gap={4} mt={6}>
      {line.flag ? (
        <Group gap={6} wrap="nowrap">
          <IconAlertTriangle size={16} color="var(--mantine-color-orange-7)" aria-hidden />
          <Text size="sm" c="orange.9">
            {t(`reorder.flag.${line.flag}`)}
          </Text>
        </Group>
      ) : null}
      <Text size="sm">
        {batch ? t('reorder.lastBatch', { batch: batch.batchNumber }) : t('reorder.noBatch')}
        {stock ? (
          <Text span size="sm" c={stock.key === 'inStock' ? 'teal.9' : 'dimmed'} fw={500}>
            {' · '}
            {stock.key === 'inStock'
              ? t('reorder.inStock', { quantity: formatQuantity(stock.quantity, line.unit) })
              : t(`reorder.${stock.key}`)}
          </Text>
        ) : null}
      </Text>
      {minutes !== null ? (
        <Text size="xs" c="dimmed">
          {t('reorder.staleSince', { minutes })}
        </Text>
      ) : null}
    </Stack>
  );
}

function ReorderOutcome({
  result,
  onClose,
  withDocument,
}: {
  result: ReorderResult;
  onClose: () => void;
  withDocument: boolean;
}) {
  const { t } = useTranslation();
  const added = result.lines.filter((line) => line.outcome !== 'flagged').length;
  return (
    <Stack>
      <Alert
        color={added > 0 ? 'teal' : 'orange'}
        icon={added > 0 ? <IconCheck size={18} /> : <IconAlertTriangle size={18} />}
        role="status"
      >
        {t('reorder.result', { added, total: result.lines.length })}
      </Alert>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {result.lines.map((line) => (
          <Paper key={reorderLineKey(line)} component="li" withBorder radius="md" p="sm">
            <Badge
              mb={6}
              variant="light"
              radius="sm"
              tt="none"
              color={line.outcome === 'flagged' ? 'orange' : 'teal'}
            >
              {t(`reorder.outcome.${line.outcome}`)}
            </Badge>
            <LineHead line={line} withDocument={withDocument} />
            <BatchFacts line={line} />
            {line.requestedBatch ? (
              <Text size="sm" fw={600} mt={4}>
                {t('reorder.batchRequested', { batch: line.requestedBatch })}
              </Text>
            ) : null}
          </Paper>
        ))}
      </Stack>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('reorder.close')}
        </Button>
        {added > 0 ? (
          <Button component={Link} to="/placeorder">
            {t('reorder.goToOrder')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
