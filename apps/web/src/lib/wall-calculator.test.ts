import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CalculatorInput,
  calculateRolls,
  dropLength,
  millimetresOf,
  type PatternMatch,
  repeatMillimetres,
  type Wall,
} from './wall-calculator';

/** The standard European roll: 53 cm × 10,05 m. */
const EURO_ROLL = { rollWidthMm: 530, rollLengthMm: 10_050 };
const wall = (widthMm: number, heightMm: number, openings: Wall['openings'] = []): Wall => ({
  widthMm,
  heightMm,
  openings,
});

describe('drop length: height + 10 cm trim, rounded up to the repeat (straight), + half a repeat (offset)', () => {
  it.each<[number, number, PatternMatch, number]>([
    // height, repeat, match, drop
    [2500, 0, 'straight', 2600],
    [2500, 0, 'offset', 2600],
    [2500, 640, 'free', 2600],
    [2500, 640, 'straight', 3200], // 2600 / 640 = 4,06 → 5 repeats
    [2500, 640, 'offset', 3520], // 3200 + 320
    [2500, 530, 'straight', 2650], // 2600 / 530 = 4,9 → 5 repeats
    [2500, 530, 'offset', 2915], // 2650 + 265
    [2500, 520, 'straight', 2600], // exactly 5 repeats: no rounding
    [2400, 265, 'offset', 2783], // 2650 + 132,5 rounded up to 133
  ])('height %i mm, repeat %i mm, %s → %i mm', (height, repeat, match, drop) => {
    expect(dropLength(height, repeat, match)).toBe(drop);
  });
});

