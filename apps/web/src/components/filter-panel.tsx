import {
  ActionIcon,
  Box,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { FILTER_MAX_ROWS, type Filter, type FilterColumn, type FilterJoin } from '@selvedge/contracts';
import { type FormEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  conditionsFor,
  type DraftProblems,
  type FilterDraftRow,
  newDraftRow,
  readDateEntry,
  readFilterParam,
  showDate,
  toDraftRows,
  toFilter,
  withFilter,
} from '../lib/filter-state';
import { Hint } from './hint';
import { IconFilter, IconPlus, IconTrash } from './icons';

/**
 * What a screen tells the panel about one filterable column: the contract's key, kind and `isAlone`,
 * the label in the user's language and, for a closed list of values (a role), the choices.
 */
export interface FilterPanelColumn extends FilterColumn {
  label: string;
  options?: ReadonlyArray<{ value: string; label: string }>;
}

export interface FilterPanelProps {
  /** The columns offered, in the order of the column menu; the first is the default of a new row. */
  columns: readonly FilterPanelColumn[];
  /** The applied filter (usually from `useFilterParam`). */
  value: Filter;
  /** Called with the new filter on Apply, with `[]` on Clear. */
  onApply: (filter: Filter) => void;
}

/** A closed list of values (a role) is matched exactly; otherwise the column's kind decides. */
const conditionsOf = (column: FilterPanelColumn | undefined) =>
  column?.options ? (['is'] as const) : conditionsFor(column?.kind ?? 'text');

function freshRow(column: FilterPanelColumn, join: FilterJoin): FilterDraftRow {
  const row = newDraftRow(column, join);
  return { ...row, condition: conditionsOf(column)[0] ?? row.condition };
}

/**
 * The applied filter of a list, kept in the address as `?filter=<json>`; setting it goes back to
 * page 1. Pass the same columns as to the panel: a bookmark naming another column reads as no filter.
 */
export function useFilterParam(columns: readonly FilterColumn[]): [Filter, (filter: Filter) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const text = searchParams.get('filter');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filter changes only with its text.
  const filter = useMemo(() => readFilterParam(searchParams, columns), [text, columns]);
  const setFilter = useCallback(
    (next: Filter) => setSearchParams((current) => withFilter(current, next)),
    [setSearchParams],
  );
  return [filter, setFilter];
}

/**
 * The multi-row filter panel (foundations 2 "Users", administration 2 "Error logs"): each row picks a
 * column, a condition (Between for dates; Contains or Is otherwise) and a value or a date range. The
 * first row reads "where", later rows And or Or, applied left to right. Dates are typed dd-mm-yyyy;
 * four digits are day and month of this year. A column marked `isAlone` is filtered on by itself.
 *
 * Usage: `const [filter, setFilter] = useFilterParam(columns);`
 * `<FilterPanel columns={columns} value={filter} onApply={setFilter} />`, and send `filter` to the API
 * as `?filter=JSON.stringify(filter)` when it is not empty.
 */
export function FilterPanel({ columns, value, onApply }: FilterPanelProps) {
  const { t } = useTranslation();
  const first = columns[0];
  const startRows = useCallback(
    (filter: Filter) => (filter.length > 0 ? toDraftRows(filter) : first ? [freshRow(first, 'where')] : []),
    [first],
  );
  const [rows, setRows] = useState<FilterDraftRow[]>(() => startRows(value));
  const [problems, setProblems] = useState<DraftProblems>({});

  // Back, forward or a link change the applied filter; the rows follow.
  useEffect(() => {
    setRows(startRows(value));
    setProblems({});
  }, [value, startRows]);

  const columnOf = (key: string) => columns.find((column) => column.key === key);
  const hasAloneColumn = rows.some((row) => columnOf(row.column)?.isAlone);
  const canAddRow = !hasAloneColumn && rows.length < FILTER_MAX_ROWS && first !== undefined;

  const update = (key: string, change: Partial<FilterDraftRow>) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
    setProblems((current) => {
      if (!current[key]) return current;
      const { [key]: _dropped, ...rest } = current;
      return rest;
    });
  };

  const changeColumn = (row: FilterDraftRow, key: string | null) => {
    const column = key ? columnOf(key) : undefined;
    if (!column) return;
    const fresh = freshRow(column, row.join);
    update(row.key, { column: column.key, condition: fresh.condition, value: fresh.value, from: '', to: '' });
  };

  const addRow = () => {
    if (first && canAddRow) setRows((current) => [...current, freshRow(first, 'and')]);
  };

  const removeRow = (key: string) => {
    setRows((current) => {
      const next = current.filter((row) => row.key !== key);
      if (next.length === 0 && first) return [freshRow(first, 'where')];
      return next.map((row, index) => (index === 0 ? { ...row, join: 'where' as const } : row));
    });
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const isUntouched = rows.length === 1 && !rows[0]?.value.trim() && !rows[0]?.from && !rows[0]?.to;
    if (isUntouched && columnOf(rows[0]?.column ?? '')?.kind !== 'boolean') {
      onApply([]);
      return;
    }
    const result = toFilter(rows, columns);
    setProblems(result.problems);
    if (Object.keys(result.problems).length === 0) onApply(result.filter);
  };

  const clear = () => {
    setRows(startRows([]));
    setProblems({});
    onApply([]);
  };

  const problemText = (problem: string | undefined) =>
    problem ? t(`filter.problems.${problem}`) : undefined;

  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={apply} noValidate>
      <Stack gap="sm" role="group" aria-label={t('filter.title')}>
        {rows.map((row, index) => {
          const column = columnOf(row.column);
          const rowProblems = problems[row.key] ?? {};
          const columnLabel = column?.label ?? row.column;
          const rowLabel = t('filter.rowLabel', { number: index + 1 });
          return (
            <Group
              key={row.key}
              gap="xs"
              align="flex-start"
              wrap="wrap"
              role="group"
              aria-label={rowLabel}
              data-testid="filter-row"
            >
              <Box w={{ base: '100%', xs: 112 }} pt={index === 0 ? 6 : 0}>
                {index === 0 ? (
                  <Text size="sm" fw={600} c="dimmed">
                    {t('filter.where')}
                  </Text>
                ) : (
                  <SegmentedControl
                    size="xs"
                    fullWidth
                    aria-label={t('filter.joinLabel', { number: index + 1 })}
                    value={row.join}
                    onChange={(join) => update(row.key, { join: join as FilterJoin })}
                    data={[
                      { value: 'and', label: t('filter.and') },
                      { value: 'or', label: t('filter.or') },
                    ]}
                  />
                )}
              </Box>
              <Select
                w={{ base: '100%', xs: 180 }}
                aria-label={t('filter.column')}
                data={columns.map((option) => ({
                  value: option.key,
                  label: option.label,
                  // An alone-only column cannot join other rows (administration 2).
                  disabled: Boolean(option.isAlone) && rows.length > 1,
                }))}
                value={row.column}
                onChange={(key) => changeColumn(row, key)}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
              />
              <Select
                w={{ base: '100%', xs: 130 }}
                aria-label={t('filter.condition')}
                data={conditionsOf(column).map((condition) => ({
                  value: condition,
                  label: t(`filter.conditions.${condition}`),
                }))}
                value={row.condition}
                onChange={(condition) =>
                  condition && update(row.key, { condition: condition as FilterDraftRow['condition'] })
                }
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
              />
              <Box style={{ flex: '1 1 220px', minWidth: 0 }}>
                {column?.kind === 'date' ? (
                  <Group gap="xs" wrap="wrap" align="flex-start">
                    {(['from', 'to'] as const).map((end) => (
                      <TextInput
                        key={end}
                        style={{ flex: '1 1 150px', minWidth: 0 }}
                        aria-label={`${columnLabel}: ${t(`filter.${end}`)}`}
                        leftSection={
                          <Text size="xs" c="dimmed" aria-hidden>
                            {t(`filter.${end}`)}
                          </Text>
                        }
                        leftSectionWidth={44}
                        placeholder={t('filter.datePlaceholder')}
                        inputMode="numeric"
                        maxLength={10}
                        value={row[end]}
                        error={problemText(rowProblems[end])}
                        onChange={(event) => update(row.key, { [end]: event.currentTarget.value })}
                        onBlur={(event) => {
                          // Four digits become the day they mean, so the user sees how it was read.
                          const iso = readDateEntry(event.currentTarget.value);
                          if (iso) update(row.key, { [end]: showDate(iso) });
                        }}
                      />
                    ))}
                  </Group>
                ) : column?.kind === 'boolean' || column?.options ? (
                  <Select
                    aria-label={`${columnLabel}: ${t('filter.value')}`}
                    data={
                      column.options ?? [
                        { value: 'true', label: t('filter.yes') },
                        { value: 'false', label: t('filter.no') },
                      ]
                    }
                    value={row.value || null}
                    placeholder={t('filter.choose')}
                    error={problemText(rowProblems.value)}
                    onChange={(choice) => update(row.key, { value: choice ?? '' })}
                    comboboxProps={{ withinPortal: true }}
                  />
                ) : (
                  <TextInput
                    aria-label={`${columnLabel}: ${t('filter.value')}`}
                    placeholder={t('filter.valuePlaceholder')}
                    maxLength={200}
                    value={row.value}
                    error={problemText(rowProblems.value)}
                    onChange={(event) => update(row.key, { value: event.currentTarget.value })}
                  />
                )}
              </Box>
              <Hint label={t('filter.removeRow')}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={t('filter.removeRowNumber', { number: index + 1 })}
                  onClick={() => removeRow(row.key)}
                >
                  <IconTrash size={18} stroke={1.7} />
                </ActionIcon>
              </Hint>
            </Group>
          );
        })}
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Hint label={t('filter.aloneHint')} disabled={!hasAloneColumn}>
            <Button
              variant="subtle"
              leftSection={<IconPlus size={16} />}
              onClick={addRow}
              disabled={!canAddRow}
            >
              {t('filter.addRow')}
            </Button>
          </Hint>
          <Group gap="xs">
            <Button variant="default" onClick={clear}>
              {t('filter.clear')}
            </Button>
            <Button type="submit" leftSection={<IconFilter size={16} />}>
              {t('filter.apply')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
