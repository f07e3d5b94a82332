/**
 * Paying open invoices online (ADR-037) in the browser, on the local fake of Mollie the portal serves:
 * the buyer ticks open invoices, pays "Pay (1) · € …", chooses the outcome on the fake checkout, comes
 * back to the result page, and the list marks the invoice "Payment received, being processed". The ERP
 * is switched off meanwhile, so the payment stays paid-pending for the test to see (its booking waits in
 * the outbox); at phone width, a cancelled payment says nothing was paid.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violationsOf } from './support/axe.js';
import { en, phone, screenshot, signInAs } from './support/browser.js';
import { DEMO_PASSWORD, demoAccounts } from './support/server.js';
import { setUpE2e } from './support/setup.js';

const e2e = setUpE2e();

/** The open items list with its checkboxes shown; ticks the first open invoice in no payment. */
async function tickOneInvoice(page: Page): Promise<Locator> {
  await page.goto('/outstandingInvoices');
  await page.getByRole('button', { name: en('pdfZip.select'), exact: true }).click();
  const invoiceBox = page.getByRole('checkbox', { name: /^Select Invoice \d+$/ });
  await invoiceBox.first().waitFor();
  // A table row on a desktop, a card on a phone; one whose invoice is in no payment yet.
  const free = page
    .locator('tbody tr, ul.selvedge-cards > li')
    .filter({ has: invoiceBox })
    .filter({ hasNot: page.locator('[data-payment-state]') });
  const box = free.first().getByRole('checkbox');
  await box.check();
  return box;
}

describe('paying open invoices online', () => {
  it('ticks an invoice, pays it at the checkout, comes back to paid-pending and sees it on the list', async () => {
    const page = await e2e.open();
    await signInAs(page, demoAccounts.customer, DEMO_PASSWORD);
    const box = await tickOneInvoice(page);
    const number = /(\d+)$/.exec((await box.getAttribute('aria-label')) ?? '')?.[1] as string;
    const pay = page.getByTestId('pay-invoices');
    await expect.poll(() => pay.textContent()).toMatch(/^Pay \(1\) · € [\d.]+,\d\d$/);
    await screenshot(page, 'online-payment-list-desktop');
    await pay.click();

    // The provider's checkout (the fake, in Mollie's test mode): the amount is the server's.
    await page.waitForURL(/\/fake-mollie\/checkout\/tr_\w+$/);
    await page.getByRole('button', { name: 'Paid', exact: true }).waitFor();
    await screenshot(page, 'online-payment-checkout-desktop');
    // The ERP is away: the booking waits in the outbox, and the payment stays paid-pending.
    e2e.portal.setErpDown(true);
    try {
      await page.getByRole('button', { name: 'Paid', exact: true }).click();
      await page.waitForURL(/\/payments\/[0-9a-f-]{36}$/);
      const status = page.locator('[data-payment-state]');
      await expect.poll(() => status.getAttribute('data-payment-state')).toBe('paidPending');
      await page.getByText(en('payments.result.paidPending'), { exact: true }).waitFor();
      await screenshot(page, 'online-payment-result-desktop');
      expect(await violationsOf(page)).toEqual([]);

      await page.getByRole('link', { name: en('payments.back'), exact: true }).click();
      const row = page.locator('tbody tr').filter({ hasText: number });
      await row.getByText(en('payments.paidPending'), { exact: true }).waitFor();
      await screenshot(page, 'online-payment-list-after-desktop');
    } finally {
      e2e.portal.setErpDown(false);
    }
  });

  it('on a phone, a cancelled payment says nothing was paid', async () => {
    const page = await e2e.open(phone);
    await signInAs(page, demoAccounts.customer, DEMO_PASSWORD);
    await tickOneInvoice(page);
    const pay = page.getByTestId('pay-invoices');
    await expect.poll(() => pay.textContent()).toMatch(/^Pay \(1\) · € [\d.]+,\d\d$/);
    await screenshot(page, 'online-payment-list-phone');
    await pay.click();
    await page.waitForURL(/\/fake-mollie\/checkout\/tr_\w+$/);
    await screenshot(page, 'online-payment-checkout-phone');
    await page.getByRole('button', { name: 'Canceled', exact: true }).click();
    await page.waitForURL(/\/payments\/[0-9a-f-]{36}$/);
    await page.getByText(en('payments.result.canceled'), { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'online-payment-result-phone');
    expect(await violationsOf(page)).toEqual([]);
  });
});
