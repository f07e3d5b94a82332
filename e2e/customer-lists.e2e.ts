import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  en,
  escapeRegExp,
  mainMenu,
  pickLanguage,
  putEnglishBack,
  signIn,
  signInAs,
} from './support/browser.js';
import { t } from './support/locales.js';
import { DEMO_PASSWORD, demoAccounts } from './support/server.js';
import { setUpE2e } from './support/setup.js';

const e2e = setUpE2e();

/** An English text with its {{values}} left open, to find e.g. every "Download the PDF of …" button. */
function textPattern(key: string, value = '.+'): RegExp {
  const parts = en(key).split(/\{\{\s*\w+\s*\}\}/);
  return new RegExp(`^${parts.map(escapeRegExp).join(value)}$`);
}

async function openFromMenu(page: Page, entry: string, title: string): Promise<void> {
  await mainMenu(page)
    .getByRole('link', { name: en(`nav.${entry}`), exact: true })
    .click();
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
}

/** The rows of the list table, header row left out; none while it loads (its placeholder rows are busy). */
const bodyRows = (page: Page, table: string) =>
  page
    .getByRole('table', { name: table, exact: true })
    .and(page.locator(':not([aria-busy])'))
    .locator('tbody tr');

async function downloadFirstPdf(page: Page): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('button', { name: textPattern('pdf.download') })
      .first()
      .click(),
  ]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: readFileSync(path) };
}

