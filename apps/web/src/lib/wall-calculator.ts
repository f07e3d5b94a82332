/**
 * The wall and roll calculator (its line in docs/decisions-made-by-the-team.md): how many rolls of a
 * wallcovering cover a set of walls, and what is left over. A pure module: the order form's
 * item modal and the stock check both show it (lib/, since features do not import each other).
 *
 * Every length is a whole number of millimetres, so nothing that is compared or rounded is a float.
 *
 * The method is the trade's strip (drop) method, the one behind the estimating charts on roll labels and
 * the makers' roll calculators (the same line of the team's decisions says why openings count so):
 * 1. drop length = wall height + trim allowance (100 mm: 50 mm at the ceiling and at the skirting);
 *    straight match: rounded up to a whole number of pattern repeats; offset (half-drop) match: that
 *    plus half a repeat (every second strip is shifted by half a repeat, so each drop must be able to
 *    start half-way); free match or no repeat: as it is. This is the order form's lane rule (D25).
 * 2. strips per roll = floor(roll length / drop length): a roll's last piece shorter than a drop is waste.
 * 3. strips of a wall = ceil(wall width / roll width), less the full-height strips its doors and windows
 *    remove: floor(opening width / roll width) per opening. An opening narrower than a roll saves
 *    nothing, and the short pieces above a door and above and below a window come out of the off-cuts
 *    (the rounding to the repeat and the roll's last piece). Subtracting the openings' area instead
 *    would count those short pieces as if they could be joined, which a patterned wall never allows,
 *    and leave the customer a roll short (of a later batch, whose shade differs).
 * 4. rolls = ceil(strips / strips per roll), per drop length: walls of different heights are counted
 *    apart, which may count a roll more than cutting them all from one roll, never a roll less.
 * 5. the short pieces of a removed strip must come from what is left: the rolls' tails and the drops not
 *    used. A door's piece is a drop of the height above it; a window's two pieces are counted as one
 *    piece of the height above and below it plus the trim and a repeat's rounding for each of the two
 *    (never shorter than the two, so whatever holds it holds them). An opening whose piece would be as
 *    long as a drop removes no strip. Pieces that do not fit (longest first) get rolls of their own
 *    (`pieceRolls`).
 * Waste = rolls × roll length − Σ strips × wall height, in millimetres and as a share of what is bought.
 */

export type PatternMatch = 'straight' | 'offset' | 'free';

export interface Opening {
  widthMm: number;
  heightMm: number;
  /** A door leaves one short piece above it; a window one above and one below (the default). */
  kind?: 'door' | 'window';
}

export interface Wall {
  widthMm: number;
  heightMm: number;
  openings: readonly Opening[];
}

export interface CalculatorInput {
  walls: readonly Wall[];
  rollWidthMm: number;
  rollLengthMm: number;
  /** 0: no pattern repeat. */
  repeatMm: number;
  match: PatternMatch;
  /** Defaults to TRIM_ALLOWANCE_MM. */
  trimMm?: number;
}

/** 50 mm at the top and 50 mm at the bottom of each drop. */
export const TRIM_ALLOWANCE_MM = 100;

/** The ranges a field may hold; beyond them the figure is a typing error, not a wall. */
export const LIMITS = {
  wallWidthMm: 100_000,
  wallHeightMm: 10_000,
  rollWidthMm: 5_000,
  rollLengthMm: 100_000,
  repeatMm: 5_000,
  walls: 50,
  openingsPerWall: 20,
} as const;

/** Where a problem is: `walls.2.width`, `walls.0.openings.1.height`, `rollLength`, … */
export type FieldPath = string;

export type ProblemCode =
  | 'required'
  | 'aboveZero'
  | 'notZeroOrMore'
  | 'tooLarge'
  | 'tooManyDecimals'
  | 'notANumber'
  | 'openingTooWide'
  | 'openingTooHigh'
  | 'openingsWiderThanWall'
  | 'dropLongerThanRoll'
  | 'noWalls';

export interface Problem {
  field: FieldPath;
  code: ProblemCode;
}

export interface DropGroup {
  dropMm: number;
  strips: number;
  stripsPerRoll: number;
  rolls: number;
}

