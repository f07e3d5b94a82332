import {
  Alert,
  Box,
  Button,
  Group,
  Loader,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { ORDER_QUANTITY_MAX, type StockCheckResult } from '@selvedge/contracts';
import { IconAlertTriangle, IconBuildingWarehouse, IconZoomCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unitName } from '../../../components/cells';
import { EmptyState } from '../../../components/empty-state';
import { ItemCodeField } from '../../../components/item-code-field';
import { PageHeader } from '../../../components/page-header';
import { isApiError } from '../../../lib/api-client';
import { focusAfterPaint } from '../../../lib/focus-after-paint';
import { formatNumber } from '../../../lib/format';
import { isSameItemCode, lookUpItem, normaliseItemCode } from '../../../lib/items';
import { lazyDialog, usePreloadSoon } from '../../../lib/lazy-component';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useStockCheck } from '../api/stock-check';
import {
  buildStockCheckRequest,
  emptyPatternRow,
  type FormProblems,
  inputSignature,
  type NumberValue,
  type PatternRowDraft,
  patternRowsTotal,
  problemsOfFields,
  type StockCheckItem,
} from '../stock-check-form';
import { useDelayedProgress } from '../use-delayed-progress';
import { PatternRowsEditor } from './pattern-rows-editor';
import { StockCheckAnswer } from './stock-check-answer';

/**
 * The item search opens from a button: its code (with Mantine's drawer) is fetched two seconds after
 * the form is drawn, not with the form's first paint.
 */
const ItemSearchDrawer = lazyDialog(
  () => import('../../../components/item-search-drawer'),
  'ItemSearchDrawer',
);

/** What went wrong with the last check, beyond a field's own message. */
type Failure =
  /** The input it failed for (`inputSignature`): typing something else puts it away. */
  { kind: 'failed'; referenceId: string | undefined; signature: string } | { kind: 'patternRequired' };

interface Answer {
  result: StockCheckResult;
  /** The input the answer was asked for (`inputSignature`). */
  signature: string;
}

/**
 * /stockinfo: the stock check (ordering §2 "Stock check screen", §4, §5, §8; D21, D29, D34). A product
 * code with its lookup and search, a quantity or, for a pattern product, its pattern rows, and Check:
 * direct, the expected week, or incourant. Nothing is stored; every Check asks again.
 */
