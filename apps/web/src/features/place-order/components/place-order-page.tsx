import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { DraftLine, HelpPage, OrderDraft, OrderingContext, OrderType } from '@selvedge/contracts';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { IconSend } from '../../../components/icons';
import { InfoButton } from '../../../components/info-button';
import { Notice } from '../../../components/notice';
import { PageHeader } from '../../../components/page-header';
import { lazyDialog, usePreloadSoon } from '../../../lib/lazy-component';
import { useShowPrice } from '../../../lib/session';
import { useDeferredQuery } from '../../../lib/use-deferred-query';
import { useCurrentDraft, useDraftAfterFirstSync, useOrderingContext } from '../api/draft';
import { OrderHeader } from './order-header';
import { OrderLines } from './order-lines';
import { useReferenceAutosave } from './use-reference-autosave';

/**
 * /placeorder: the regular order (ordering §2 "Regular order screen", §4 "Regular order flow"). The
 * draft lives on the server (D22): every change is a call, and a reload, another tab or another device
 * shows the same order.
 */
export function PlaceOrderPage() {
  return <OrderPage orderType="B2B" />;
}

/**
 * /placesampleorder: the sample order (ordering §2 "Sample order screen", §4 "Sample order flow",
 * D26): the same screen on a draft of order type SAMPLE. Each part below reads the differences (sample
 * lookups, codes without the S, the quantity rule per group) from the draft's order type.
 */
export function PlaceSampleOrderPage() {
  return <OrderPage orderType="SAMPLE" />;
}

const pageTexts: Record<OrderType, { title: string; subtitle: string; help: HelpPage }> = {
  B2B: { title: 'placeOrder.title', subtitle: 'placeOrder.subtitle', help: 'Place_an_order' },
  SAMPLE: {
    title: 'placeOrder.sample.title',
    subtitle: 'placeOrder.sample.subtitle',
    help: 'Place_a_sample_order',
  },
};

function OrderPage({ orderType }: { orderType: OrderType }) {
  const { t } = useTranslation();
  // The form is the most the portal draws from one answer: deferred, it is drawn in slices a tap can
  // come between, not in one long task as the answers come.
  const draft = useDeferredQuery(useCurrentDraft(orderType));
  const context = useDeferredQuery(useOrderingContext());
  useDraftAfterFirstSync(orderType, context.data?.isAwaitingFirstSync);
  const texts = pageTexts[orderType];

  let body: ReactNode;
  if (draft.isError || context.isError) {
    const failed = draft.isError ? draft : context;
    body = (
      <ErrorState
        error={failed.error}
        onRetry={() => {
          if (draft.isError) void draft.refetch();
          if (context.isError) void context.refetch();
        }}
      />
    );
  } else if (draft.isPending || context.isPending) {
    body = <PageSkeleton />;
  } else {
    body = <OrderForm draft={draft.data} context={context.data} />;
  }

  return (
    <>
      <PageHeader
        title={t(texts.title)}
        description={t(texts.subtitle)}
        actions={<InfoButton page={texts.help} />}
      />
      {body}
    </>
  );
}

/**
 * The item and summary dialogs, out of the form's first paint (their item search, number fields, selects
 * and modal are most of the page's code) and fetched soon after it.
 */
const ItemModal = lazyDialog(() => import('./item-modal'), 'ItemModal');
const OrderSummaryModal = lazyDialog(() => import('./order-summary-modal'), 'OrderSummaryModal');
const QuickOrderModal = lazyDialog(() => import('./quick-order-modal'), 'QuickOrderModal');

type ItemModalState = { key: number; opened: boolean; line: DraftLine | null };