describe('rolls by the strip method (figures worked by hand from the trade method)', () => {
  it.each<
    [string, CalculatorInput, { rolls: number; strips: number; stripsPerRoll: number; wasteMm: number }]
  >([
    [
      // The textbook room: 4 × 3 m, 2,50 m high, perimeter 14 m: 14 / 0,53 = 26,4 → 27 strips; 10,05 / 2,60 =
      // 3,9 → 3 strips a roll; 27 / 3 = 9 rolls. Waste 9 × 10,05 − 27 × 2,50 = 22,95 m.
      'the textbook room without pattern',
      { ...EURO_ROLL, walls: [wall(14_000, 2500)], repeatMm: 0, match: 'straight' },
      { rolls: 9, strips: 27, stripsPerRoll: 3, wasteMm: 22_950 },
    ],
    [
      'the same room, 64 cm straight repeat: drop 3,20 m, still 3 a roll',
      { ...EURO_ROLL, walls: [wall(14_000, 2500)], repeatMm: 640, match: 'straight' },
      { rolls: 9, strips: 27, stripsPerRoll: 3, wasteMm: 22_950 },
    ],
    [
      'the same room, 64 cm half-drop: drop 3,52 m, 2 a roll, 14 rolls',
      { ...EURO_ROLL, walls: [wall(14_000, 2500)], repeatMm: 640, match: 'offset' },
      { rolls: 14, strips: 27, stripsPerRoll: 2, wasteMm: 140_700 - 67_500 },
    ],
    [
      // 4 m wall: ceil(4000 / 530) = 8 strips; a door of 83 cm removes floor(830 / 530) = 1.
      'a 4 m wall with a door',
      {
        ...EURO_ROLL,
        walls: [wall(4000, 2500, [{ widthMm: 830, heightMm: 2015, kind: 'door' }])],
        repeatMm: 0,
        match: 'free',
      },
      { rolls: 3, strips: 7, stripsPerRoll: 3, wasteMm: 30_150 - 17_500 },
    ],
    [
      // A window of 1,20 m removes 2 full strips; one of 50 cm, narrower than a roll, none.
      'a wall with two windows',
      {
        ...EURO_ROLL,
        walls: [
          wall(5000, 2600, [
            { widthMm: 1200, heightMm: 1400 },
            { widthMm: 500, heightMm: 1000 },
          ]),
        ],
        repeatMm: 0,
        match: 'straight',
      },
      { rolls: 3, strips: 8, stripsPerRoll: 3, wasteMm: 30_150 - 8 * 2600 },
    ],
    [
      // A wide roll: 70 cm × 10,05 m, repeat 53 cm offset: drop 2,915 m, 3 a roll; 6 m / 0,70 = 8,6 → 9.
      'a wide roll with a half-drop',
      { rollWidthMm: 700, rollLengthMm: 10_050, walls: [wall(6000, 2500)], repeatMm: 530, match: 'offset' },
      { rolls: 3, strips: 9, stripsPerRoll: 3, wasteMm: 30_150 - 22_500 },
    ],
  ])('%s', (_name, input, expected) => {
    const outcome = calculateRolls(input);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
    expect(outcome.result).toMatchObject({
      rolls: expected.rolls,
      strips: expected.strips,
      wasteMm: expected.wasteMm,
    });
    expect(outcome.result.groups[0]?.stripsPerRoll).toBe(expected.stripsPerRoll);
  });

  it("gives the piece above a door a roll of its own when the rolls' off-cuts cannot hold it", () => {
    // 3,50 m wall: 7 strips less 1 for the door = 6 drops of 3,20 m (64 cm repeat), 3 a roll: 2 rolls
    // whose tails are 45 cm. The piece above the door is 0,485 + 0,10 m, rounded to 64 cm: a third roll.
    const outcome = calculateRolls({
      ...EURO_ROLL,
      walls: [wall(3500, 2500, [{ widthMm: 830, heightMm: 2015, kind: 'door' }])],
      repeatMm: 640,
      match: 'straight',
    });
    expect(outcome.ok && outcome.result).toMatchObject({ strips: 6, rolls: 3, pieceRolls: 1 });
  });

  it('takes no strip off for a window whose pieces would be as long as a drop', () => {
    // A 1,10 m window 70 cm high in a 2,50 m wall, 64 cm repeat: 1,80 m above and below + twice the
    // trim and a repeat = 3,28 m, more than the 3,20 m drop: the strip stays.
    const outcome = calculateRolls({
      ...EURO_ROLL,
      walls: [wall(4000, 2500, [{ widthMm: 1100, heightMm: 700, kind: 'window' }])],
      repeatMm: 640,
      match: 'straight',
    });
    expect(outcome.ok && outcome.result).toMatchObject({ strips: 8, pieceRolls: 0 });
  });

  it('counts walls of different heights apart: each drop length its own rolls', () => {
    const outcome = calculateRolls({
      ...EURO_ROLL,
      walls: [wall(2000, 2500), wall(2000, 2400), wall(1000, 1200)],
      repeatMm: 0,
      match: 'free',
    });
    if (!outcome.ok) throw new Error('not ok');
    // 2600 mm drops: 4 strips, 3 a roll → 2 rolls; 2500 mm: 4 strips, 4 a roll → 1; 1300 mm: 2 strips → 1.
    expect(outcome.result.groups).toEqual([
      { dropMm: 2600, strips: 4, stripsPerRoll: 3, rolls: 2 },
      { dropMm: 2500, strips: 4, stripsPerRoll: 4, rolls: 1 },
      { dropMm: 1300, strips: 2, stripsPerRoll: 7, rolls: 1 },
    ]);
    expect(outcome.result.rolls).toBe(4);
  });

  it('shows the waste as a share of what is bought, in hundredths of a percent', () => {
    const outcome = calculateRolls({ ...EURO_ROLL, walls: [wall(14_000, 2500)], repeatMm: 0, match: 'free' });
    // 22,95 of 90,45 m = 25,373… %
    expect(outcome.ok && outcome.result.wasteBasisPoints).toBe(2537);
  });
});

