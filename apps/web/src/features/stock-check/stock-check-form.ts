import {
  calculatePatternRow,
  type OrderItem,
  patternTotal,
  patternTypeOf,
  type StockCheckRequest,
} from '@selvedge/contracts';
import { decimalsOf, parseDecimalInput, quantityProblem } from '../../lib/decimal-input';
import { isSameItemCode, normaliseItemCode } from '../../lib/items';

/**
 * The stock check form (ordering §2 "Stock check screen", §5, D25) as pure functions, so the screen
 * only renders them: what is wrong with the input, the request it becomes, the pattern rows' lengths
 * calculated as they are typed, and whether an answer on screen still belongs to the input.
 */

/** What a NumberInput holds: a number, or text while it is being typed ("2," or ""). */
export type NumberValue = number | string;

/** A pattern row as typed: a number of lanes and the length of one lane in metres. */
export interface PatternRowDraft {
  key: string;
  rows: NumberValue;
  rowLength: NumberValue;
}

export interface StockCheckFormValues {
  code: string;
  /** The quantity of a regular item; a pattern item's quantity is the rows' total. */
  quantity: NumberValue;
  patternRows: readonly PatternRowDraft[];
}

/** What the form needs of the looked-up item. */
export type StockCheckItem = Pick<
  OrderItem,
  'code' | 'name' | 'salesUnit' | 'isPatternRequired' | 'patternRepeatCm' | 'isStaggered'
>;

/** Problems as translation keys, per field, so a message follows the user when they switch language. */
export interface FormProblems {
  code?: string;
  quantity?: string;
  /** By row key. */
  rows?: Record<string, RowProblems>;
}

export interface RowProblems {
  rows?: string;
  rowLength?: string;
}

export type BuiltRequest = { ok: true; request: StockCheckRequest } | { ok: false; problems: FormProblems };

/** The same limits as the API's pattern rows (contracts `DraftPatternInput`, `StockCheckRequest`). */
export const PATTERN_ROWS_MAX = 999;
export const PATTERN_ROW_LENGTH_MAX = 999;
export const PATTERN_ROW_COUNT_MAX = 50;

let keySequence = 0;

export function emptyPatternRow(): PatternRowDraft {
  keySequence += 1;
  return { key: `pattern-row-${keySequence}`, rows: '', rowLength: '' };
}

/** What is wrong with a pattern row (ordering §5: rows required; row length a number, step 0.01). */
export function rowProblems(row: Pick<PatternRowDraft, 'rows' | 'rowLength'>): RowProblems {
  const problems: RowProblems = {};
  const rows = parseDecimalInput(row.rows);
  if (rows === null || !Number.isInteger(rows) || rows < 1 || rows > PATTERN_ROWS_MAX)
    problems.rows = 'stockCheck.pattern.rowsInvalid';
  const length = parseDecimalInput(row.rowLength);
  if (length === null || length <= 0 || length > PATTERN_ROW_LENGTH_MAX || decimalsOf(row.rowLength) > 2)
    problems.rowLength = 'stockCheck.pattern.rowLengthInvalid';
  return problems;
}

const hasProblems = (problems: RowProblems) => Boolean(problems.rows || problems.rowLength);

/** What the shared calculator needs of a row; null while the row is not a valid row. */
function calculatorInput(
  row: PatternRowDraft,
  item: Pick<StockCheckItem, 'patternRepeatCm' | 'isStaggered'>,
) {
  if (hasProblems(rowProblems(row))) return null;
  const rows = parseDecimalInput(row.rows);
  const rowLength = parseDecimalInput(row.rowLength);
  if (rows === null || rowLength === null) return null;
  return {
    rows,
    rowLength,
    repeatCm: item.patternRepeatCm,
    patternType: patternTypeOf(item.isStaggered),
  };
}

export interface PatternRowView {
  /** Required length of one lane in metres; null while the row is incomplete. */
  laneLength: number | null;
  rowTotal: number | null;
}

