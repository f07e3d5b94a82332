import { QUICK_ORDER_MAX_LINES } from '@selvedge/contracts';
import { AppError } from '../../shared/errors.js';

/**
 * Reading a quick order's lines (code, quantity, reference) from what a buyer pastes or uploads: text
 * copied from a spreadsheet (tab-separated), a CSV file (semicolons as Dutch, German and French Excel
 * write them, or commas), or an Excel sheet's cells. Pure functions: the checks are the service's.
 */

/** One line read: the cells as text, the quantity already a number when the sheet had one. */
export interface ReadLine {
  /** The row in the paste or file, the first being 1: what the preview shows to find it back. */
  lineNumber: number;
  itemCode: string;
  quantityText: string;
  /** The quantity read: null when missing or not a plain number (then quantityText says what was there). */
  quantity: number | null;
  reference: string;
}

export type Cell = string | number | boolean | Date | null | undefined;

export interface SheetRow {
  lineNumber: number;
  cells: readonly Cell[];
}

/** Above QUICK_ORDER_MAX_LINES lines the whole paste or file is refused: nothing is half-read. */
export const tooManyLines = () => new AppError('QUICK_ORDER_TOO_MANY_LINES', 400);

/**
 * The column separator of a paste or CSV: a tab (what a spreadsheet copies) wins, then a semicolon
 * (CSV of a decimal-comma Excel), else a comma.
 */
export function separatorOf(text: string): string {
  if (text.includes('\t')) return '\t';
  if (text.includes(';')) return ';';
  return ',';
}

/**
 * The rows of a delimited text with their line numbers, as RFC 4180 reads quotes: a quoted cell may
 * hold the separator, a line break or a doubled quote. A byte order mark and CRLF or CR line ends are
 * taken as they come from Windows.
 */
export function splitRows(input: string, separator = separatorOf(input)): SheetRow[] {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const rows: SheetRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let rowLine = 1;
  let isQuoted = false;
  let isCellStart = true;
  const endRow = () => {
    cells.push(cell);
    rows.push({ lineNumber: rowLine, cells });
    cells = [];
    cell = '';
    isCellStart = true;
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string;
    if (isQuoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') isQuoted = false;
      else {
        if (char === '\n' || (char === '\r' && text[i + 1] !== '\n')) line += 1;
        cell += char;
      }
      continue;
    }
    if (char === '"' && isCellStart && cell.trim() === '') {
      cell = '';
      isQuoted = true;
      isCellStart = false;
    } else if (char === separator) {
      cells.push(cell);
      cell = '';
      isCellStart = true;
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else {
      cell += char;
      if (char !== ' ') isCellStart = false;
    }
  }
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}

/** Header words in the four languages (and the usual English ones): a first row of these is skipped. */
const HEADER_WORD =
  /^(item|items|item ?code|code|article|articles|artikel|artikelcode|artikelnummer|artikelnr\.?|art\.? ?nr\.?|sku|product|produkt|produit|référence|reference|referentie|referenz|quantity|qty|quantité|quantite|qté|aantal|hoeveelheid|menge|anzahl|stück|pieces|stuks|number|nummer|numéro|no\.?|nr\.?)$/i;

const text = (cell: Cell): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  return String(cell).trim();
};

/** A row of words where code and quantity go: the spreadsheet's column titles. */
function isHeader(cells: readonly Cell[]): boolean {
  const [code, quantity] = [text(cells[0]), text(cells[1])];
  if (typeof cells[1] === 'number' || /\d/.test(quantity)) return false;
  return HEADER_WORD.test(code) || HEADER_WORD.test(quantity);
}

/**
 * A typed quantity as a number, or null when it is not one. A decimal comma (1,5; 1.234,5) and a
 * decimal point (1.5; 1,234.5) are both read; spaces and apostrophes between thousands are dropped.
 * One separator followed by exactly three digits (1.500, 1,500) means 1500 to one buyer and 1.5 to
 * another: an order must not guess, so it is not a number (the buyer writes 1500 or 1,5).
 */
export function parseQuantity(typed: string): number | null {
  const compact = typed.replace(/[\s\u00A0\u202F']/g, '');
  if (!/^-?[\d.,]*\d[\d.,]*$/.test(compact)) return null;
  const lastComma = compact.lastIndexOf(',');
  const lastPoint = compact.lastIndexOf('.');
  let normalised: string;
  if (lastComma >= 0 && lastPoint >= 0) {
    const [decimal, thousands] = lastComma > lastPoint ? [',', '.'] : ['.', ','];
    const [whole = '', fraction, extra] = compact.split(decimal);
    if (extra !== undefined || fraction === undefined || fraction.includes(thousands)) return null;
    const sign = whole.startsWith('-') ? '-' : '';
    const groups = whole.slice(sign.length).split(thousands);
    const first = groups[0] ?? '';
    if (first.length < 1 || first.length > 3 || groups.slice(1).some((group) => group.length !== 3))
      return null;
    normalised = `${sign}${groups.join('')}.${fraction}`;
  } else if (lastComma >= 0 || lastPoint >= 0) {
    const separator = lastComma >= 0 ? ',' : '.';
    const parts = compact.split(separator);
    if (parts.length !== 2 || (parts[1] ?? '').length === 3) return null;
    normalised = parts.join('.');
  } else normalised = compact;
  if (!/^-?\d+(\.\d+)?$/.test(normalised)) return null;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}

/** A spreadsheet's number cell as the quantity shown in it (a formula's 2.4999999999 is 2.5). */
const cellQuantity = (cell: number): number | null =>
  Number.isFinite(cell) ? Math.round(cell * 1e6) / 1e6 : null;

/**
 * The order lines of a sheet's rows: blank rows and a first row of column titles skipped, extra columns
 * ignored. More than QUICK_ORDER_MAX_LINES lines refuse the whole.
 */
export function readLines(rows: readonly SheetRow[]): ReadLine[] {
  const lines: ReadLine[] = [];
  let isFirst = true;
  for (const row of rows) {
    if (row.cells.every((cell) => text(cell) === '')) continue;
    if (isFirst) {
      isFirst = false;
      if (isHeader(row.cells)) continue;
    }
    if (lines.length === QUICK_ORDER_MAX_LINES) throw tooManyLines();
    const quantityCell = row.cells[1];
    const quantityText = text(quantityCell);
    lines.push({
      lineNumber: row.lineNumber,
      itemCode: text(row.cells[0]),
      quantityText,
      quantity:
        typeof quantityCell === 'number'
          ? cellQuantity(quantityCell)
          : quantityText === ''
            ? null
            : parseQuantity(quantityText),
      reference: text(row.cells[2]),
    });
  }
  return lines;
}

/** A paste's lines. */
export const readPastedLines = (pasted: string): ReadLine[] => readLines(splitRows(pasted));
