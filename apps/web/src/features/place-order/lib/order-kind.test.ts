import { describe, expect, it } from 'vitest';
import { displayItemCode } from '../../../lib/items';
import {
  canSubmitRule,
  isMergeCapped,
  isRegularRule,
  itemKindOf,
  lineQuantityRule,
  lookupCode,
  namesItem,
} from './order-kind';

describe('the order type decides the kind of item lookups', () => {
  it('a regular order looks up regular items, a sample order samples', () => {
    expect(itemKindOf('B2B')).toBe('regular');
    expect(itemKindOf('SAMPLE')).toBe('sample');
  });
});

describe('item codes on the two screens (ordering §2, §4)', () => {
  it('both screens look up the code as typed; the API adds the S a sample code hides', () => {
    expect(lookupCode('sample', ' hf-1011 ')).toBe('HF-1011');
    expect(lookupCode('sample', 'SHF-1011')).toBe('SHF-1011');
    expect(lookupCode('regular', ' hf-1011 ')).toBe('hf-1011');
  });

  it('the code field names the looked-up item whether it shows the code with or without the S', () => {
    expect(namesItem('sample', 'SHF-1011', 'HF-1011')).toBe(true);
    expect(namesItem('sample', 'SHF-1011', 'shf-1011')).toBe(true);
    expect(namesItem('sample', 'SHF-1011', 'HF-1012')).toBe(false);
    expect(namesItem('regular', 'HF-1011', 'hf-1011')).toBe(true);
    expect(namesItem('regular', 'SHF-1011', 'HF-1011')).toBe(false);
  });

  it('on the sample screen a code starting with S is first the sample of that code (ADR-018)', () => {
    // "SC-1011" shows the sample SSC-1011 of the Stripes & Co wallpaper SC-1011 …
    expect(namesItem('sample', 'SSC-1011', 'SC-1011')).toBe(true);
    expect(displayItemCode('sample', 'SSC-1011')).toBe('SC-1011');
    // … and "C-1011" that wallpaper itself, which the screen then says cannot go on a sample order.
    expect(namesItem('sample', 'SC-1011', 'C-1011')).toBe(true);
    expect(namesItem('sample', 'SSC-1011', 'C-1011')).toBe(false);
  });
});

describe('the quantity rule of a line (ordering §5, D26)', () => {
  it('is free on the regular order, whatever the group', () => {
    expect(lineQuantityRule('regular', '101')).toBe('free');
    expect(lineQuantityRule('regular', '106')).toBe('free');
  });

  it('on the sample order follows the group once the item is known', () => {
    expect(lineQuantityRule('sample', '106')).toBe('fixedCut');
    expect(lineQuantityRule('sample', '107')).toBe('book');
    expect(lineQuantityRule('sample', '101')).toBe('notOrderable');
    expect(lineQuantityRule('sample', '')).toBe('notOrderable');
    expect(lineQuantityRule('sample', null)).toBe('pending');
    expect(lineQuantityRule('regular', null)).toBe('free');
  });

  it('only another group on a sample order cannot be added', () => {
    expect(canSubmitRule('notOrderable')).toBe(false);
    expect(canSubmitRule('fixedCut')).toBe(true);
    expect(canSubmitRule('book')).toBe(true);
    expect(canSubmitRule('free')).toBe(true);
    // Not looked up yet: submitting looks the item up first.
    expect(canSubmitRule('pending')).toBe(true);
  });

  it('only the regular rule has the pattern panel and the large-number question', () => {
    expect(isRegularRule('free')).toBe(true);
    expect(isRegularRule('fixedCut')).toBe(false);
    expect(isRegularRule('book')).toBe(false);
    expect(isRegularRule('pending')).toBe(false);
  });

  it('a merged sample book is capped when the two together are above 5', () => {
    expect(isMergeCapped(3, 2)).toBe(false);
    expect(isMergeCapped(3, 3)).toBe(true);
    expect(isMergeCapped(5, 1)).toBe(true);
  });
});
