import {
  Alert,
  Box,
  Button,
  Divider,
  Group,
  Modal,
  Paper,
  ScrollArea,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { DraftLine, OrderDraft, OrderingContext, OrderSummary } from '@selvedge/contracts';
import { type ReactNode, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatQuantity, ItemCell, OrDash } from '../../../components/cells';
import { type Column, RowsView } from '../../../components/data-table';
import { ErrorState } from '../../../components/error-state';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconRefresh } from '../../../components/icons';
import { notifyError } from '../../../components/notify-error';
import { formatAmount, formatDate, formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { displayItemCode } from '../../../lib/items';
import { useShowPrice } from '../../../lib/session';
import { useIsPhone } from '../../../lib/use-is-phone';
import { emailKey } from '../../../lib/validators';
import { useApproveOrder } from '../api/approve';
import { useUpdateDraftHeader } from '../api/draft';
import { useOrderSummary } from '../api/summary';
import { addressLines, billingAddressOf, shippingAddressOf } from '../lib/address-form';
import { itemKindOf } from '../lib/order-kind';
import { type SummaryRow, summaryRows } from '../lib/summary-amounts';
import { approvalOutcome, placedOrderRouterState } from '../lib/summary-approval';
import {
  type ChangeNotice,
  isChangedOrderRefusal,
  type SummaryChanges,
  summaryChanges,
} from '../lib/summary-changes';
import { emailProblemOf, initialSummaryForm, shownChanges, summaryFormReducer } from '../lib/summary-form';
import { RequestedBatchNote } from './requested-batch-note';
import { ApprovalProblems, ExportChoices, TermsField } from './summary-fields';

interface OrderSummaryModalProps {
  opened: boolean;
  draft: OrderDraft;
  context: OrderingContext;
  onClose: () => void;
}

type ApproveMutation = ReturnType<typeof useApproveOrder>;

/**
 * The order summary (ordering §2 "Order summary modal", §4 steps 8-9, D23, D24, D28): the order as it
 * will be placed, the confirmation e-mail, for export customers the shipping type and partial supply,
 * the amounts with the ERP's expenses, the terms, and Approve order. After approval it goes to /orders
 * itself; a rejection or a failure keeps the user here with the draft intact and says why.
 */
export function OrderSummaryModal({ opened, draft, context, onClose }: OrderSummaryModalProps) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const approve = useApproveOrder(draft);
  const isApproving = approve.isPending;
  const isSample = draft.orderType === 'SAMPLE';
  return (
    <Modal
      opened={opened}
      // While the order is being placed the modal stays, so its answer is seen.
      onClose={isApproving ? () => undefined : onClose}
      closeOnEscape={!isApproving}
      closeOnClickOutside={false}
      withCloseButton={!isApproving}
      size="xl"
      fullScreen={isPhone}
      centered
      title={
        <Title order={2} fz="h3">
          {t(isSample ? 'placeOrder.sample.summaryTitle' : 'orderSummary.title')}
        </Title>
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      {/* Mounted only while open: every opening asks for the summary again and starts unticked. */}
      {opened ? <SummaryContent draft={draft} context={context} approve={approve} onClose={onClose} /> : null}
    </Modal>
  );
}

/**
 * The summary's content, mounted once per opening. What each event does to its fields is
 * lib/summary-form.ts's reducer; here are the calls to the server and the focus.
 */
function SummaryContent({
  draft,
  context,
  approve,
  onClose,
}: {
  draft: OrderDraft;
  context: OrderingContext;
  approve: ApproveMutation;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showPrice = useShowPrice();
  const updateHeader = useUpdateDraftHeader(draft.id);
  // The shipping type and partial supply are the regular order's (ordering §2); an export customer
  // cannot have a sample order anyway (D26).
  const isExport = context.customer.isExport && draft.orderType === 'B2B';
  const [state, dispatch] = useReducer(summaryFormReducer, draft, initialSummaryForm);
  const { shippingTypeCode, partialSupply, email, emailError, isTermsAccepted, rejection } = state;
  const emailRef = useRef<HTMLInputElement>(null);
  const summary = useOrderSummary(draft.id, isExport ? state.savedShippingTypeCode : null, true);
  useEffect(() => {
    if (summary.data) dispatch({ type: 'summaryArrived', changes: summary.data.changes });
  }, [summary.data]);
  // What changed on the lines since they were added (the server checked them again).
  const changes = summaryChanges(shownChanges(state, summary.data?.changes), {
    currency: draft.currency,
    showPrice,
    orderType: draft.orderType,
  });

  // A previous opening's failure does not describe this one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening.
  useEffect(() => approve.reset(), []);

  const changeShippingType = (code: string | null) => {
    const previous = shippingTypeCode;
    dispatch({ type: 'shippingTypeChosen', code });
    // D23: the header is saved whenever the shipping method changes; the summary follows it.
    updateHeader.mutate(
      { shippingTypeCode: code },
      {
        onSuccess: () => dispatch({ type: 'shippingTypeSaved', code }),
        onError: (error) => {
          dispatch({ type: 'shippingTypeFailed', previous });
          notifyError(t, error);
        },
      },
    );
  };

  const changePartialSupply = (checked: boolean) => {
    dispatch({ type: 'partialSupplyChanged', checked });
    updateHeader.mutate({ partialSupply: checked }, { onError: (error) => notifyError(t, error) });
  };

  // Kept on the draft as soon as it is valid, so closing the summary does not lose it. A problem is
  // shown on Approve only: a message appearing on leaving the field would move the terms checkbox
  // away from under the pointer that is about to tick it.
  const saveEmail = () => {
    const trimmed = email.trim();
    if (!emailKey(trimmed) && trimmed !== draft.email) updateHeader.mutate({ email: trimmed });
  };

  const rejectEmail = (problem: string) => {
    dispatch({ type: 'emailRejected', problem });
    emailRef.current?.focus();
  };

  const submit = () => {
    const problem = emailKey(email);
    if (problem) {
      rejectEmail(problem);
      return;
    }
    if (!isTermsAccepted) return;
    dispatch({ type: 'approveStarted' });
    approve.mutate(
      {
        email: email.trim(),
        termsAccepted: true,
        // The server accepts these from export customers only (ordering §2).
        ...(isExport ? { shippingTypeCode, partialSupply } : {}),
      },
      {
        onSuccess: (result) => {
          const outcome = approvalOutcome(result);
          if (outcome.kind === 'done')
            void navigate('/orders', { state: placedOrderRouterState(outcome.placedOrder, draft.orderType) });
          else dispatch({ type: 'rejected', message: outcome.message });
        },
        onError: (error) => {
          if (isChangedOrderRefusal(error)) {
            // An approval refused because the order changed: the summary is asked again and shows why.
            dispatch({ type: 'recheckStarted' });
            void summary.refetch().finally(() => dispatch({ type: 'recheckDone' }));
            return;
          }
          const key = emailProblemOf(error);
          if (key) rejectEmail(key);
        },
      },
    );
  };

  const isApproving = approve.isPending;
  const approveError =
    approve.error && !emailProblemOf(approve.error) && !isChangedOrderRefusal(approve.error)
      ? approve.error
      : null;
  const hasBlockingLines = changes.blocking.length > 0;
  const language = currentLanguage();
  const billTo = billingAddressOf(context);
  const shipTo = shippingAddressOf(draft.shippingAddress, context);

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Fact label={t('orderSummary.reference')}>
          <OrDash value={draft.reference} />
        </Fact>
        <Fact label={t('orderSummary.businessPartner')}>
          {context.customer.name}
          <Text span size="sm" c="dimmed">
            {' '}
            ({context.customer.code})
          </Text>
        </Fact>
        <Fact label={t('orderSummary.date')}>{formatDate(new Date())}</Fact>
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <AddressFact label={t('orderSummary.billTo')} lines={billTo ? addressLines(billTo, language) : []} />
        <AddressFact
          label={t('orderSummary.shipTo')}
          lines={shipTo ? addressLines(shipTo, language) : []}
          emptyText={t('shippingAddress.none')}
        />
      </SimpleGrid>

      <Paper withBorder radius="md">
        <LinesView draft={draft} showPrice={showPrice} />
      </Paper>

      {isExport ? (
        <ExportChoices
          shippingTypes={context.shippingTypes}
          shippingTypeCode={shippingTypeCode}
          onShippingType={changeShippingType}
          partialSupply={partialSupply}
          onPartialSupply={changePartialSupply}
          disabled={isApproving}
        />
      ) : null}

      <TextInput
        ref={emailRef}
        label={t('orderSummary.email')}
        description={t('orderSummary.emailHint')}
        type="email"
        autoComplete="email"
        aria-required
        withAsterisk
        value={email}
        onChange={(event) => dispatch({ type: 'emailTyped', email: event.currentTarget.value })}
        onBlur={saveEmail}
        error={emailError ? t(emailError) : undefined}
        aria-invalid={emailError ? true : undefined}
        disabled={isApproving}
        maw={480}
      />

      {showPrice ? <AmountsView summary={summary} hasUnpricedLines={draft.hasUnpricedLines} /> : null}

      <TermsField
        checked={isTermsAccepted}
        onChange={(checked) => dispatch({ type: 'termsTicked', checked })}
        termsUrl={context.termsUrl}
        disabled={isApproving}
      />

      <ApprovalProblems rejection={rejection} error={approveError} />
      <ChangesView changes={changes} isRechecked={state.isRechecked} isChecking={state.isRechecking} />

      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={isApproving}>
          {t('orderSummary.back')}
        </Button>
        <Button
          onClick={submit}
          loading={isApproving}
          // A line that can no longer be ordered is removed on the order screen first.
          disabled={!isTermsAccepted || hasBlockingLines}
          leftSection={<IconCheck size={18} />}
        >
          {t('orderSummary.approve')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * What changed on the lines since they were added: lines to remove before approving, and
 * new prices the order already shows. After a refused approval it says that the order was checked
 * again, also when the new summary found nothing left to show.
 */
function ChangesView({
  changes,
  isRechecked,
  isChecking,
}: {
  changes: SummaryChanges;
  isRechecked: boolean;
  isChecking: boolean;
}) {
  const { t } = useTranslation();
  if (isChecking) {
    return (
      <Alert color="blue" variant="light" icon={<IconRefresh size={18} />} role="status">
        {t('orderSummary.changes.checking')}
      </Alert>
    );
  }
  const hasChanges = changes.blocking.length > 0 || changes.prices.length > 0;
  if (!hasChanges) {
    return isRechecked ? (
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} role="status">
        {t('orderSummary.changes.checkedAgain')}
      </Alert>
    ) : null;
  }
  // After a refused approval the change is announced at once; on opening it is read in its place.
  const role = isRechecked ? 'alert' : undefined;
  return (
    <Stack gap="sm">
      {changes.blocking.length > 0 ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t('orderSummary.changes.blockingTitle')}
          role={role}
        >
          <ChangeList notices={changes.blocking} />
          <Text size="sm" mt="xs">
            {t('orderSummary.changes.blockingHint')}
          </Text>
        </Alert>
      ) : null}
      {changes.prices.length > 0 ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconInfoCircle size={18} />}
          title={t('orderSummary.changes.pricesTitle')}
          role={role}
        >
          <ChangeList notices={changes.prices} />
          <Text size="sm" mt="xs">
            {t('orderSummary.changes.pricesHint')}
          </Text>
        </Alert>
      ) : null}
    </Stack>
  );
}

