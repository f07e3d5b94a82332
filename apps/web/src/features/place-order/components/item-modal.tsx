import { Alert, Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type DraftLine,
  type DraftLineInput,
  type DraftLineResult,
  ORDER_QUANTITY_MAX,
  type OrderDraft,
  type OrderItem,
  SAMPLE_BOOK_MAX,
} from '@selvedge/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unitName } from '../../../components/cells';
import { IconCalculator, IconRuler2 } from '../../../components/icons';
import { ItemCodeField } from '../../../components/item-code-field';
import { ItemSearchDrawer } from '../../../components/item-search-drawer';
import { Notice } from '../../../components/notice';
import { isApiError } from '../../../lib/api-client';
import { blockEnter } from '../../../lib/block-enter';
import { parseDecimalInput, quantityProblem } from '../../../lib/decimal-input';
import { errorMessage } from '../../../lib/errors';
import { formatNumber, unitCodeOf } from '../../../lib/format';
import { useLatestItemLookup } from '../../../lib/item-lookup';
import { displayItemCode, normaliseItemCode } from '../../../lib/items';
import { lazyDialog } from '../../../lib/lazy-component';
import { useIsPhone } from '../../../lib/use-is-phone';
import { placeOrderKeys, useAddLine, useDeleteLine, useUpdateLine } from '../api/draft';
import {
  failureProblems,
  type ItemFormMessage,
  type ItemFormProblems,
  initialItemForm,
  itemFormReducer,
  itemFormView,
} from '../lib/item-form';
import {
  isMergeCapped,
  isRegularRule,
  itemKindOf,
  lineQuantityRule,
  lookupCode,
  namesItem,
} from '../lib/order-kind';
import { sampleLineQuantity } from '../lib/sample-quantity';
import { isPatternLine, needsQuantityConfirmation } from '../line-form';
import { patternBodiesOf } from '../pattern-rows';
import { PatternDrawer } from './pattern-drawer';
import { SampleQuantityField } from './sample-quantity-field';

/** The wall calculator's code is fetched when it is first opened, or pointed at. */
const WallCalculatorPanel = lazyDialog(
  () => import('../../../components/wall-calculator-panel'),
  'WallCalculatorPanel',
);

interface ItemModalProps {
  opened: boolean;
  draft: OrderDraft;
  /** The line to change; null adds a new one. */
  line: DraftLine | null;
  onClose: () => void;
}

/**
 * The new-or-edit item modal (ordering §2, §4, §5): product code with its lookup and search, quantity,
 * customer reference and a message area. It is mounted afresh for every line it opens on, and keeps
 * what was typed whatever the server answers. On a sample order (the draft's order type) it looks up
 * samples, shows their codes without the S, and applies the quantity rule of the item's group (D26).
 * What each event does to its fields is lib/item-form.ts's reducer; here are the calls and the focus.
 */
