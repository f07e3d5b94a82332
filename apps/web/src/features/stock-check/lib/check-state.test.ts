import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { rollItem } from '../../../testing/ordering';
import type { PatternRowDraft, StockCheckItem } from '../stock-check-form';
import {
  type CheckAction,
  type CheckState,
  checkFailureOf,
  checkReducer,
  checkView,
  initialCheckState,
} from './check-state';

const roll: StockCheckItem = rollItem;
/** A patterned fabric: repeat 32 cm, straight. */
const velvet: StockCheckItem = { ...roll, code: 'VA-1022', isPatternRequired: true, patternRepeatCm: 32 };

const run = (actions: CheckAction[], from: CheckState = initialCheckState) =>
  actions.reduce(checkReducer, from);

const answer = {
  itemCode: roll.code,
  itemName: roll.name,
  salesUnit: roll.salesUnit,
  quantity: 3,
  deliveryWeek: { kind: 'direct' as const },
  asOf: '2026-11-28T10:00:00Z',
  isStale: false,
};

describe('the stock check state (ordering §2 "Stock check screen", §8)', () => {
  it('takes a found item as the one checked while the field shows its code, in any case', () => {
    const state = run([
      { type: 'codeTyped', code: 'hf-1011' },
      { type: 'lookupStarted' },
      { type: 'itemFound', item: roll },
    ]);
    expect(state.isLookingUp).toBe(false);
    expect(checkView(state).currentItem).toBe(roll);
    expect(checkView(checkReducer(state, { type: 'codeTyped', code: 'HF-10' })).currentItem).toBeNull();
  });

  it('gives a pattern item one empty row, and keeps the rows when the same item is found again', () => {
    const found = run([
      { type: 'codeTyped', code: 'VA-1022' },
      { type: 'itemFound', item: velvet },
    ]);
    expect(found.patternRows).toHaveLength(1);
    expect(checkView(found).isPatternItem).toBe(true);

    const rows: PatternRowDraft[] = [{ key: 'a', rows: 2, rowLength: 3 }];
    const again = run(
      [
        { type: 'patternRowsChanged', rows },
        { type: 'itemFound', item: velvet },
      ],
      found,
    );
    expect(again.patternRows).toBe(rows);
    expect(run([{ type: 'itemFound', item: roll }], again).patternRows).toEqual([]);
  });

  it('opens the search panel for an unknown code once, not again when the field is left with it', () => {
    const missed = run([{ type: 'lookupStarted' }, { type: 'lookupMissed', searchCode: 'XX-1' }]);
    expect(missed.search).toEqual({ opened: true, code: 'XX-1' });
    expect(missed.isLookingUp).toBe(false);

    const closed = checkReducer(missed, { type: 'searchClosed' });
    expect(checkReducer(closed, { type: 'lookupMissed', searchCode: 'xx-1' }).search.opened).toBe(false);
    expect(checkReducer(closed, { type: 'lookupMissed', searchCode: 'XX-2' }).search).toEqual({
      opened: true,
      code: 'XX-2',
    });
    // A found item forgets it: the same unknown code later opens the panel again.
    const after = run([{ type: 'itemFound', item: roll }], closed);
    expect(checkReducer(after, { type: 'lookupMissed', searchCode: 'XX-1' }).search.opened).toBe(true);
  });

  it('does not open the search panel for a quiet lookup (Check says "Invalid item code" instead)', () => {
    const state = run([{ type: 'lookupMissed', searchCode: null }]);
    expect(state.search.opened).toBe(false);
  });

  it('puts a chosen code in the field, closes the panel and clears the code problem', () => {
    const state = run([
      { type: 'problemsFound', problems: { code: 'stockCheck.invalidCode', quantity: 'quantity.aboveZero' } },
      { type: 'searchOpened', code: 'HF' },
      { type: 'searchChosen', code: 'HF-1011' },
    ]);
    expect(state.code).toBe('HF-1011');
    expect(state.search.opened).toBe(false);
    expect(state.problems).toEqual({ code: undefined, quantity: 'quantity.aboveZero' });
    expect(run([{ type: 'chosenCodeInvalid' }], state).problems).toEqual({
      code: 'stockCheck.invalidCode',
      quantity: 'quantity.aboveZero',
    });
  });

  it('clears a field’s problem when it is typed in', () => {
    const state = run([
      { type: 'problemsFound', problems: { code: 'stockCheck.invalidCode', quantity: 'quantity.aboveZero' } },
      { type: 'quantityTyped', quantity: 2 },
    ]);
    expect(state.problems).toEqual({ code: 'stockCheck.invalidCode', quantity: undefined });
    expect(checkReducer(state, { type: 'codeTyped', code: 'A' }).problems.code).toBeUndefined();
  });

  it('marks the answer outdated when the input changes after it', () => {
    const asked = run([
      { type: 'codeTyped', code: 'HF-1011' },
      { type: 'itemFound', item: roll },
      { type: 'quantityTyped', quantity: 3 },
    ]);
    const answered = checkReducer(asked, {
      type: 'answered',
      answer: { result: answer, signature: checkView(asked).signature },
    });
    expect(checkView(answered).isAnswerOutdated).toBe(false);
    expect(checkView(checkReducer(answered, { type: 'quantityTyped', quantity: 4 })).isAnswerOutdated).toBe(
      true,
    );
  });

  it('shows a failed check only while the form holds what it failed for, and drops the answer', () => {
    const asked = run([
      { type: 'codeTyped', code: 'HF-1011' },
      { type: 'quantityTyped', quantity: 3 },
      { type: 'answered', answer: { result: answer, signature: 'earlier' } },
    ]);
    const failed = checkReducer(asked, {
      type: 'checkFailed',
      outcome: { kind: 'failed', referenceId: 'ref-1' },
      signature: checkView(asked).signature,
    });
    expect(failed.answer).toBeNull();
    expect(checkView(failed).shownFailure).toEqual({
      kind: 'failed',
      referenceId: 'ref-1',
      signature: checkView(asked).signature,
    });
    expect(checkView(checkReducer(failed, { type: 'quantityTyped', quantity: 4 })).shownFailure).toBeNull();
    expect(checkReducer(failed, { type: 'checkStarted' }).failure).toBeNull();
  });

  it('turns the item into a pattern item when the server asks for rows, until a row is changed', () => {
    const asked = run([
      { type: 'codeTyped', code: 'HF-1011' },
      { type: 'itemFound', item: roll },
    ]);
    const failed = checkReducer(asked, {
      type: 'checkFailed',
      outcome: { kind: 'patternRequired' },
      signature: 's',
    });
    expect(failed.item?.isPatternRequired).toBe(true);
    expect(failed.patternRows).toHaveLength(1);
    expect(failed.failure).toEqual({ kind: 'patternRequired' });
    const rows = [{ key: 'a', rows: 1, rowLength: 2 }];
    expect(checkReducer(failed, { type: 'patternRowsChanged', rows }).failure).toBeNull();
  });

  it('says what the server found wrong on the fields, replacing what was shown', () => {
    const state = run([
      { type: 'problemsFound', problems: { quantity: 'quantity.aboveZero' } },
      { type: 'checkFailed', outcome: { kind: 'problems', problems: { code: 'x' } }, signature: 's' },
    ]);
    expect(state.problems).toEqual({ code: 'x' });
    expect(checkReducer(state, { type: 'checkSent' }).problems).toEqual({});
  });
});