function ChangeList({ notices }: { notices: ChangeNotice[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {notices.map((notice) => (
        <Text key={notice.lineId} size="sm" component="li">
          <Text span size="sm" fw={600}>
            {t('orderSummary.changes.line', { number: notice.lineNumber, item: notice.item })}
          </Text>
          {' – '}
          {t(notice.key, notice.values)}
        </Text>
      ))}
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {children}
      </Text>
    </Box>
  );
}

function AddressFact({ label, lines, emptyText }: { label: string; lines: string[]; emptyText?: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" mb={4}>
        {label}
      </Text>
      {lines.length > 0 ? (
        <Stack gap={0} component="address" style={{ fontStyle: 'normal' }}>
          {lines.map((line, index) => (
            <Text key={`${index}-${line}`} size="sm" fw={index === 0 ? 600 : undefined}>
              {line}
            </Text>
          ))}
        </Stack>
      ) : emptyText ? (
        <Text size="sm" c="orange.8">
          {emptyText}
        </Text>
      ) : (
        <OrDash value={null} />
      )}
    </Paper>
  );
}

function LinesView({ draft, showPrice }: { draft: OrderDraft; showPrice: boolean }) {
  const { t } = useTranslation();
  const priceFollows = (
    <Text span size="sm" c="dimmed">
      {t('orderSummary.priceFollows')}
    </Text>
  );
  const columns: Column<DraftLine>[] = [
    {
      id: 'item',
      header: t('orderSummary.columns.item'),
      cell: (line) => (
        <>
          <ItemCell
            code={displayItemCode(itemKindOf(draft.orderType), line.itemCode)}
            description={line.itemName}
          />
          <RequestedBatchNote batch={line.requestedBatch} />
        </>
      ),
      isPrimary: true,
    },
    {
      id: 'quantity',
      header: t('orderSummary.columns.quantity'),
      cell: (line) => formatQuantity(line.quantity, line.salesUnit),
      align: 'right',
    },
    {
      id: 'reference',
      header: t('orderSummary.columns.reference'),
      cell: (line) => <OrDash value={line.reference} />,
      isWrapping: true,
    },
    ...(showPrice
      ? [
          {
            id: 'price',
            header: t('orderSummary.columns.price'),
            cell: (line: DraftLine) =>
              line.unitPrice === null ? priceFollows : formatAmount(line.unitPrice, draft.currency),
            align: 'right' as const,
          },
          {
            id: 'amount',
            header: t('orderSummary.columns.amount'),
            cell: (line: DraftLine) => <OrDash value={formatAmount(line.amount, draft.currency)} />,
            align: 'right' as const,
          },
        ]
      : []),
  ];
  if (draft.lines.length === 0) {
    return (
      <Text size="sm" c="dimmed" p="md">
        {t('orderSummary.noLines')}
      </Text>
    );
  }
  return (
    <RowsView
      label={t('orderSummary.linesLabel')}
      columns={columns}
      rows={draft.lines}
      rowKey={(line) => line.id}
    />
  );
}

function AmountsView({
  summary,
  hasUnpricedLines,
}: {
  summary: ReturnType<typeof useOrderSummary>;
  hasUnpricedLines: boolean;
}) {
  const { t } = useTranslation();
  if (summary.isPending) {
    return (
      <Stack
        gap="xs"
        role="status"
        aria-busy="true"
        aria-label={t('orderSummary.computing')}
        maw={420}
        ml="auto"
        w="100%"
      >
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height={18} />
        ))}
      </Stack>
    );
  }
  if (summary.isError) {
    return (
      <ErrorState
        error={summary.error}
        title={t('orderSummary.summaryFailed')}
        onRetry={() => void summary.refetch()}
      />
    );
  }
  return (
    <AmountRows
      summary={summary.data}
      rows={summaryRows(summary.data, { showPrice: true, hasUnpricedLines })}
      isUpdating={summary.isPlaceholderData || summary.isFetching}
    />
  );
}

