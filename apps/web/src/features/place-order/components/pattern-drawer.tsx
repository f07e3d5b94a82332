import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Checkbox,
  Drawer,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { type PatternRow, patternMultiples } from '@selvedge/contracts';
import { IconAlertTriangle, IconCalculator, IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Hint } from '../../../components/hint';
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

  const rowEditors = rows.map((row, index) => (
    <RowEditor
      key={row.key}
      row={row}
      number={index + 1}
      item={item}
      isChecked={checkedKeys.has(row.key)}
      isCard={isPhone}
      onChange={(change) => update(row.key, (current) => changeRow(current, change))}
      onToggleNoCalculation={(isTicked) =>
        update(row.key, (current) => ({ ...current, isNoPatternCalculation: isTicked }))
      }
      onCalculate={() => calculate(row)}
      onRemove={() => remove(row.key)}
    />
  ));

  return (
    <>
      <Drawer
        opened={opened}
        onClose={requestClose}
        position="right"
        size={isPhone ? '100%' : 'xl'}
        zIndex={300}
        // While the question is asked, Escape answers it ("no"), not the panel.
        closeOnEscape={!isAsking}
        title={
          <Text fw={700} size="lg" component="span">
            {t('placeOrder.pattern.title')}
          </Text>
        }
        closeButtonProps={{ 'aria-label': t('common.close') }}
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

          {isPhone ? (
            <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
              {rowEditors}
            </Stack>
          ) : (
            <Table.ScrollContainer minWidth={640} type="native">
              <Table
                verticalSpacing={6}
                horizontalSpacing="xs"
                fz="sm"
                aria-label={t('placeOrder.pattern.title')}
                // Keeps the visually hidden header text inside the scrolling table.
                style={{ position: 'relative' }}
              >
                <Table.Thead bg="gray.0">
                  <Table.Tr>
                    <Table.Th>{t('placeOrder.pattern.rows')}</Table.Th>
                    <Table.Th>{t('placeOrder.pattern.rowLength')}</Table.Th>
                    <Table.Th ta="right">{t('placeOrder.pattern.calculatedLength')}</Table.Th>
                    <Table.Th ta="right">{t('placeOrder.pattern.totalLength')}</Table.Th>
                    <Table.Th>{t('placeOrder.pattern.noPatternCalculation')}</Table.Th>
                    <Table.Th>
                      <span className="visually-hidden">{t('placeOrder.columns.actions')}</span>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>{rowEditors}</Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}

          {rows.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('placeOrder.pattern.noRows')}
            </Text>
          ) : null}

          <Group justify="space-between" align="center" gap="sm">
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              disabled={rows.length >= PATTERN_ROWS_PER_LINE_MAX}
              onClick={() => setRows((current) => [...current, emptyPanelRow()])}
            >
              {t('placeOrder.pattern.addRow')}
            </Button>
            <Text fw={700} aria-live="polite">
              {t('placeOrder.pattern.total')}:{' '}
              <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatNumber(total)} m</span>
            </Text>
          </Group>

          <Text size="sm" c="dimmed">
            {t('placeOrder.pattern.hint')}
          </Text>

          {hasSubmitProblem ? (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
              {t('quantity.aboveZero')}
            </Alert>
          ) : null}

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
      </Drawer>
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

interface RowEditorProps {
  row: PanelRow;
  number: number;
  item: PatternItem;
  /** Calculate was pressed: a field that keeps the row from being calculated says why. */
  isChecked: boolean;
  /** On a phone a row is a card rather than a table row. */
  isCard: boolean;
  onChange: (change: Partial<Pick<PanelRow, 'rows' | 'rowLength'>>) => void;
  onToggleNoCalculation: (isTicked: boolean) => void;
  onCalculate: () => void;
  onRemove: () => void;
}

