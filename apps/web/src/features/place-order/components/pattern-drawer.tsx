import { Badge, Box, Button, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { type PatternRow, patternMultiples } from '@selvedge/contracts';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconCalculator } from '../../../components/icons';
import { Notice } from '../../../components/notice';
import { type PatternRowFigure, PatternRowsTable } from '../../../components/pattern-rows-table';
import { SidePanel } from '../../../components/side-panel';
import { blockEnter } from '../../../lib/block-enter';
import { formatNumber } from '../../../lib/format';
import { useIsPhone } from '../../../lib/use-is-phone';
import {
  calculateRow,
  changeRow,
  emptyPanelRow,
  isPanelSubmittable,
  PATTERN_ROW_LENGTH_MAX,
  PATTERN_ROWS_MAX,
  PATTERN_ROWS_PER_LINE_MAX,
  type PanelRow,
  type PatternItem,
  type PatternResult,
  panelRowsOf,
  panelTotalOf,
  patternResultOf,
  rowProblems,
  rowTotalOf,
} from '../pattern-rows';
import { ChoiceDialog } from './choice-dialog';

interface PatternDrawerProps {
  opened: boolean;
  item: PatternItem & { code: string };
  /** The line's number in the order; null for a line that is not stored yet. */
  lineNumber: number | null;
  /** The rows the panel opens with: the line's stored rows, or those submitted earlier in the modal. */
  initialPatterns: readonly PatternRow[];
  /**
   * The line has no pattern rows yet: closing the panel asks whether to delete the product from the
   * order lines (ordering §4 "Pattern panel").
   */
  mustAskBeforeClose: boolean;
  onSubmit: (result: PatternResult) => void;
  /** Closed without submitting; the line stays as it was. */
  onClose: () => void;
  /** The user chose to delete the product rather than calculate. */
  onDeleteLine: () => void;
  isDeleting: boolean;
}

/**
 * The pattern calculation slide-in (ordering §2, §4, D25): the lanes of a patterned roll good, each row
 * calculated with the shared calculator, their total becoming the line's quantity.
 */