const percentText = (percent: number) => formatNumber(percent, Number.isInteger(percent) ? 0 : 2);

/** Each row once: the kinds are unique but for the expenses, which have their code. */
const rowKeyOf = (row: SummaryRow) =>
  row.kind === 'expense' ? `expense-${row.code}` : row.kind === 'note' ? row.key : row.kind;

function AmountRows({
  summary,
  rows,
  isUpdating,
}: {
  summary: OrderSummary;
  rows: SummaryRow[];
  isUpdating: boolean;
}) {
  return (
    <Stack
      gap={6}
      maw={420}
      ml="auto"
      w="100%"
      aria-busy={isUpdating || undefined}
      aria-live="polite"
      style={{ opacity: isUpdating ? 0.55 : 1, transition: 'opacity 150ms' }}
    >
      {rows.map((row) => (
        <AmountRow key={rowKeyOf(row)} row={row} currency={summary.currency} />
      ))}
    </Stack>
  );
}

function AmountLine({
  label,
  value,
  isStrong = false,
}: {
  label: ReactNode;
  value: string;
  isStrong?: boolean;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text size="sm" fw={isStrong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={isStrong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

function AmountRow({ row, currency }: { row: SummaryRow; currency: string }) {
  const { t } = useTranslation();
  const amount = (value: number) => formatAmount(value, currency);
  switch (row.kind) {
    case 'linesTotal':
      return <AmountLine label={t('orderSummary.linesTotal')} value={amount(row.amount)} />;
    case 'expense':
      return <AmountLine label={row.nameKey ? t(row.nameKey) : row.name} value={amount(row.amount)} />;
    case 'expensesTotal':
      return <AmountLine label={t('orderSummary.expensesTotal')} value={amount(row.amount)} />;
    case 'vat':
      return (
        <AmountLine
          label={t('orderSummary.vat', { percent: percentText(row.percent) })}
          value={amount(row.amount)}
        />
      );
    case 'total':
      return (
        <Box>
          <Divider my={4} />
          <AmountLine label={t('orderSummary.total')} value={amount(row.amount)} isStrong />
        </Box>
      );
    case 'note':
      return (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconInfoCircle size={16} style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
          <Text size="sm" c="dimmed">
            {t(row.key)}
          </Text>
        </Group>
      );
  }
}
