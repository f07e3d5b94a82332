/**
 * Ordering again from a list (docs/reorder.md): lines of two deliveries selected on the deliveries list
 * go through the reorder dialog, whose header names the source, into the open order; the selection
 * clears once they went in.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violationsOf } from './support/axe.js';
import { en, phone, screenshot, signInAs } from './support/browser.js';
import { DEMO_PASSWORD, demoAccounts } from './support/server.js';
import { setUpE2e } from './support/setup.js';

const e2e = setUpE2e();

interface DeliveredLine {
  document_id: number;
  document_number: number;
  line_number: number;
  item_code: string;
}

/**
 * A regular line (no pattern rows needed) of each of two deliveries of the demo customer, with
 * different items, given the lots L2026-51 and L2026-52 and 10 rolls of each in stock.
 */
async function linesOfTwoDeliveries(): Promise<[DeliveredLine, DeliveredLine]> {
  const { rows } = await e2e.portal.database.query<DeliveredLine>(
    `select distinct on (l.document_id) l.document_id, l.document_number, l.line_number, l.item_code
       from sales_document_lines l join items i on i.code = l.item_code
      where l.kind = 'delivery' and l.customer_code = 'C10001' and l.bom_role = 'none'
        and l.status <> 'cancelled' and i.is_active and not i.is_discontinued and not i.is_pattern_required
        and i.group_code in ('101', '102', '104')
      order by l.document_id, l.line_number`,
  );
  const first = rows[0];
  const second = rows.find((row) => first && row.item_code !== first.item_code);
  if (!first || !second) throw new Error('the demo data has no two deliveries of C10001 with other items');
  for (const [line, lot] of [
    [first, 'L2026-51'],
    [second, 'L2026-52'],
  ] as const) {
    await e2e.portal.database.query(
      `update sales_document_lines set batch_numbers = $3
        where kind = 'delivery' and document_id = $1 and line_number = $2`,
      [line.document_id, line.line_number, lot],
    );
    await e2e.portal.database.query(`update stock_levels set batches = $2::jsonb where item_code = $1`, [
      line.item_code,
      JSON.stringify([{ batchNumber: lot, warehouseCode: '01', quantity: 10 }]),
    ]);
  }
  return [first, second];
}

/** Finds the delivery with the list's quick search (on Enter, D17) and ticks the row of the line's item. */
async function selectLine(page: Page, line: DeliveredLine, isPhone = false): Promise<void> {
  const search = page.getByRole('textbox', { name: en('list.searchLabel'), exact: true });
  await search.fill(String(line.document_number));
  await search.press('Enter');
  const name = en('pdfZip.selectRow', {
    name: en('documentName.delivery', { number: String(line.document_number) }),
  });
  const rows = isPhone ? page.locator('main li, main article') : page.locator('main tbody tr');
  const row = rows.filter({ hasText: line.item_code }).filter({ has: page.getByRole('checkbox', { name }) });
  await row.first().getByRole('checkbox', { name }).check();
}

describe('order again from the deliveries list', () => {
  it('orders lines of two deliveries again, with their batches, and finds them on the order', async () => {
    const [first, second] = await linesOfTwoDeliveries();
    const page = await e2e.open();
    await signInAs(page, demoAccounts.customer, DEMO_PASSWORD, '/deliveries');
    await page.getByRole('button', { name: en('pdfZip.select'), exact: true }).click();
    await selectLine(page, first);
    await selectLine(page, second);

    await screenshot(page, 'reorder-lists-00-selected', { fullPage: false });
    expect(await violationsOf(page)).toEqual([]);
    const orderAgain = page.getByRole('button', {
      name: en('reorder.orderAgainCount_other', { count: '2' }),
      exact: true,
    });
    await orderAgain.click();
    const title = en('reorder.selectionTitle', {
      lines: en('reorder.lineCount_other', { count: '2' }),
      documents: en('reorder.documentCount.delivery_other', { count: '2' }),
    });
    expect(title).toBe('Order again: 2 lines of 2 deliveries');
    const dialog = page.getByRole('dialog', { name: title, exact: true });
    await dialog.getByText(en('reorder.lastBatch', { batch: 'L2026-52' })).waitFor();
    await dialog.getByText(en('reorder.lastBatch', { batch: 'L2026-51' })).waitFor();
    await screenshot(page, 'reorder-lists-01-preview', { fullPage: false });
    expect(await violationsOf(page)).toEqual([]);

    await dialog.getByRole('button', { name: en('reorder.add'), exact: true }).click();
    await dialog.getByText(en('reorder.result', { added: '2', total: '2' })).waitFor();
    await screenshot(page, 'reorder-lists-02-added', { fullPage: false });
    // The selection is cleared: the list's actions no longer offer the lines.
    await expect.poll(() => page.getByRole('button', { name: /^Order again \(\d+\)$/ }).count()).toBe(0);

    await dialog.getByRole('link', { name: en('reorder.goToOrder'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/placeorder');
    for (const lot of ['L2026-51', 'L2026-52'])
      await page
        .getByText(en('reorder.requestedBatch', { batch: lot }))
        .first()
        .waitFor();
    for (const line of [first, second]) await page.getByText(line.item_code).first().waitFor();
    await screenshot(page, 'reorder-lists-03-order');
  }, 180_000);

  it('works at phone width', async () => {
    const [first] = await linesOfTwoDeliveries();
    const page = await e2e.open(phone);
    await signInAs(page, demoAccounts.customer, DEMO_PASSWORD, '/deliveries');
    await page.getByRole('button', { name: en('pdfZip.select'), exact: true }).click();
    await selectLine(page, first, true);
    await screenshot(page, 'reorder-lists-04-phone-selected', { fullPage: false });
    await page
      .getByRole('button', { name: en('reorder.orderAgainCount_one', { count: '1' }), exact: true })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(en('reorder.lastBatch', { batch: 'L2026-51' })).waitFor();
    await screenshot(page, 'reorder-lists-05-phone', { fullPage: false });
    expect(await violationsOf(page)).toEqual([]);
  }, 120_000);
});
