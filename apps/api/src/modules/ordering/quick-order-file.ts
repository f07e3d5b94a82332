import { Worker } from 'node:worker_threads';
import { QUICK_ORDER_MAX_BYTES } from '@selvedge/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { unzipSync } from 'fflate';
import pLimit from 'p-limit';
import type { SheetData } from 'read-excel-file/universal';
import { AppError } from '../../shared/errors.js';
import { type ReadLine, readLines, readPastedLines, type SheetRow } from './quick-order-parse.js';

/**
 * A quick order's uploaded file: an Excel workbook (.xlsx, its first sheet) or a text file (CSV or
 * tab-separated). Its kind is read from its bytes, not from its name. A legacy .xls, another binary
 * file or a damaged workbook is QUICK_ORDER_FILE_UNREADABLE, never a server error; a workbook that
 * unpacks to too much is QUICK_ORDER_TOO_LARGE. A workbook is read in a worker thread within limits
 * (WORKBOOK_LIMITS, ADR-040), so that no upload holds the requests of others.
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

/**
 * What reading one uploaded workbook may take (ADR-040). A real order workbook is read in tens of
 * milliseconds (1,000 lines in 32 ms, 40,000 in 240 ms, measured); crafted files of 67 KB made
 * read-excel-file's parser spin for a minute and more, whatever their size limit.
 */
export const WORKBOOK_LIMITS: Readonly<{ unpackedBytes: number; readMs: number; heapMb: number }> = {
  /** Its XML parts unpacked, in all, as the archive declares them (40,000 lines are 6.5 MB). */
  unpackedBytes: 16 * 1024 * 1024,
  /** The worker's time: a hundred times a large real workbook's, so that a loaded machine keeps it. */
  readMs: 10_000,
  /** The worker's JavaScript heap, in MB. */
  heapMb: 128,
};
export type WorkbookLimits = typeof WORKBOOK_LIMITS;

/** The parts read-excel-file unpacks (its own filter: XML and relationship files). */
const isXmlPart = (name: string) => name.endsWith('.xml') || name.endsWith('.rels');

/**
 * Refuses an archive whose XML parts declare more than the limit unpacked (a zip bomb), from its
 * central directory alone: nothing is inflated here. The reader inflates each part into a buffer of
 * its declared size, so a part whose data unpacks to more is cut off there, not grown.
 */
function checkUnpackedSize(bytes: Uint8Array, limit: number): void {
  let unpacked = 0;
  try {
    unzipSync(bytes, {
      filter: (file) => {
        if (isXmlPart(file.name)) unpacked += file.originalSize;
        return false;
      },
    });
  } catch {
    throw fileUnreadable();
  }
  if (unpacked > limit) throw fileTooLarge();
}

/** Workbooks read side by side in the process, whatever their limits; the others wait their turn. */
const WORKBOOKS_AT_ONCE = 2;
const workbookTurns = pLimit(WORKBOOKS_AT_ONCE);

/**
 * The first sheet's rows, read in a worker thread of its own (workbook-worker.mjs) that is ended at the
 * time limit or when it runs out of its heap: the event loop that answers every other request never
 * waits for the parser. Whatever stops it, the file is unreadable to the buyer, and the log says why.
 */
function readFirstSheet(
  bytes: Uint8Array,
  log: FastifyBaseLogger,
  limits: WorkbookLimits,
): Promise<SheetData> {
  return workbookTurns(
    () =>
      new Promise<SheetData>((resolve, reject) => {
        // A copy of its own, handed over rather than copied again: the upload's Buffer may share its memory.
        const workbook = Uint8Array.from(bytes).buffer;
        const worker = new Worker(new URL('./workbook-worker.mjs', import.meta.url), {
          workerData: { workbook },
          transferList: [workbook],
          resourceLimits: { maxOldGenerationSizeMb: limits.heapMb },
        });
        let isSettled = false;
        // The first of the answer, the time limit, an error and the exit settles it; ending the worker
        // then makes it exit, which finds it settled.
        const settle = (rows: SheetData | undefined, stopped?: string) => {
          if (isSettled) return;
          isSettled = true;
          clearTimeout(timer);
          void worker.terminate();
          if (rows) return resolve(rows);
          if (stopped) log.warn({ bytes: bytes.length }, `quick order workbook not read: ${stopped}`);
          reject(fileUnreadable());
        };
        const timer = setTimeout(
          () => settle(undefined, `still reading after ${limits.readMs} ms`),
          limits.readMs,
        );
        worker.once('message', (answer: { rows?: SheetData }) => settle(answer.rows));
        worker.once('error', (error) => settle(undefined, error.message));
        worker.once('exit', () => settle(undefined, 'the worker stopped without an answer'));
      }),
  );
}

async function readWorkbook(
  bytes: Buffer,
  log: FastifyBaseLogger,
  limits: WorkbookLimits,
): Promise<ReadLine[]> {
  checkUnpackedSize(bytes, limits.unpackedBytes);
  const data = await readFirstSheet(bytes, log, limits);
  const rows: SheetRow[] = data.map((cells, index) => ({
    lineNumber: index + 1,
    cells: cells as SheetRow['cells'],
  }));
  return readLines(rows);
}

/** The lines of an uploaded file; `limits` are WORKBOOK_LIMITS but in the tests of the limits themselves. */
export async function readFileLines(
  bytes: Buffer,
  log: FastifyBaseLogger,
  limits: WorkbookLimits = WORKBOOK_LIMITS,
): Promise<ReadLine[]> {
  if (bytes.length > QUICK_ORDER_MAX_BYTES) throw fileTooLarge();
  if (bytes.length === 0) return [];
  if (startsWith(bytes, ZIP)) return readWorkbook(bytes, log, limits);
  if (startsWith(bytes, OLE)) throw fileUnreadable();
  const text = decodeText(bytes);
  // NUL characters are not in a text file: a picture, a PDF or another binary file.
  if (text.includes('\u0000')) throw fileUnreadable();
  return readPastedLines(text);
}