describe('the customer lists', () => {
  it('a customer pages and searches the orders, opens one and downloads its PDF', async () => {
    const page = await e2e.open();
    await signInAs(page, demoAccounts.customer, DEMO_PASSWORD);
    await openFromMenu(page, 'orders', en('pages.orders'));
    const rows = bodyRows(page, en('pages.orders'));
    await expect.poll(() => rows.count()).toBe(20);
    const table = page.getByRole('table', { name: en('pages.orders'), exact: true });
    expect(await table.getByRole('columnheader', { name: en('columns.price'), exact: true }).count()).toBe(1);
    await page.getByRole('link', { name: en('orders.add'), exact: true }).waitFor();

    // Page 2 is in the address: a reload and the back button keep it.
    await page.getByRole('button', { name: en('list.next'), exact: true }).click();
    await page.waitForURL(/[?&]page=2/);
    await page.reload();
    await page.getByRole('button', { name: en('list.page', { page: '2' }), exact: true }).waitFor();
    expect(
      await page
        .getByRole('button', { name: en('list.page', { page: '2' }), exact: true })
        .getAttribute('aria-current'),
    ).toBe('page');
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('page'));

    // Quick search on Enter, kept in the address; something unknown finds nothing.
    const firstItem = (await rows.first().locator('td[data-column="item"] p').first().textContent()) ?? '';
    const search = page.getByRole('textbox', { name: en('list.searchLabel') });
    await search.fill(firstItem);
    await search.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === firstItem);
    await expect
      .poll(async () => (await rows.allTextContents()).every((row) => row.includes(firstItem)))
      .toBe(true);
    await search.fill('no-such-thing-anywhere');
    await search.press('Enter');
    await page.getByText(en('list.nothingFound'), { exact: true }).waitFor();

    await search.fill('');
    await search.press('Enter');
    await expect.poll(() => rows.count()).toBe(20);

    const pdf = await downloadFirstPdf(page);
    expect(pdf.name).toMatch(/\.pdf$/);
    expect(pdf.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

    // The order number opens the read-only detail; its back link returns to the list.
    const orderLink = rows.first().getByRole('link').first();
    const orderNumber = (await orderLink.textContent()) ?? '';
    await orderLink.click();
    await page.waitForURL(/\/order-detail\/\d+$/);
    await page
      .getByRole('heading', { level: 1, name: en('documentName.order', { number: orderNumber }) })
      .waitFor();
    await page.getByText(en('detail.openTotal'), { exact: true }).waitFor();
    await page.getByRole('table', { name: en('detail.lines'), exact: true }).waitFor();
    const detailPdf = await downloadFirstPdf(page);
    expect(detailPdf.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    await page.getByRole('link', { name: en('detail.backTo', { list: en('pages.orders') }) }).click();
    await page.waitForURL((url) => url.pathname === '/orders');
  });

  it('a customer follows track and trace: one link, a list of packages, or none', async () => {
    const page = await e2e.open();
    await signInAs(page, demoAccounts.customer, DEMO_PASSWORD);
    await openFromMenu(page, 'deliveries', en('pages.deliveries'));
    await expect.poll(() => bodyRows(page, en('pages.deliveries')).count()).toBe(20);

    const single = page.getByRole('link', { name: textPattern('trackAndTrace.open') }).first();
    expect(await single.getAttribute('target')).toBe('_blank');
    expect(await single.getAttribute('rel')).toContain('noopener');
    expect(await single.getAttribute('href')).toMatch(/^https:\/\//);

    expect(
      await page
        .getByRole('button', { name: en('trackAndTrace.none'), exact: true })
        .first()
        .isDisabled(),
    ).toBe(true);

    await page
      .getByRole('button', { name: textPattern('trackAndTrace.openSeveral') })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: en('trackAndTrace.title') });
    await dialog.waitFor();
    const packages = dialog.getByRole('link');
    expect(await packages.count()).toBeGreaterThan(1);
    expect(await packages.first().textContent()).toContain(en('trackAndTrace.package', { number: '1' }));
    expect(await packages.first().getAttribute('target')).toBe('_blank');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // The delivery detail has the same button.
    await bodyRows(page, en('pages.deliveries')).first().getByRole('link').first().click();
    await page.waitForURL(/\/delivery-detail\/\d+$/);
    await page.getByRole('heading', { level: 1, name: textPattern('documentName.delivery') }).waitFor();
    await page.getByRole('table', { name: en('detail.lines'), exact: true }).waitFor();
  });

  it('a customer opens invoices, outstanding invoices, returns and current information', async () => {
    const page = await e2e.open();
    await signInAs(page, demoAccounts.customer, DEMO_PASSWORD);

    await openFromMenu(page, 'salesInvoices', en('pages.salesInvoices'));
    const invoices = bodyRows(page, en('pages.salesInvoices'));
    await expect.poll(() => invoices.count()).toBe(20);
    expect(await invoices.first().textContent()).toContain(en('documentType.invoice'));
    const invoiceLink = invoices.first().getByRole('link').first();
    const invoiceNumber = (await invoiceLink.textContent()) ?? '';
    const invoicePath = (await invoiceLink.getAttribute('href')) ?? '';
    await invoiceLink.click();
    await page
      .getByRole('heading', { level: 1, name: en('documentName.invoice', { number: invoiceNumber }) })
      .waitFor();
    await page.getByText(en('detail.totalGross'), { exact: true }).waitFor();

    // D14: the misspelt address of the old portal leads to the same invoice.
    await page.goto(invoicePath.replace('/salesinvoice-detail/', '/salesinvoice-deail/'));
    await page.waitForURL((url) => url.pathname === invoicePath);
    await page
      .getByRole('heading', { level: 1, name: en('documentName.invoice', { number: invoiceNumber }) })
      .waitFor();

    await openFromMenu(page, 'outstandingInvoices', en('pages.outstandingInvoices'));
    const openItems = bodyRows(page, en('pages.outstandingInvoices'));
    await expect.poll(() => openItems.count()).toBeGreaterThan(0);
    expect(await openItems.first().textContent()).toMatch(/\d{2}-\d{2}-\d{4}/);
    const openPdf = await downloadFirstPdf(page);
    expect(openPdf.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

    await openFromMenu(page, 'returns', en('pages.returns'));
    const returns = bodyRows(page, en('pages.returns'));
    await expect.poll(() => returns.count()).toBeGreaterThan(0);
    expect(await returns.first().textContent()).toMatch(
      new RegExp(`${en('status.open')}|${en('status.closed')}`),
    );
    await returns.first().getByRole('link').first().click();
    await page.waitForURL(/\/return-detail\/\d+$/);
    await page.getByRole('heading', { level: 1, name: textPattern('documentName.return') }).waitFor();
    await page.getByRole('link', { name: en('detail.backTo', { list: en('pages.returns') }) }).click();
    await page.getByRole('link', { name: en('returns.add'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/add-returns');

    await openFromMenu(page, 'customerDocuments', en('pages.customerDocuments'));
    const documents = page.getByRole('list', { name: en('pages.customerDocuments') }).getByRole('link');
    await expect.poll(() => documents.count()).toBeGreaterThan(0);
    expect(await documents.first().getAttribute('target')).toBe('_blank');
  });

  it('a customer switches the lists to German and back', async () => {
    const page = await e2e.open();
    await signInAs(page, demoAccounts.customer, DEMO_PASSWORD);
    await openFromMenu(page, 'orders', en('pages.orders'));
    await pickLanguage(page, 'en', 'de');
    await page.getByRole('heading', { level: 1, name: t('de', 'pages.orders'), exact: true }).waitFor();
    const table = page.getByRole('table', { name: t('de', 'pages.orders'), exact: true });
    await table.getByRole('columnheader', { name: t('de', 'columns.orderNumber'), exact: true }).waitFor();
    await page.getByRole('textbox', { name: t('de', 'list.searchLabel') }).waitFor();
    await putEnglishBack(page, 'de');
    await page.getByRole('heading', { level: 1, name: en('pages.orders'), exact: true }).waitFor();
  });

  it('hides every price and amount when the customer signs in without prices', async () => {
    const page = await e2e.open();
    await page.goto('/login');
    await page.getByLabel(en('login.showPrice'), { exact: true }).uncheck();
    await signIn(page, demoAccounts.customer, DEMO_PASSWORD);
    await openFromMenu(page, 'orders', en('pages.orders'));
    const table = page.getByRole('table', { name: en('pages.orders'), exact: true });
    await expect.poll(() => bodyRows(page, en('pages.orders')).count()).toBe(20);
    expect(await table.getByRole('columnheader', { name: en('columns.price'), exact: true }).count()).toBe(0);
    await bodyRows(page, en('pages.orders')).first().getByRole('link').first().click();
    await page.getByRole('table', { name: en('detail.lines'), exact: true }).waitFor();
    expect(await page.getByText(en('detail.openTotal'), { exact: true }).count()).toBe(0);
    expect(await page.locator('body').innerText()).not.toMatch(/€\s?\d/);
  });
});

describe('the export customer', () => {
  it('chooses a ship-to address first, then sees the lists of that address and can change it', async () => {
    const page = await e2e.open();
    await signIn(page, demoAccounts.export, DEMO_PASSWORD, { isExpectingSuccess: false });
    const dialog = page.getByRole('dialog', { name: en('shipTo.title') });
    await dialog.waitFor();
    // Required: Escape does not dismiss it, and the first address is preselected.
    await page.keyboard.press('Escape');
    await dialog.waitFor();
    const radios = dialog.getByRole('radio');
    await expect.poll(() => radios.count()).toBeGreaterThan(1);
    expect(await radios.first().isChecked()).toBe(true);

    await dialog.getByRole('radio', { name: /^London showroom/ }).check();
    await dialog.getByRole('button', { name: en('common.save'), exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    const shipToButton = page.getByRole('button', { name: textPattern('shipTo.change') });
    await shipToButton.waitFor();
    expect(await shipToButton.getAttribute('aria-label')).toContain('London showroom');

    await openFromMenu(page, 'orders', en('pages.orders'));
    const rows = bodyRows(page, en('pages.orders'));
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    const londonRange = await page.getByText(textPattern('list.range', '\\d+')).textContent();

    // Changing it later, from the header, scopes the lists again.
    await shipToButton.click();
    const change = page.getByRole('dialog', { name: en('shipTo.title') });
    await change.waitFor();
    expect(await change.getByRole('radio', { name: /^London showroom/ }).isChecked()).toBe(true);
    await change.getByRole('radio', { name: /^Dublin project/ }).check();
    await change.getByRole('button', { name: en('common.save'), exact: true }).click();
    await change.waitFor({ state: 'hidden' });
    await expect
      .poll(
        async () =>
          (await page
            .getByRole('button', { name: textPattern('shipTo.change') })
            .getAttribute('aria-label')) ?? '',
      )
      .toContain('Dublin project');
    await expect
      .poll(
        async () =>
          (await page.getByText(textPattern('list.range', '\\d+')).count()) === 0 ||
          (await page.getByText(textPattern('list.range', '\\d+')).textContent()) !== londonRange,
      )
      .toBe(true);
  });
});
