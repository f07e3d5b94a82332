import {
  type CalculatorInput,
  type CalculatorResult,
  calculateRolls,
  dropLength,
  millimetresOf,
  type PatternMatch,
  type Problem,
  type ProblemCode,
  repeatMillimetres,
} from './wall-calculator';

/**
 * The calculator panel's fields as typed (text, so "2," can be on its way to "2,65"), and what they
 * give: the result, or each field's problem. Walls and openings in metres, the roll's width and the
 * repeat in centimetres, the roll's length in metres: the units on a roll's label.
 */

export type OpeningKind = 'door' | 'window';

export interface OpeningFields {
  key: string;
  kind: OpeningKind;
  width: string;
  height: string;
}

export interface WallFields {
  key: string;
  width: string;
  height: string;
  openings: OpeningFields[];
}

export interface CalculatorFields {
  walls: WallFields[];
  rollWidth: string;
  rollLength: string;
  repeat: string;
  match: PatternMatch;
}

/** What the calculator knows of the item it was opened for (the read model's pattern facts, D25). */
export interface CalculatorItem {
  code: string;
  name: string;
  patternRepeatCm: number;
  isStaggered: boolean;
}

let nextKey = 0;
const newKey = (prefix: string) => {
  nextKey += 1;
  return `${prefix}-${nextKey}`;
};

export const emptyWall = (): WallFields => ({ key: newKey('wall'), width: '', height: '', openings: [] });

export const emptyOpening = (kind: OpeningKind): OpeningFields => ({
  key: newKey('opening'),
  kind,
  width: '',
  height: '',
});

/** Centimetres as the user writes them: 26.5 → "26,5". */
const centimetresText = (mm: number) =>
  mm % 10 === 0 ? String(mm / 10) : `${Math.floor(mm / 10)},${mm % 10}`;

/**
 * The fields the panel opens with: the item's repeat and match filled in; the roll's width and length
 * are not in the ERP's item facts the portal reads, so the user types them from the label.
 */
export function initialFields(item: CalculatorItem | null): CalculatorFields {
  const repeatMm = item ? repeatMillimetres(item.patternRepeatCm) : 0;
  return {
    walls: [emptyWall()],
    rollWidth: '',
    rollLength: '',
    repeat: item ? centimetresText(repeatMm) : '',
    match: item?.isStaggered ? 'offset' : 'straight',
  };
}

/** A problem of a field: its code, and the figure a message names (the drop that does not fit). */
export interface FieldProblem {
  code: ProblemCode;
  dropMm?: number;
}

export type FieldProblems = Record<string, FieldProblem>;

export interface FormOutcome {
  result: CalculatorResult | null;
  /** Problems by field path (`walls.0.width`, `rollLength`, …). */
  problems: FieldProblems;
  /** A field is still empty: the result waits for it, without calling that a mistake yet. */
  isIncomplete: boolean;
}

/** The result of the fields as they are now, or why there is none. */
export function evaluate(fields: CalculatorFields): FormOutcome {
  const problems: FieldProblems = {};
  let isIncomplete = false;
  const read = (field: string, text: string, unit: 'm' | 'cm', isOptional = false): number => {
    const value = millimetresOf(text, unit);
    if (value === null) {
      if (isOptional) return 0;
      isIncomplete = true;
      return Number.NaN;
    }
    if (typeof value === 'string') {
      problems[field] = { code: value };
      return Number.NaN;
    }
    return value;
  };
  const input: CalculatorInput = {
    walls: fields.walls.map((wall, w) => ({
      widthMm: read(`walls.${w}.width`, wall.width, 'm'),
      heightMm: read(`walls.${w}.height`, wall.height, 'm'),
      openings: wall.openings.map((opening, o) => ({
        widthMm: read(`walls.${w}.openings.${o}.width`, opening.width, 'm'),
        heightMm: read(`walls.${w}.openings.${o}.height`, opening.height, 'm'),
        kind: opening.kind,
      })),
    })),
    rollWidthMm: read('rollWidth', fields.rollWidth, 'cm'),
    rollLengthMm: read('rollLength', fields.rollLength, 'm'),
    repeatMm: read('repeat', fields.repeat, 'cm', true),
    match: fields.match,
  };
  const outcome = calculateRolls(input);
  if (outcome.ok) return { result: outcome.result, problems, isIncomplete: false };
  for (const problem of outcome.problems) {
    // An empty or mistyped field is already accounted for; the module's "not a number" for it is not news.
    if (problem.code === 'notANumber' || problems[problem.field]) continue;
    problems[problem.field] = withFigure(problem, input);
  }
  return { result: null, problems, isIncomplete };
}

function withFigure(problem: Problem, input: CalculatorInput): FieldProblem {
  if (problem.code !== 'dropLongerThanRoll') return { code: problem.code };
  const highest = Math.max(...input.walls.map((wall) => wall.heightMm));
  return { code: problem.code, dropMm: dropLength(highest, input.repeatMm, input.match) };
}