/** A row's calculated lane length and total, live, with the calculator the server uses (D25). */
export function patternRowView(
  row: PatternRowDraft,
  item: Pick<StockCheckItem, 'patternRepeatCm' | 'isStaggered'>,
): PatternRowView {
  const input = calculatorInput(row, item);
  if (!input) return { laneLength: null, rowTotal: null };
  try {
    const result = calculatePatternRow(input);
    return { laneLength: result.requiredLaneLength, rowTotal: result.rowTotal };
  } catch {
    return { laneLength: null, rowTotal: null };
  }
}

/** The sum of the complete rows' totals: the quantity a pattern item is checked for. */
export function patternRowsTotal(
  rows: readonly PatternRowDraft[],
  item: Pick<StockCheckItem, 'patternRepeatCm' | 'isStaggered'>,
): number {
  const inputs = rows.flatMap((row) => {
    const input = calculatorInput(row, item);
    return input ? [input] : [];
  });
  try {
    return patternTotal(inputs);
  } catch {
    return 0;
  }
}

/**
 * The request for the looked-up item, or the problems to show. A regular item sends its quantity; a
 * pattern item its rows and no quantity, for the server to calculate the length (D25).
 */
export function buildStockCheckRequest(
  values: StockCheckFormValues,
  item: StockCheckItem | null,
): BuiltRequest {
  const code = normaliseItemCode(values.code);
  if (!code || !item || !isSameItemCode(item.code, code)) {
    return { ok: false, problems: { code: 'stockCheck.invalidCode' } };
  }
  if (item.isPatternRequired) {
    if (values.patternRows.length === 0) {
      return { ok: false, problems: { quantity: 'quantity.aboveZero' } };
    }
    const rows: Record<string, RowProblems> = {};
    for (const row of values.patternRows) {
      const problems = rowProblems(row);
      if (hasProblems(problems)) rows[row.key] = problems;
    }
    if (Object.keys(rows).length > 0) return { ok: false, problems: { rows } };
    return {
      ok: true,
      request: {
        itemCode: item.code,
        patterns: values.patternRows.map((row) => ({
          rows: parseDecimalInput(row.rows) ?? 0,
          rowLength: parseDecimalInput(row.rowLength) ?? 0,
          isNoPatternCalculation: false,
        })),
      },
    };
  }
  const problem = quantityProblem(values.quantity);
  const quantity = parseDecimalInput(values.quantity);
  if (problem || quantity === null) {
    return { ok: false, problems: { quantity: problem ?? 'quantity.aboveZero' } };
  }
  return { ok: true, request: { itemCode: item.code, quantity } };
}

/**
 * What the answer on screen was asked for, comparable with the input now: another code, quantity or
 * pattern row makes the answer outdated. Keys of rows and the code's case do not count.
 */
export function inputSignature(values: StockCheckFormValues, isPatternItem: boolean): string {
  const code = normaliseItemCode(values.code).toUpperCase();
  if (isPatternItem) {
    return JSON.stringify({
      code,
      rows: values.patternRows.map((row) => [parseDecimalInput(row.rows), parseDecimalInput(row.rowLength)]),
    });
  }
  return JSON.stringify({ code, quantity: parseDecimalInput(values.quantity) });
}

/**
 * A 400's field paths ("quantity", "patterns.1.rowLength", "itemCode") as the form's problems; the
 * row index is mapped back to the row's key.
 */
export function problemsOfFields(
  paths: readonly string[],
  patternRows: readonly PatternRowDraft[],
): FormProblems {
  const problems: FormProblems = {};
  for (const path of paths) {
    const [field, index, rowField] = path.split('.');
    if (field === 'itemCode') problems.code = 'stockCheck.invalidCode';
    else if (field === 'quantity') problems.quantity = 'quantity.aboveZero';
    else if (field === 'patterns') {
      const row = index === undefined ? undefined : patternRows[Number(index)];
      if (!row) {
        problems.quantity = 'quantity.aboveZero';
        continue;
      }
      const current = problems.rows?.[row.key] ?? {};
      const next: RowProblems =
        rowField === 'rows'
          ? { ...current, rows: 'stockCheck.pattern.rowsInvalid' }
          : { ...current, rowLength: 'stockCheck.pattern.rowLengthInvalid' };
      problems.rows = { ...problems.rows, [row.key]: next };
    }
  }
  return problems;
}