export function StockCheckPage() {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const queryClient = useQueryClient();
  const check = useStockCheck();
  const isProgressShown = useDelayedProgress(check.isPending);
  usePreloadSoon([ItemSearchDrawer]);

  const [code, setCode] = useState('');
  const [quantity, setQuantity] = useState<NumberValue>('');
  const [patternRows, setPatternRows] = useState<PatternRowDraft[]>([]);
  const [item, setItem] = useState<StockCheckItem | null>(null);
  const [isLookingUp, setIsLookingUp] = useState(false);
  const [problems, setProblems] = useState<FormProblems>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [search, setSearch] = useState({ opened: false, code: '' });

  const formRef = useRef<HTMLFormElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const quantityRef = useRef<HTMLInputElement>(null);
  /** Bumped by every lookup: an answer for an older one is dropped. */
  const lookupToken = useRef(0);
  /**
   * The unknown code the search panel last opened for by itself: leaving the field again with the same
   * code (focus comes back to it when the panel closes) does not open the panel once more.
   */
  const searchedCode = useRef('');
  const answerRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const patternTitleId = useId();

  // The first field has the focus when the screen opens (once it is painted).
  useEffect(() => focusAfterPaint(() => codeRef.current), []);

  /** The looked-up item, while the code field still shows its code. */
  const currentItem = item && isSameItemCode(item.code, code) ? item : null;
  const isPatternItem = Boolean(currentItem?.isPatternRequired);
  const values = { code, quantity, patternRows };
  const signature = inputSignature(values, isPatternItem);
  const isAnswerOutdated = answer !== null && answer.signature !== signature;
  const patternTotal = currentItem && isPatternItem ? patternRowsTotal(patternRows, currentItem) : 0;
  const unit = unitName(currentItem?.salesUnit ?? '');

  /** Focuses the first field that says what is wrong, once it is on screen. */
  const focusFirstProblem = () =>
    window.setTimeout(
      () => formRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus(),
      0,
    );

  /** Focuses where the user goes on after the code: the quantity, or the first pattern row. */
  const focusAfterCode = (found: StockCheckItem) =>
    window.setTimeout(() => {
      if (found.isPatternRequired)
        formRef.current?.querySelector<HTMLInputElement>('[data-pattern-rows] input')?.focus();
      else quantityRef.current?.focus();
    }, 0);

  /** A found item becomes the one checked; another item than before starts its pattern rows afresh. */
  const adopt = (found: StockCheckItem) => {
    const isOtherItem = !item || !isSameItemCode(item.code, found.code);
    setItem(found);
    setProblems((current) => ({ ...current, code: undefined }));
    if (isOtherItem) setPatternRows(found.isPatternRequired ? [emptyPatternRow()] : []);
  };

  /**
   * GET /api/items/:code. Not found or no answer: the search panel opens with the code (ordering §8),
   * unless the lookup is part of Check, which says "Invalid item code" instead.
   */
  const lookUp = async (typed: string, options: { isQuiet: boolean }): Promise<StockCheckItem | null> => {
    const wanted = normaliseItemCode(typed);
    if (!wanted) return null;
    if (item && isSameItemCode(item.code, wanted)) return item;
    lookupToken.current += 1;
    const token = lookupToken.current;
    setIsLookingUp(true);
    const result = await lookUpItem(queryClient, wanted);
    if (token !== lookupToken.current) return null;
    setIsLookingUp(false);
    if (result.status !== 'found') {
      if (!options.isQuiet && !isSameItemCode(searchedCode.current, wanted)) {
        searchedCode.current = wanted;
        setSearch({ opened: true, code: wanted });
      }
      return null;
    }
    searchedCode.current = '';
    adopt(result.item);
    return result.item;
  };

  const chooseFromSearch = (chosen: string) => {
    setSearch((current) => ({ ...current, opened: false }));
    setCode(chosen);
    setProblems((current) => ({ ...current, code: undefined }));
    void lookUp(chosen, { isQuiet: true }).then((found) => {
      if (found) focusAfterCode(found);
      else {
        setProblems((current) => ({ ...current, code: 'stockCheck.invalidCode' }));
        focusFirstProblem();
      }
    });
  };

  const showFailure = (error: unknown, askedSignature: string) => {
    if (!isApiError(error)) {
      setFailure({ kind: 'failed', referenceId: undefined, signature: askedSignature });
      return;
    }
    switch (error.code) {
      case 'ITEM_UNKNOWN':
        // Unknown, a sample, or an excluded product group (D34).
        setProblems({ code: 'stockCheck.invalidCode' });
        focusFirstProblem();
        return;
      case 'PATTERN_REQUIRED':
        setItem((current) => (current ? { ...current, isPatternRequired: true } : current));
        setPatternRows((rows) => (rows.length > 0 ? rows : [emptyPatternRow()]));
        setFailure({ kind: 'patternRequired' });
        return;
      case 'VALIDATION_FAILED': {
        const fieldProblems = problemsOfFields(
          error.fields.map((field) => field.path),
          patternRows,
        );
        if (Object.keys(fieldProblems).length === 0) {
          setFailure({ kind: 'failed', referenceId: error.referenceId, signature: askedSignature });
          return;
        }
        setProblems(fieldProblems);
        focusFirstProblem();
        return;
      }
      default:
        // STOCK_UNKNOWN (no figures and the ERP cannot be asked) and any other failure (ordering §8).
        setFailure({ kind: 'failed', referenceId: error.referenceId, signature: askedSignature });
    }
  };

  const runCheck = async () => {
    if (check.isPending) return;
    setFailure(null);
    const asked = { code, quantity, patternRows };
    const wanted = normaliseItemCode(code);
    if (!wanted) {
      setProblems({ code: 'stockCheck.invalidCode' });
      focusFirstProblem();
      return;
    }
    const found = currentItem ?? (await lookUp(wanted, { isQuiet: true }));
    if (!found) {
      setProblems({ code: 'stockCheck.invalidCode' });
      focusFirstProblem();
      return;
    }
    if (found !== currentItem && found.isPatternRequired) {
      // Just found to be a pattern product: its rows have appeared and are filled in first.
      setFailure({ kind: 'patternRequired' });
      focusAfterCode(found);
      return;
    }
    const built = buildStockCheckRequest(asked, found);
    if (!built.ok) {
      setProblems(built.problems);
      focusFirstProblem();
      return;
    }
    setProblems({});
    const askedSignature = inputSignature(asked, found.isPatternRequired);
    check.mutate(built.request, {
      onSuccess: (result) => {
        setAnswer({ result, signature: askedSignature });
        // On a phone the answer is below the form: it comes into view.
        window.setTimeout(
          () => answerRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }),
          0,
        );
      },
      onError: (error) => {
        setAnswer(null);
        showFailure(error, askedSignature);
      },
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void runCheck();
  };

  /** Enter in the code field looks the item up and goes on to the quantity; it does not check yet. */
  const onCodeKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void lookUp(event.currentTarget.value, { isQuiet: false }).then((found) => {
      if (found) focusAfterCode(found);
    });
  };

  const changePatternRows = (rows: PatternRowDraft[]) => {
    setPatternRows(rows);
    setProblems((current) => ({ ...current, quantity: undefined, rows: undefined }));
    setFailure((current) => (current?.kind === 'patternRequired' ? null : current));
  };

  return (
    <>
      <PageHeader title={t('pages.stockInfo')} description={t('stockCheck.subtitle')} />
      <Stack gap="lg" maw={880}>
        <Paper
          withBorder
          radius="md"
          p={{ base: 'md', sm: 'lg' }}
          component="section"
          aria-labelledby={titleId}
        >
          <Stack gap="md">
            <Group gap="sm" wrap="nowrap">
              <IconBuildingWarehouse
                size={22}
                stroke={1.6}
                aria-hidden
                color="var(--mantine-primary-color-filled)"
              />
              <Title order={2} fz={{ base: 18, sm: 20 }} id={titleId}>
                {t('stockCheck.title')}
              </Title>
            </Group>

            <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
              <Stack gap="md">
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
                  <Box>
                    <ItemCodeField
                      inputRef={codeRef}
                      label={t('stockCheck.code')}
                      value={code}
                      enterKeyHint="next"
                      onChange={(value) => {
                        setCode(value);
                        setProblems((current) => ({ ...current, code: undefined }));
                      }}
                      onKeyDown={onCodeKeyDown}
                      onBlur={(event) => void lookUp(event.currentTarget.value, { isQuiet: false })}
                      onSearch={() => setSearch({ opened: true, code: normaliseItemCode(code) })}
                      error={problems.code ? t(problems.code) : undefined}
                      isLookingUp={isLookingUp}
                      item={currentItem}
                    />
                  </Box>

                  <Box>
                    {isPatternItem ? (
                      <NumberInput
                        label={unit ? t('stockCheck.quantityIn', { unit }) : t('stockCheck.quantity')}
                        withAsterisk
                        value={patternTotal}
                        readOnly
                        variant="filled"
                        decimalScale={2}
                        fixedDecimalScale
                        decimalSeparator=","
                        thousandSeparator="."
                        hideControls
                        description={t('stockCheck.quantityFromPattern')}
                        error={problems.quantity ? t(problems.quantity) : undefined}
                      />
                    ) : (
                      <NumberInput
                        ref={quantityRef}
                        label={unit ? t('stockCheck.quantityIn', { unit }) : t('stockCheck.quantity')}
                        withAsterisk
                        value={quantity}
                        onChange={(value) => {
                          setQuantity(value);
                          setProblems((current) => ({ ...current, quantity: undefined }));
                        }}
                        decimalScale={2}
                        decimalSeparator=","
                        allowNegative={false}
                        hideControls
                        inputMode="decimal"
                        enterKeyHint="go"
                        error={
                          problems.quantity
                            ? t(problems.quantity, { max: formatNumber(ORDER_QUANTITY_MAX, 0) })
                            : undefined
                        }
                        aria-invalid={problems.quantity ? true : undefined}
                      />
                    )}
                  </Box>
                </SimpleGrid>

                {currentItem && isPatternItem ? (
                  <Box data-pattern-rows component="section" aria-labelledby={patternTitleId}>
                    <Stack gap={4} mb="sm">
                      <Text fw={700} size="sm" id={patternTitleId}>
                        {t('stockCheck.pattern.title')}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {currentItem.patternRepeatCm > 0
                          ? t('stockCheck.pattern.repeat', {
                              repeat: formatNumber(
                                currentItem.patternRepeatCm,
                                Number.isInteger(currentItem.patternRepeatCm) ? 0 : 2,
                              ),
                              type: currentItem.isStaggered
                                ? t('stockCheck.pattern.staggered')
                                : t('stockCheck.pattern.straight'),
                            })
                          : t('stockCheck.pattern.noRepeat')}{' '}
                        {t('stockCheck.pattern.intro')}
                      </Text>
                    </Stack>
                    <PatternRowsEditor
                      item={currentItem}
                      rows={patternRows}
                      problems={problems.rows ?? {}}
                      isPhone={isPhone}
                      onChange={changePatternRows}
                    />
                  </Box>
                ) : null}

                {failure?.kind === 'patternRequired' ? (
                  <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
                    {t('stockCheck.patternRequired')}
                  </Alert>
                ) : null}

                <Group justify="flex-end">
                  <Button
                    type="submit"
                    size="md"
                    fullWidth={isPhone}
                    leftSection={
                      isProgressShown ? <Loader size={16} color="white" /> : <IconZoomCheck size={18} />
                    }
                    aria-disabled={check.isPending || undefined}
                  >
                    {isProgressShown ? t('stockCheck.checking') : t('stockCheck.check')}
                  </Button>
                </Group>
              </Stack>
            </form>
          </Stack>
        </Paper>

        <Box
          ref={answerRef}
          aria-live="polite"
          aria-busy={check.isPending || undefined}
          style={{ scrollMarginBottom: 16 }}
        >
          <AnswerArea
            answer={answer}
            failure={failure?.kind === 'failed' && failure.signature === signature ? failure : null}
            isOutdated={isAnswerOutdated}
            isProgressShown={isProgressShown}
          />
        </Box>
      </Stack>

      <ItemSearchDrawer
        opened={search.opened}
        initialCode={search.code}
        onClose={() => setSearch((current) => ({ ...current, opened: false }))}
        onChoose={chooseFromSearch}
        actionLabel={t('itemSearch.useItem')}
      />
    </>
  );
}