function OrderForm({ draft, context }: { draft: OrderDraft; context: OrderingContext }) {
  const { t } = useTranslation();
  const showPrice = useShowPrice();
  const reference = useReferenceAutosave(draft);
  const referenceRef = useRef<HTMLInputElement>(null);
  const [isReferenceRequiredShown, setIsReferenceRequiredShown] = useState(false);
  const [isPreparing, setIsPreparing] = useState(false);
  const [isSummaryOpen, setIsSummaryOpen] = useState(false);
  const [isQuickOrderOpen, setIsQuickOrderOpen] = useState(false);
  usePreloadSoon([ItemModal, OrderSummaryModal]);
  // A fresh key mounts a fresh modal for each line, so nothing typed for one line shows for another.
  const [itemModal, setItemModal] = useState<ItemModalState>({ key: 0, opened: false, line: null });

  const openItemModal = (line: DraftLine | null) =>
    setItemModal((current) => ({ key: current.key + 1, opened: true, line }));

  const submitOrder = async () => {
    if (!reference.value.trim()) {
      setIsReferenceRequiredShown(true);
      referenceRef.current?.focus();
      return;
    }
    setIsPreparing(true);
    // The summary shows the header as the server has it: the reference is saved first.
    const isSaved = await reference.flush();
    setIsPreparing(false);
    if (isSaved) setIsSummaryOpen(true);
    else referenceRef.current?.focus();
  };

  return (
    <>
      {draft.erpMessage ? (
        <Notice
          tone="problem"
          iconSize={20}
          title={t(draft.messageFrom === 'staff' ? 'placeOrder.returned.title' : 'placeOrder.rejected.title')}
          mb="lg"
        >
          {t(draft.messageFrom === 'staff' ? 'placeOrder.returned.message' : 'placeOrder.rejected.message', {
            message: draft.erpMessage,
          })}
        </Notice>
      ) : null}

      <OrderHeader
        draft={draft}
        context={context}
        reference={{
          value: reference.value,
          onChange: (value) => {
            reference.setValue(value);
            if (value.trim()) setIsReferenceRequiredShown(false);
          },
          onBlur: () => void reference.flush(),
          saveState: reference.saveState,
          saveError: reference.error,
          isRequiredShown: isReferenceRequiredShown,
          inputRef: referenceRef,
        }}
      />

      <OrderLines
        draft={draft}
        showPrice={showPrice}
        onAdd={() => openItemModal(null)}
        onEdit={(line) => openItemModal(line)}
        onQuickOrder={draft.orderType === 'SAMPLE' ? undefined : () => setIsQuickOrderOpen(true)}
      />

      <Group justify="flex-end" mt="lg" gap="sm">
        {draft.lines.length === 0 ? (
          <Text size="sm" c="dimmed" id="submit-order-hint">
            {t('placeOrder.submitNeedsLines')}
          </Text>
        ) : null}
        <Button
          size="md"
          leftSection={<IconSend size={18} />}
          disabled={draft.lines.length === 0}
          aria-describedby={draft.lines.length === 0 ? 'submit-order-hint' : undefined}
          loading={isPreparing}
          onClick={() => void submitOrder()}
        >
          {t('placeOrder.submit')}
        </Button>
      </Group>

      <ItemModal
        key={itemModal.key}
        opened={itemModal.opened}
        draft={draft}
        line={itemModal.line}
        onClose={() => setItemModal((current) => ({ ...current, opened: false }))}
      />
      <QuickOrderModal opened={isQuickOrderOpen} draft={draft} onClose={() => setIsQuickOrderOpen(false)} />
      <OrderSummaryModal
        opened={isSummaryOpen}
        draft={draft}
        context={context}
        // The summary places the order and goes on to /orders itself; a rejection keeps the user here.
        onClose={() => setIsSummaryOpen(false)}
      />
    </>
  );
}

/** The page's shape while the draft and the customer's data load. */
function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label={t('common.loading')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {[0, 1, 2].map((card) => (
          <Paper key={card} withBorder radius="md" p="md">
            <Skeleton height={12} width="40%" mb="md" />
            <Skeleton height={34} mb="sm" />
            <Skeleton height={12} width="70%" mb={6} />
            <Skeleton height={12} width="55%" />
          </Paper>
        ))}
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" mb="md">
          <Skeleton height={20} width={160} />
          <Skeleton height={34} width={120} />
        </Group>
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height={36} mb={8} />
        ))}
      </Paper>
    </Stack>
  );
}
