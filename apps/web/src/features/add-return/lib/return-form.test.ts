import { describe, expect, it } from 'vitest';
import { returnableLineOf } from '../../../testing/returns';
import {
  addChosenLines,
  buildRequest,
  type ChosenLine,
  capPackages,
  capQuantity,
  firstProblemPath,
  formProblems,
  isDecimalTyping,
  isSelectable,
  isWholeTyping,
  lineKeyOf,
  linePath,
  maxReturnable,
  quantityText,
  type ReturnFormValues,
  todayIso,
  withoutLine,
} from './return-form';

const TODAY = '2026-03-10';

const lineOf = returnableLineOf;

const chosen = (overrides: Partial<ChosenLine> = {}): ChosenLine => ({
  line: lineOf(),
  quantity: 2,
  remark: 'Wrong colour',
  commission: '',
  ...overrides,
});

const valid = (overrides: Partial<ReturnFormValues> = {}): ReturnFormValues => ({
  packages: 2,
  pickUpDate: '10-03-2026',
  lines: [chosen()],
  ...overrides,
});

describe('which delivered lines can be checked', () => {
  it('an Open line with something left to return', () => {
    expect(isSelectable(lineOf())).toBe(true);
  });

  it('not a Send line: everything of it is returned or requested back', () => {
    expect(isSelectable(lineOf({ status: 'send', returnableQuantity: 0 }))).toBe(false);
  });

  it('not a line whose rest is below what a quantity can say (0,001)', () => {
    expect(isSelectable(lineOf({ returnableQuantity: 0.004 }))).toBe(false);
  });
});

describe('the cap of a line', () => {
  it('is what can still be returned, rounded down to two decimals', () => {
    expect(maxReturnable({ returnableQuantity: 6 })).toBe(6);
    expect(maxReturnable({ returnableQuantity: 2.125 })).toBe(2.12);
    expect(maxReturnable({ returnableQuantity: 0.29 })).toBe(0.29);
    expect(maxReturnable({ returnableQuantity: 0 })).toBe(0);
  });

  it('a typed quantity above it becomes it', () => {
    expect(capQuantity(8, 6)).toEqual({ value: 6, isCapped: true });
    expect(capQuantity('12,5', 6)).toEqual({ value: 6, isCapped: true });
  });

  it('a quantity up to it, or one still being typed, stays as typed', () => {
    expect(capQuantity(6, 6)).toEqual({ value: 6, isCapped: false });
    expect(capQuantity('2,', 6)).toEqual({ value: '2,', isCapped: false });
    expect(capQuantity('', 6)).toEqual({ value: '', isCapped: false });
  });
});

describe('the number of packages', () => {
  it('above 10 becomes 10 (ordering §5)', () => {
    expect(capPackages(25)).toEqual({ value: 10, isCapped: true });
  });

  it('up to 10, or empty, stays as typed', () => {
    expect(capPackages(10)).toEqual({ value: 10, isCapped: false });
    expect(capPackages('')).toEqual({ value: '', isCapped: false });
  });

  it('is required and between 1 and 10', () => {
    expect(formProblems(valid({ packages: '' }), TODAY).packages).toBe('validation.REQUIRED');
    expect(formProblems(valid({ packages: 0 }), TODAY).packages).toBe('addReturn.packages.range');
    expect(formProblems(valid({ packages: 1.5 }), TODAY).packages).toBe('addReturn.packages.range');
    expect(formProblems(valid({ packages: 1 }), TODAY).packages).toBeUndefined();
    expect(formProblems(valid({ packages: 10 }), TODAY).packages).toBeUndefined();
  });
});