describe('input that cannot be calculated names its field', () => {
  const base: CalculatorInput = { ...EURO_ROLL, walls: [wall(4000, 2500)], repeatMm: 0, match: 'straight' };
  it.each<[string, Partial<CalculatorInput>, { field: string; code: string }]>([
    ['no wall', { walls: [] }, { field: 'walls', code: 'noWalls' }],
    ['a wall of zero width', { walls: [wall(0, 2500)] }, { field: 'walls.0.width', code: 'aboveZero' }],
    ['a negative height', { walls: [wall(4000, -1)] }, { field: 'walls.0.height', code: 'aboveZero' }],
    ['a wall of 11 m high', { walls: [wall(4000, 11_000)] }, { field: 'walls.0.height', code: 'tooLarge' }],
    ['a NaN width', { walls: [wall(Number.NaN, 2500)] }, { field: 'walls.0.width', code: 'notANumber' }],
    [
      'a door wider than its wall',
      { walls: [wall(800, 2500, [{ widthMm: 900, heightMm: 2000 }])] },
      { field: 'walls.0.openings.0.width', code: 'openingTooWide' },
    ],
    [
      'a door higher than its wall',
      { walls: [wall(4000, 2500, [{ widthMm: 900, heightMm: 2600 }])] },
      { field: 'walls.0.openings.0.height', code: 'openingTooHigh' },
    ],
    [
      'openings together wider than their wall',
      {
        walls: [
          wall(2000, 2500, [
            { widthMm: 1200, heightMm: 2000 },
            { widthMm: 1000, heightMm: 1000 },
          ]),
        ],
      },
      { field: 'walls.0.openings', code: 'openingsWiderThanWall' },
    ],
    ['a roll of zero width', { rollWidthMm: 0 }, { field: 'rollWidth', code: 'aboveZero' }],
    ['a negative repeat', { repeatMm: -5 }, { field: 'repeat', code: 'notZeroOrMore' }],
    [
      'a drop longer than the roll',
      { rollLengthMm: 2000 },
      { field: 'rollLength', code: 'dropLongerThanRoll' },
    ],
  ])('%s', (_name, change, problem) => {
    const outcome = calculateRolls({ ...base, ...change });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.problems).toContainEqual(problem);
  });
});