export interface WallResult {
  dropMm: number;
  strips: number;
}

export interface CalculatorResult {
  rolls: number;
  /** Rolls added for the short pieces above doors and around windows the off-cuts do not hold. */
  pieceRolls: number;
  strips: number;
  walls: WallResult[];
  /** One per drop length, longest first. */
  groups: DropGroup[];
  wasteMm: number;
  /** Waste as hundredths of a percent of what is bought (1234 = 12,34 %), rounded half up. */
  wasteBasisPoints: number;
}

export type CalculatorOutcome = { ok: true; result: CalculatorResult } | { ok: false; problems: Problem[] };

const ceilDiv = (n: number, d: number): number => Math.floor((n + d - 1) / d);

/** The drop length of a wall (step 1). Inputs are whole, positive millimetres. */
export function dropLength(
  heightMm: number,
  repeatMm: number,
  match: PatternMatch,
  trimMm = TRIM_ALLOWANCE_MM,
) {
  const cut = heightMm + trimMm;
  if (match === 'free' || repeatMm === 0) return cut;
  const straight = ceilDiv(cut, repeatMm) * repeatMm;
  // Half of an odd repeat is rounded up: a drop is never shorter than the pattern needs.
  return match === 'offset' ? straight + ceilDiv(repeatMm, 2) : straight;
}

/**
 * The short piece a strip removed by an opening still needs (step 5): a door's above it; a window's
 * above and below it counted as one, with the trim and the pattern rounding of each of the two.
 */
function pieceLength(wall: Wall, opening: Opening, input: CalculatorInput, trim: number): number {
  const gap = wall.heightMm - opening.heightMm;
  if (opening.kind === 'door') return gap === 0 ? 0 : dropLength(gap, input.repeatMm, input.match, trim);
  const isMatched = input.match !== 'free' && input.repeatMm > 0;
  const rounding = isMatched
    ? input.repeatMm + (input.match === 'offset' ? ceilDiv(input.repeatMm, 2) : 0)
    : 0;
  return gap === 0 ? 0 : gap + 2 * (trim + rounding);
}

/** The full-height strips an opening removes: none when its piece would be as long as a drop. */
function removedStrips(wall: Wall, opening: Opening, input: CalculatorInput, trim: number): number {
  const drop = dropLength(wall.heightMm, input.repeatMm, input.match, trim);
  if (pieceLength(wall, opening, input, trim) >= drop) return 0;
  return Math.floor(opening.widthMm / input.rollWidthMm);
}

/** The strips a wall needs (step 3). */
export function wallStrips(wall: Wall, input: CalculatorInput): number {
  const trim = input.trimMm ?? TRIM_ALLOWANCE_MM;
  const saved = wall.openings.reduce((sum, opening) => sum + removedStrips(wall, opening, input, trim), 0);
  return Math.max(0, ceilDiv(wall.widthMm, input.rollWidthMm) - saved);
}

function checkLength(field: FieldPath, value: number, max: number, problems: Problem[], allowZero = false) {
  if (!Number.isSafeInteger(value)) problems.push({ field, code: 'notANumber' });
  else if (value < 0 || (value === 0 && !allowZero))
    problems.push({ field, code: allowZero ? 'notZeroOrMore' : 'aboveZero' });
  else if (value > max) problems.push({ field, code: 'tooLarge' });
}

