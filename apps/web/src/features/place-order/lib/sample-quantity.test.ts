import { describe, expect, it } from 'vitest';
import { bookInputOnLookup, correctBookInput, sampleLineQuantity } from './sample-quantity';

describe('the sample book field as it is typed (ordering §5)', () => {
  it.each<[string, string, boolean]>([
    ['3', '3', false],
    ['5', '5', false],
    ['7', '5', true],
    ['13', '3', true],
    ['52', '2', true],
    ['0', '1', false],
    ['10', '1', false],
    ['2,5', '2', false],
    ['abc', '1', false],
  ])('%j shows %j', (typed, text, isMaxNotice) => {
    expect(correctBookInput(typed)).toEqual({ text, isMaxNotice });
  });

  it('stays empty when cleared, so the next digit is read on its own', () => {
    expect(correctBookInput('')).toEqual({ text: '', isMaxNotice: false });
    expect(correctBookInput('  ')).toEqual({ text: '', isMaxNotice: false });
  });

  it('becomes 1 when a book is looked up with nothing typed, and corrects what was typed before', () => {
    expect(bookInputOnLookup('')).toEqual({ text: '1', isMaxNotice: false });
    expect(bookInputOnLookup('4')).toEqual({ text: '4', isMaxNotice: false });
    expect(bookInputOnLookup('9')).toEqual({ text: '5', isMaxNotice: true });
  });
});

describe('the quantity a sample line is sent with (D26)', () => {
  it('a sample cut is 0.3, whatever the field holds', () => {
    expect(sampleLineQuantity('fixedCut', '')).toBe(0.3);
    expect(sampleLineQuantity('fixedCut', '4')).toBe(0.3);
  });

  it('a sample book is its whole number, and an empty field 1', () => {
    expect(sampleLineQuantity('book', '4')).toBe(4);
    expect(sampleLineQuantity('book', '')).toBe(1);
  });

  it('nothing is sent for another group, or for an item not looked up', () => {
    expect(sampleLineQuantity('notOrderable', '1')).toBeNull();
    expect(sampleLineQuantity('pending', '1')).toBeNull();
    expect(sampleLineQuantity('free', '1')).toBeNull();
  });
});
