/**
 * A list page stays light (docs/web-performance.md): the orders list with a page of 20 rows builds
 * at most a few hundred elements, on a phone (cards) and at desktop width (a table). It built about
 * 1,500 and 950 before its rows and cards were drawn as plain elements; the bounds are what it builds
 * now plus a small margin, so that a heavier row shows up here rather than on a customer's phone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, en, phone, signInAs, type Viewport } from './support/browser.js';
import { DEMO_PASSWORD, demoAccounts } from './support/server.js';
import { setUpE2e } from './support/setup.js';

const e2e = setUpE2e();

/** Elements of the whole document, <head> included, as Lighthouse's DOM size counts them. */
const elementCount = (page: Page) => page.evaluate(() => document.querySelectorAll('*').length);

const cases: [name: string, viewport: Viewport, rows: string, bound: number][] = [
  ['on a phone, as cards', phone, 'list', 700],
  ['at desktop width, as a table', desktop, 'table', 630],
];

describe('The orders list with a page of 20 rows', () => {
  it.each(cases)('stays under its element budget %s', async (name, viewport, kind, bound) => {
    const page = await e2e.open(viewport);
    await signInAs(page, demoAccounts.customer, DEMO_PASSWORD, '/orders');
    const list = page.getByRole(kind === 'list' ? 'list' : 'table', {
      name: en('pages.orders'),
      exact: true,
    });
    const rows = kind === 'list' ? list.getByRole('listitem') : list.locator('tbody').getByRole('row');
    await expect.poll(() => rows.count()).toBe(20);
    // What a customer reads on every row is still there: the order number as a link, and its PDF.
    expect(await rows.first().getByRole('link', { name: /^\d+$/ }).count()).toBe(1);
    expect(await rows.first().getByRole('button', { name: /PDF/ }).count()).toBe(1);
    await page.waitForLoadState('networkidle');
    const count = await elementCount(page);
    expect(count, `${count} elements on /orders ${name}`).toBeLessThanOrEqual(bound);
  });
});
