/**
 * Pattern calculation (decisions D25, ordering.md "Pattern panel"): how many metres of a patterned
 * roll good a row of lanes needs so that the pattern lines up. Shared by the API, which validates and
 * stores pattern rows, and the SPA, which shows the calculated length live.
 *
 * The item's repeat P (U_DBS_PATROON) is in centimetres with at most 2 decimals; row lengths L and
 * results are in metres with 2 decimals. Per lane:
 * - straight (pattern type R): ceil(L / P) × P;
 * - staggered (type V, U_DBS_VERSPRINGEND = Y): ceil(L / P) × P + P / 2;
 * - a repeat of 0, or a row with "no pattern calculation" ticked: L as it is.
 * Row total = rows × lane length; the line quantity is the sum of the row totals.
 *
 * Exactness: inputs are read through their decimal text (never `x * 100`) into integer units of
 * 0.01 mm (metres × 100 000, centimetres × 1 000), computed with BigInt, so ceil(L / P) is exact
 * (0.54 m over 18 cm is 3 repeats, not the 4 that 0.54 / 0.18 = 3.0000000000000004 gives) and so is
 * P / 2.
 *
 * Rounding: a lane length with more than 2 decimals in metres (P = 52.5 cm gives 157.5 cm for three
 * repeats, and 26.25 cm half-repeats when staggered) is rounded UP to the whole centimetre, because a
 * customer must never receive a lane that is short. The row total is rows × the rounded lane length,
 * so the lane length shown times the rows is exactly the total shown.
 */

export type PatternType = 'R' | 'V';

/** A decimal as text ("2.30") or a JSON number (2.3), with at most 2 decimals. */
export type PatternDecimal = string | number;

export type PatternInputName = 'rows' | 'rowLength' | 'repeatCm' | 'patternType';

/** A pattern input that is not a valid value: a bug or a bad request, never rounded away. */
export class PatternInputError extends RangeError {
  readonly input: PatternInputName;

  constructor(input: PatternInputName, value: unknown, problem: string) {
    super(`${input} ${problem}: ${typeof value === 'string' ? `"${value}"` : String(value)}`);
    this.name = 'PatternInputError';
    this.input = input;
  }
}

export interface PatternLaneInput {
  /** Length of one lane in metres (at most 2 decimals, above 0). */
  rowLength: PatternDecimal;
  /** The item's pattern repeat in centimetres (at most 2 decimals, 0 or more; 0 = no pattern). */
  repeatCm: PatternDecimal;
  patternType: PatternType;
}

export interface PatternRowInput extends PatternLaneInput {
  /** Number of lanes: a whole number above 0. */
  rows: PatternDecimal;
  /** "No pattern calculation" ticked: the lane length is the row length as entered. */
  isNoPatternCalculation?: boolean;
}

export interface PatternRowResult {
  /** Required length of one lane, metres with 2 decimals (BenodigdeBaanLengte). */
  requiredLaneLength: number;
  /** rows × requiredLaneLength, metres with 2 decimals. */
  rowTotal: number;
  /** The same lane length in whole centimetres. */
  requiredLaneLengthCm: number;
  /** The same row total in whole centimetres. */
  rowTotalCm: number;
}

/** One step of the panel's quick reference: `times` × the repeat, in centimetres. */
export interface PatternMultiple {
  times: number;
  lengthCm: number;
}

/** 1 unit = 0.01 mm. */
const UNITS_PER_CM = 1_000n;
/** Metres with 2 decimals are whole centimetres; the repeat's 2 decimals are 0.1 mm = 10 units. */
const UNITS_PER_REPEAT_HUNDREDTH = 10n;

const DECIMAL_TEXT = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/**
 * A decimal with at most 2 non-zero decimals as whole hundredths ("2.30" → 230, 52.5 → 5250).
 * Numbers are read through `String(x)`, their shortest round-trip text; one written with an exponent
 * is either below 1e-6 or above 1e21, so it is refused as well.
 */
function hundredthsOf(input: PatternInputName, value: PatternDecimal): bigint {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new PatternInputError(input, value, 'is not a finite number');
  }
  if (typeof value !== 'number' && typeof value !== 'string') {
    throw new PatternInputError(input, value, 'is not a number');
  }
  const match = DECIMAL_TEXT.exec(String(value));
  if (!match) throw new PatternInputError(input, value, 'is not a decimal number');
  const [, sign = '', whole = '', fraction = ''] = match;
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > 2) throw new PatternInputError(input, value, 'has more than 2 decimals');
  const hundredths = BigInt(whole + significant.padEnd(2, '0'));
  return sign === '-' ? -hundredths : hundredths;
}

function requireRows(rows: PatternDecimal): bigint {
  const hundredths = hundredthsOf('rows', rows);
  if (hundredths <= 0n || hundredths % 100n !== 0n) {
    throw new PatternInputError('rows', rows, 'must be a whole number above 0');
  }
  return hundredths / 100n;
}

/** Row length in metres → units. */
function requireRowLength(rowLength: PatternDecimal): bigint {
  const centimetres = hundredthsOf('rowLength', rowLength);
  if (centimetres <= 0n) throw new PatternInputError('rowLength', rowLength, 'must be above 0');
  return centimetres * UNITS_PER_CM;
}