export function ItemModal({ opened, draft, line, onClose }: ItemModalProps) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const queryClient = useQueryClient();
  const addLine = useAddLine(draft.id);
  const updateLine = useUpdateLine(draft.id);
  const deleteLine = useDeleteLine(draft.id);
  const isSaving = addLine.isPending || updateLine.isPending;
  const kind = itemKindOf(draft.orderType);
  const isSample = kind === 'sample';

  const [state, dispatch] = useReducer(itemFormReducer, line, (opening) => initialItemForm(kind, opening));
  const { code, quantity, reference, item, patterns, errors, message, isConfirmingLarge, search, lineId } =
    state;
  const { currentItem, rule, isQuantityFromPattern, canSubmit } = itemFormView(state);
  const problems = (found: ItemFormProblems) => dispatch({ type: 'problems', problems: found });

  const patternHintId = useId();
  const notOrderableId = useId();
  const codeRef = useRef<HTMLInputElement>(null);
  const quantityRef = useRef<HTMLInputElement>(null);
  const referenceRef = useRef<HTMLInputElement>(null);
  /** The state as it is now: a lookup's answer arrives after renders that changed it. */
  const latest = useRef(state);
  latest.current = state;
  const changeItRef = useRef<HTMLButtonElement>(null);
  const itemLookup = useLatestItemLookup();
  const [isCalculatorOpen, setIsCalculatorOpen] = useState(false);

  // Closing drops the answer of a lookup on its way.
  useEffect(() => {
    if (!opened) itemLookup.forget();
  }, [opened, itemLookup]);

  useEffect(() => {
    if (isConfirmingLarge) changeItRef.current?.focus();
  }, [isConfirmingLarge]);

  /**
   * GET /api/items/:code. Not found or no answer: the search panel opens with the code (ordering §8),
   * unless the lookup is part of submitting, which says "Invalid item code" instead.
   */
  const lookUp = async (typed: string, options: { isQuiet: boolean }): Promise<OrderItem | null> => {
    // A sample is looked up with the S the screen hides; the API adds it (ordering §4).
    const wanted = lookupCode(kind, typed);
    if (!wanted) return null;
    if (item && namesItem(kind, item.code, wanted)) return item;
    dispatch({ type: 'lookupStarted' });
    const result = await itemLookup.lookUp(wanted, kind);
    if (!result) return null;
    if (result.status !== 'found') {
      dispatch({ type: 'lookupMissed', searchCode: options.isQuiet ? null : normaliseItemCode(typed) });
      return null;
    }
    dispatch({ type: 'itemFound', item: result.item });
    return result.item;
  };

  // A stored sample line's item is looked up once, for its group's quantity rule.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening, on the line it opened on.
  useEffect(() => {
    if (isSample && line) void lookUp(line.itemCode, { isQuiet: true });
  }, []);

  const chooseFromSearch = (chosen: string) => {
    dispatch({ type: 'searchChosen', code: chosen });
    void lookUp(chosen, { isQuiet: true }).then((found) => {
      if (!found) {
        problems({ code: 'placeOrder.item.invalidCode' });
        return;
      }
      // On to what is left to fill in: the quantity, or the reference when the quantity is fixed; a
      // pattern item has opened its panel.
      const next = lineQuantityRule(kind, found.groupCode);
      const target =
        next === 'fixedCut' ? referenceRef : next === 'free' && found.isPatternRequired ? null : quantityRef;
      if (target) window.setTimeout(() => target.current?.focus(), 0);
    });
  };

  const showFailure = (error: unknown) => {
    const found = failureProblems(error, kind);
    if (found.dropLine && latest.current.lineId)
      void queryClient.invalidateQueries({ queryKey: placeOrderKeys.all });
    problems(found);
    if (isApiError(error) && error.code === 'ITEM_UNKNOWN') codeRef.current?.focus();
  };

  const invalidCode = () => {
    problems({ code: 'placeOrder.item.invalidCode' });
    codeRef.current?.focus();
  };

  const submit = async (isConfirmed: boolean) => {
    dispatch({ type: 'submitStarted' });
    const wanted = lookupCode(kind, code);
    if (!wanted) {
      invalidCode();
      return;
    }
    const found = currentItem ?? (await lookUp(wanted, { isQuiet: true }));
    if (!found) {
      invalidCode();
      return;
    }
    if (isSample) {
      submitSample(found);
      return;
    }
    // A freshly looked-up item has no pattern rows yet (the lookup dropped them).
    const rows = found === currentItem ? patterns : [];
    const amount = found === currentItem ? quantity : found.isPatternRequired ? '' : quantity;
    if (found.isPatternRequired && rows.length === 0) {
      problems({ message: { key: 'errors.PATTERN_REQUIRED' }, openPattern: true });
      return;
    }
    const problem = quantityProblem(amount);
    const parsed = parseDecimalInput(amount);
    if (problem || parsed === null) {
      problems({ quantity: problem ?? 'quantity.aboveZero' });
      quantityRef.current?.focus();
      return;
    }
    if (!isConfirmed && needsQuantityConfirmation(parsed)) {
      dispatch({ type: 'largeAsked' });
      return;
    }
    const input: DraftLineInput = {
      itemCode: found.code,
      quantity: parsed,
      reference: reference.trim(),
      // Rows go with a pattern item; a line that had rows and is now another item loses them.
      ...(rows.length > 0
        ? { patterns: patternBodiesOf(rows) }
        : lineId && line && line.patterns.length > 0
          ? { patterns: [] }
          : {}),
    };
    save(input, found);
  };

  /** A sample line: no pattern panel and no large-number question; the quantity by the group (D26). */
  const submitSample = (found: OrderItem) => {
    const amount = sampleLineQuantity(
      lineQuantityRule(kind, found.groupCode),
      String(latest.current.quantity),
    );
    // Another group: the modal says why already, and the button is disabled.
    if (amount === null) return;
    save({ itemCode: found.code, quantity: amount, reference: reference.trim() }, found);
  };

  const save = (input: DraftLineInput, found: OrderItem) => {
    const shownCode = displayItemCode(kind, found.code);
    // The line merged into, as it was before: a sample book's count is capped at 5 by the server.
    const mergedText = (result: DraftLineResult) => {
      const before = draft.lines.find((other) => other.id === result.lineId)?.quantity ?? 0;
      const isCapped =
        lineQuantityRule(kind, found.groupCode) === 'book' && isMergeCapped(before, input.quantity);
      return isCapped
        ? t('placeOrder.sample.mergedCapped', { code: shownCode, max: SAMPLE_BOOK_MAX })
        : t('placeOrder.item.merged', { code: shownCode });
    };
    const callbacks = {
      onSuccess: (result: DraftLineResult) => {
        if (result.outcome === 'merged') notifications.show({ color: 'teal', message: mergedText(result) });
        onClose();
      },
      onError: showFailure,
    };
    if (lineId) updateLine.mutate({ lineId, input }, callbacks);
    else addLine.mutate(input, callbacks);
  };

  /** "Yes" to "delete the product from the order lines?": a stored line is deleted, a new one dropped. */
  const deleteProduct = () => {
    if (!lineId) {
      dispatch({ type: 'patternClosed' });
      onClose();
      return;
    }
    deleteLine.mutate(lineId, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('placeOrder.lines.deleted') });
        dispatch({ type: 'patternClosed' });
        onClose();
      },
      onError: (error) => {
        dispatch({ type: 'patternClosed' });
        problems({ message: { error } });
      },
    });
  };

  /** "No, change it": back to the quantity. */
  const changeQuantity = () => {
    dispatch({ type: 'largeDeclined' });
    quantityRef.current?.focus();
  };

  const unit = unitName(currentItem?.salesUnit ?? '');
  const isOverlayOpen = search.opened || state.isPatternOpen || isCalculatorOpen;
  // The wall calculator counts rolls: it is offered for an item sold per roll, not for fabric by the metre.
  const isCalculable =
    rule === 'free' &&
    !isQuantityFromPattern &&
    !!currentItem &&
    unitCodeOf(currentItem.salesUnit) === 'roll';

  /** The calculator's rolls become the quantity; the modal's own Add then applies the line's rules. */
  const takeCalculatedRolls = (rolls: number) => {
    dispatch({ type: 'quantityTyped', quantity: rolls });
    setIsCalculatorOpen(false);
    window.setTimeout(() => quantityRef.current?.focus(), 0);
  };

  return (
    <>
      <Modal
        opened={opened}
        onClose={onClose}
        title={
          line && lineId
            ? t('placeOrder.item.editTitle', { number: line.lineNumber })
            : t(isSample ? 'placeOrder.sample.newTitle' : 'placeOrder.item.newTitle')
        }
        size="lg"
        fullScreen={isPhone}
        centered
        // Escape belongs to the panel on top, or answers the question "Is this number correct?".
        closeOnEscape={!isOverlayOpen && !isConfirmingLarge}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack
          gap="sm"
          onKeyDown={(event) => {
            blockEnter(event);
            if (event.key === 'Escape' && isConfirmingLarge) changeQuantity();
          }}
        >
          {/* An item that cannot go on this order is named in the message below, without the tick. */}
          <ItemCodeField
            inputRef={codeRef}
            label={t('placeOrder.item.code')}
            value={code}
            data-autofocus={line ? undefined : true}
            onChange={(value) => dispatch({ type: 'codeTyped', code: value })}
            onBlur={(event) => void lookUp(event.currentTarget.value, { isQuiet: false })}
            onSearch={() => dispatch({ type: 'searchOpened', code: normaliseItemCode(code) })}
            error={errors.code ? t(errors.code) : undefined}
            isLookingUp={state.isLookingUp}
            item={canSubmit ? currentItem : null}
          />

          {rule === 'free' ? (
            <NumberInput
              ref={quantityRef}
              data-autofocus={line && !isPatternLine(line) ? true : undefined}
              label={unit ? t('placeOrder.item.quantityIn', { unit }) : t('placeOrder.item.quantity')}
              withAsterisk
              value={quantity}
              onChange={(value) => dispatch({ type: 'quantityTyped', quantity: value })}
              readOnly={isQuantityFromPattern}
              // Read-only looks it: the pattern panel, not the keyboard, sets this quantity.
              variant={isQuantityFromPattern ? 'filled' : 'default'}
              decimalScale={2}
              // The panel's total as the line and the panel show it: "9,60", not "9,6". Only then: padding
              // a quantity while it is typed would move the caret.
              fixedDecimalScale={isQuantityFromPattern}
              decimalSeparator=","
              allowNegative={false}
              hideControls
              inputMode="decimal"
              aria-describedby={isQuantityFromPattern ? patternHintId : undefined}
              error={
                errors.quantity ? t(errors.quantity, { max: formatNumber(ORDER_QUANTITY_MAX, 0) }) : undefined
              }
              aria-invalid={errors.quantity ? true : undefined}
            />
          ) : (
            <SampleQuantityField
              rule={rule}
              value={String(quantity)}
              onChange={(text, isNotice) =>
                dispatch({ type: 'sampleQuantityTyped', text, isMaxNotice: isNotice })
              }
              isMaxNotice={state.isMaxNotice}
              error={errors.quantity}
              unit={unit}
              itemName={currentItem?.name ?? ''}
              messageId={notOrderableId}
              inputRef={quantityRef}
            />
          )}
          {isCalculable ? (
            <Group justify="flex-end" mt={-4}>
              <Button
                variant="light"
                leftSection={<IconRuler2 size={16} />}
                onClick={() => setIsCalculatorOpen(true)}
                onPointerEnter={() => void WallCalculatorPanel.preload()}
              >
                {t('wallCalculator.open')}
              </Button>
            </Group>
          ) : null}
          {isQuantityFromPattern ? (
            <Group justify="space-between" gap="xs" mt={-4}>
              <Text size="sm" c="dimmed" id={patternHintId} style={{ flex: '1 1 200px' }}>
                {t('placeOrder.item.quantityFromPattern')}
              </Text>
              <Button
                variant="light"
                leftSection={<IconCalculator size={16} />}
                onClick={() => dispatch({ type: 'patternOpened' })}
              >
                {t('placeOrder.item.patternButton')}
              </Button>
            </Group>
          ) : null}

          <TextInput
            ref={referenceRef}
            label={t('placeOrder.item.reference')}
            description={t('placeOrder.item.referenceHint')}
            value={reference}
            maxLength={100}
            onChange={(event) => dispatch({ type: 'referenceTyped', reference: event.currentTarget.value })}
            error={errors.reference ? t(errors.reference) : undefined}
          />

          <MessageArea message={message} />

          {isConfirmingLarge ? (
            <Alert color="yellow" variant="light" title={t('placeOrder.item.confirmLarge')} role="alert">
              <Text size="sm">
                {t('placeOrder.item.confirmLargeText', {
                  quantity: formatNumber(parseDecimalInput(quantity) ?? 0),
                  unit,
                  code: currentItem?.code ?? normaliseItemCode(code),
                })}
              </Text>
              <Group justify="flex-end" gap="sm" mt="sm">
                <Button ref={changeItRef} variant="default" onClick={changeQuantity}>
                  {t('placeOrder.item.confirmNo')}
                </Button>
                <Button onClick={() => void submit(true)} loading={isSaving}>
                  {t('placeOrder.item.confirmYes')}
                </Button>
              </Group>
            </Alert>
          ) : (
            <Group justify="flex-end" gap="sm" mt="xs">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button
                onClick={() => void submit(false)}
                loading={isSaving}
                disabled={(state.isLookingUp && !isSaving) || !canSubmit}
                aria-describedby={canSubmit ? undefined : notOrderableId}
              >
                {lineId ? t('placeOrder.item.save') : t('placeOrder.item.add')}
              </Button>
            </Group>
          )}
        </Stack>
      </Modal>

      {/* Beside the modal, not inside it: a key pressed in a panel must not reach the modal's handlers. */}
      <ItemSearchDrawer
        opened={search.opened}
        kind={kind}
        initialCode={search.code}
        onClose={() => dispatch({ type: 'searchClosed' })}
        onChoose={chooseFromSearch}
      />
      {currentItem && isCalculable ? (
        <WallCalculatorPanel
          opened={opened && isCalculatorOpen}
          item={currentItem}
          onClose={() => setIsCalculatorOpen(false)}
          onUse={takeCalculatedRolls}
        />
      ) : null}
      {currentItem && isRegularRule(rule) ? (
        <PatternDrawer
          opened={opened && state.isPatternOpen}
          item={currentItem}
          lineNumber={lineId ? (line?.lineNumber ?? null) : null}
          initialPatterns={patterns}
          mustAskBeforeClose={patterns.length === 0}
          onSubmit={(result) => dispatch({ type: 'patternsSubmitted', result })}
          onClose={() => dispatch({ type: 'patternClosed' })}
          onDeleteLine={deleteProduct}
          isDeleting={deleteLine.isPending}
        />
      ) : null}
    </>
  );
}

/** The modal's message area (ordering §2): what went wrong, in red, in the user's language. */
function MessageArea({ message }: { message: ItemFormMessage | null }) {
  const { t } = useTranslation();
  if (!message) return null;
  const text = 'key' in message ? t(message.key) : errorMessage(t, message.error);
  return <Notice tone="problem">{text}</Notice>;
}
