import type { OrderItem } from '@selvedge/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { draftLineOf, rollItem as roll } from '../../../testing/ordering';
import {
  failureProblems,
  type ItemFormAction,
  type ItemFormState,
  initialItemForm,
  itemFormReducer,
  itemFormView,
} from './item-form';

const fabric: OrderItem = {
  ...roll,
  code: 'VA-1022',
  name: 'Velvet',
  isPatternRequired: true,
  patternRepeatCm: 32,
};
const sampleBook: OrderItem = { ...roll, code: 'SB-HF', groupCode: '107' };
const sampleCut: OrderItem = { ...roll, code: 'SHF-1011', groupCode: '106' };
const wallpaperOnSampleOrder: OrderItem = { ...roll, code: 'SC-1011', groupCode: '101' };

const patternLine = draftLineOf({
  id: 'line-1',
  itemCode: 'VA-1022',
  itemName: 'Velvet',
  salesUnit: 'M',
  quantity: 7.68,
  reference: 'Hall',
  isPatternRequired: true,
  patternRepeatCm: 32,
  patterns: [
    { rows: 3, rowLength: 2.5, requiredLength: 2.56, rowTotal: 7.68, isNoPatternCalculation: false },
  ],
});

const run = (state: ItemFormState, ...actions: ItemFormAction[]) => actions.reduce(itemFormReducer, state);

/** A new line of a sample order once `typed` (and a quantity, if given) was typed and `item` found. */
const foundOnSampleOrder = (typed: string, item: OrderItem, quantity?: string) =>
  run(
    initialItemForm('sample', null),
    { type: 'codeTyped', code: typed },
    ...(quantity === undefined
      ? []
      : [{ type: 'sampleQuantityTyped', text: quantity, isMaxNotice: false } as const]),
    { type: 'itemFound', item },
  );

describe('the item modal opening (ordering §4)', () => {
  it('opens empty for a new line, and on a stored pattern line with its rows and the panel open', () => {
    const empty = initialItemForm('regular', null);
    expect(empty).toMatchObject({
      code: '',
      quantity: '',
      reference: '',
      lineId: null,
      isPatternOpen: false,
    });

    const edited = initialItemForm('regular', patternLine);
    expect(edited).toMatchObject({ code: 'VA-1022', quantity: 7.68, reference: 'Hall', lineId: 'line-1' });
    expect(edited.isPatternOpen).toBe(true);
    expect(itemFormView(edited).isQuantityFromPattern).toBe(true);
  });

  it("does not know a stored sample line's item until it is looked up, and shows its code without the S", () => {
    const state = initialItemForm('sample', { ...patternLine, itemCode: 'SB-HF', quantity: 2, patterns: [] });
    expect(state.item).toBeNull();
    expect(state.code).toBe('B-HF');
    expect(state.quantity).toBe('2');
    expect(itemFormView(state).rule).toBe('pending');
  });
});

