import { QUICK_ORDER_MAX_BYTES } from '@selvedge/contracts';
import { readSheet, type SheetData } from 'read-excel-file/node';
import { AppError } from '../../shared/errors.js';
import { type ReadLine, readLines, readPastedLines, type SheetRow } from './quick-order-parse.js';

/**
 * A quick order's uploaded file: an Excel workbook (.xlsx, its first sheet) or a text file (CSV or
 * tab-separated). Its kind is read from its bytes, not from its name. A legacy .xls, another binary
 * file or a damaged workbook is QUICK_ORDER_FILE_UNREADABLE, never a server error.
 */

export const fileUnreadable = () => new AppError('QUICK_ORDER_FILE_UNREADABLE', 400);
export const fileTooLarge = () => new AppError('QUICK_ORDER_TOO_LARGE', 413);

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  magic.every((byte, index) => bytes[index] === byte);

/** A zip archive: what an .xlsx is. */
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** An OLE compound file: the .xls of Excel 97-2003, which is not read (saved as .xlsx or CSV it is). */
const OLE = [0xd0, 0xcf, 0x11, 0xe0];

/**
 * A text file's characters: UTF-16 when it has that byte order mark (Excel's "Unicode text"), UTF-8
 * when it is valid UTF-8, else Windows-1252 (Excel's CSV on a Western European Windows).
 */
export function decodeText(bytes: Uint8Array): string {
  if (startsWith(bytes, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (startsWith(bytes, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

async function readWorkbook(bytes: Buffer): Promise<ReadLine[]> {
  let data: SheetData;
  try {
    // A Buffer only: a string would be read as a path on this machine.
    data = await readSheet(bytes, 1);
  } catch {
    throw fileUnreadable();
  }
  const rows: SheetRow[] = data.map((cells, index) => ({
    lineNumber: index + 1,
    cells: cells as SheetRow['cells'],
  }));
  return readLines(rows);
}

/** The lines of an uploaded file. */
export async function readFileLines(bytes: Buffer): Promise<ReadLine[]> {
  if (bytes.length > QUICK_ORDER_MAX_BYTES) throw fileTooLarge();
  if (bytes.length === 0) return [];
  if (startsWith(bytes, ZIP)) return readWorkbook(bytes);
  if (startsWith(bytes, OLE)) throw fileUnreadable();
  const text = decodeText(bytes);
  // NUL characters are not in a text file: a picture, a PDF or another binary file.
  if (text.includes('\u0000')) throw fileUnreadable();
  return readPastedLines(text);
}
