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
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Hint } from './hint';
import { IconPlus, IconTrash } from './icons';

/** A pattern row as typed: a number of lanes and one lane's length in metres (NumberInput values). */
export interface PatternRowFields {
  key: string;
  rows: number | string;
  rowLength: number | string;
}

/** What is wrong with a row's fields, as translation keys. */
export interface PatternRowFieldProblems {
  rows?: string;
  rowLength?: string;
}

/** A worked-out figure of a row, shown after its two fields: a column, or a labelled value on a card. */
export interface PatternRowFigure<Row> {
  label: string;
  valueOf: (row: Row) => ReactNode;
  isStrong?: boolean;
}

export interface PatternRowsTableProps<Row extends PatternRowFields> {
  /**
   * The translation section with the editor's texts (title, rows, rowLength, rowLabel, rowsOfRow,
   * rowLengthOfRow, deleteRow, actions, noRows, addRow): the order panel and the stock check word them
   * each in their own way.
   */
  texts: 'placeOrder.pattern' | 'stockCheck.pattern';
  rows: readonly Row[];
  /** On a phone a row is a small card rather than a table row. */
  isPhone: boolean;
  /** The API's limits: lanes per row, a lane's length, rows per editor. */
  limits: { rows: number; rowLength: number; rowCount: number };
  figures: readonly PatternRowFigure<Row>[];
  /** A column after the figures (the order panel's "no pattern calculation"). */
  extraColumn?: { label: string; render: (row: Row, number: number, isCard: boolean) => ReactNode };
  /** Buttons before a row's delete button (the order panel's Calculate). */
  actionsOf?: (row: Row, number: number) => ReactNode;
  problemsOf: (row: Row) => PatternRowFieldProblems;
  /** The stock check's Enter checks; the order panel's Enter does nothing. */
  enterKeyHint?: 'go';
  /** Beside the add button (the order panel's total). */
  aside?: ReactNode;
  /** Below this width the table scrolls sideways rather than squeezing its fields. */
  minWidth?: number;
  onChange: (key: string, change: Partial<Pick<PatternRowFields, 'rows' | 'rowLength'>>) => void;
  onRemove: (key: string) => void;
  onAdd: () => void;
}

/**
 * The pattern rows of a patterned roll good (ordering §2, §4, D25), as the order panel and the stock
 * check both edit them: per row the lanes and their length, then what is worked out of them; a table,
 * or a list of cards on a phone; rows added up to the API's limit and deleted one by one.
 */
export function PatternRowsTable<Row extends PatternRowFields>(props: PatternRowsTableProps<Row>) {
  const { texts, rows, isPhone, figures, extraColumn, limits, aside, minWidth } = props;
  const { t } = useTranslation();

  const editors = rows.map((row, index) => (
    <RowEditor key={row.key} {...props} row={row} number={index + 1} isCard={isPhone} />
  ));

  const table = (
    <Table
      verticalSpacing={6}
      // Narrow gaps and fields, headers and "not calculated" broken over two lines: the order panel's
      // Calculate and delete buttons fit beside the figures at 1366 px, in German too.
      horizontalSpacing={6}
      fz="sm"
      aria-label={t(`${texts}.title`)}
      // Keeps the visually hidden header text inside a scrolling table.
      style={{ position: 'relative' }}
    >
      <Table.Thead bg="gray.0">
        <Table.Tr>
          <Table.Th>{t(`${texts}.rows`)}</Table.Th>
          <Table.Th>{t(`${texts}.rowLength`)}</Table.Th>
          {figures.map((figure) => (
            <Table.Th key={figure.label} ta="right">
              {figure.label}
            </Table.Th>
          ))}
          {extraColumn ? <Table.Th>{extraColumn.label}</Table.Th> : null}
          <Table.Th>
            <span className="visually-hidden">{t(`${texts}.actions`)}</span>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{editors}</Table.Tbody>
    </Table>
  );

  return (
    <Stack gap="sm">
      {isPhone ? (
        <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {editors}
        </Stack>
      ) : minWidth ? (
        <Table.ScrollContainer minWidth={minWidth} type="native">
          {table}
        </Table.ScrollContainer>
      ) : (
        table
      )}

      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(`${texts}.noRows`)}
        </Text>
      ) : null}

      <Group justify="space-between" align="center" gap="sm">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          disabled={rows.length >= limits.rowCount}
          onClick={props.onAdd}
        >
          {t(`${texts}.addRow`)}
        </Button>
        {aside}
      </Group>
    </Stack>
  );
}