export function PatternDrawer({
  opened,
  item,
  lineNumber,
  initialPatterns,
  mustAskBeforeClose,
  onSubmit,
  onClose,
  onDeleteLine,
  isDeleting,
}: PatternDrawerProps) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const [rows, setRows] = useState<PanelRow[]>(() => panelRowsOf(initialPatterns, item));
  /** Rows whose Calculate found a problem: their fields say what it is. */
  const [checkedKeys, setCheckedKeys] = useState<ReadonlySet<string>>(new Set());
  const [hasSubmitProblem, setHasSubmitProblem] = useState(false);
  const [isAsking, setIsAsking] = useState(false);

  // Each opening starts from the rows the line holds now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the panel opens.
  useEffect(() => {
    if (!opened) return;
    setRows(panelRowsOf(initialPatterns, item));
    setCheckedKeys(new Set());
    setHasSubmitProblem(false);
    setIsAsking(false);
  }, [opened]);

  const isSubmittable = isPanelSubmittable(rows);
  const total = panelTotalOf(rows, item);
  const multiples = safeMultiples(item.patternRepeatCm);

  const update = (key: string, next: (row: PanelRow) => PanelRow) => {
    setRows((current) => current.map((row) => (row.key === key ? next(row) : row)));
    setHasSubmitProblem(false);
  };

  const calculate = (row: PanelRow) => {
    const calculated = calculateRow(row, item);
    setCheckedKeys((keys) => new Set(keys).add(row.key));
    if (calculated) update(row.key, () => calculated);
  };

  const remove = (key: string) => {
    setRows((current) => current.filter((row) => row.key !== key));
    setHasSubmitProblem(false);
  };

  const submit = () => {
    if (!isSubmittable) {
      setHasSubmitProblem(true);
      return;
    }
    onSubmit(patternResultOf(rows, item));
  };

  const requestClose = () => {
    if (mustAskBeforeClose) setIsAsking(true);
    else onClose();
  };

  const notCalculated = (
    <Text span size="sm" c="dimmed">
      {t('placeOrder.pattern.notCalculated')}
    </Text>
  );
  const figures: PatternRowFigure<PanelRow>[] = [
    {
      label: t('placeOrder.pattern.calculatedLength'),
      valueOf: (row) => metresOr(row.calculatedLength, notCalculated),
    },
    {
      label: t('placeOrder.pattern.totalLength'),
      valueOf: (row) => metresOr(rowTotalOf(row, item), notCalculated),
      isStrong: true,
    },
  ];

  return (
    <>
      <SidePanel
        opened={opened}
        onClose={requestClose}
        title={t('placeOrder.pattern.title')}
        size="xl"
        // While the question is asked, Escape answers it ("no"), not the panel.
        closeOnEscape={!isAsking}
      >
        <Stack gap="md" onKeyDown={blockEnter}>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
            <Fact label={t('placeOrder.pattern.lineNumber')}>
              {lineNumber === null ? t('placeOrder.pattern.newLine') : lineNumber}
            </Fact>
            <Fact label={t('placeOrder.pattern.itemCode')}>{item.code}</Fact>
            <Fact label={t('placeOrder.pattern.repeat')}>{formatNumber(item.patternRepeatCm)}</Fact>
            <Box>
              <Checkbox
                label={t('placeOrder.pattern.staggered')}
                checked={item.isStaggered}
                readOnly
                onChange={() => undefined}
                aria-readonly
                mt={4}
              />
            </Box>
          </SimpleGrid>

          {multiples.length > 0 && item.patternRepeatCm > 0 ? (
            <Box>
              <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={4} style={{ letterSpacing: 0.4 }}>
                {t('placeOrder.pattern.quickReference')}
              </Text>
              <Group gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {multiples.map((multiple) => (
                  <Badge
                    component="li"
                    key={multiple.times}
                    variant="light"
                    color="gray"
                    tt="none"
                    radius="sm"
                  >
                    {t('placeOrder.pattern.multiple', {
                      times: multiple.times,
                      length: formatNumber(multiple.lengthCm),
                    })}
                  </Badge>
                ))}
              </Group>
            </Box>
          ) : null}

          <PatternRowsTable
            texts="placeOrder.pattern"
            rows={rows}
            isPhone={isPhone}
            limits={limits}
            figures={figures}
            extraColumn={{
              label: t('placeOrder.pattern.noPatternCalculation'),
              render: (row, number, isCard) => (
                <Checkbox
                  label={isCard ? t('placeOrder.pattern.noPatternCalculation') : undefined}
                  aria-label={
                    isCard ? undefined : t('placeOrder.pattern.noPatternCalculationOfRow', { number })
                  }
                  checked={row.isNoPatternCalculation}
                  disabled={row.calculatedLength === null}
                  onChange={(event) => {
                    const isTicked = event.currentTarget.checked;
                    update(row.key, (current) => ({ ...current, isNoPatternCalculation: isTicked }));
                  }}
                />
              ),
            }}
            actionsOf={(row, number) => (
              <Button
                size="xs"
                variant={row.calculatedLength === null ? 'filled' : 'light'}
                leftSection={<IconCalculator size={14} />}
                onClick={() => calculate(row)}
                aria-label={t('placeOrder.pattern.calculateRow', { number })}
              >
                {t('placeOrder.pattern.calculate')}
              </Button>
            )}
            // A field says what keeps its row from being calculated once Calculate was pressed.
            problemsOf={(row) =>
              checkedKeys.has(row.key) && row.calculatedLength === null ? rowProblems(row) : {}
            }
            minWidth={640}
            aside={
              <Text fw={700} aria-live="polite">
                {t('placeOrder.pattern.total')}:{' '}
                <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatNumber(total)} m</span>
              </Text>
            }
            onChange={(key, change) => update(key, (current) => changeRow(current, change))}
            onRemove={remove}
            onAdd={() => setRows((current) => [...current, emptyPanelRow()])}
          />

          <Text size="sm" c="dimmed">
            {t('placeOrder.pattern.hint')}
          </Text>

          {hasSubmitProblem ? <Notice tone="problem">{t('quantity.aboveZero')}</Notice> : null}

          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={requestClose}>
              {t('common.cancel')}
            </Button>
            {/* Looks disabled until every row is calculated, but still answers a click with the reason. */}
            <Button
              onClick={submit}
              data-disabled={!isSubmittable || undefined}
              aria-disabled={!isSubmittable || undefined}
            >
              {t('placeOrder.pattern.submit')}
            </Button>
          </Group>
        </Stack>
      </SidePanel>
      <ChoiceDialog
        opened={opened && isAsking}
        title={t('placeOrder.pattern.closeTitle')}
        message={t('placeOrder.pattern.closeMessage')}
        yesLabel={t('placeOrder.pattern.closeYes')}
        noLabel={t('placeOrder.pattern.closeNo')}
        onYes={onDeleteLine}
        onNo={() => setIsAsking(false)}
        isYesPending={isDeleting}
        isDanger
      />
    </>
  );
}

const limits = {
  rows: PATTERN_ROWS_MAX,
  rowLength: PATTERN_ROW_LENGTH_MAX,
  rowCount: PATTERN_ROWS_PER_LINE_MAX,
};

const metresOr = (value: number | null, otherwise: ReactNode) =>
  value === null ? otherwise : `${formatNumber(value)} m`;

function safeMultiples(repeatCm: number) {
  try {
    return patternMultiples(repeatCm);
  } catch {
    return [];
  }
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {children}
      </Text>
    </Box>
  );
}
