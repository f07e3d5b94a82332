import type { SavedListLine } from '@selvedge/contracts';
import { describe, expect, it } from 'vitest';
import { draftOutcome, draftRequestOf, editOf } from './to-draft';

const line = (id: string, overrides: Partial<SavedListLine> = {}): SavedListLine => ({
  id,
  itemCode: `HF-${id}`,
  itemName: 'Wallpaper',
  salesUnit: 'roll',
  quantity: 2.5,
  reference: 'Lobby',
  problem: null,
  ...overrides,
});

describe('adding list lines to the draft', () => {
  it('starts a line from its remembered quantity, with a decimal comma', () => {
    expect(editOf(line('1'))).toEqual({ quantity: '2,5', reference: 'Lobby' });
    expect(editOf(line('1', { quantity: null }))).toEqual({ quantity: '', reference: 'Lobby' });
  });

  it('sends the chosen lines with what was typed, leaving flagged and unchosen lines out', () => {
    const lines = [line('1'), line('2', { problem: 'discontinued' }), line('3')];
    const request = draftRequestOf(
      lines,
      { '3': { quantity: '4', reference: ' Bar ' } },
      new Set(['1', '2', '3']),
    );
    expect(request).toEqual({
      body: {
        lines: [
          { lineId: '1', quantity: 2.5, reference: 'Lobby' },
          { lineId: '3', quantity: 4, reference: 'Bar' },
        ],
      },
      problems: {},
    });
  });

  it('stops on a chosen line without a valid quantity and says which', () => {
    const lines = [line('1', { quantity: null }), line('2')];
    const request = draftRequestOf(lines, { '2': { quantity: '1,234', reference: '' } }, new Set(['1', '2']));
    expect(request.body).toBeNull();
    expect(request.problems).toEqual({ '1': 'quantity.aboveZero', '2': 'quantity.decimals' });
  });

  it('sends nothing when no line is chosen', () => {
    expect(draftRequestOf([line('1')], {}, new Set()).body).toBeNull();
  });

  it('counts the lines that went on the draft and lists the refused ones', () => {
    const outcome = draftOutcome([
      { lineId: '1', itemCode: 'A', outcome: 'added', code: null },
      { lineId: '2', itemCode: 'B', outcome: 'merged', code: null },
      { lineId: '3', itemCode: 'C', outcome: 'refused', code: 'ITEM_DISCONTINUED' },
    ]);
    expect(outcome.addedCount).toBe(2);
    expect(outcome.refused.map((r) => r.itemCode)).toEqual(['C']);
  });
});
