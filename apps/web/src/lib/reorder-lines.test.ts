import type { BatchStockAnswer, ReorderLine } from '@selvedge/contracts';
import { describe, expect, it } from 'vitest';
import {
  batchStockText,
  defaultKept,
  isBlocked,
  listReorder,
  reorderRequest,
  staleMinutes,
} from './reorder-lines';

const lot: BatchStockAnswer = {
  batchNumber: 'L1',
  inStock: 42,
  asOf: '2026-11-28T12:00:00.000Z',
  isStale: false,
};

const line = (change: Partial<ReorderLine> = {}): ReorderLine => ({
  kind: 'delivery',
  documentId: 7,
  documentNumber: 3007,
  lineNumber: 0,
  itemCode: 'HF-1011',
  description: 'Heritage Florals',
  quantity: 2,
  unit: 'roll',
  reference: '',
  hasPatterns: false,
  flag: null,
  batch: lot,
  ...change,
});

describe('the lot of a reordered line', () => {
  it('says how much is in stock, that none is, or that it is unknown', () => {
    expect(batchStockText(lot)).toEqual({ key: 'inStock', quantity: 42 });
    expect(batchStockText({ ...lot, inStock: 0 })).toEqual({ key: 'notInStock' });
    expect(batchStockText({ ...lot, inStock: null })).toEqual({ key: 'stockUnknown' });
  });

  it('says how old stale figures are, in whole minutes', () => {
    const now = new Date('2026-11-28T12:12:30.000Z');
    expect(staleMinutes(lot, now)).toBeNull();
    expect(staleMinutes({ ...lot, isStale: true }, now)).toBe(12);
  });

  it('keeps at first the lots still in stock of the lines that can be added', () => {
    const lines = [
      line({ lineNumber: 1 }),
      line({ lineNumber: 2, batch: { ...lot, inStock: 0 } }),
      line({ lineNumber: 3, flag: 'excluded' }),
      line({ lineNumber: 4, flag: 'discontinued' }),
      line({ lineNumber: 5, batch: null }),
    ];
    expect([...defaultKept(lines)]).toEqual(['delivery:7:1', 'delivery:7:4']);
    expect(lines.map(isBlocked)).toEqual([false, false, true, false, false]);
  });
});

describe("a list's selection to order again", () => {
  it('groups the lines by document, each line once, and leaves credit notes out', () => {
    const answer = listReorder([
      { kind: 'delivery', documentId: 9, lineNumber: 2 },
      { kind: 'delivery', documentId: 4, lineNumber: 0 },
      { kind: 'delivery', documentId: 9, lineNumber: 1 },
      { kind: 'creditNote', documentId: 5, lineNumber: 0 },
    ]);
    expect(answer).toEqual({
      sources: [
        { kind: 'delivery', documentId: 9, lineNumbers: [1, 2] },
        { kind: 'delivery', documentId: 4, lineNumbers: [0] },
      ],
      lineCount: 3,
      skipped: 1,
      problem: null,
    });
  });

  it('says why not: only credit notes, too many lines, too many documents', () => {
    expect(listReorder([{ kind: 'creditNote', documentId: 5, lineNumber: 0 }]).problem).toBe(
      'creditNotesOnly',
    );
    const lines = (documents: number, perDocument: number) =>
      Array.from({ length: documents * perDocument }, (_, i) => ({
        kind: 'order' as const,
        documentId: Math.floor(i / perDocument) + 1,
        lineNumber: i % perDocument,
      }));
    expect(listReorder(lines(2, 101)).problem).toBe('tooManyLines');
    expect(listReorder(lines(51, 1)).problem).toBe('tooManyDocuments');
    expect(listReorder(lines(50, 4)).problem).toBeNull();
  });

  it('asks for the kept lots per document, only where a line has one and can be added', () => {
    const lines = [
      line({ documentId: 7, lineNumber: 1 }),
      line({ documentId: 8, lineNumber: 1 }),
      line({ documentId: 8, lineNumber: 2, flag: 'excluded' }),
    ];
    const sources = [
      { kind: 'delivery' as const, documentId: 7, lineNumbers: [1] },
      { kind: 'delivery' as const, documentId: 8, lineNumbers: [1, 2] },
    ];
    expect(reorderRequest(sources, lines, new Set(['delivery:8:1', 'delivery:8:2']))).toEqual({
      sources: [
        { ...sources[0], keepBatchOf: [] },
        { ...sources[1], keepBatchOf: [1] },
      ],
    });
  });
});
