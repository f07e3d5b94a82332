/**
 * axe-core on the screens issue 05 touched (the users page's shared row actions, the maintenance
 * switch shared by the settings page and the administrator's dashboard), at desktop and phone width:
 * no violation of WCAG 2.1 A and AA.
 */
import { describe, expect, it } from 'vitest';
import { violationsOf } from './support/axe.js';
import { desktop, en, phone, signIn, type Viewport } from './support/browser.js';
import { DEMO_PASSWORD, demoAccounts } from './support/server.js';
import { setUpE2e } from './support/setup.js';

const e2e = setUpE2e();
const screens = [
  { path: '/user', heading: 'pages.users' },
  { path: '/settings', heading: 'pages.settings' },
  { path: '/dashboard', heading: 'pages.dashboard' },
] as const;

describe.each([
  ['desktop', desktop],
  ['phone', phone],
] as Array<[string, Viewport]>)('axe-core at %s width', (_name, viewport) => {
  it.each(screens)('finds nothing on $path', async ({ path, heading }) => {
    const page = await e2e.open(viewport);
    await signIn(page, demoAccounts.admin, DEMO_PASSWORD);
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: en(heading), exact: true }).waitFor();
    expect(await violationsOf(page)).toEqual([]);
  });
});

describe.each([
  ['desktop', desktop],
  ['phone', phone],
] as Array<[string, Viewport]>)('axe-core on the order screen at %s width (issue 06)', (_name, viewport) => {
  it('finds nothing on /placeorder with a line, nor in its item modal', async () => {
    const page = await e2e.open(viewport);
    await signIn(page, demoAccounts.customer, DEMO_PASSWORD);
    await page.goto('/placeorder');
    await page.getByRole('heading', { level: 1, name: en('placeOrder.title'), exact: true }).waitFor();
    await page
      .getByRole('button', { name: en('placeOrder.lines.addRow'), exact: true })
      .first()
      .click();
    const modal = page.getByRole('dialog', { name: en('placeOrder.item.newTitle') });
    const code = modal.getByRole('textbox', { name: en('placeOrder.item.code'), exact: true });
    await code.fill('HF-1011');
    await code.press('Tab');
    await modal.getByText('Heritage Florals Ivy Ivory').waitFor();
    expect(await violationsOf(page)).toEqual([]);
    await modal.getByLabel(/^Quantity/).fill('2');
    await modal.getByRole('button', { name: en('placeOrder.item.add'), exact: true }).click();
    await modal.waitFor({ state: 'hidden' });
    await page.getByText('Heritage Florals Ivy Ivory').first().waitFor();
    expect(await violationsOf(page)).toEqual([]);
  }, 60_000);
});

describe.each([
  ['desktop', desktop],
  ['phone', phone],
] as Array<
  [string, Viewport]
>)('axe-core on the sample order and stock check at %s width (issue 07)', (_name, viewport) => {
  it("finds nothing in the sample order's item modal with a sample book, nor on the stock check", async () => {
    const page = await e2e.open(viewport);
    await signIn(page, demoAccounts.customer, DEMO_PASSWORD);
    await page.goto('/placesampleorder');
    await page.getByRole('heading', { level: 1, name: en('placeOrder.sample.title'), exact: true }).waitFor();
    await page
      .getByRole('button', { name: en('placeOrder.lines.addRow'), exact: true })
      .first()
      .click();
    const modal = page.getByRole('dialog', { name: en('placeOrder.sample.newTitle') });
    const code = modal.getByRole('textbox', { name: en('placeOrder.item.code'), exact: true });
    await code.fill('B-HF');
    await code.press('Tab');
    await modal.getByText(en('itemCode.unit', { unit: 'book' })).waitFor();
    await modal.getByLabel(/^Quantity/).fill('7');
    await modal.getByText(en('placeOrder.sample.maxSamples', { max: '5' })).waitFor();
    expect(await violationsOf(page)).toEqual([]);

    await page.goto('/stockinfo');
    await page.getByRole('heading', { level: 1, name: en('pages.stockInfo'), exact: true }).waitFor();
    expect(await violationsOf(page)).toEqual([]);
  }, 60_000);
});
