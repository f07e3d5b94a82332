import { describe, expect, it } from 'vitest';
import {
  displaySampleCode,
  isSampleCode,
  isSampleOrderable,
  isValidSampleLine,
  mergeSampleQuantities,
  SAMPLE_CUT_QUANTITY,
  sampleCodeCandidates,
  sampleQuantity,
  toSampleCode,
} from './sample-order.js';

describe('sample codes (ordering §4)', () => {
  it.each<[string, string[]]>([
    ['HF-1011', ['SHF-1011']],
    [' hf-1011 ', ['SHF-1011']],
    ['SC-1011', ['SSC-1011', 'SC-1011']],
    ['SHF-1011', ['SSHF-1011', 'SHF-1011']],
    ['', []],
  ])('a sample lookup of %j tries %j', (typed, candidates) => {
    expect(sampleCodeCandidates(typed)).toEqual(candidates);
  });

  it.each([
    ['SHF-1011', true],
    ['shf-1011', true],
    ['  SHF-1011', true],
    ['HF-1011', false],
    ['', false],
  ])('%j is a sample: %s', (code, expected) => {
    expect(isSampleCode(code)).toBe(expected);
  });

  it.each([
    ['hf-1011', 'SHF-1011'],
    ['HF-1011 ', 'SHF-1011'],
    ['shf-1011', 'SHF-1011'],
    ['SHF-1011', 'SHF-1011'],
    ['', ''],
  ])('the ERP code for %j is %j', (typed, code) => {
    expect(toSampleCode(typed)).toBe(code);
  });

  it('the screen shows the code without its S, and the round trip keeps it', () => {
    expect(displaySampleCode('SHF-1011')).toBe('HF-1011');
    expect(displaySampleCode('HF-1011')).toBe('HF-1011');
    expect(toSampleCode(displaySampleCode('SHF-1011'))).toBe('SHF-1011');
  });
});

describe('sample quantities (ordering §5, D26)', () => {
  it.each(['', '1', '5', '12', 'abc'])('a sample cut (106) is always 0.3, typed %j', (typed) => {
    expect(sampleQuantity('106', typed)).toEqual({ quantity: SAMPLE_CUT_QUANTITY, notice: null });
  });

  it.each<[string, number, 'MAX_SAMPLES' | null]>([
    ['1', 1, null],
    ['3', 3, null],
    ['5', 5, null],
    // Below 1, empty, not a number, or containing a zero: 1.
    ['0', 1, null],
    ['', 1, null],
    ['-2', 1, null],
    ['abc', 1, null],
    ['10', 1, null],
    ['20', 1, null],
    ['0.5', 1, null],
    // Above 5: the last digit typed when it is 1 to 5, else 5; and the screen says so.
    ['13', 3, 'MAX_SAMPLES'],
    ['52', 2, 'MAX_SAMPLES'],
    ['6', 5, 'MAX_SAMPLES'],
    ['19', 5, 'MAX_SAMPLES'],
    ['99', 5, 'MAX_SAMPLES'],
    ['7.5', 5, 'MAX_SAMPLES'],
    // A fraction of a book is its whole part.
    ['2.5', 2, null],
    ['4,9', 4, null],
  ])('a sample book (107) typed %j becomes %d', (typed, quantity, notice) => {
    expect(sampleQuantity('107', typed)).toEqual({ quantity, notice });
  });

  it.each<[string, number | null]>([
    ['1', 1],
    ['9998', 9998],
    ['9999', null],
    ['0', null],
    ['1.5', null],
    ['', null],
  ])('another group typed %j gives %j, and is never orderable on a sample order', (typed, quantity) => {
    expect(sampleQuantity('101', typed)).toEqual({ quantity, notice: null });
    expect(isSampleOrderable('101')).toBe(false);
  });

  it.each<[string, number, boolean]>([
    ['106', 0.3, true],
    ['106', 1, false],
    ['107', 1, true],
    ['107', 5, true],
    ['107', 6, false],
    ['107', 0, false],
    ['107', 2.5, false],
    ['101', 1, false],
    ['105', 1, false],
  ])('the API takes a line of group %s with quantity %d: %s', (group, quantity, expected) => {
    expect(isValidSampleLine(group, quantity)).toBe(expected);
  });

  it.each<[string, number, number, number]>([
    ['106', 0.3, 0.3, 0.3],
    ['107', 2, 2, 4],
    ['107', 3, 4, 5],
    ['107', 5, 1, 5],
  ])('the same sample of group %s added again: %d and %d make %d', (group, current, added, merged) => {
    expect(mergeSampleQuantities(group, current, added)).toBe(merged);
  });
});