/** Repeat in centimetres → units. */
function requireRepeat(repeatCm: PatternDecimal): bigint {
  const hundredths = hundredthsOf('repeatCm', repeatCm);
  if (hundredths < 0n) throw new PatternInputError('repeatCm', repeatCm, 'must not be negative');
  return hundredths * UNITS_PER_REPEAT_HUNDREDTH;
}

function requirePatternType(patternType: PatternType): PatternType {
  if (patternType !== 'R' && patternType !== 'V') {
    throw new PatternInputError('patternType', patternType, 'must be R or V');
  }
  return patternType;
}

const ceilDiv = (n: bigint, d: bigint): bigint => (n + d - 1n) / d;

/** Whole centimetres, rounded up: a lane is never shorter than the pattern needs. */
function laneCentimetres({ rowLength, repeatCm, patternType }: PatternLaneInput): bigint {
  const type = requirePatternType(patternType);
  const length = requireRowLength(rowLength);
  const repeat = requireRepeat(repeatCm);
  if (repeat === 0n) return length / UNITS_PER_CM;
  const straight = ceilDiv(length, repeat) * repeat;
  // repeat is a multiple of 10 units, so repeat / 2 is exact.
  const lane = type === 'V' ? straight + repeat / 2n : straight;
  return ceilDiv(lane, UNITS_PER_CM);
}

function toSafeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`Pattern length out of range: ${value}`);
  return Number(value);
}

/** Whole centimetres → metres with 2 decimals, through text (230 → "2.30" → 2.3). */
function metresFromCm(centimetres: bigint): number {
  const digits = centimetres.toString().padStart(3, '0');
  return Number(`${digits.slice(0, -2)}.${digits.slice(-2)}`);
}

/** Pattern type V for a staggered item (U_DBS_VERSPRINGEND = Y), otherwise R (ordering.md §4). */
export function patternTypeOf(isStaggered: boolean): PatternType {
  return isStaggered ? 'V' : 'R';
}

/** Required length of one lane in metres with 2 decimals, rounded up to the centimetre. */
export function requiredLaneLength(input: PatternLaneInput): number {
  return metresFromCm(laneCentimetres(input));
}

/** One row of the pattern panel: its lane length and its total. Throws a `PatternInputError`. */
export function calculatePatternRow(input: PatternRowInput): PatternRowResult {
  const rows = requireRows(input.rows);
  // Every input is validated, also when the calculation is switched off for this row.
  const calculated = laneCentimetres(input);
  const lane = input.isNoPatternCalculation ? requireRowLength(input.rowLength) / UNITS_PER_CM : calculated;
  const total = rows * lane;
  return {
    requiredLaneLength: metresFromCm(lane),
    rowTotal: metresFromCm(total),
    requiredLaneLengthCm: toSafeNumber(lane),
    rowTotalCm: toSafeNumber(total),
  };
}

/** The line quantity: the sum of the row totals, metres with 2 decimals, summed in centimetres. */
export function patternTotal(rows: readonly PatternRowInput[]): number {
  let centimetres = 0n;
  for (const row of rows) centimetres += BigInt(calculatePatternRow(row).rowTotalCm);
  toSafeNumber(centimetres); // range check: beyond 2^53 cm the number would not be exact
  return metresFromCm(centimetres);
}

/** The panel's quick reference: 2 to 6 times the repeat, in centimetres (ordering.md §9). */
export function patternMultiples(repeatCm: PatternDecimal): PatternMultiple[] {
  const hundredths = hundredthsOf('repeatCm', repeatCm);
  if (hundredths < 0n) throw new PatternInputError('repeatCm', repeatCm, 'must not be negative');
  return [2, 3, 4, 5, 6].map((times) => ({ times, lengthCm: metresFromCm(hundredths * BigInt(times)) }));
}

/** A row as the pattern panel holds it; `calculatedLength` is null until calculated (and after an edit). */
export interface PatternPanelRow {
  rows: PatternDecimal | null | undefined;
  rowLength: PatternDecimal | null | undefined;
  calculatedLength: PatternDecimal | null | undefined;
}

function isPositive(value: PatternDecimal | null | undefined, isWhole: boolean): boolean {
  if (value === null || value === undefined) return false;
  try {
    const hundredths = hundredthsOf('rowLength', value);
    return hundredths > 0n && (!isWhole || hundredths % 100n === 0n);
  } catch {
    return false;
  }
}

/**
 * Submit rule of the pattern panel (ordering.md §4 "Pattern panel", §5): at least one row, no row
 * left uncalculated, and every rows value, row length and calculated length above 0; otherwise the
 * panel says "Item quantity has to be higher than 0". A changed row must have its calculated length
 * cleared by the panel, which makes it uncalculated again.
 */
export function isPatternPanelSubmittable(rows: readonly PatternPanelRow[]): boolean {
  return (
    rows.length > 0 &&
    rows.every(
      (row) =>
        isPositive(row.rows, true) &&
        isPositive(row.rowLength, false) &&
        isPositive(row.calculatedLength, false),
    )
  );
}
