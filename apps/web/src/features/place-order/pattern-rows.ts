import {
  calculatePatternRow,
  type DraftLineInput,
  isPatternPanelSubmittable,
  type PatternRow,
  patternTotal,
  patternTypeOf,
} from '@selvedge/contracts';

/**
 * The pattern panel's rows (ordering §4 "Pattern panel", D25) as pure functions of the shared
 * calculator, so that the panel only renders them: a row is calculated or not, a change makes it
 * uncalculated again, and only a panel of calculated rows can be submitted.
 */

/** One pattern row as the API takes it. */
export type PatternRowBody = NonNullable<DraftLineInput['patterns']>[number];

/** What the calculation needs of the item. */
export interface PatternItem {
  /** Centimetres; 0 means no rounding. */
  patternRepeatCm: number;
  isStaggered: boolean;
}

/** A row as the panel holds it: the inputs as typed (NumberInput gives a number or, mid-typing, text). */
export interface PanelRow {
  key: string;
  rows: number | string;
  rowLength: number | string;
  /** The required lane length in metres; null until Calculate (and again after a change). */
  calculatedLength: number | null;
  isNoPatternCalculation: boolean;
}

/** The same limits as the API's pattern rows (contracts `PatternRowInput`). */
export const PATTERN_ROWS_MAX = 999;
export const PATTERN_ROW_LENGTH_MAX = 999;
/** A line holds at most this many pattern rows (contracts `DraftLineInput.patterns`). */
export const PATTERN_ROWS_PER_LINE_MAX = 50;

let keySequence = 0;
const nextKey = () => {
  keySequence += 1;
  return `row-${keySequence}`;
};

export const emptyPanelRow = (): PanelRow => ({
  key: nextKey(),
  rows: '',
  rowLength: '',
  calculatedLength: null,
  isNoPatternCalculation: false,
});

/** The calculated lane length of the row's inputs, or null when they are not a valid row. */
function laneLength(rows: number | string, rowLength: number | string, item: PatternItem): number | null {
  if (rows === '' || rowLength === '') return null;
  try {
    return calculatePatternRow({
      rows,
      rowLength,
      repeatCm: item.patternRepeatCm,
      patternType: patternTypeOf(item.isStaggered),
    }).requiredLaneLength;
  } catch {
    return null;
  }
}

const isWithinLimits = (row: Pick<PanelRow, 'rows' | 'rowLength'>) =>
  Number(row.rows) <= PATTERN_ROWS_MAX && Number(row.rowLength) <= PATTERN_ROW_LENGTH_MAX;

/**
 * Stored rows (a line's `patterns`, or those submitted earlier in this modal) as panel rows. They
 * were calculated when they were stored; the length is worked out again from the item, so the panel
 * shows what the calculator says today.
 */
export function panelRowsOf(stored: readonly PatternRow[], item: PatternItem): PanelRow[] {
  if (stored.length === 0) return [emptyPanelRow()];
  return stored.map((row) => ({
    key: nextKey(),
    rows: row.rows,
    rowLength: row.rowLength,
    calculatedLength: laneLength(row.rows, row.rowLength, item),
    isNoPatternCalculation: row.isNoPatternCalculation,
  }));
}

/** Changing the rows or the row length makes the row uncalculated (ordering §4). */
export function changeRow(row: PanelRow, change: Partial<Pick<PanelRow, 'rows' | 'rowLength'>>): PanelRow {
  const next = { ...row, ...change };
  const isChanged = next.rows !== row.rows || next.rowLength !== row.rowLength;
  // The "no pattern calculation" tick is allowed only on a calculated row, so it goes with the calculation.
  return isChanged ? { ...next, calculatedLength: null, isNoPatternCalculation: false } : row;
}

/** Calculate: the row with its lane length, or null when its rows or length are not valid. */
export function calculateRow(row: PanelRow, item: PatternItem): PanelRow | null {
  if (!isWithinLimits(row)) return null;
  const calculatedLength = laneLength(row.rows, row.rowLength, item);
  return calculatedLength === null ? null : { ...row, calculatedLength };
}

/** The row as the calculator takes it, for a calculated row. */
function calculatorInput(row: PanelRow, item: PatternItem) {
  return {
    rows: row.rows,
    rowLength: row.rowLength,
    repeatCm: item.patternRepeatCm,
    patternType: patternTypeOf(item.isStaggered),
    isNoPatternCalculation: row.isNoPatternCalculation,
  };
}

/** The row's total length (rows × lane length, or × row length when ticked); null until calculated. */
export function rowTotalOf(row: PanelRow, item: PatternItem): number | null {
  if (row.calculatedLength === null) return null;
  try {
    return calculatePatternRow(calculatorInput(row, item)).rowTotal;
  } catch {
    return null;
  }
}

/** The sum of the calculated rows' totals, as the panel shows it while rows are still being filled in. */
export function panelTotalOf(rows: readonly PanelRow[], item: PatternItem): number {
  const calculated = rows.filter((row) => row.calculatedLength !== null && rowTotalOf(row, item) !== null);
  return patternTotal(calculated.map((row) => calculatorInput(row, item)));
}

/** Submit is allowed with at least one row and every row calculated and above 0 (ordering §4, §5). */
export function isPanelSubmittable(rows: readonly PanelRow[]): boolean {
  return rows.every(isWithinLimits) && isPatternPanelSubmittable(rows);
}

/** What Submit hands to the item modal: the rows as stored on the line, and the line quantity. */
export interface PatternResult {
  patterns: PatternRow[];
  total: number;
}

export function patternResultOf(rows: readonly PanelRow[], item: PatternItem): PatternResult {
  const patterns = rows.map((row) => {
    const result = calculatePatternRow(calculatorInput(row, item));
    return {
      rows: Number(row.rows),
      rowLength: Number(row.rowLength),
      requiredLength: result.requiredLaneLength,
      rowTotal: result.rowTotal,
      isNoPatternCalculation: row.isNoPatternCalculation,
    };
  });
  return { patterns, total: patternTotal(rows.map((row) => calculatorInput(row, item))) };
}

/** The rows as the API takes them; it calculates the lengths itself (D25). */
export const patternBodiesOf = (patterns: readonly PatternRow[]): PatternRowBody[] =>
  patterns.map(({ rows, rowLength, isNoPatternCalculation }) => ({
    rows,
    rowLength,
    isNoPatternCalculation,
  }));

/** What is wrong with a row's inputs, per field, as translation keys; empty when it can be calculated. */
export function rowProblems(row: Pick<PanelRow, 'rows' | 'rowLength'>): {
  rows?: string;
  rowLength?: string;
} {
  const problems: { rows?: string; rowLength?: string } = {};
  const rows = Number(row.rows);
  if (row.rows === '' || !Number.isInteger(rows) || rows < 1 || rows > PATTERN_ROWS_MAX)
    problems.rows = 'placeOrder.pattern.rowsInvalid';
  const length = Number(row.rowLength);
  const decimals = String(row.rowLength).split('.')[1]?.replace(/0+$/, '').length ?? 0;
  if (
    row.rowLength === '' ||
    !Number.isFinite(length) ||
    length <= 0 ||
    length > PATTERN_ROW_LENGTH_MAX ||
    decimals > 2
  )
    problems.rowLength = 'placeOrder.pattern.rowLengthInvalid';
  return problems;
}
