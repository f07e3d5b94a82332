import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, en, phone, screenshot, signInAs, type Viewport } from './support/browser.js';
import { DEMO_PASSWORD, demoAccounts } from './support/server.js';
import { setUpE2e } from './support/setup.js';
import { rawKeys, visibleText } from './support/text.js';

const e2e = setUpE2e();

/** A tiny valid PDF, made here so the test needs no files. */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

const TYPE_NAME = 'Care instructions';
const DOCUMENT_NAME = 'Velvet care guide 2026';

async function signedIn(account: string, path: string, viewport: Viewport = desktop): Promise<Page> {
  const page = await e2e.open(viewport);
  await signInAs(page, account, DEMO_PASSWORD, path);
  return page;
}

const heading = (page: Page, key: string) =>
  page.getByRole('heading', { level: 1, name: en(key), exact: true });

async function choose(page: Page, label: string, option: RegExp | string) {
  await page.getByRole('dialog').getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

describe('Documents administration', () => {
  it('an administrator adds a type and a PDF for group 100, and the customer sees it', async () => {
    const page = await signedIn(demoAccounts.admin, '/document-type');
    await heading(page, 'pages.documentTypes').waitFor();
    await page.getByRole('button', { name: en('contentAdmin.documentTypes.add'), exact: true }).click();
    const typeDialog = page.getByRole('dialog', { name: en('contentAdmin.documentTypes.addTitle') });
    await typeDialog.waitFor();
    // Name is required: an empty save is refused in the modal.
    await typeDialog.getByRole('button', { name: en('contentAdmin.save'), exact: true }).click();
    await typeDialog.getByText(en('validation.REQUIRED')).waitFor();
    await typeDialog.getByLabel(en('contentAdmin.documentTypes.name')).fill(TYPE_NAME);
    await typeDialog.getByRole('button', { name: en('contentAdmin.save'), exact: true }).click();
    await typeDialog.waitFor({ state: 'hidden' });
    await page.getByRole('cell', { name: TYPE_NAME, exact: true }).waitFor();
    expect(rawKeys(await visibleText(page))).toEqual([]);
    await screenshot(page, 'document-types-admin-desktop');

    await page.goto('/documents');
    await heading(page, 'pages.documents').waitFor();
    await page.getByRole('button', { name: en('contentAdmin.documents.add'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: en('contentAdmin.documents.addTitle') });
    await dialog.waitFor();
    await dialog.getByLabel(new RegExp(`^${en('contentAdmin.documents.name')}`)).fill(DOCUMENT_NAME);
    await choose(page, en('contentAdmin.documents.type'), TYPE_NAME);
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'velvet-care.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await dialog.getByText('velvet-care.pdf').waitFor();
    await choose(page, en('contentAdmin.customerGroups'), /^100 /);
    await page.keyboard.press('Escape');
    await dialog.getByLabel(en('contentAdmin.documents.openInBrowser')).check();
    await screenshot(page, 'document-modal-desktop', { fullPage: false });
    await dialog.getByRole('button', { name: en('contentAdmin.save'), exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(DOCUMENT_NAME, { exact: true }).waitFor();
    expect(rawKeys(await visibleText(page))).toEqual([]);
    await screenshot(page, 'documents-admin-desktop');

    const customer = await signedIn(demoAccounts.customer, '/customerDocuments');
    await heading(customer, 'pages.customerDocuments').waitFor();
    await customer.getByText(DOCUMENT_NAME).first().waitFor();
  });

  it('an administrator edits a help text', async () => {
    const page = await signedIn(demoAccounts.admin, '/help-text');
    await heading(page, 'pages.helpTexts').waitFor();
    await page.getByRole('button', { name: `${en('contentAdmin.edit')}: Orders` }).click();
    const dialog = page.getByRole('dialog', { name: en('contentAdmin.helpTexts.editTitle') });
    await dialog.waitFor();
    const nl = dialog.getByLabel(new RegExp(`^${en('contentAdmin.helpTexts.link')} \\(NL\\)`));
    await nl.fill('not a link');
    await dialog.getByRole('button', { name: en('contentAdmin.save'), exact: true }).click();
    await dialog.getByText(en('contentAdmin.helpTexts.linkFormat')).waitFor();
    await nl.fill('/help/orders-nl.pdf');
    await dialog.getByLabel(new RegExp(`^${en('contentAdmin.helpTexts.title')}`)).fill('Orders, explained');
    await dialog.getByRole('button', { name: en('contentAdmin.save'), exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('cell', { name: 'Orders, explained', exact: true }).waitFor();
    expect(rawKeys(await visibleText(page))).toEqual([]);
    await screenshot(page, 'help-texts-admin-desktop');
  });

  it('the three screens work at phone width', async () => {
    const page = await signedIn(demoAccounts.admin, '/documents', phone);
    for (const [path, key, name] of [
      ['/documents', 'pages.documents', 'documents-admin-phone'],
      ['/document-type', 'pages.documentTypes', 'document-types-admin-phone'],
      ['/help-text', 'pages.helpTexts', 'help-texts-admin-phone'],
    ] as const) {
      await page.goto(path);
      await heading(page, key).waitFor();
      await page
        .getByRole('button', { name: /^Edit: / })
        .first()
        .waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, name);
    }
    await page.getByRole('button', { name: en('contentAdmin.helpTexts.add'), exact: true }).click();
    await page.getByRole('dialog', { name: en('contentAdmin.helpTexts.addTitle') }).waitFor();
    await screenshot(page, 'help-text-modal-phone', { fullPage: false });
  });
});