function RowEditor({
  row,
  number,
  item,
  isChecked,
  isCard,
  onChange,
  onToggleNoCalculation,
  onCalculate,
  onRemove,
}: RowEditorProps) {
  const { t } = useTranslation();
  const problems = isChecked && row.calculatedLength === null ? rowProblems(row) : {};
  const rowTotal = rowTotalOf(row, item);
  const notCalculated = (
    <Text span size="sm" c="dimmed">
      {t('placeOrder.pattern.notCalculated')}
    </Text>
  );

  const rowsInput = (
    <NumberInput
      label={isCard ? t('placeOrder.pattern.rows') : undefined}
      aria-label={isCard ? undefined : t('placeOrder.pattern.rowsOfRow', { number })}
      value={row.rows}
      onChange={(value) => onChange({ rows: value })}
      allowDecimal={false}
      allowNegative={false}
      min={1}
      max={PATTERN_ROWS_MAX}
      clampBehavior="none"
      hideControls
      inputMode="numeric"
      w={isCard ? undefined : 80}
      error={problems.rows ? t(problems.rows) : undefined}
    />
  );
  const lengthInput = (
    <NumberInput
      label={isCard ? t('placeOrder.pattern.rowLength') : undefined}
      aria-label={isCard ? undefined : t('placeOrder.pattern.rowLengthOfRow', { number })}
      value={row.rowLength}
      onChange={(value) => onChange({ rowLength: value })}
      decimalScale={2}
      decimalSeparator=","
      allowNegative={false}
      min={0}
      max={PATTERN_ROW_LENGTH_MAX}
      clampBehavior="none"
      hideControls
      inputMode="decimal"
      w={isCard ? undefined : 110}
      error={problems.rowLength ? t(problems.rowLength) : undefined}
    />
  );
  const calculated =
    row.calculatedLength === null ? notCalculated : `${formatNumber(row.calculatedLength)} m`;
  const total = rowTotal === null ? notCalculated : `${formatNumber(rowTotal)} m`;
  const noCalculation = (
    <Checkbox
      label={isCard ? t('placeOrder.pattern.noPatternCalculation') : undefined}
      aria-label={isCard ? undefined : t('placeOrder.pattern.noPatternCalculationOfRow', { number })}
      checked={row.isNoPatternCalculation}
      disabled={row.calculatedLength === null}
      onChange={(event) => onToggleNoCalculation(event.currentTarget.checked)}
    />
  );
  const actions = (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Button
        size="xs"
        variant={row.calculatedLength === null ? 'filled' : 'light'}
        leftSection={<IconCalculator size={14} />}
        onClick={onCalculate}
        aria-label={t('placeOrder.pattern.calculateRow', { number })}
      >
        {t('placeOrder.pattern.calculate')}
      </Button>
      <Hint label={t('placeOrder.pattern.deleteRow', { number })}>
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={onRemove}
          aria-label={t('placeOrder.pattern.deleteRow', { number })}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Hint>
    </Group>
  );

  if (isCard) {
    return (
      <Paper
        component="li"
        withBorder
        radius="md"
        p="sm"
        aria-label={t('placeOrder.pattern.rowLabel', { number })}
      >
        <Stack gap="xs">
          <SimpleGrid cols={2} spacing="xs">
            {rowsInput}
            {lengthInput}
            <Box>
              <Text size="xs" c="dimmed">
                {t('placeOrder.pattern.calculatedLength')}
              </Text>
              <Text size="sm">{calculated}</Text>
            </Box>
            <Box>
              <Text size="xs" c="dimmed">
                {t('placeOrder.pattern.totalLength')}
              </Text>
              <Text size="sm" fw={600}>
                {total}
              </Text>
            </Box>
          </SimpleGrid>
          {noCalculation}
          {actions}
        </Stack>
      </Paper>
    );
  }

  return (
    <Table.Tr>
      <Table.Td style={{ verticalAlign: 'top' }}>{rowsInput}</Table.Td>
      <Table.Td style={{ verticalAlign: 'top' }}>{lengthInput}</Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {calculated}
      </Table.Td>
      <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {total}
      </Table.Td>
      <Table.Td>{noCalculation}</Table.Td>
      <Table.Td>{actions}</Table.Td>
    </Table.Tr>
  );
}