/** Every problem of the input, each on its field; empty when it can be calculated. */
export function validate(input: CalculatorInput): Problem[] {
  const problems: Problem[] = [];
  if (input.walls.length === 0) problems.push({ field: 'walls', code: 'noWalls' });
  if (input.walls.length > LIMITS.walls) problems.push({ field: 'walls', code: 'tooLarge' });
  input.walls.forEach((wall, w) => {
    const at = `walls.${w}`;
    checkLength(`${at}.width`, wall.widthMm, LIMITS.wallWidthMm, problems);
    checkLength(`${at}.height`, wall.heightMm, LIMITS.wallHeightMm, problems);
    if (wall.openings.length > LIMITS.openingsPerWall)
      problems.push({ field: `${at}.openings`, code: 'tooLarge' });
    let openingsWidth = 0;
    wall.openings.forEach((opening, o) => {
      const place = `${at}.openings.${o}`;
      const before = problems.length;
      checkLength(`${place}.width`, opening.widthMm, LIMITS.wallWidthMm, problems);
      checkLength(`${place}.height`, opening.heightMm, LIMITS.wallHeightMm, problems);
      if (problems.length > before) return;
      openingsWidth += opening.widthMm;
      if (opening.widthMm > wall.widthMm) problems.push({ field: `${place}.width`, code: 'openingTooWide' });
      if (opening.heightMm > wall.heightMm)
        problems.push({ field: `${place}.height`, code: 'openingTooHigh' });
    });
    // Openings side by side: together no wider than their wall.
    if (openingsWidth > wall.widthMm && !problems.some((p) => p.field.startsWith(`${at}.openings.`)))
      problems.push({ field: `${at}.openings`, code: 'openingsWiderThanWall' });
  });
  checkLength('rollWidth', input.rollWidthMm, LIMITS.rollWidthMm, problems);
  checkLength('rollLength', input.rollLengthMm, LIMITS.rollLengthMm, problems);
  checkLength('repeat', input.repeatMm, LIMITS.repeatMm, problems, true);
  if (problems.length > 0) return problems;
  const trim = input.trimMm ?? TRIM_ALLOWANCE_MM;
  const longest = Math.max(...input.walls.map((wall) => wall.heightMm));
  if (dropLength(longest, input.repeatMm, input.match, trim) > input.rollLengthMm)
    problems.push({ field: 'rollLength', code: 'dropLongerThanRoll' });
  return problems;
}

/** Rolls, strips and waste for the walls; the problems instead when the input is not valid. */
export function calculateRolls(input: CalculatorInput): CalculatorOutcome {
  const problems = validate(input);
  if (problems.length > 0) return { ok: false, problems };
  const trim = input.trimMm ?? TRIM_ALLOWANCE_MM;
  const walls = input.walls.map((wall) => ({
    dropMm: dropLength(wall.heightMm, input.repeatMm, input.match, trim),
    strips: wallStrips(wall, input),
  }));
  const stripsByDrop = new Map<number, number>();
  for (const wall of walls) stripsByDrop.set(wall.dropMm, (stripsByDrop.get(wall.dropMm) ?? 0) + wall.strips);
  const groups = [...stripsByDrop]
    .sort(([a], [b]) => b - a)
    .map(([dropMm, strips]) => {
      const stripsPerRoll = Math.floor(input.rollLengthMm / dropMm);
      return { dropMm, strips, stripsPerRoll, rolls: ceilDiv(strips, stripsPerRoll) };
    });
  const pieceRolls = rollsForPieces(input, groups, trim);
  const rolls = groups.reduce((sum, group) => sum + group.rolls, 0) + pieceRolls;
  const strips = walls.reduce((sum, wall) => sum + wall.strips, 0);
  const bought = rolls * input.rollLengthMm;
  const covered = input.walls.reduce((sum, wall, w) => sum + (walls[w]?.strips ?? 0) * wall.heightMm, 0);
  const wasteMm = bought - covered;
  // In BigInt: 50 walls of 100 m in 1 mm wide rolls would overflow a double's exact range.
  const wasteBasisPoints =
    bought === 0 ? 0 : Number((BigInt(wasteMm) * 20_000n + BigInt(bought)) / (2n * BigInt(bought)));
  return { ok: true, result: { rolls, pieceRolls, strips, walls, groups, wasteMm, wasteBasisPoints } };
}

/** The short pieces a wall's removed strips need, by length (step 5). */
function piecesOf(wall: Wall, input: CalculatorInput, trim: number): Map<number, number> {
  const pieces = new Map<number, number>();
  for (const opening of wall.openings) {
    const removed = removedStrips(wall, opening, input, trim);
    const length = pieceLength(wall, opening, input, trim);
    if (removed > 0 && length > 0) pieces.set(length, (pieces.get(length) ?? 0) + removed);
  }
  return pieces;
}

/**
 * Places the pieces, longest first, in the off-cuts (each roll's tail, each unused drop) and counts the
 * rolls the rest needs. Counted by length, so thousands of equal pieces cost one step.
 */
