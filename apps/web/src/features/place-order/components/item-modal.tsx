import { Alert, Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type DraftLine,
  type DraftLineInput,
  type DraftLineResult,
  ORDER_QUANTITY_MAX,
  type OrderDraft,
  type OrderItem,
  type PatternRow,
  SAMPLE_BOOK_MAX,
} from '@selvedge/contracts';
import { IconAlertTriangle, IconCalculator } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unitName } from '../../../components/cells';
import { ItemCodeField } from '../../../components/item-code-field';
import { ItemSearchDrawer } from '../../../components/item-search-drawer';
import { isApiError } from '../../../lib/api-client';
import { blockEnter } from '../../../lib/block-enter';
import { parseDecimalInput, quantityProblem } from '../../../lib/decimal-input';
import { errorMessage } from '../../../lib/errors';
import { formatNumber } from '../../../lib/format';
import { displayItemCode, lookUpItem, normaliseItemCode } from '../../../lib/items';
import { useIsPhone } from '../../../lib/use-is-phone';
import { placeOrderKeys, useAddLine, useDeleteLine, useUpdateLine } from '../api/draft';
import {
  canSubmitRule,
  isMergeCapped,
  isRegularRule,
  itemKindOf,
  lineQuantityRule,
  lookupCode,
  namesItem,
} from '../lib/order-kind';
import { bookInputOnLookup, sampleLineQuantity } from '../lib/sample-quantity';
import { isPatternLine, needsQuantityConfirmation } from '../line-form';
import { type PatternResult, patternBodiesOf } from '../pattern-rows';
import { PatternDrawer } from './pattern-drawer';
import { SampleQuantityField } from './sample-quantity-field';

interface ItemModalProps {
  opened: boolean;
  draft: OrderDraft;
  /** The line to change; null adds a new one. */
  line: DraftLine | null;
  onClose: () => void;
}

/** The message area under the fields: a translated key, or a failed call's own message. */
type Message = { key: string } | { error: unknown };

/** What the modal knows of a stored line's item without asking the server again. */
const itemOfLine = (line: DraftLine): OrderItem => ({
  code: line.itemCode,
  name: line.itemName,
  salesUnit: line.salesUnit,
  groupCode: '',
  patternRepeatCm: line.patternRepeatCm,
  isStaggered: line.isStaggered,
  isPatternRequired: line.isPatternRequired,
  imageUrl: line.imageUrl,
});