describe('what a failed check says (ordering §8, D34)', () => {
  const error = (code: string, extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
    new ApiError({ status: 400, code: code as 'UNKNOWN', ...extra });

  it('says "Invalid item code" for an unknown item, a sample or an excluded group', () => {
    expect(checkFailureOf(error('ITEM_UNKNOWN'), [])).toEqual({
      kind: 'problems',
      problems: { code: 'stockCheck.invalidCode' },
    });
  });

  it('asks for pattern rows', () => {
    expect(checkFailureOf(error('PATTERN_REQUIRED'), [])).toEqual({ kind: 'patternRequired' });
  });

  it('puts a validation failure on its fields, or under the form when no field is named', () => {
    expect(
      checkFailureOf(
        error('VALIDATION_FAILED', { fields: [{ path: 'quantity', code: 'INVALID_VALUE' }] }),
        [],
      ),
    ).toEqual({
      kind: 'problems',
      problems: { quantity: 'quantity.aboveZero' },
    });
    expect(checkFailureOf(error('VALIDATION_FAILED', { fields: [], referenceId: 'r' }), [])).toEqual({
      kind: 'failed',
      referenceId: 'r',
    });
  });

  it('says anything else went wrong, with the reference id when there is one', () => {
    expect(checkFailureOf(error('STOCK_UNKNOWN', { status: 503, referenceId: 'r' }), [])).toEqual({
      kind: 'failed',
      referenceId: 'r',
    });
    expect(checkFailureOf(new Error('offline'), [])).toEqual({ kind: 'failed', referenceId: undefined });
  });
});
