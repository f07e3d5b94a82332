import { describe, expect, it } from 'vitest';
import {
  type CalculatorFields,
  emptyOpening,
  emptyWall,
  evaluate,
  initialFields,
} from './wall-calculator-form';

const filled = (change: Partial<CalculatorFields> = {}): CalculatorFields => ({
  walls: [{ ...emptyWall(), width: '4', height: '2,5' }],
  rollWidth: '53',
  rollLength: '10,05',
  repeat: '',
  match: 'straight',
  ...change,
});

describe('the calculator fields', () => {
  it("start with the item's repeat in centimetres and its match", () => {
    expect(initialFields({ code: 'A', name: 'A', patternRepeatCm: 26.5, isStaggered: true })).toMatchObject({
      repeat: '26,5',
      match: 'offset',
      rollWidth: '',
      rollLength: '',
    });
    expect(initialFields({ code: 'B', name: 'B', patternRepeatCm: 64, isStaggered: false })).toMatchObject({
      repeat: '64',
      match: 'straight',
    });
    expect(initialFields(null).repeat).toBe('');
  });

  it('give rolls once every field holds a length; an empty repeat is no repeat', () => {
    expect(evaluate(filled()).result?.rolls).toBe(3);
    expect(evaluate(filled({ rollLength: '' }))).toEqual({ result: null, problems: {}, isIncomplete: true });
  });

  it('say what is wrong on the field it concerns, and nothing about fields still empty', () => {
    const outcome = evaluate(
      filled({
        walls: [
          {
            ...emptyWall(),
            width: '0,5',
            height: '2,5',
            openings: [{ ...emptyOpening('door'), width: '0,8', height: '' }],
          },
        ],
        rollWidth: '53,25',
        repeat: 'x',
      }),
    );
    expect(outcome.result).toBeNull();
    expect(outcome.problems).toEqual({
      rollWidth: { code: 'tooManyDecimals' },
      repeat: { code: 'notANumber' },
    });
    expect(outcome.isIncomplete).toBe(true);
  });

  it('name the drop that does not fit the roll', () => {
    expect(evaluate(filled({ rollLength: '2' })).problems).toEqual({
      rollLength: { code: 'dropLongerThanRoll', dropMm: 2600 },
    });
  });
});
