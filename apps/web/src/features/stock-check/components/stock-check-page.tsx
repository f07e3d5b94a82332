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
  Title,
} from '@mantine/core';
import { ORDER_QUANTITY_MAX } from '@selvedge/contracts';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unitName } from '../../../components/cells';
import {
  IconAlertTriangle,
  IconBuildingWarehouse,
  IconRuler2,
  IconZoomCheck,
} from '../../../components/icons';
import { ItemCodeField } from '../../../components/item-code-field';
import { PageHeader } from '../../../components/page-header';
import { focusAfterPaint } from '../../../lib/focus-after-paint';
import { formatNumber, unitCodeOf } from '../../../lib/format';
import { useLatestItemLookup } from '../../../lib/item-lookup';
import { isSameItemCode, normaliseItemCode } from '../../../lib/items';
import { lazyDialog, usePreloadSoon } from '../../../lib/lazy-component';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useStockCheck } from '../api/stock-check';
import { checkFailureOf, checkReducer, checkView, initialCheckState } from '../lib/check-state';
import {
  buildStockCheckRequest,
  type FormProblems,
  inputSignature,
  type StockCheckItem,
} from '../stock-check-form';
import { useDelayedProgress } from '../use-delayed-progress';
import { AnswerArea } from './answer-area';
import { PatternSection } from './pattern-section';

/**
 * The item search opens from a button: its code (with Mantine's drawer) is fetched two seconds after
 * the form is drawn, not with the form's first paint.
 */
const ItemSearchDrawer = lazyDialog(
  () => import('../../../components/item-search-drawer'),
  'ItemSearchDrawer',
);

/** The wall calculator, for an item sold per roll: its code is fetched when it is first opened. */
const WallCalculatorPanel = lazyDialog(
  () => import('../../../components/wall-calculator-panel'),
  'WallCalculatorPanel',
);

/**
 * /stockinfo: the stock check (ordering §2 "Stock check screen", §4, §5, §8; D21, D29, D34). A product
 * code with its lookup and search, a quantity or, for a pattern product, its pattern rows, and Check:
 * direct, the expected week, or incourant. Nothing is stored; every Check asks again. What each event
 * does to the form is lib/check-state.ts's reducer; here are the calls and the focus.
 */
