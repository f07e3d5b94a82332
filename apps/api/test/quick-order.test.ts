/**
 * Quick order (issue's "quick order"; ordering §4-§5, D25-D27, D34): pasted or uploaded lines previewed
 * against the demo catalogue with the rules of adding a line by hand, and the valid ones added to the
 * open draft in one step, merged with the draft's lines of the same item and reference.
 */
import {
  QUICK_ORDER_MAX_BYTES,
  type QuickOrderAddResult,
  type QuickOrderLine,
  type QuickOrderPreview,
} from '@selvedge/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { saveExcludedItemGroups } from '../src/modules/settings/settings.service.js';
import { demo, expectOk, expectProblem } from './support/harness.js';
import {
  DISCONTINUED_IN_STOCK,
  DISCONTINUED_SOLD_OUT,
  orderingPerFile,
  PATTERNED,
  SAMPLE_CUT,
  WALLPAPER,
} from './support/ordering.js';
import { signInWithShipTo } from './support/ship-to.js';
import { workbook } from './support/xlsx.js';

const { portal, cookies, current } = orderingPerFile();

const preview = (draftId: string, text: string, cookie = cookies.customer) =>
  portal.post(`/api/order-drafts/${draftId}/quick-order/preview`, { text }, cookie);

const previewFile = (draftId: string, bytes: Buffer, cookie = cookies.customer) =>
  portal.request('POST', `/api/order-drafts/${draftId}/quick-order/preview-file`, {
    cookie,
    body: bytes,
    headers: { 'content-type': 'application/octet-stream' },
  });

const add = (draftId: string, lines: unknown[], cookie = cookies.customer) =>
  portal.post(`/api/order-drafts/${draftId}/quick-order/lines`, { lines }, cookie);

const statuses = (lines: readonly QuickOrderLine[]) =>
  lines.map((line) => [line.lineNumber, line.itemCode, line.status]);

/** The lines of a preview, as the screen sends them back to be added. */
const toAdd = (lines: readonly QuickOrderLine[]) =>
  lines.map(({ lineNumber, itemCode, quantity, reference }) => ({
    lineNumber,
    itemCode,
    quantity,
    reference,
  }));

async function storedLines(draftId: string) {
  const { rows } = (await portal.database.db.execute(
    sql`select item_code as "itemCode", quantity::float as quantity, reference, unit_price::float as "unitPrice"
        from order_draft_lines where draft_id = ${draftId} order by line_number`,
  )) as unknown as {
    rows: Array<{ itemCode: string; quantity: number; reference: string; unitPrice: number | null }>;
  };
  return rows;
}

