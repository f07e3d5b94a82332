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
 * A delivery line of the demo customer (a regular item, no pattern rows needed), given the lot L2026-42
 * and the stock feed 42 of that lot, as the feeds would have written them.
 */
async function deliveredLine(): Promise<DeliveredLine> {
  const { rows } = await e2e.portal.database.query<DeliveredLine>(
    `select l.document_id, l.document_number, l.line_number, l.item_code
       from sales_document_lines l join items i on i.code = l.item_code
      where l.kind = 'delivery' and l.customer_code = 'C10001' and l.bom_role = 'none'
        and l.status <> 'cancelled' and i.is_active and not i.is_discontinued and not i.is_pattern_required
        and i.group_code in ('101', '102', '104')
      order by l.document_date desc, l.document_id, l.line_number limit 1`,
  );
  const line = rows[0];
  if (!line) throw new Error('the demo data has no delivered line of C10001');
  await e2e.portal.database.query(
    `update sales_document_lines set batch_numbers = 'L2026-42'
      where kind = 'delivery' and document_id = $1 and line_number = $2`,
    [line.document_id, line.line_number],
  );
  await e2e.portal.database.query(`update stock_levels set batches = $2::jsonb where item_code = $1`, [
    line.item_code,
    JSON.stringify([{ batchNumber: 'L2026-42', warehouseCode: '01', quantity: 42 }]),
  ]);
  return line;
}

describe('order again with the same batch', () => {
  it('orders a chosen delivery line again, keeps its batch, and the order shows the requested batch', async () => {
    const line = await deliveredLine();
    const page = await e2e.open();
    await signInAs(page, demoAccounts.customer, DEMO_PASSWORD, `/delivery-detail/${line.document_id}`);
    const name = en('documentName.delivery', { number: String(line.document_number) });
    await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();

    await page
      .getByRole('checkbox', { name: en('reorder.selectLine', { item: line.item_code }) })
      .first()
      .check();
    await page
      .getByRole('button', { name: en('reorder.orderSelected', { count: '1' }), exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: en('reorder.title', { document: name }), exact: true });
    await dialog.getByText(en('reorder.lastBatch', { batch: 'L2026-42' })).waitFor();
    expect(await dialog.innerText()).toMatch(/in stock: 42/);
    const keep = dialog.getByRole('checkbox', { name: en('reorder.keepBatch', { batch: 'L2026-42' }) });
    expect(await keep.isChecked()).toBe(true);
    await screenshot(page, 'reorder-01-preview', { fullPage: false });
    expect(await violationsOf(page)).toEqual([]);

    await dialog.getByRole('button', { name: en('reorder.add'), exact: true }).click();
    await dialog.getByText(en('reorder.result', { added: '1', total: '1' })).waitFor();
    await dialog.getByText(en('reorder.batchRequested', { batch: 'L2026-42' })).waitFor();
    await screenshot(page, 'reorder-02-added', { fullPage: false });
    expect(await violationsOf(page)).toEqual([]);

    await dialog.getByRole('link', { name: en('reorder.goToOrder'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/placeorder');
    await page
      .getByText(en('reorder.requestedBatch', { batch: 'L2026-42' }))
      .first()
      .waitFor();
    await screenshot(page, 'reorder-03-order');
  }, 120_000);

  it('works at phone width: all lines of the delivery, with their batches', async () => {
    const line = await deliveredLine();
    const page = await e2e.open(phone);
    await signInAs(page, demoAccounts.customer, DEMO_PASSWORD, `/delivery-detail/${line.document_id}`);
    await page.getByRole('button', { name: en('reorder.orderAgain'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(en('reorder.lastBatch', { batch: 'L2026-42' })).waitFor();
    await screenshot(page, 'reorder-04-phone', { fullPage: false });
    expect(await violationsOf(page)).toEqual([]);
  }, 120_000);
});