describe('lengths from what is typed', () => {
  it.each<[string, 'm' | 'cm', ReturnType<typeof millimetresOf>]>([
    ['2,65', 'm', 2650],
    ['2.65', 'm', 2650],
    ['10,05', 'm', 10_050],
    ['0,001', 'm', 1],
    [',5', 'm', 500],
    ['3', 'm', 3000],
    ['53', 'cm', 530],
    ['26,5', 'cm', 265],
    ['26,55', 'cm', 'tooManyDecimals'],
    ['2,6501', 'm', 'tooManyDecimals'],
    ['2,650000', 'm', 2650],
    ['', 'm', null],
    ['  ', 'cm', null],
    ['-1', 'm', 'notANumber'],
    ['1e3', 'm', 'notANumber'],
    ['1.250,5', 'm', 'notANumber'],
    ['abc', 'cm', 'notANumber'],
  ])('"%s" %s → %s', (text, unit, expected) => {
    expect(millimetresOf(text, unit)).toBe(expected);
  });

  it('reads a long string of digits as too large, never as an inexact number', () => {
    expect(millimetresOf('9'.repeat(400), 'm')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it.each([
    [0, 0],
    [26.5, 265],
    [64, 640],
    [52.5, 525],
    [26.55, 266],
    [0.01, 1],
  ])("the item's repeat %f cm → %i mm", (cm, mm) => {
    expect(repeatMillimetres(cm)).toBe(mm);
  });
});

describe('properties', () => {
  const match = fc.constantFrom<PatternMatch>('straight', 'offset', 'free');
  const wallArb = fc.record({
    widthMm: fc.integer({ min: 1, max: 20_000 }),
    heightMm: fc.integer({ min: 1, max: 4000 }),
    openings: fc.constant([]),
  });
  const inputArb = fc.record({
    walls: fc.array(wallArb, { minLength: 1, maxLength: 6 }),
    rollWidthMm: fc.integer({ min: 100, max: 1500 }),
    rollLengthMm: fc.integer({ min: 5000, max: 50_000 }),
    repeatMm: fc.integer({ min: 0, max: 1000 }),
    match,
  });
  const rollsOf = (input: CalculatorInput): number | null => {
    const outcome = calculateRolls(input);
    return outcome.ok ? outcome.result.rolls : null;
  };

  it('more wall never needs fewer rolls: a wider wall, or one wall more', () => {
    fc.assert(
      fc.property(
        inputArb,
        fc.nat({ max: 5000 }),
        fc.nat({ max: 5 }),
        wallArb,
        (input, wider, which, extra) => {
          const before = rollsOf(input);
          fc.pre(before !== null);
          const index = which % input.walls.length;
          const widened = input.walls.map((w, i) => (i === index ? { ...w, widthMm: w.widthMm + wider } : w));
          const afterWider = rollsOf({ ...input, walls: widened });
          if (afterWider !== null) expect(afterWider).toBeGreaterThanOrEqual(before as number);
          const afterMore = rollsOf({ ...input, walls: [...input.walls, extra] });
          if (afterMore !== null) expect(afterMore).toBeGreaterThanOrEqual(before as number);
        },
      ),
    );
  });

  // Walls of different heights whose drops become equal share their rolls (step 4), so "higher" is a
  // property of a room of one height, the usual case.
  it('higher walls of one room never need fewer rolls', () => {
    fc.assert(
      fc.property(
        inputArb,
        fc.integer({ min: 1, max: 4000 }),
        fc.nat({ max: 2000 }),
        (input, height, higher) => {
          const room = input.walls.map((w) => ({ ...w, heightMm: height }));
          const before = rollsOf({ ...input, walls: room });
          fc.pre(before !== null);
          const after = rollsOf({ ...input, walls: room.map((w) => ({ ...w, heightMm: height + higher })) });
          if (after !== null) expect(after).toBeGreaterThanOrEqual(before as number);
        },
      ),
    );
  });

  it('with doors and windows: a result for any valid input, its rolls the drops and the pieces', () => {
    const opening = fc.record({
      widthMm: fc.integer({ min: 1, max: 3000 }),
      heightMm: fc.integer({ min: 1, max: 3000 }),
      kind: fc.constantFrom<'door' | 'window'>('door', 'window'),
    });
    fc.assert(
      fc.property(inputArb, fc.array(opening, { maxLength: 4 }), (input, openings) => {
        const first = input.walls[0] as Wall;
        const fitting = openings.filter((o) => o.widthMm <= first.widthMm && o.heightMm <= first.heightMm);
        fc.pre(fitting.reduce((sum, o) => sum + o.widthMm, 0) <= first.widthMm);
        const walls = [{ ...first, openings: fitting }, ...input.walls.slice(1)];
        const outcome = calculateRolls({ ...input, walls });
        fc.pre(outcome.ok);
        if (!outcome.ok) return;
        const { result } = outcome;
        expect(Number.isSafeInteger(result.rolls)).toBe(true);
        const dropRolls = result.groups.reduce((sum, g) => sum + g.rolls, 0);
        expect(result.rolls).toBe(dropRolls + result.pieceRolls);
        expect(result.wasteMm).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('a longer roll never needs more rolls', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 1, max: 20_000 }), (input, longer) => {
        const before = rollsOf(input);
        fc.pre(before !== null);
        const after = rollsOf({ ...input, rollLengthMm: input.rollLengthMm + longer });
        expect(after).not.toBeNull();
        expect(after as number).toBeLessThanOrEqual(before as number);
      }),
    );
  });

  it('what is bought always covers the walls: never a negative waste, every drop fits its pattern', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const outcome = calculateRolls(input);
        fc.pre(outcome.ok);
        if (!outcome.ok) return;
        const { result } = outcome;
        expect(result.wasteMm).toBeGreaterThanOrEqual(0);
        for (const [w, one] of result.walls.entries()) {
          const height = input.walls[w]?.heightMm ?? 0;
          expect(one.dropMm).toBeGreaterThanOrEqual(height + 100);
          if (input.match === 'straight' && input.repeatMm > 0) expect(one.dropMm % input.repeatMm).toBe(0);
        }
        for (const group of result.groups)
          expect(group.rolls * group.stripsPerRoll).toBeGreaterThanOrEqual(group.strips);
      }),
    );
  });
});