describe('the preview', () => {
  it('marks each line by the rules of adding a line by hand, and writes nothing', async () => {
    const draft = await current();
    const pasted = [
      'Code\tQuantity\tReference',
      `${WALLPAPER}\t4\tRoom 12`,
      'hf-1011\t2,5\tRoom 12',
      'NOPE-404\t1\t',
      `${PATTERNED}\t5\t`,
      `${DISCONTINUED_SOLD_OUT}\t1\t`,
      `${DISCONTINUED_IN_STOCK}\t1\t`,
      `${SAMPLE_CUT}\t1\t`,
      `${WALLPAPER}\t0\t`,
      `${WALLPAPER}\t1,555\t`,
      `${WALLPAPER}\tfour\t`,
      `${WALLPAPER}\t\t`,
      `${WALLPAPER}\t100000\t`,
      `${WALLPAPER}\t1\t${'x'.repeat(101)}`,
      '\t3\tno code',
      '',
    ].join('\r\n');
    const result = await expectOk<QuickOrderPreview>(await preview(draft.id, pasted));
    expect(statuses(result.lines)).toEqual([
      [2, WALLPAPER, 'valid'],
      [3, WALLPAPER, 'valid'],
      [4, 'NOPE-404', 'unknown'],
      [5, PATTERNED, 'patternRequired'],
      [6, DISCONTINUED_SOLD_OUT, 'discontinued'],
      [7, DISCONTINUED_IN_STOCK, 'valid'],
      [8, SAMPLE_CUT, 'unknown'],
      [9, WALLPAPER, 'quantityInvalid'],
      [10, WALLPAPER, 'quantityInvalid'],
      [11, WALLPAPER, 'quantityInvalid'],
      [12, WALLPAPER, 'quantityMissing'],
      [13, WALLPAPER, 'quantityTooLarge'],
      [14, WALLPAPER, 'referenceTooLong'],
      [15, '', 'codeMissing'],
    ]);
    expect(result.validCount).toBe(3);
    // The second line of the same item and reference joins the first; the name comes from the catalogue.
    expect(result.lines[1]).toMatchObject({ isMerged: true, quantity: 2.5, itemName: expect.any(String) });
    expect(result.lines[0]?.isMerged).toBe(false);
    expect(await storedLines(draft.id)).toEqual([]);
  });

  it('refuses an excluded product group (D34) and says so', async () => {
    const draft = await current();
    await saveExcludedItemGroups(portal.database.db, ['101']);
    try {
      const result = await expectOk<QuickOrderPreview>(await preview(draft.id, `${WALLPAPER};1`));
      expect(statuses(result.lines)).toEqual([[1, WALLPAPER, 'excluded']]);
    } finally {
      await saveExcludedItemGroups(portal.database.db, []);
    }
  });

  it('says which lines join a line already on the draft, and checks the total quantity', async () => {
    const draft = await current();
    await expectOk(await add(draft.id, [{ itemCode: WALLPAPER, quantity: 99_990, reference: 'Hall' }]));
    const result = await expectOk<QuickOrderPreview>(
      await preview(draft.id, `${WALLPAPER};5;Hall\n${WALLPAPER};5;Hall\n${WALLPAPER};5;Lobby`),
    );
    expect(result.lines.map((line) => [line.status, line.isMerged])).toEqual([
      ['valid', true],
      ['quantityTooLarge', false],
      ['valid', false],
    ]);
  });

  it('refuses more than 1,000 lines as a whole', async () => {
    const draft = await current();
    const pasted = Array.from({ length: 1_001 }, () => `${WALLPAPER};1`).join('\n');
    expectProblem(await preview(draft.id, pasted), 400, 'QUICK_ORDER_TOO_MANY_LINES');
  });

  it('is for regular orders: a sample order adds its cuts and books by hand', async () => {
    const draft = await current(cookies.customer, 'SAMPLE');
    expectProblem(await preview(draft.id, `${SAMPLE_CUT};1`), 409, 'QUICK_ORDER_REGULAR_ONLY');
    expectProblem(
      await add(draft.id, [{ itemCode: SAMPLE_CUT, quantity: 1 }]),
      409,
      'QUICK_ORDER_REGULAR_ONLY',
    );
    expect(await storedLines(draft.id)).toEqual([]);
  });
});