/**
 * The new-or-edit item modal (ordering §2, §4, §5): product code with its lookup and search, quantity,
 * customer reference and a message area. It is mounted afresh for every line it opens on, and keeps
 * what was typed whatever the server answers. On a sample order (the draft's order type) it looks up
 * samples, shows their codes without the S, and applies the quantity rule of the item's group (D26).
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

  const [code, setCode] = useState(line ? displayItemCode(kind, line.itemCode) : '');
  // The sample field is text (a book's count is corrected key by key); the regular one a NumberInput's.
  const [quantity, setQuantity] = useState<number | string>(
    isSample ? String(line?.quantity ?? '') : (line?.quantity ?? ''),
  );
  const [reference, setReference] = useState(line?.reference ?? '');
  // A stored line does not carry its item's group: on a sample order the item is looked up on opening.
  const [item, setItem] = useState<OrderItem | null>(line && !isSample ? itemOfLine(line) : null);
  /** "The maximum number of samples is 5", after a sample book's count was corrected. */
  const [isMaxNotice, setIsMaxNotice] = useState(false);
  /** The line's pattern rows: stored ones, or those just submitted from the panel. */
  const [patterns, setPatterns] = useState<PatternRow[]>(line?.patterns ?? []);
  const [isLookingUp, setIsLookingUp] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [quantityError, setQuantityError] = useState<string | null>(null);
  const [referenceError, setReferenceError] = useState<string | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [isConfirmingLarge, setIsConfirmingLarge] = useState(false);
  const [search, setSearch] = useState({ opened: false, code: '' });
  // Editing a pattern line opens the panel on its stored rows (ordering §4).
  const [isPatternOpen, setIsPatternOpen] = useState(line ? isPatternLine(line) : false);
  /** The stored line being changed; null once the server dropped it (a discontinued item, ordering §4 step 7). */
  const [lineId, setLineId] = useState(line?.id ?? null);

  const patternHintId = useId();
  const notOrderableId = useId();
  const codeRef = useRef<HTMLInputElement>(null);
  const quantityRef = useRef<HTMLInputElement>(null);
  const referenceRef = useRef<HTMLInputElement>(null);
  /** The quantity as typed now: a lookup's answer arrives after renders that changed it. */
  const latestQuantity = useRef(quantity);
  latestQuantity.current = quantity;
  const changeItRef = useRef<HTMLButtonElement>(null);
  /** Bumped by every lookup and by closing: an answer for an older one is dropped. */
  const lookupToken = useRef(0);

  useEffect(() => {
    if (!opened) lookupToken.current += 1;
  }, [opened]);

  useEffect(() => {
    if (isConfirmingLarge) changeItRef.current?.focus();
  }, [isConfirmingLarge]);

  /** The looked-up item, while the code field still shows its code. */
  const currentItem = item && namesItem(kind, item.code, code) ? item : null;
  const rule = lineQuantityRule(kind, currentItem?.groupCode ?? null);
  const isQuantityFromPattern =
    isRegularRule(rule) && (Boolean(currentItem?.isPatternRequired) || patterns.length > 0);

  /** A found item becomes the line's item; another item than before drops the old pattern rows. */
  const adopt = (found: OrderItem) => {
    const wasFromPattern = isQuantityFromPattern;
    setItem(found);
    setCodeError(null);
    setPatterns([]);
    if (isSample) {
      adoptSample(found);
      return;
    }
    if (wasFromPattern || found.isPatternRequired) setQuantity('');
    if (found.isPatternRequired) setIsPatternOpen(true);
  };

  /** A sample: its code as the screen shows it, and the quantity by its group's rule (D26). */
  const adoptSample = (found: OrderItem) => {
    const next = lineQuantityRule(kind, found.groupCode);
    // Another group keeps the code as typed: it is named in the message, not renamed in the field.
    if (next !== 'notOrderable') setCode(displayItemCode(kind, found.code));
    setQuantityError(null);
    if (next === 'book') {
      const input = bookInputOnLookup(String(latestQuantity.current));
      setQuantity(input.text);
      setIsMaxNotice(input.isMaxNotice);
    } else {
      setIsMaxNotice(false);
    }
  };

  /**
   * GET /api/items/:code. Not found or no answer: the search panel opens with the code (ordering §8),
   * unless the lookup is part of submitting, which says "Invalid item code" instead.
   */
  const lookUp = async (typed: string, options: { isQuiet: boolean }): Promise<OrderItem | null> => {
    // A sample is looked up with the S the screen hides; the API adds it (ordering §4).
    const wanted = lookupCode(kind, typed);
    if (!wanted) return null;
    if (item && namesItem(kind, item.code, wanted)) return item;
    lookupToken.current += 1;
    const token = lookupToken.current;
    setIsLookingUp(true);
    const result = await lookUpItem(queryClient, wanted, kind);
    if (token !== lookupToken.current) return null;
    setIsLookingUp(false);
    if (result.status !== 'found') {
      if (!options.isQuiet) setSearch({ opened: true, code: normaliseItemCode(typed) });
      return null;
    }
    adopt(result.item);
    return result.item;
  };

  // A stored sample line's item is looked up once, for its group's quantity rule.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening, on the line it opened on.
  useEffect(() => {
    if (isSample && line) void lookUp(line.itemCode, { isQuiet: true });
  }, []);

  const chooseFromSearch = (chosen: string) => {
    setSearch((current) => ({ ...current, opened: false }));
    setCode(displayItemCode(kind, chosen));
    setCodeError(null);
    void lookUp(chosen, { isQuiet: true }).then((found) => {
      if (!found) {
        setCodeError('placeOrder.item.invalidCode');
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
    if (!isApiError(error)) {
      setMessage({ error });
      return;
    }
    switch (error.code) {
      case 'ITEM_UNKNOWN':
        setCodeError('placeOrder.item.invalidCode');
        codeRef.current?.focus();
        return;
      case 'PATTERN_REQUIRED':
        setMessage({ key: 'errors.PATTERN_REQUIRED' });
        setIsPatternOpen(true);
        return;
      case 'VALIDATION_FAILED': {
        const fields = new Set(error.fields.map((field) => field.path.split('.')[0]));
        if (fields.has('itemCode')) setCodeError('placeOrder.item.invalidCode');
        if (fields.has('quantity'))
          setQuantityError(isSample ? 'placeOrder.sample.bookQuantity' : 'quantity.aboveZero');
        if (fields.has('reference')) setReferenceError('validation.TOO_LONG');
        setMessage({ error });
        return;
      }
      case 'ITEM_DISCONTINUED':
        // Nothing was stored; a stored line with it has been deleted by the server (ordering §4 step 7),
        // so what is typed now becomes a new line. The fields stay as typed.
        if (lineId) {
          setLineId(null);
          void queryClient.invalidateQueries({ queryKey: placeOrderKeys.all });
        }
        setMessage({ error });
        return;
      default:
        setMessage({ error });
    }
  };

  const submit = async (isConfirmed: boolean) => {
    setMessage(null);
    setIsConfirmingLarge(false);
    const wanted = lookupCode(kind, code);
    if (!wanted) {
      setCodeError('placeOrder.item.invalidCode');
      codeRef.current?.focus();
      return;
    }
    const found = currentItem ?? (await lookUp(wanted, { isQuiet: true }));
    if (!found) {
      setCodeError('placeOrder.item.invalidCode');
      codeRef.current?.focus();
      return;
    }
    if (isSample) {
      submitSample(found);
      return;
    }
    // A freshly looked-up item has no pattern rows yet (adopt dropped them).
    const rows = found === currentItem ? patterns : [];
    const amount = found === currentItem ? quantity : found.isPatternRequired ? '' : quantity;
    if (found.isPatternRequired && rows.length === 0) {
      setMessage({ key: 'errors.PATTERN_REQUIRED' });
      setIsPatternOpen(true);
      return;
    }
    const problem = quantityProblem(amount);
    const parsed = parseDecimalInput(amount);
    if (problem || parsed === null) {
      setQuantityError(problem ?? 'quantity.aboveZero');
      quantityRef.current?.focus();
      return;
    }
    if (!isConfirmed && needsQuantityConfirmation(parsed)) {
      setIsConfirmingLarge(true);
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
      String(latestQuantity.current),
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

  const submitPatterns = (result: PatternResult) => {
    setPatterns(result.patterns);
    setQuantity(result.total);
    setQuantityError(null);
    setMessage(null);
    setIsPatternOpen(false);
  };

  /** "Yes" to "delete the product from the order lines?": a stored line is deleted, a new one dropped. */
  const deleteProduct = () => {
    if (!lineId) {
      setIsPatternOpen(false);
      onClose();
      return;
    }
    deleteLine.mutate(lineId, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('placeOrder.lines.deleted') });
        setIsPatternOpen(false);
        onClose();
      },
      onError: (error) => {
        setIsPatternOpen(false);
        setMessage({ error });
      },
    });
  };

  /** "No, change it": back to the quantity. */
  const changeQuantity = () => {
    setIsConfirmingLarge(false);
    quantityRef.current?.focus();
  };

  const unit = unitName(currentItem?.salesUnit ?? '');
  const isOverlayOpen = search.opened || isPatternOpen;
  const canSubmit = canSubmitRule(rule);

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
            onChange={(value) => {
              setCode(value);
              setCodeError(null);
            }}
            onBlur={(event) => void lookUp(event.currentTarget.value, { isQuiet: false })}
            onSearch={() => setSearch({ opened: true, code: normaliseItemCode(code) })}
            error={codeError ? t(codeError) : undefined}
            isLookingUp={isLookingUp}
            item={canSubmit ? currentItem : null}
          />

          {rule === 'free' ? (
            <NumberInput
              ref={quantityRef}
              data-autofocus={line && !isPatternLine(line) ? true : undefined}
              label={unit ? t('placeOrder.item.quantityIn', { unit }) : t('placeOrder.item.quantity')}
              withAsterisk
              value={quantity}
              onChange={(value) => {
                setQuantity(value);
                setQuantityError(null);
                setIsConfirmingLarge(false);
              }}
              readOnly={isQuantityFromPattern}
              // Read-only looks it: the pattern panel, not the keyboard, sets this quantity.
              variant={isQuantityFromPattern ? 'filled' : 'default'}
              decimalScale={2}
              decimalSeparator=","
              allowNegative={false}
              hideControls
              inputMode="decimal"
              aria-describedby={isQuantityFromPattern ? patternHintId : undefined}
              error={
                quantityError ? t(quantityError, { max: formatNumber(ORDER_QUANTITY_MAX, 0) }) : undefined
              }
              aria-invalid={quantityError ? true : undefined}
            />
          ) : (
            <SampleQuantityField
              rule={rule}
              value={String(quantity)}
              onChange={(text, isNotice) => {
                setQuantity(text);
                setIsMaxNotice(isNotice);
                setQuantityError(null);
              }}
              isMaxNotice={isMaxNotice}
              error={quantityError}
              unit={unit}
              itemName={currentItem?.name ?? ''}
              messageId={notOrderableId}
              inputRef={quantityRef}
            />
          )}
          {isQuantityFromPattern ? (
            <Group justify="space-between" gap="xs" mt={-4}>
              <Text size="sm" c="dimmed" id={patternHintId} style={{ flex: '1 1 200px' }}>
                {t('placeOrder.item.quantityFromPattern')}
              </Text>
              <Button
                variant="light"
                leftSection={<IconCalculator size={16} />}
                onClick={() => setIsPatternOpen(true)}
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
            onChange={(event) => {
              setReference(event.currentTarget.value);
              setReferenceError(null);
            }}
            error={referenceError ? t(referenceError) : undefined}
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
                disabled={(isLookingUp && !isSaving) || !canSubmit}
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
        onClose={() => setSearch((current) => ({ ...current, opened: false }))}
        onChoose={chooseFromSearch}
      />
      {currentItem && isRegularRule(rule) ? (
        <PatternDrawer
          opened={opened && isPatternOpen}
          item={currentItem}
          lineNumber={lineId ? (line?.lineNumber ?? null) : null}
          initialPatterns={patterns}
          mustAskBeforeClose={patterns.length === 0}
          onSubmit={submitPatterns}
          onClose={() => setIsPatternOpen(false)}
          onDeleteLine={deleteProduct}
          isDeleting={deleteLine.isPending}
        />
      ) : null}
    </>
  );
}

/** The modal's message area (ordering §2): what went wrong, in red, in the user's language. */
function MessageArea({ message }: { message: Message | null }) {
  const { t } = useTranslation();
  if (!message) return null;
  const text = 'key' in message ? t(message.key) : errorMessage(t, message.error);
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
      {text}
    </Alert>
  );
}