export function StockCheckPage() {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const check = useStockCheck();
  const isProgressShown = useDelayedProgress(check.isPending);
  usePreloadSoon([ItemSearchDrawer]);

  const [state, dispatch] = useReducer(checkReducer, initialCheckState);
  const { code, quantity, patternRows, item, problems, answer, search } = state;
  const { currentItem, isPatternItem, isAnswerOutdated, patternTotal, shownFailure } = checkView(state);

  const formRef = useRef<HTMLFormElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const quantityRef = useRef<HTMLInputElement>(null);
  const itemLookup = useLatestItemLookup();
  const answerRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [isCalculatorOpen, setIsCalculatorOpen] = useState(false);

  // The first field has the focus when the screen opens (once it is painted).
  useEffect(() => focusAfterPaint(() => codeRef.current), []);

  const unit = unitName(currentItem?.salesUnit ?? '');
  // Rolls for walls: an item sold per roll (fabric by the metre has no rolls to count).
  const isCalculable = !!currentItem && !isPatternItem && unitCodeOf(currentItem.salesUnit) === 'roll';

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

  /** What is wrong before anything is sent replaces what was said, and the first such field has the focus. */
  const showProblems = (found: FormProblems) => {
    dispatch({ type: 'problemsFound', problems: found });
    focusFirstProblem();
  };

  /**
   * GET /api/items/:code. Not found or no answer: the search panel opens with the code (ordering §8),
   * unless the lookup is part of Check, which says "Invalid item code" instead.
   */
  const lookUp = async (typed: string, options: { isQuiet: boolean }): Promise<StockCheckItem | null> => {
    const wanted = normaliseItemCode(typed);
    if (!wanted) return null;
    if (item && isSameItemCode(item.code, wanted)) return item;
    dispatch({ type: 'lookupStarted' });
    const result = await itemLookup.lookUp(wanted);
    if (!result) return null;
    if (result.status !== 'found') {
      dispatch({ type: 'lookupMissed', searchCode: options.isQuiet ? null : wanted });
      return null;
    }
    dispatch({ type: 'itemFound', item: result.item });
    return result.item;
  };

  const chooseFromSearch = (chosen: string) => {
    dispatch({ type: 'searchChosen', code: chosen });
    void lookUp(chosen, { isQuiet: true }).then((found) => {
      if (found) focusAfterCode(found);
      else {
        dispatch({ type: 'chosenCodeInvalid' });
        focusFirstProblem();
      }
    });
  };

  const runCheck = async () => {
    if (check.isPending) return;
    dispatch({ type: 'checkStarted' });
    const asked = { code, quantity, patternRows };
    const wanted = normaliseItemCode(code);
    const found = wanted ? (currentItem ?? (await lookUp(wanted, { isQuiet: true }))) : null;
    if (!found) {
      showProblems({ code: 'stockCheck.invalidCode' });
      return;
    }
    if (found !== currentItem && found.isPatternRequired) {
      // Just found to be a pattern product: its rows have appeared and are filled in first.
      dispatch({ type: 'patternRequired' });
      focusAfterCode(found);
      return;
    }
    const built = buildStockCheckRequest(asked, found);
    if (!built.ok) {
      showProblems(built.problems);
      return;
    }
    dispatch({ type: 'checkSent' });
    const signature = inputSignature(asked, found.isPatternRequired);
    check.mutate(built.request, {
      onSuccess: (result) => {
        dispatch({ type: 'answered', answer: { result, signature } });
        // On a phone the answer is below the form: it comes into view.
        window.setTimeout(
          () => answerRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }),
          0,
        );
      },
      onError: (error) => {
        const outcome = checkFailureOf(error, asked.patternRows);
        dispatch({ type: 'checkFailed', outcome, signature });
        if (outcome.kind === 'problems') focusFirstProblem();
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
                      onChange={(value) => dispatch({ type: 'codeTyped', code: value })}
                      onKeyDown={onCodeKeyDown}
                      onBlur={(event) => void lookUp(event.currentTarget.value, { isQuiet: false })}
                      onSearch={() => dispatch({ type: 'searchOpened', code: normaliseItemCode(code) })}
                      error={problems.code ? t(problems.code) : undefined}
                      isLookingUp={state.isLookingUp}
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
                        onChange={(value) => dispatch({ type: 'quantityTyped', quantity: value })}
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
                  <PatternSection
                    item={currentItem}
                    rows={patternRows}
                    problems={problems.rows ?? {}}
                    isPhone={isPhone}
                    onChange={(rows) => dispatch({ type: 'patternRowsChanged', rows })}
                  />
                ) : null}

                {state.failure?.kind === 'patternRequired' ? (
                  <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
                    {t('stockCheck.patternRequired')}
                  </Alert>
                ) : null}

                <Group justify={isCalculable ? 'space-between' : 'flex-end'} gap="sm">
                  {isCalculable ? (
                    <Button
                      type="button"
                      variant="light"
                      fullWidth={isPhone}
                      leftSection={<IconRuler2 size={16} />}
                      onClick={() => setIsCalculatorOpen(true)}
                      onPointerEnter={() => void WallCalculatorPanel.preload()}
                    >
                      {t('wallCalculator.open')}
                    </Button>
                  ) : null}
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

        {currentItem && isCalculable ? (
          <WallCalculatorPanel
            opened={isCalculatorOpen}
            item={currentItem}
            onClose={() => setIsCalculatorOpen(false)}
            onUse={(rolls: number) => {
              dispatch({ type: 'quantityTyped', quantity: rolls });
              setIsCalculatorOpen(false);
              window.setTimeout(() => quantityRef.current?.focus(), 0);
            }}
          />
        ) : null}

        <Box
          ref={answerRef}
          aria-live="polite"
          aria-busy={check.isPending || undefined}
          style={{ scrollMarginBottom: 16 }}
        >
          <AnswerArea
            answer={answer}
            failure={shownFailure}
            isOutdated={isAnswerOutdated}
            isProgressShown={isProgressShown}
          />
        </Box>
      </Stack>

      <ItemSearchDrawer
        opened={search.opened}
        initialCode={search.code}
        onClose={() => dispatch({ type: 'searchClosed' })}
        onChoose={chooseFromSearch}
        actionLabel={t('itemSearch.useItem')}
      />
    </>
  );
}