describe('an uploaded file', () => {
  it('reads an Excel workbook: its first sheet, number cells and a header', async () => {
    const draft = await current();
    const file = workbook([
      ['Item code', 'Quantity', 'Reference'],
      [WALLPAPER, 2.5, 'Hall'],
      [null, null, null],
      [DISCONTINUED_IN_STOCK, 1, null],
    ]);
    const result = await expectOk<QuickOrderPreview>(await previewFile(draft.id, file));
    expect(
      result.lines.map((line) => [
        line.lineNumber,
        line.itemCode,
        line.quantity,
        line.reference,
        line.status,
      ]),
    ).toEqual([
      [2, WALLPAPER, 2.5, 'Hall', 'valid'],
      [4, DISCONTINUED_IN_STOCK, 1, '', 'valid'],
    ]);
  });

  it('reads a CSV as Excel saves it on a Western European Windows (semicolons, Windows-1252)', async () => {
    const draft = await current();
    const csv = Buffer.from(`Artikel;Aantal;Referentie\r\n${WALLPAPER};3,5;Caf\xe9 Noord\r\n`, 'latin1');
    const result = await expectOk<QuickOrderPreview>(await previewFile(draft.id, csv));
    expect(result.lines).toMatchObject([
      { itemCode: WALLPAPER, quantity: 3.5, reference: 'Café Noord', status: 'valid' },
    ]);
  });

  it('reads Unicode text (UTF-16, tab-separated) and UTF-8 with a byte order mark', async () => {
    const draft = await current();
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(`${WALLPAPER}\t2\tZoë\r\n`, 'utf16le'),
    ]);
    const utf8 = Buffer.from(`\uFEFF${WALLPAPER};2;Zoë\n`, 'utf8');
    for (const file of [utf16, utf8]) {
      const result = await expectOk<QuickOrderPreview>(await previewFile(draft.id, file));
      expect(result.lines).toMatchObject([
        { itemCode: WALLPAPER, quantity: 2, reference: 'Zoë', status: 'valid' },
      ]);
    }
  });

  it('refuses a file that is neither a workbook nor text, a damaged workbook and a too large file with a clear code', async () => {
    const draft = await current();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    const legacyXls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    const damaged = workbook([[WALLPAPER, 1]]).subarray(0, 120);
    for (const file of [png, legacyXls, damaged]) {
      expectProblem(await previewFile(draft.id, file), 400, 'QUICK_ORDER_FILE_UNREADABLE');
    }
    const large = Buffer.alloc(QUICK_ORDER_MAX_BYTES + 1, 'a');
    expectProblem(await previewFile(draft.id, large), 413, 'QUICK_ORDER_TOO_LARGE');
  });

  it('answers any bytes with a preview or a clear refusal, never a server error', async () => {
    const draft = await current();
    const zipped = workbook([[WALLPAPER, 1, 'x']]);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 2_000 }),
          // A workbook with bytes changed here and there: a damaged download.
          fc
            .array(fc.tuple(fc.nat(zipped.length - 1), fc.integer({ min: 0, max: 255 })), { maxLength: 8 })
            .map((changes) => {
              const copy = Uint8Array.from(zipped);
              for (const [at, value] of changes) copy[at] = value;
              return copy;
            }),
        ),
        async (bytes) => {
          const response = await previewFile(draft.id, Buffer.from(bytes));
          // 413: a damaged directory that declares more than a workbook may unpack to (ADR-040).
          expect([200, 400, 413], response.body.slice(0, 200)).toContain(response.statusCode);
          if (response.statusCode === 413) expect(response.json().code).toBe('QUICK_ORDER_TOO_LARGE');
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('adding the valid lines', () => {
  it('adds them in one step, merged with the draft line of the same item and reference, priced', async () => {
    const draft = await current();
    await expectOk(await add(draft.id, [{ itemCode: WALLPAPER, quantity: 4, reference: 'Room 12' }]));
    const checked = await expectOk<QuickOrderPreview>(
      await preview(
        draft.id,
        `${WALLPAPER};2;Room 12\nhf-1011;1,5;Room 14\n${WALLPAPER};1;Room 14\nNOPE-404;1\n${DISCONTINUED_IN_STOCK};1`,
      ),
    );
    const result = await expectOk<QuickOrderAddResult>(await add(draft.id, toAdd(checked.lines)));
    expect(result).toMatchObject({ added: 2, merged: 2 });
    expect(statuses(result.lines)).toEqual(statuses(checked.lines));
    expect(await storedLines(draft.id)).toEqual([
      { itemCode: WALLPAPER, quantity: 6, reference: 'Room 12', unitPrice: expect.any(Number) },
      { itemCode: WALLPAPER, quantity: 2.5, reference: 'Room 14', unitPrice: expect.any(Number) },
      { itemCode: DISCONTINUED_IN_STOCK, quantity: 1, reference: '', unitPrice: expect.any(Number) },
    ]);
    expect(result.draft.lines.map((line) => line.quantity)).toEqual([6, 2.5, 1]);
  });

  it('adds them unpriced while the ERP is down; the summary prices them (D36)', async () => {
    const draft = await current();
    portal.erp.setFailing(true);
    const result = await expectOk<QuickOrderAddResult>(
      await add(draft.id, [{ itemCode: WALLPAPER, quantity: 2, reference: '' }]),
    );
    expect(result.draft.lines).toMatchObject([{ itemCode: WALLPAPER, quantity: 2, unitPrice: null }]);
  });

  it('adds nothing when the draft can no longer be changed', async () => {
    const draft = await current();
    await portal.database.db.execute(sql`update order_drafts set state = 'queued' where id = ${draft.id}`);
    expectProblem(await add(draft.id, [{ itemCode: WALLPAPER, quantity: 2 }]), 409, 'DRAFT_NOT_EDITABLE');
    expect(await storedLines(draft.id)).toEqual([]);
  });

  it('adds nothing that is not valid, and checks every line again', async () => {
    const draft = await current();
    const result = await expectOk<QuickOrderAddResult>(
      await add(draft.id, [
        { itemCode: PATTERNED, quantity: 5 },
        { itemCode: DISCONTINUED_SOLD_OUT, quantity: 1 },
        { itemCode: WALLPAPER, quantity: -1 },
        { itemCode: WALLPAPER, quantity: null },
      ]),
    );
    expect(result.lines.map((line) => line.status)).toEqual([
      'patternRequired',
      'discontinued',
      'quantityInvalid',
      'quantityMissing',
    ]);
    expect(result).toMatchObject({ added: 0, merged: 0 });
    expect(await storedLines(draft.id)).toEqual([]);
  });

  it("neither reads nor writes another customer's draft", async () => {
    const draft = await current();
    const exporter = await signInWithShipTo(portal, demo.export);
    expectProblem(await preview(draft.id, `${WALLPAPER};1`, exporter), 404, 'NOT_FOUND');
    expectProblem(await previewFile(draft.id, Buffer.from(`${WALLPAPER};1`), exporter), 404, 'NOT_FOUND');
    expectProblem(await add(draft.id, [{ itemCode: WALLPAPER, quantity: 1 }], exporter), 404, 'NOT_FOUND');
    expect(await storedLines(draft.id)).toEqual([]);
  });
});
