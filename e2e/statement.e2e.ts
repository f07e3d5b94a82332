import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { violationsOf } from './support/axe.js';
import { en, mainMenu, phone, screenshot, signInAs } from './support/browser.js';
import { DEMO_PASSWORD, demoAccounts } from './support/server.js';
import { setUpE2e } from './support/setup.js';

const e2e = setUpE2e();

describe('the statement of account', () => {
  it('a customer opens it from the menu, reads the balance and downloads the PDF in Dutch', async () => {
    const page = await e2e.open();
    await signInAs(page, demoAccounts.customer, DEMO_PASSWORD);
    await mainMenu(page)
      .getByRole('link', { name: en('nav.statement'), exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: en('statement.title'), exact: true }).waitFor();
    const eur = page.getByRole('region', { name: en('statement.currency', { currency: 'EUR' }) });
    await eur.waitFor();
    expect(await eur.getByTestId('balance-EUR').textContent()).toMatch(/^€ -?[\d.]+,\d\d$/);
    expect(await eur.getByRole('heading', { name: en('statement.openItems'), exact: true }).count()).toBe(1);
    await screenshot(page, 'statement-desktop');
    expect(await violationsOf(page)).toEqual([]);

    // The customer's own language first (C10001 reads Dutch).
    const language = page.getByRole('combobox', { name: en('statement.pdfLanguage') });
    expect(await language.inputValue()).toBe('nl');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: en('statement.downloadPdf'), exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Rekeningoverzicht C10001 \d\d-\d\d-\d{4}\.pdf$/);
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    await language.selectOption('de');
    const [german] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: en('statement.downloadPdf'), exact: true }).click(),
    ]);
    expect(german.suggestedFilename()).toMatch(/^Kontoauszug C10001 /);
  });

  it('fits a phone, in the reader’s language', async () => {
    const page = await e2e.open(phone);
    await signInAs(page, demoAccounts.customer, DEMO_PASSWORD, '/statement');
    await page.getByRole('heading', { level: 1, name: en('statement.title'), exact: true }).waitFor();
    await page.getByTestId('balance-EUR').waitFor();
    // Nothing wider than the screen but the tables, which scroll inside their frame.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'statement-phone');
    expect(await violationsOf(page)).toEqual([]);
  });

  it('an administrator edits the letterhead in the settings', async () => {
    const page = await e2e.open();
    await signInAs(page, demoAccounts.admin, DEMO_PASSWORD, '/settings');
    const section = page.getByRole('region', { name: en('statement.letterhead.title'), exact: true });
    const name = section.getByRole('textbox', { name: en('statement.letterhead.companyName') });
    await name.waitFor();
    expect(await name.inputValue()).toBe('Selvedge Wallcoverings & Fabrics B.V.');
    await section.getByRole('textbox', { name: en('statement.letterhead.email') }).fill('not an address');
    await section.getByRole('button', { name: en('statement.letterhead.save') }).click();
    await section.getByText(en('validation.INVALID_EMAIL'), { exact: true }).waitFor();
    // What was typed stays.
    expect(await name.inputValue()).toBe('Selvedge Wallcoverings & Fabrics B.V.');
    await section
      .getByRole('textbox', { name: en('statement.letterhead.email') })
      .fill('accounts@selvedge.example');
    await name.fill('Selvedge Wandbekleding B.V.');
    await section.getByRole('button', { name: en('statement.letterhead.save') }).click();
    await page.getByText(en('statement.letterhead.saved'), { exact: true }).waitFor();
    await page.reload();
    await name.waitFor();
    expect(await name.inputValue()).toBe('Selvedge Wandbekleding B.V.');
  });
});