describe('the pick-up date', () => {
  it('today or later is fine, typed dd-mm-yyyy', () => {
    expect(formProblems(valid({ pickUpDate: '10-03-2026' }), TODAY).pickUpDate).toBeUndefined();
    expect(formProblems(valid({ pickUpDate: '01-04-2026' }), TODAY).pickUpDate).toBeUndefined();
  });

  it('not in the past (D30)', () => {
    expect(formProblems(valid({ pickUpDate: '09-03-2026' }), TODAY).pickUpDate).toBe(
      'errors.PICK_UP_DATE_IN_PAST',
    );
  });

  it('required and a real day', () => {
    expect(formProblems(valid({ pickUpDate: ' ' }), TODAY).pickUpDate).toBe('validation.REQUIRED');
    expect(formProblems(valid({ pickUpDate: '31-02-2026' }), TODAY).pickUpDate).toBe(
      'addReturn.pickUpDate.invalid',
    );
  });

  it('today is the browser’s calendar day', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('the lines', () => {
  it('at least one is needed', () => {
    expect(formProblems(valid({ lines: [] }), TODAY).lines).toBe('addReturn.lines.required');
  });

  it('each needs a comment', () => {
    const line = chosen({ remark: '   ' });
    expect(formProblems(valid({ lines: [line] }), TODAY)).toEqual({
      [linePath(line.line, 'remark')]: 'addReturn.lines.remarkRequired',
    });
  });

  it('each needs a quantity above 0 with at most two decimals, up to what can be returned', () => {
    const problemOf = (quantity: number | string, returnableQuantity = 6) => {
      const line = chosen({ quantity, line: lineOf({ returnableQuantity }) });
      return formProblems(valid({ lines: [line] }), TODAY)[linePath(line.line, 'quantity')];
    };
    expect(problemOf('')).toBe('quantity.aboveZero');
    expect(problemOf(0)).toBe('quantity.aboveZero');
    expect(problemOf('1,234')).toBe('quantity.decimals');
    expect(problemOf(7)).toBe('addReturn.lines.aboveReturnable');
    expect(problemOf('1,5')).toBeUndefined();
    expect(problemOf(6)).toBeUndefined();
  });

  it('a commission is optional but not endless', () => {
    const line = chosen({ commission: 'x'.repeat(101) });
    expect(formProblems(valid({ lines: [line] }), TODAY)).toEqual({
      [linePath(line.line, 'commission')]: 'validation.TOO_LONG',
    });
  });

  it('problems are kept by the line, so removing another line does not move them', () => {
    const first = chosen();
    const second = chosen({ line: lineOf({ lineNumber: 1 }), remark: '' });
    const problems = formProblems(valid({ lines: [first, second] }), TODAY);
    expect(Object.keys(problems)).toEqual(['line:501:1.remark']);
    expect(withoutLine(problems, second.line)).toEqual({});
    expect(withoutLine(problems, first.line)).toEqual(problems);
  });

  it('the first problem is the one highest on the page', () => {
    const first = chosen({ remark: '' });
    const second = chosen({ line: lineOf({ lineNumber: 1 }), quantity: '' });
    const problems = formProblems(valid({ lines: [first, second] }), TODAY);
    expect(firstProblemPath(problems, [first, second])).toBe('line:501:0.remark');
    expect(firstProblemPath({ ...problems, pickUpDate: 'x' }, [first, second])).toBe('pickUpDate');
    expect(firstProblemPath({}, [first])).toBeNull();
  });
});

describe('the request', () => {
  it('carries the packages, the date as YYYY-MM-DD and each line with its comment and commission', () => {
    const built = buildRequest(
      valid({
        packages: 2,
        pickUpDate: '12-03-2026',
        lines: [
          chosen({ quantity: '1,5', remark: '  Wrong colour ', commission: ' Hotel ' }),
          chosen({ line: lineOf({ lineNumber: 2 }), quantity: 3, remark: 'Damaged', commission: '' }),
        ],
      }),
      TODAY,
    );
    expect(built).toEqual({
      ok: true,
      input: {
        packages: 2,
        pickUpDate: '2026-03-12',
        lines: [
          { deliveryId: 501, lineNumber: 0, quantity: 1.5, remark: 'Wrong colour', commission: 'Hotel' },
          { deliveryId: 501, lineNumber: 2, quantity: 3, remark: 'Damaged', commission: '' },
        ],
      },
    });
  });

  it('is not built while something is wrong', () => {
    expect(buildRequest(valid({ lines: [] }), TODAY)).toEqual({
      ok: false,
      problems: { lines: 'addReturn.lines.required' },
    });
  });
});

describe('lines chosen in the modal', () => {
  it('join the table with an empty comment and commission', () => {
    const added = addChosenLines([], [{ line: lineOf(), quantity: 6 }]);
    expect(added).toEqual([{ line: lineOf(), quantity: 6, remark: '', commission: '' }]);
  });

  it('a line already in the table keeps what was typed for it', () => {
    const present = chosen({ quantity: 1, remark: 'Wrong colour' });
    const other = lineOf({ lineNumber: 1 });
    const added = addChosenLines(
      [present],
      [
        { line: lineOf(), quantity: 6 },
        { line: other, quantity: 2 },
      ],
    );
    expect(added.map((entry) => [lineKeyOf(entry.line), entry.quantity, entry.remark])).toEqual([
      ['501:0', 1, 'Wrong colour'],
      ['501:1', 2, ''],
    ]);
  });
});

describe('the quantity fields', () => {
  it('show a number with the decimal comma and typed text as it is', () => {
    expect(quantityText(2.5)).toBe('2,5');
    expect(quantityText(8)).toBe('8');
    expect(quantityText('2,')).toBe('2,');
  });

  it('take digits and one decimal separator; the packages digits only', () => {
    expect(['', '2', '2,', '2,5', '2.50', ',5'].every(isDecimalTyping)).toBe(true);
    expect(['-1', '2,5,', 'a', '1 000', '2,5e3'].some(isDecimalTyping)).toBe(false);
    expect(isWholeTyping('10')).toBe(true);
    expect(isWholeTyping('1,5')).toBe(false);
  });
});
