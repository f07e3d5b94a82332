import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors.js';
import { parseQuantity, type ReadLine, readLines, readPastedLines, splitRows } from './quick-order-parse.js';

const line = (
  lineNumber: number,
  itemCode: string,
  quantity: number | null,
  reference = '',
  quantityText?: string,
) =>
  ({
    lineNumber,
    itemCode,
    quantity,
    reference,
    quantityText: quantityText ?? (quantity === null ? '' : String(quantity)),
  }) satisfies ReadLine;

describe('reading pasted quick-order lines', () => {
  it.each<[string, string, ReadLine[]]>([
    [
      'tabs, as a spreadsheet copies',
      'HF-1011\t4\tRoom 12\nAD-1031\t2\t',
      [line(1, 'HF-1011', 4, 'Room 12'), line(2, 'AD-1031', 2)],
    ],
    ['semicolons', 'HF-1011;4;Room 12\nAD-1031;2', [line(1, 'HF-1011', 4, 'Room 12'), line(2, 'AD-1031', 2)]],
    [
      'commas when there is neither tab nor semicolon',
      'HF-1011,2.5,Hall',
      [line(1, 'HF-1011', 2.5, 'Hall', '2.5')],
    ],
    ['a decimal comma (Dutch, German Excel)', 'HF-1011;2,5;Hall', [line(1, 'HF-1011', 2.5, 'Hall', '2,5')]],
    ['a decimal comma with tabs', 'HF-1011\t12,75', [line(1, 'HF-1011', 12.75, '', '12,75')]],
    [
      'CRLF line ends and a byte order mark',
      '\uFEFFHF-1011;1\r\nAD-1031;3\r\n',
      [line(1, 'HF-1011', 1), line(2, 'AD-1031', 3)],
    ],
    ['old Mac CR line ends', 'HF-1011;1\rAD-1031;3', [line(1, 'HF-1011', 1), line(2, 'AD-1031', 3)]],
    [
      'blank lines kept out, their numbers kept',
      '\nHF-1011;1\n\n ; ; \nAD-1031;3\n',
      [line(2, 'HF-1011', 1), line(5, 'AD-1031', 3)],
    ],
    ['a header row in English', 'Item code;Quantity;Reference\nHF-1011;1', [line(2, 'HF-1011', 1)]],
    ['a header row in Dutch', 'Artikel\tAantal\tReferentie\nHF-1011\t1', [line(2, 'HF-1011', 1)]],
    ['a header row in German and French', 'Artikelnummer;Menge\nHF-1011;1\n', [line(2, 'HF-1011', 1)]],
    [
      'quotes around a cell holding the separator',
      '"HF-1011";"3";"Hall; first floor"',
      [line(1, 'HF-1011', 3, 'Hall; first floor')],
    ],
    [
      'doubled quotes inside quotes',
      'HF-1011;1;"The ""blue"" room"',
      [line(1, 'HF-1011', 1, 'The "blue" room')],
    ],
    [
      'a line break inside quotes',
      'HF-1011;1;"Hall\nfirst floor"\nAD-1031;2',
      [line(1, 'HF-1011', 1, 'Hall\nfirst floor'), line(3, 'AD-1031', 2)],
    ],
    ['spaces around cells', '  hf-1011 ;  4 ; Room 12  ', [line(1, 'hf-1011', 4, 'Room 12')]],
    ['extra columns ignored', 'HF-1011;4;Room 12;extra;more', [line(1, 'HF-1011', 4, 'Room 12')]],
    ['a missing quantity', 'HF-1011', [line(1, 'HF-1011', null)]],
    ['an unreadable quantity', 'HF-1011;four', [line(1, 'HF-1011', null, '', 'four')]],
    ['nothing at all', '', []],
  ])('%s', (_name, pasted, expected) => {
    expect(readPastedLines(pasted)).toEqual(expected);
  });

  it('does not take a first line with a number for a header', () => {
    expect(readPastedLines('Code;1\nHF-1011;2')).toEqual([line(1, 'Code', 1), line(2, 'HF-1011', 2)]);
  });

  it('refuses more than 1,000 lines as a whole', () => {
    const pasted = Array.from({ length: 1_001 }, (_, i) => `HF-1011;${i + 1}`).join('\n');
    expect(() => readPastedLines(pasted)).toThrow(AppError);
    expect(readPastedLines(pasted.split('\n').slice(0, 1_000).join('\n'))).toHaveLength(1_000);
  });

  it("reads a sheet's number cells as they are", () => {
    expect(readLines([{ lineNumber: 1, cells: [10023, 2.4999999999999996, null] }])).toEqual([
      line(1, '10023', 2.5, '', '2.4999999999999996'),
    ]);
  });
});

describe('a typed quantity', () => {
  it.each<[string, number | null]>([
    ['4', 4],
    ['2,5', 2.5],
    ['2.5', 2.5],
    ['0,75', 0.75],
    ['1.234,5', 1234.5],
    ['1,234.5', 1234.5],
    ['1 234,5', 1234.5],
    ['12.345.678,9', 12345678.9],
    ["1'234.5", 1234.5],
    ['-3', -3],
    // One separator before exactly three digits: 1500 in one country, 1.5 in another. Not guessed.
    ['1.500', null],
    ['1,500', null],
    ['1,2,3', null],
    ['1.2.3', null],
    ['1,23.4', null],
    ['', null],
    ['four', null],
    ['4m', null],
    ['1e3', null],
    ['Infinity', null],
  ])('%j is %j', (typed, expected) => {
    expect(parseQuantity(typed)).toBe(expected);
  });
});

describe('any text', () => {
  it('is read without throwing anything but the line limit', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (pasted) => {
        try {
          for (const read of readPastedLines(pasted)) {
            expect(read.quantity === null || Number.isFinite(read.quantity)).toBe(true);
          }
        } catch (error) {
          expect(error).toBeInstanceOf(AppError);
        }
      }),
    );
  });

  it('keeps every row of a table of quoted cells', () => {
    const cell = fc.string({ maxLength: 12 });
    fc.assert(
      fc.property(fc.array(fc.tuple(cell, cell, cell), { minLength: 1, maxLength: 20 }), (table) => {
        const quoted = (value: string) => `"${value.replaceAll('"', '""')}"`;
        const csv = table.map((cells) => cells.map(quoted).join(';')).join('\r\n');
        expect(splitRows(csv, ';').map((row) => row.cells)).toEqual(table);
      }),
    );
  });
});
