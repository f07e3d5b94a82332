import { useTranslation } from 'react-i18next';
import { type PatternRowFigure, PatternRowsTable } from '../../../components/pattern-rows-table';
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

const limits = { rows: PATTERN_ROWS_MAX, rowLength: PATTERN_ROW_LENGTH_MAX, rowCount: PATTERN_ROW_COUNT_MAX };

const metres = (value: number | null) => (value === null ? '–' : `${formatNumber(value)} m`);

/**
 * The pattern rows of a stock check (ordering §2, D25), inline: lanes and their length per row, the
 * lane length the pattern needs and the row's total worked out as they are typed, with the same
 * calculator the server uses. Their total is the quantity checked.
 */
export function PatternRowsEditor({ item, rows, problems, isPhone, onChange }: PatternRowsEditorProps) {
  const { t } = useTranslation();
  const figures: PatternRowFigure<PatternRowDraft>[] = [
    {
      label: t('stockCheck.pattern.laneLength'),
      valueOf: (row) => metres(patternRowView(row, item).laneLength),
    },
    {
      label: t('stockCheck.pattern.rowTotal'),
      valueOf: (row) => metres(patternRowView(row, item).rowTotal),
      isStrong: true,
    },
  ];

  return (
    <PatternRowsTable
      texts="stockCheck.pattern"
      rows={rows}
      isPhone={isPhone}
      limits={limits}
      figures={figures}
      problemsOf={(row) => problems[row.key] ?? {}}
      enterKeyHint="go"
      onChange={(key, next) => onChange(rows.map((row) => (row.key === key ? { ...row, ...next } : row)))}
      onRemove={(key) => onChange(rows.filter((row) => row.key !== key))}
      onAdd={() => onChange([...rows, emptyPatternRow()])}
    />
  );
}