describe('what typing and looking up do to the fields', () => {
  it('clears a field’s error as it is typed in, and the question about a large number', () => {
    const failed = run(
      initialItemForm('regular', null),
      { type: 'problems', problems: { code: 'placeOrder.item.invalidCode', quantity: 'quantity.aboveZero' } },
      { type: 'largeAsked' },
    );
    expect(failed.errors).toEqual({
      code: 'placeOrder.item.invalidCode',
      quantity: 'quantity.aboveZero',
      reference: null,
    });
    const typed = run(failed, { type: 'codeTyped', code: 'HF-1011' }, { type: 'quantityTyped', quantity: 2 });
    expect(typed.errors).toEqual({ code: null, quantity: null, reference: null });
    expect(typed.isConfirmingLarge).toBe(false);
  });

  it('a pattern item found opens the panel and empties the quantity; another item then drops the rows', () => {
    const found = run(
      initialItemForm('regular', null),
      { type: 'codeTyped', code: 'VA-1022' },
      { type: 'quantityTyped', quantity: 4 },
      { type: 'lookupStarted' },
      { type: 'itemFound', item: fabric },
    );
    expect(found).toMatchObject({ isLookingUp: false, quantity: '', isPatternOpen: true });

    const submitted = run(found, {
      type: 'patternsSubmitted',
      result: { patterns: patternLine.patterns, total: 7.68 },
    });
    expect(submitted).toMatchObject({ quantity: 7.68, isPatternOpen: false, patterns: patternLine.patterns });

    const other = run(submitted, { type: 'codeTyped', code: 'HF-1011' }, { type: 'itemFound', item: roll });
    expect(other.patterns).toEqual([]);
    // The quantity was the pattern's total: it is not the roll's.
    expect(other.quantity).toBe('');
    expect(itemFormView(other).isQuantityFromPattern).toBe(false);
  });

  it('keeps a typed quantity when a regular item is found', () => {
    const state = run(
      initialItemForm('regular', null),
      { type: 'codeTyped', code: 'hf-1011' },
      { type: 'quantityTyped', quantity: 3 },
      { type: 'itemFound', item: roll },
    );
    expect(state.quantity).toBe(3);
    expect(itemFormView(state).currentItem).toBe(roll);
    // The code field changed: the item is no longer the line's.
    expect(itemFormView(run(state, { type: 'codeTyped', code: 'HF-1012' })).currentItem).toBeNull();
  });

  it('applies a sample group’s rule once found (D26): a book 1 to 5, a cut fixed, another group not orderable', () => {
    const book = foundOnSampleOrder('b-hf', sampleBook, '7');
    expect(book).toMatchObject({ code: 'B-HF', quantity: '5', isMaxNotice: true });
    expect(itemFormView(book).rule).toBe('book');
    expect(foundOnSampleOrder('B-HF', sampleBook).quantity).toBe('1');

    expect(itemFormView(foundOnSampleOrder('HF-1011', sampleCut))).toMatchObject({
      rule: 'fixedCut',
      canSubmit: true,
    });

    const other = foundOnSampleOrder('c-1011', wallpaperOnSampleOrder);
    expect(other.code).toBe('c-1011');
    expect(itemFormView(other)).toMatchObject({ rule: 'notOrderable', canSubmit: false });
  });

  it('opens the search with the code when a lookup finds nothing, unless it was quiet', () => {
    const loud = run(
      initialItemForm('regular', null),
      { type: 'lookupStarted' },
      {
        type: 'lookupMissed',
        searchCode: 'XX-1',
      },
    );
    expect(loud).toMatchObject({ isLookingUp: false, search: { opened: true, code: 'XX-1' } });
    const quiet = run(
      initialItemForm('regular', null),
      { type: 'lookupStarted' },
      {
        type: 'lookupMissed',
        searchCode: null,
      },
    );
    expect(quiet.search.opened).toBe(false);

    const chosen = run(loud, { type: 'searchChosen', code: 'SHF-1011' });
    expect(chosen.search.opened).toBe(false);
    expect(chosen.code).toBe('SHF-1011');
    expect(run(initialItemForm('sample', null), { type: 'searchChosen', code: 'SHF-1011' }).code).toBe(
      'HF-1011',
    );
  });
});

describe('what a failed add or save says (ordering §4, §5, §9)', () => {
  const failure = (code: ConstructorParameters<typeof ApiError>[0]['code'], fields: string[] = []) =>
    new ApiError({ status: 422, code, fields: fields.map((path) => ({ path, code: 'INVALID_VALUE' })) });

  it('names the field the server refused, per order kind', () => {
    expect(failureProblems(failure('ITEM_UNKNOWN'), 'regular')).toEqual({
      code: 'placeOrder.item.invalidCode',
    });
    const invalid = failure('VALIDATION_FAILED', ['quantity', 'reference', 'patterns.0.rows']);
    expect(failureProblems(invalid, 'regular')).toMatchObject({
      quantity: 'quantity.aboveZero',
      reference: 'validation.TOO_LONG',
    });
    expect(failureProblems(invalid, 'sample').quantity).toBe('placeOrder.sample.bookQuantity');
  });

  it('opens the pattern panel when rows are required, and drops a discontinued stored line', () => {
    const edited = initialItemForm('regular', patternLine);
    const required = run(
      edited,
      { type: 'patternClosed' },
      {
        type: 'problems',
        problems: failureProblems(failure('PATTERN_REQUIRED'), 'regular'),
      },
    );
    expect(required.isPatternOpen).toBe(true);
    expect(required.message).toEqual({ key: 'errors.PATTERN_REQUIRED' });

    const dropped = run(edited, {
      type: 'problems',
      problems: failureProblems(failure('ITEM_DISCONTINUED'), 'regular'),
    });
    expect(dropped.lineId).toBeNull();
    // The fields stay as typed.
    expect(dropped).toMatchObject({ code: 'VA-1022', quantity: 7.68, reference: 'Hall' });
  });

  it('shows any other failure in the message area, cleared by the next submit', () => {
    const network = new Error('offline');
    const failed = run(initialItemForm('regular', null), {
      type: 'problems',
      problems: failureProblems(network, 'regular'),
    });
    expect(failed.message).toEqual({ error: network });
    expect(run(failed, { type: 'submitStarted' }).message).toBeNull();
  });
});