type RowEditorProps<Row extends PatternRowFields> = PatternRowsTableProps<Row> & {
  row: Row;
  number: number;
  isCard: boolean;
};

function RowEditor<Row extends PatternRowFields>({
  texts,
  row,
  number,
  isCard,
  limits,
  figures,
  extraColumn,
  actionsOf,
  problemsOf,
  enterKeyHint,
  onChange,
  onRemove,
}: RowEditorProps<Row>) {
  const { t } = useTranslation();
  const problems = problemsOf(row);
  const rowLabel = t(`${texts}.rowLabel`, { number });
  // A card labels its fields; a table row's fields have their column header, and a name with the row.
  const fieldLabels = (field: 'rows' | 'rowLength') => ({
    label: isCard ? t(`${texts}.${field}`) : undefined,
    'aria-label': isCard ? undefined : t(`${texts}.${field}OfRow`, { number }),
    error: problems[field] ? t(problems[field]) : undefined,
    'aria-invalid': problems[field] ? true : undefined,
  });

  // Both fields: typed freely and checked by the form, never clamped while typing; no spinners.
  const field = {
    allowNegative: false,
    clampBehavior: 'none',
    hideControls: true,
    enterKeyHint,
  } as const;
  const rowsInput = (
    <NumberInput
      {...fieldLabels('rows')}
      {...field}
      value={row.rows}
      onChange={(value) => onChange(row.key, { rows: value })}
      allowDecimal={false}
      min={1}
      max={limits.rows}
      inputMode="numeric"
      w={isCard ? undefined : 64}
    />
  );
  const lengthInput = (
    <NumberInput
      {...fieldLabels('rowLength')}
      {...field}
      value={row.rowLength}
      onChange={(value) => onChange(row.key, { rowLength: value })}
      decimalScale={2}
      decimalSeparator=","
      step={0.01}
      min={0}
      max={limits.rowLength}
      inputMode="decimal"
      w={isCard ? undefined : 88}
    />
  );
  const actions = (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {actionsOf?.(row, number)}
      <Hint label={t(`${texts}.deleteRow`, { number })}>
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={() => onRemove(row.key)}
          aria-label={t(`${texts}.deleteRow`, { number })}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Hint>
    </Group>
  );
  const extra = extraColumn?.render(row, number, isCard);

  if (isCard) {
    return (
      <Paper component="li" withBorder radius="md" p="sm" aria-label={rowLabel}>
        <Stack gap="xs">
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600}>
              {rowLabel}
            </Text>
            {actions}
          </Group>
          <SimpleGrid cols={2} spacing="xs">
            {rowsInput}
            {lengthInput}
            {figures.map((figure) => (
              <Box key={figure.label}>
                <Text size="xs" c="dimmed">
                  {figure.label}
                </Text>
                <Text size="sm" fw={figure.isStrong ? 700 : 400} style={tabular}>
                  {figure.valueOf(row)}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
          {extra}
        </Stack>
      </Paper>
    );
  }

  return (
    <Table.Tr aria-label={rowLabel}>
      <Table.Td style={{ verticalAlign: 'top' }}>{rowsInput}</Table.Td>
      <Table.Td style={{ verticalAlign: 'top' }}>{lengthInput}</Table.Td>
      {figures.map((figure) => (
        <Table.Td
          key={figure.label}
          ta="right"
          fw={figure.isStrong ? 600 : undefined}
          // A length stays on one line; a word ("not calculated") may break.
          miw={72}
          style={tabular}
        >
          {figure.valueOf(row)}
        </Table.Td>
      ))}
      {extraColumn ? <Table.Td>{extra}</Table.Td> : null}
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{actions}</Table.Td>
    </Table.Tr>
  );
}

const tabular = { fontVariantNumeric: 'tabular-nums' } as const;
