/**
 * The administrators' "ERP connection" screen: every feed with its status, lag, rows and next
 * run, a feed that fails shows it with the ERP's message after "Sync now", the outbox links to the
 * orders needing attention; accessible, and whole on a phone.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { violationsOf } from './support/axe.js';
import { desktop, en, phone, screenshot, signInAs, type Viewport } from './support/browser.js';
import { DEMO_PASSWORD, demoAccounts } from './support/server.js';
import { setUpE2e } from './support/setup.js';
import { rawKeys, visibleText } from './support/text.js';

const e2e = setUpE2e();

afterAll(() => e2e.portal.setErpDown(false));

async function openScreen(viewport: Viewport = desktop): Promise<Page> {
  const page = await e2e.open(viewport);
  await signInAs(page, demoAccounts.admin, DEMO_PASSWORD, '/erp-connection');
  await page.getByRole('heading', { level: 1, name: en('pages.erpConnection'), exact: true }).waitFor();
  await page.getByText(en('erpConnection.feed.stock'), { exact: true }).first().waitFor();
  return page;
}

/** The checks a machine can make before a picture: no raw keys, no sideways scrolling, no axe finding. */
async function picture(page: Page, name: string): Promise<void> {
  expect(rawKeys(await visibleText(page)), name).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  expect(await violationsOf(page), name).toEqual([]);
  await screenshot(page, name);
}

describe('ERP connection', () => {
  it('shows every feed up to date, the outbox, and the way to the orders needing attention', async () => {
    const page = await openScreen();
    const feeds = page.getByRole('table', { name: en('erpConnection.feeds') });
    await expect(feeds.getByRole('row').count()).resolves.toBe(7);
    await expect(feeds.getByText(en('erpConnection.status.ok'), { exact: true }).count()).resolves.toBe(6);
    await picture(page, 'erp-connection-01-desktop');

    await page
      .getByRole('region', { name: en('erpConnection.outbox.title') })
      .getByRole('link', { name: en('erpConnection.outbox.link') })
      .click();
    await page.waitForURL((url) => url.pathname === '/order-queue');
  });

  it("shows a feed that fails after 'Sync now' with the ERP's message, on a desktop and a phone", async () => {
    const page = await openScreen();
    e2e.portal.setErpDown(true);
    const feedName = en('erpConnection.feed.stock');
    await page.getByRole('button', { name: en('erpConnection.syncFeedLabel', { feed: feedName }) }).click();
    await page.getByText(en('erpConnection.syncRequested', { feed: feedName })).waitFor();
    // The worker runs the feed; the screen asks again every 2 s until that run has ended.
    await page.getByText(en('erpConnection.status.failed'), { exact: true }).waitFor({ timeout: 30_000 });
    await page.getByText(en('erpConnection.columns.lastError'), { exact: true }).first().waitFor();
    await picture(page, 'erp-connection-02-failing-desktop');

    const onPhone = await openScreen(phone);
    await onPhone.getByText(en('erpConnection.status.failed'), { exact: true }).waitFor();
    await picture(onPhone, 'erp-connection-03-failing-phone');
  });
});
