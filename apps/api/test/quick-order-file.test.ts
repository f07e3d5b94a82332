/**
 * Uploaded workbooks that are made to hurt (ADR-040): read-excel-file's parser spun for a minute and
 * more on small crafted files (1.4 million empty rows in 14 KB; a fuzzed upload with damaged headers),
 * holding the one thread every request is answered on. They are read in a
 * worker thread within WORKBOOK_LIMITS, refused when they unpack to too much, and the portal answers
 * meanwhile. The limits are made small here so that the tests do not wait for the real time limit.
 */
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { readFileLines, WORKBOOK_LIMITS } from '../src/modules/ordering/quick-order-file.js';
import { WALLPAPER } from './support/ordering.js';
import { workbook, workbookOfSheetXml } from './support/xlsx.js';

/** A log that keeps its warnings, for what the operator is told. */
function warningLog(): { log: FastifyBaseLogger; warnings: string[] } {
  const warnings: string[] = [];
  const log = { warn: (_fields: unknown, message: string) => warnings.push(message) };
  return { log: log as unknown as FastifyBaseLogger, warnings };
}

/** The code of the problem a read was refused with. */
const codeOf = (read: Promise<unknown>) =>
  read.then(
    () => 'read',
    (error: { code?: string }) => error.code,
  );

/** 1.4 million empty rows: 8.4 MB unpacked, a few KB packed; the parser took about a minute on it. */
const endlessRows = () => workbookOfSheetXml('<row/>'.repeat(1_400_000));

describe('a workbook made to hurt', () => {
  it('is read apart and ended at the time limit while the portal goes on; the log says so', async () => {
    const { log, warnings } = warningLog();
    const bytes = endlessRows();
    expect(bytes.length).toBeLessThan(100_000);
    let isSettled = false;
    const read = codeOf(readFileLines(bytes, log, { ...WORKBOOK_LIMITS, readMs: 300 })).finally(() => {
      isSettled = true;
    });
    // The event loop is free while the worker reads: a timer of this thread runs before the answer.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(isSettled).toBe(false);
    expect(await read).toBe('QUICK_ORDER_FILE_UNREADABLE');
    expect(warnings).toEqual(['quick order workbook not read: still reading after 300 ms']);
  });

  it('is refused as too large when its parts unpack to more than the limit, before anything is read', async () => {
    const { log, warnings } = warningLog();
    const bomb = workbookOfSheetXml(' '.repeat(WORKBOOK_LIMITS.unpackedBytes));
    expect(bomb.length).toBeLessThan(100_000);
    expect(await codeOf(readFileLines(bomb, log))).toBe('QUICK_ORDER_TOO_LARGE');
    expect(warnings).toEqual([]);
  });

  it("is read by its central directory when a part's own header gives a wrong size (what a fuzzed upload found)", async () => {
    const { log } = warningLog();
    const bytes = workbook([[WALLPAPER, 1, 'x']]);
    // The sheet's local header: its unpacked size (offset 22) made 14 MB larger than it is. A fuzzed
    // upload with this change among others held the reader before this one (read-excel-file/node, which
    // streams the parts by these headers) for two minutes; this one goes by the central directory.
    const header = bytes.indexOf('xl/worksheets/sheet1.xml') - 30;
    expect(bytes.readUInt32LE(header)).toBe(0x04034b50);
    bytes[header + 24] = 218;
    expect(await readFileLines(bytes, log)).toMatchObject([{ itemCode: WALLPAPER, reference: 'x' }]);
  });

  it('is unreadable when its data unpacks to more than its directory declares, cut off at the declared size', async () => {
    const { log } = warningLog();
    const bytes = workbookOfSheetXml(' '.repeat(32 * 1024 * 1024));
    // The central directory's entry of the sheet: its unpacked size (offset 24) said to be 1 KB.
    const entry = bytes.lastIndexOf('xl/worksheets/sheet1.xml') - 46;
    expect(bytes.readUInt32LE(entry)).toBe(0x02014b50);
    bytes.writeUInt32LE(1024, entry + 24);
    expect(await codeOf(readFileLines(bytes, log))).toBe('QUICK_ORDER_FILE_UNREADABLE');
  });

  it('leaves a real workbook as it was: read in the worker, its lines as typed', async () => {
    const { log, warnings } = warningLog();
    const lines = await readFileLines(workbook([[WALLPAPER, 2, 'Room 12']]), log);
    expect(lines).toMatchObject([{ lineNumber: 1, itemCode: WALLPAPER, reference: 'Room 12' }]);
    expect(warnings).toEqual([]);
  });
});
