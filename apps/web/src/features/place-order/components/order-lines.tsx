import { Badge, Box, Button, Group, Image, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type DraftLine,
  type ItemKind,
  type OrderDraft,
  SAMPLE_BOOK_MAX,
  SAMPLE_CUT_QUANTITY,
} from '@selvedge/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatQuantity, OrDash } from '../../../components/cells';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CountedSection } from '../../../components/counted-section';
import { EmptyState } from '../../../components/empty-state';
import { FavouriteStar } from '../../../components/favourite-star';
import { Hint } from '../../../components/hint';
import {
  IconBulb,
  IconListDetails,
  IconPencil,
  IconPlus,
  IconShoppingCart,
  IconTrash,
} from '../../../components/icons';
import { notifyError } from '../../../components/notify-error';
import { RowAction, RowActionGroup } from '../../../components/row-actions';
import { formatAmount, formatDate, formatNumber } from '../../../lib/format';
import { displayItemCode } from '../../../lib/items';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useDeleteLine } from '../api/draft';
import { itemKindOf } from '../lib/order-kind';
import { isPatternLine } from '../line-form';
import { RequestedBatchNote } from './requested-batch-note';

interface OrderLinesProps {
  draft: OrderDraft;
  showPrice: boolean;
  onAdd: () => void;
  onEdit: (line: DraftLine) => void;
  /** Opens the quick order (regular orders only: the sample order adds its cuts and books one by one). */
  onQuickOrder?: (() => void) | undefined;
}

/**
 * The draft's lines (ordering §2 "Regular order screen"): what is ordered, with price and amount only
 * when prices are shown (D12), the order total, and the buttons to add, change and delete a line. On a
 * phone each line is a card, so quantity, amount and the actions are in view without scrolling sideways.
 * A sample order shows its codes without the S and its own advice (ordering §2 "Sample order screen").
 */
