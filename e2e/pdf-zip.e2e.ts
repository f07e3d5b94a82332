/**
 * The lists' "Download PDFs": rows selected (one by one or the whole page) on the sales invoices are
 * downloaded as one zip, named in the user's language, with each invoice's PDF in it once.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { en, mainMenu, signInAs } from './support/browser.js';
import { DEMO_PASSWORD, demoAccounts } from './support/server.js';
import { setUpE2e } from './support/setup.js';

const e2e = setUpE2e();

/** The names of a zip's entries, in order. */
function zipEntries(bytes: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe('downloading the PDFs of several documents', () => {
  it('selects the invoices of a page and downloads them in one zip', async () => {
    const page = await e2e.open();
    await signInAs(page, demoAccounts.customer, DEMO_PASSWORD);
    await mainMenu(page)
      .getByRole('link', { name: en('nav.salesInvoices'), exact: true })
      .click();
    const table = page.getByRole('table', { name: en('pages.salesInvoices'), exact: true });
    await table.and(page.locator(':not([aria-busy])')).locator('tbody tr').first().waitFor();
    // The list reads without checkboxes until the customer asks to select.
    expect(await table.getByRole('checkbox').count()).toBe(0);
    const select = page.getByRole('button', { name: en('pdfZip.select'), exact: true });
    await select.click();
    expect(await select.getAttribute('aria-pressed')).toBe('true');
    const download = page.getByRole('button', { name: /^Download PDFs \(\d+\)$/ });
    expect(await download.textContent()).toBe(en('pdfZip.download', { count: '0' }));
    expect(await download.isDisabled()).toBe(true);

    // One row, then the whole page: the button counts the invoices (an invoice of several lines once).
    await table.locator('tbody').getByRole('checkbox').first().check();
    await expect.poll(() => download.textContent()).toBe(en('pdfZip.download', { count: '1' }));
    await table.getByRole('checkbox', { name: en('pdfZip.selectPage'), exact: true }).check();
    await expect
      .poll(async () => Number(/\((\d+)\)/.exec((await download.textContent()) ?? '')?.[1]))
      .toBeGreaterThan(1);
    const count = Number(/\((\d+)\)/.exec((await download.textContent()) ?? '')?.[1]);

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^invoices-\d\d-\d\d-\d{4}\.zip$/);
    const names = await zipEntries(readFileSync(await file.path()));
    expect(names).toHaveLength(count);
    for (const name of names) expect(name).toMatch(/^(invoice|credit-note)-\d+(-.+)?\.pdf$/);
    expect(new Set(names).size).toBe(names.length);

    await page.getByRole('button', { name: en('pdfZip.clear'), exact: true }).click();
    await expect.poll(() => download.textContent()).toBe(en('pdfZip.download', { count: '0' }));
  });

  it('on a phone, selects within the cards', async () => {
    const page = await e2e.open({ width: 390, height: 844 });
    await signInAs(page, demoAccounts.customer, DEMO_PASSWORD, '/deliveries');
    await page.getByRole('button', { name: en('pdfZip.select'), exact: true }).click();
    const pageBox = page.getByRole('checkbox', { name: en('pdfZip.selectPage'), exact: true });
    await pageBox.check();
    const download = page.getByRole('button', { name: /^Download PDFs \(\d+\)$/ });
    await expect
      .poll(async () => Number(/\((\d+)\)/.exec((await download.textContent()) ?? '')?.[1]))
      .toBeGreaterThan(0);
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^deliveries-\d\d-\d\d-\d{4}\.zip$/);
  });
});