function rollsForPieces(input: CalculatorInput, groups: readonly DropGroup[], trim: number): number {
  const needed = new Map<number, number>();
  for (const wall of input.walls)
    for (const [length, count] of piecesOf(wall, input, trim))
      needed.set(length, (needed.get(length) ?? 0) + count);
  if (needed.size === 0) return 0;
  /** Off-cuts as [length, how many]. */
  let spare: [number, number][] = [];
  for (const group of groups) {
    spare.push([input.rollLengthMm - group.stripsPerRoll * group.dropMm, group.rolls]);
    spare.push([group.dropMm, group.rolls * group.stripsPerRoll - group.strips]);
  }
  let extraRolls = 0;
  for (const [length, count] of [...needed].sort(([a], [b]) => b - a)) {
    let left = count;
    const next: [number, number][] = [];
    for (const [segment, segments] of spare) {
      const perSegment = Math.floor(segment / length);
      if (left === 0 || perSegment === 0 || segments === 0) {
        next.push([segment, segments]);
        continue;
      }
      const full = Math.min(segments, Math.floor(left / perSegment));
      left -= full * perSegment;
      next.push([segment - perSegment * length, full]);
      let rest = segments - full;
      if (left > 0 && rest > 0) {
        next.push([segment - left * length, 1]);
        left = 0;
        rest -= 1;
      }
      next.push([segment, rest]);
    }
    if (left > 0) {
      // New rolls for the rest; what they leave over holds shorter pieces.
      const perRoll = Math.floor(input.rollLengthMm / length);
      const added = ceilDiv(left, perRoll);
      extraRolls += added;
      const lastCount = left - (added - 1) * perRoll;
      next.push([input.rollLengthMm - perRoll * length, added - 1]);
      next.push([input.rollLengthMm - lastCount * length, 1]);
    }
    spare = next.filter(([segment, segments]) => segment > 0 && segments > 0);
  }
  return extraRolls;
}

const DECIMAL_TEXT = /^(\d+)(?:[.,](\d*))?$|^[.,](\d+)$/;

/**
 * A length as the user types it, in metres or centimetres with a comma or a point ("2,65" m,
 * "53" cm), as whole millimetres read from its text (never `x * 1000`); null for an empty field.
 * More decimals than a millimetre, or something that is not a plain number, is a problem code.
 */
export function millimetresOf(
  text: string,
  unit: 'm' | 'cm',
): number | null | 'tooManyDecimals' | 'notANumber' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const match = DECIMAL_TEXT.exec(trimmed);
  if (!match) return 'notANumber';
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? match[3] ?? '').replace(/0+$/, '');
  const places = unit === 'm' ? 3 : 1;
  if (fraction.length > places) return 'tooManyDecimals';
  const digits = (whole + fraction.padEnd(places, '0')).replace(/^0+(?=\d)/, '');
  // Beyond 15 digits a length is no wall's; the range check then says "too large".
  return digits.length > 15 ? Number.MAX_SAFE_INTEGER : Number(digits);
}

/**
 * The item's pattern repeat (centimetres with up to 2 decimals, the read model's `patternRepeatCm`) in
 * whole millimetres, rounded up: a repeat of 26.55 cm is cut as 266 mm, never shorter.
 */
export function repeatMillimetres(repeatCm: number): number {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(String(repeatCm));
  if (!match || repeatCm <= 0) return 0;
  const hundredths = Number((match[1] ?? '0') + (match[2] ?? '').padEnd(2, '0').slice(0, 2));
  return ceilDiv(hundredths, 10);
}

/** Whole millimetres as metres in decimal text, with 2 decimals or 3 when a millimetre counts (2650 → "2.65", 2915 → "2.915"). */
export function metresText(mm: number): string {
  const digits = String(Math.abs(Math.trunc(mm))).padStart(4, '0');
  const whole = digits.slice(0, -3);
  const fraction = digits.slice(-3);
  return `${mm < 0 ? '-' : ''}${whole}.${fraction.endsWith('0') ? fraction.slice(0, 2) : fraction}`;
}

/** Hundredths of a percent as decimal text (2537 → "25.37"). */
export function percentText(basisPoints: number): string {
  return `${Math.floor(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, '0')}`;
}