export function OrderLines({ draft, showPrice, onAdd, onEdit, onQuickOrder }: OrderLinesProps) {
  const { t } = useTranslation();
  const deleteLine = useDeleteLine(draft.id);
  // The line outlives the dialog's `opened`, so its text does not blank out while it fades away.
  const [toDelete, setToDelete] = useState<DraftLine | null>(null);
  const [isAsking, setIsAsking] = useState(false);
  const hasImages = draft.lines.some((line) => line.imageUrl);
  const hasDeliveryDates = draft.lines.some((line) => line.deliveryDate);
  const isPhone = useIsPhone();
  const kind = itemKindOf(draft.orderType);
  const isSample = kind === 'sample';

  const askDelete = (line: DraftLine) => {
    setToDelete(line);
    setIsAsking(true);
  };

  const confirmDelete = () => {
    setIsAsking(false);
    if (!isAsking || !toDelete) return;
    deleteLine.mutate(toDelete.id, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('placeOrder.lines.deleted') }),
      onError: (error) => notifyError(t, error),
    });
  };

  return (
    <CountedSection
      titleId="order-lines-title"
      title={t('placeOrder.lines.title')}
      count={t('placeOrder.lines.count', { total: draft.lines.length })}
      action={
        <Group gap="xs" wrap="wrap" justify="flex-end">
          {onQuickOrder ? (
            <Button variant="default" leftSection={<IconListDetails size={18} />} onClick={onQuickOrder}>
              {t('quickOrder.open')}
            </Button>
          ) : null}
          <Button leftSection={<IconPlus size={18} />} onClick={onAdd}>
            {t('placeOrder.lines.addRow')}
          </Button>
        </Group>
      }
    >
      <Group gap={8} px="md" py="xs" wrap="nowrap" align="flex-start" bg="gray.0">
        <IconBulb size={16} stroke={1.6} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm" c="dimmed">
          {isSample
            ? t('placeOrder.sample.advice', {
                quantity: formatNumber(SAMPLE_CUT_QUANTITY),
                max: SAMPLE_BOOK_MAX,
              })
            : t('placeOrder.lines.advice')}
        </Text>
      </Group>

      {draft.lines.length === 0 ? (
        <EmptyState
          icon={<IconShoppingCart size={28} stroke={1.6} />}
          title={t('placeOrder.lines.empty')}
          description={t(isSample ? 'placeOrder.sample.emptyText' : 'placeOrder.lines.emptyText')}
          action={
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={onAdd}>
              {t('placeOrder.lines.addRow')}
            </Button>
          }
        />
      ) : isPhone ? (
        <Stack
          gap={0}
          component="ul"
          aria-labelledby="order-lines-title"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {draft.lines.map((line) => (
            <LineCard
              key={line.id}
              line={line}
              kind={kind}
              currency={draft.currency}
              showPrice={showPrice}
              onEdit={() => onEdit(line)}
              onDelete={() => askDelete(line)}
            />
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={showPrice ? 860 : 700} type="native">
          <Table
            className="selvedge-table"
            verticalSpacing={10}
            horizontalSpacing="sm"
            fz="sm"
            highlightOnHover
            aria-labelledby="order-lines-title"
            // The visually hidden header texts are positioned: inside the table they scroll with it
            // rather than widening the whole page on a phone.
            style={{ position: 'relative' }}
          >
            <Table.Thead bg="gray.0">
              <Table.Tr>
                {hasImages ? (
                  <Table.Th w={60}>
                    <span className="visually-hidden">{t('placeOrder.columns.image')}</span>
                  </Table.Th>
                ) : null}
                <Table.Th>{t('placeOrder.columns.code')}</Table.Th>
                <Table.Th>{t('placeOrder.columns.description')}</Table.Th>
                <Table.Th ta="right">{t('placeOrder.columns.quantity')}</Table.Th>
                {showPrice ? <Table.Th ta="right">{t('placeOrder.columns.price')}</Table.Th> : null}
                {showPrice ? <Table.Th ta="right">{t('placeOrder.columns.amount')}</Table.Th> : null}
                <Table.Th>{t('placeOrder.columns.reference')}</Table.Th>
                {hasDeliveryDates ? <Table.Th>{t('placeOrder.columns.deliveryDate')}</Table.Th> : null}
                <Table.Th ta="right">
                  <span className="visually-hidden">{t('placeOrder.columns.actions')}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {draft.lines.map((line) => (
                <LineRow
                  key={line.id}
                  line={line}
                  kind={kind}
                  currency={draft.currency}
                  showPrice={showPrice}
                  hasImages={hasImages}
                  hasDeliveryDates={hasDeliveryDates}
                  onEdit={() => onEdit(line)}
                  onDelete={() => askDelete(line)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      {showPrice && draft.lines.length > 0 ? (
        <Stack gap={4} p="md" align="flex-end" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
          <Group gap="xl" justify="space-between" w={{ base: '100%', sm: 420 }} wrap="nowrap">
            <Text fw={700}>{t('placeOrder.lines.total')}</Text>
            <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              {formatAmount(draft.linesTotal, draft.currency)}
            </Text>
          </Group>
          {draft.hasUnpricedLines ? (
            <Text size="sm" c="dimmed" ta="right" maw={520}>
              {t('placeOrder.lines.unpricedNote')}
            </Text>
          ) : null}
        </Stack>
      ) : null}

      <ConfirmDialog
        opened={isAsking}
        title={t('placeOrder.lines.deleteTitle')}
        message={
          toDelete
            ? t('placeOrder.lines.deleteMessage', {
                code: displayItemCode(kind, toDelete.itemCode),
                quantity: formatQuantity(toDelete.quantity, toDelete.salesUnit),
              })
            : ''
        }
        confirmLabel={t('placeOrder.lines.deleteConfirm')}
        onConfirm={confirmDelete}
        onCancel={() => setIsAsking(false)}
        isDanger
      />
    </CountedSection>
  );
}

interface LineRowProps {
  line: DraftLine;
  /** A sample order shows its codes without the S. */
  kind: ItemKind;
  currency: string;
  showPrice: boolean;
  hasImages: boolean;
  hasDeliveryDates: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** "Price follows": the ERP could not be asked when the line was added (D36). */
function PriceFollows() {
  const { t } = useTranslation();
  return (
    <Hint label={t('placeOrder.lines.priceFollowsHint')} multiline w={260}>
      <Text span size="sm" c="dimmed" fs="italic" tabIndex={0}>
        {t('placeOrder.lines.priceFollows')}
      </Text>
    </Hint>
  );
}

function PatternBadge() {
  const { t } = useTranslation();
  return (
    <Badge
      size="xs"
      variant="light"
      color="grape"
      radius="sm"
      tt="none"
      ml={6}
      style={{ verticalAlign: 'middle', display: 'inline-flex' }}
    >
      {t('placeOrder.lines.patternBadge')}
    </Badge>
  );
}

function LineActions({
  line,
  kind,
  onEdit,
  onDelete,
}: Pick<LineRowProps, 'line' | 'kind' | 'onEdit' | 'onDelete'>) {
  const { t } = useTranslation();
  const name = `${line.lineNumber}: ${displayItemCode(kind, line.itemCode)}`;
  return (
    <RowActionGroup>
      {kind === 'regular' ? <FavouriteStar itemCode={line.itemCode} itemName={line.itemName} /> : null}
      <RowAction
        label={`${t('placeOrder.lines.edit')}: ${name}`}
        tooltip={isPatternLine(line) ? t('placeOrder.lines.editPattern') : t('placeOrder.lines.edit')}
        icon={IconPencil}
        onClick={onEdit}
      />
      <RowAction
        label={`${t('placeOrder.lines.delete')}: ${name}`}
        tooltip={t('placeOrder.lines.delete')}
        icon={IconTrash}
        color="red"
        onClick={onDelete}
      />
    </RowActionGroup>
  );
}

/** A line on a phone: what, how much, what it costs, and its actions, without scrolling sideways. */
function LineCard({
  line,
  kind,
  currency,
  showPrice,
  onEdit,
  onDelete,
}: Omit<LineRowProps, 'hasImages' | 'hasDeliveryDates'>) {
  const { t } = useTranslation();
  return (
    <Box component="li" px="md" py="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
          {line.imageUrl ? <LineImage url={line.imageUrl} /> : null}
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {displayItemCode(kind, line.itemCode)}
              {isPatternLine(line) ? <PatternBadge /> : null}
            </Text>
            <Text size="sm" translate="no">
              {line.itemName}
            </Text>
            {line.reference ? (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('placeOrder.columns.reference')}: {line.reference}
              </Text>
            ) : null}
            {line.deliveryDate ? (
              <Text size="xs" c="dimmed">
                {t('placeOrder.columns.deliveryDate')}: {formatDate(line.deliveryDate)}
              </Text>
            ) : null}
            <RequestedBatchNote batch={line.requestedBatch} />
          </Stack>
        </Group>
        <LineActions line={line} kind={kind} onEdit={onEdit} onDelete={onDelete} />
      </Group>
      <Group justify="space-between" mt={6} gap="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
        <Text size="sm">{formatQuantity(line.quantity, line.salesUnit)}</Text>
        {showPrice ? (
          <Text size="sm" fw={600}>
            {line.unitPrice === null ? (
              <PriceFollows />
            ) : (
              `${formatAmount(line.unitPrice, currency)} · ${formatAmount(line.amount, currency)}`
            )}
          </Text>
        ) : null}
      </Group>
    </Box>
  );
}

function LineRow({
  line,
  kind,
  currency,
  showPrice,
  hasImages,
  hasDeliveryDates,
  onEdit,
  onDelete,
}: LineRowProps) {
  return (
    <Table.Tr>
      {hasImages ? (
        <Table.Td>
          <LineImage url={line.imageUrl} />
        </Table.Td>
      ) : null}
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {/* Inline rather than flex: the cell is then as wide as the code and its badge together. */}
        <Text span size="sm" fw={600}>
          {displayItemCode(kind, line.itemCode)}
        </Text>
        {isPatternLine(line) ? <PatternBadge /> : null}
      </Table.Td>
      <Table.Td style={{ minWidth: 160 }}>
        <Text size="sm" translate="no">
          {line.itemName}
        </Text>
        <RequestedBatchNote batch={line.requestedBatch} />
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {formatQuantity(line.quantity, line.salesUnit)}
      </Table.Td>
      {showPrice ? (
        <Table.Td ta="right" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
          {line.unitPrice === null ? <PriceFollows /> : formatAmount(line.unitPrice, currency)}
        </Table.Td>
      ) : null}
      {showPrice ? (
        <Table.Td ta="right" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
          {line.amount === null ? <OrDash value={null} /> : formatAmount(line.amount, currency)}
        </Table.Td>
      ) : null}
      <Table.Td style={{ minWidth: 120, overflowWrap: 'anywhere' }}>
        <OrDash value={line.reference} />
      </Table.Td>
      {hasDeliveryDates ? (
        <Table.Td style={{ whiteSpace: 'nowrap' }}>
          <OrDash value={formatDate(line.deliveryDate)} />
        </Table.Td>
      ) : null}
      <Table.Td>
        <LineActions line={line} kind={kind} onEdit={onEdit} onDelete={onDelete} />
      </Table.Td>
    </Table.Tr>
  );
}

/** The item's thumbnail; one that does not load leaves the cell empty rather than a broken picture. */
function LineImage({ url }: { url: string | null }) {
  const [hasFailed, setHasFailed] = useState(false);
  if (!url || hasFailed) return <Box w={40} h={40} />;
  return (
    <Image
      src={url}
      alt=""
      w={40}
      h={40}
      fit="cover"
      radius="sm"
      loading="lazy"
      onError={() => setHasFailed(true)}
    />
  );
}
