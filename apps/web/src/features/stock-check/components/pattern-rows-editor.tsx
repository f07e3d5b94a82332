import {
  ActionIcon,
  Box,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Hint } from '../../../components/hint';
import { formatNumber } from '../../../lib/format';
import {
  emptyPatternRow,
  PATTERN_ROW_COUNT_MAX,
  PATTERN_ROW_LENGTH_MAX,
  PATTERN_ROWS_MAX,
  type PatternRowDraft,
  patternRowView,
  type RowProblems,
  type StockCheckItem,
} from '../stock-check-form';

interface PatternRowsEditorProps {
  item: StockCheckItem;
  rows: readonly PatternRowDraft[];
  problems: Readonly<Record<string, RowProblems>>;
  /** On a phone a row is a small card rather than a table row. */
  isPhone: boolean;
  onChange: (rows: PatternRowDraft[]) => void;
}

/**
 * The pattern rows of a stock check (ordering §2, D25), inline: lanes and their length per row, the
 * lane length the pattern needs and the row's total worked out as they are typed, with the same
 * calculator the server uses. Their total is the quantity checked.
 */
export function PatternRowsEditor({ item, rows, problems, isPhone, onChange }: PatternRowsEditorProps) {
  const { t } = useTranslation();

  const change = (key: string, next: Partial<Pick<PatternRowDraft, 'rows' | 'rowLength'>>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...next } : row)));
  const remove = (key: string) => onChange(rows.filter((row) => row.key !== key));

  const editors = rows.map((row, index) => (
    <RowEditor
      key={row.key}
      row={row}
      number={index + 1}
      item={item}
      problems={problems[row.key] ?? {}}
      isCard={isPhone}
      onChange={(next) => change(row.key, next)}
      onRemove={() => remove(row.key)}
    />
  ));

  return (
    <Stack gap="sm">
      {isPhone ? (
        <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {editors}
        </Stack>
      ) : (
        <Table
          verticalSpacing={6}
          horizontalSpacing="xs"
          fz="sm"
          aria-label={t('stockCheck.pattern.title')}
          style={{ position: 'relative' }}
        >
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th>{t('stockCheck.pattern.rows')}</Table.Th>
              <Table.Th>{t('stockCheck.pattern.rowLength')}</Table.Th>
              <Table.Th ta="right">{t('stockCheck.pattern.laneLength')}</Table.Th>
              <Table.Th ta="right">{t('stockCheck.pattern.rowTotal')}</Table.Th>
              <Table.Th w={48}>
                <span className="visually-hidden">{t('stockCheck.pattern.actions')}</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{editors}</Table.Tbody>
        </Table>
      )}

      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('stockCheck.pattern.noRows')}
        </Text>
      ) : null}

      <Group justify="flex-start">
        <Button
          variant="light"
          size="sm"
          leftSection={<IconPlus size={16} />}
          disabled={rows.length >= PATTERN_ROW_COUNT_MAX}
          onClick={() => onChange([...rows, emptyPatternRow()])}
        >
          {t('stockCheck.pattern.addRow')}
        </Button>
      </Group>
    </Stack>
  );
}

interface RowEditorProps {
  row: PatternRowDraft;
  number: number;
  item: StockCheckItem;
  problems: RowProblems;
  isCard: boolean;
  onChange: (next: Partial<Pick<PatternRowDraft, 'rows' | 'rowLength'>>) => void;
  onRemove: () => void;
}

function RowEditor({ row, number, item, problems, isCard, onChange, onRemove }: RowEditorProps) {
  const { t } = useTranslation();
  const view = patternRowView(row, item);
  const metres = (value: number | null) => (value === null ? '–' : `${formatNumber(value)} m`);

  const rowsInput = (
    <NumberInput
      label={isCard ? t('stockCheck.pattern.rows') : undefined}
      aria-label={isCard ? undefined : t('stockCheck.pattern.rowsOfRow', { number })}
      value={row.rows}
      onChange={(value) => onChange({ rows: value })}
      allowDecimal={false}
      allowNegative={false}
      min={1}
      max={PATTERN_ROWS_MAX}
      clampBehavior="none"
      hideControls
      inputMode="numeric"
      enterKeyHint="go"
      w={isCard ? undefined : 90}
      error={problems.rows ? t(problems.rows) : undefined}
      aria-invalid={problems.rows ? true : undefined}
    />
  );
  const lengthInput = (
    <NumberInput
      label={isCard ? t('stockCheck.pattern.rowLength') : undefined}
      aria-label={isCard ? undefined : t('stockCheck.pattern.rowLengthOfRow', { number })}
      value={row.rowLength}
      onChange={(value) => onChange({ rowLength: value })}
      decimalScale={2}
      decimalSeparator=","
      step={0.01}
      allowNegative={false}
      min={0}
      max={PATTERN_ROW_LENGTH_MAX}
      clampBehavior="none"
      hideControls
      inputMode="decimal"
      enterKeyHint="go"
      w={isCard ? undefined : 120}
      error={problems.rowLength ? t(problems.rowLength) : undefined}
      aria-invalid={problems.rowLength ? true : undefined}
    />
  );
  const remove = (
    <Hint label={t('stockCheck.pattern.deleteRow', { number })}>
      <ActionIcon
        variant="subtle"
        color="red"
        onClick={onRemove}
        aria-label={t('stockCheck.pattern.deleteRow', { number })}
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Hint>
  );

  if (isCard) {
    return (
      <Paper
        component="li"
        withBorder
        radius="md"
        p="sm"
        aria-label={t('stockCheck.pattern.rowLabel', { number })}
      >
        <Stack gap="xs">
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600}>
              {t('stockCheck.pattern.rowLabel', { number })}
            </Text>
            {remove}
          </Group>
          <SimpleGrid cols={2} spacing="xs">
            {rowsInput}
            {lengthInput}
            <Figure label={t('stockCheck.pattern.laneLength')}>{metres(view.laneLength)}</Figure>
            <Figure label={t('stockCheck.pattern.rowTotal')} isStrong>
              {metres(view.rowTotal)}
            </Figure>
          </SimpleGrid>
        </Stack>
      </Paper>
    );
  }

  return (
    <Table.Tr aria-label={t('stockCheck.pattern.rowLabel', { number })}>
      <Table.Td style={{ verticalAlign: 'top' }}>{rowsInput}</Table.Td>
      <Table.Td style={{ verticalAlign: 'top' }}>{lengthInput}</Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {metres(view.laneLength)}
      </Table.Td>
      <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {metres(view.rowTotal)}
      </Table.Td>
      <Table.Td>{remove}</Table.Td>
    </Table.Tr>
  );
}

function Figure({
  label,
  children,
  isStrong = false,
}: {
  label: string;
  children: ReactNode;
  isStrong?: boolean;
}) {
  return (
    <Box>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={isStrong ? 700 : 400} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Text>
    </Box>
  );
}