interface AnswerAreaProps {
  answer: Answer | null;
  failure: Failure | null;
  isOutdated: boolean;
  isProgressShown: boolean;
}

/** Under the form: the answer, what went wrong, a slow check on its way, or what the check tells. */
function AnswerArea({ answer, failure, isOutdated, isProgressShown }: AnswerAreaProps) {
  const { t } = useTranslation();
  if (isProgressShown) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Group gap="sm" wrap="nowrap">
          <Loader size={20} />
          <Text size="sm">{t('stockCheck.checking')}</Text>
        </Group>
      </Paper>
    );
  }
  if (failure?.kind === 'failed') {
    const message = t('stockCheck.failed');
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={20} />}
        title={t('stockCheck.failedTitle')}
      >
        {failure.referenceId
          ? t('errors.withReference', { message, referenceId: failure.referenceId })
          : message}
      </Alert>
    );
  }
  if (answer) return <StockCheckAnswer result={answer.result} isOutdated={isOutdated} />;
  return (
    <Paper withBorder radius="md" style={{ borderStyle: 'dashed' }}>
      <EmptyState
        icon={<IconBuildingWarehouse size={28} stroke={1.6} />}
        title={t('stockCheck.empty.title')}
        description={t('stockCheck.empty.description')}
      />
    </Paper>
  );
}
