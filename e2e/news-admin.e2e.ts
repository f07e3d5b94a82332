import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, en, phone, pickLanguage, screenshot, signInAs, type Viewport } from './support/browser.js';
import { DEMO_PASSWORD, demoAccounts } from './support/server.js';
import { setUpE2e } from './support/setup.js';
import { rawKeys, visibleText } from './support/text.js';

const e2e = setUpE2e();

/** A small solid PNG, drawn here so the test needs no files. */
function png(rgb: [number, number, number]): Buffer {
  const width = 64;
  const height = 40;
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typeAndData));
    return Buffer.concat([length, typeAndData, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const SUBJECT_NL = 'Nieuwe collectie Velvet Lines';
const SUBJECT_EN = 'New collection Velvet Lines';

async function signedIn(account: string, path: string, viewport: Viewport = desktop): Promise<Page> {
  const page = await e2e.open(viewport);
  await signInAs(page, account, DEMO_PASSWORD, path);
  return page;
}

const field = (page: Page, key: string, flag: string) =>
  page.getByLabel(new RegExp(`^${en(key)} \\(${flag}\\)`));

describe('News administration', () => {
  it('an administrator publishes news with two images and the customer sees it in Dutch and English', async () => {
    const page = await signedIn(demoAccounts.admin, '/news');
    await page.getByRole('heading', { level: 1, name: en('pages.newsAdmin'), exact: true }).waitFor();
    await page.getByRole('button', { name: en('contentAdmin.news.add'), exact: true }).click();
    const drawer = page.getByRole('dialog', { name: en('contentAdmin.news.addTitle') });
    await drawer.waitFor();

    await field(page, 'contentAdmin.news.subject', 'NL').fill(SUBJECT_NL);
    await field(page, 'contentAdmin.news.subtitle', 'NL').fill('Fluweel voor wand en raam');
    await field(page, 'contentAdmin.news.text', 'NL').fill(
      'Twaalf fluwelen dessins, vanaf vandaag te bestellen.',
    );
    await drawer.getByRole('tab', { name: /^GB/ }).click();
    await field(page, 'contentAdmin.news.subject', 'GB').fill(SUBJECT_EN);
    await field(page, 'contentAdmin.news.subtitle', 'GB').fill('Velvet for walls and windows');
    await field(page, 'contentAdmin.news.text', 'GB').fill('Twelve velvet designs, to order from today.');

    await drawer.locator('input[type=file]').setInputFiles([
      { name: 'velvet-wall.png', mimeType: 'image/png', buffer: png([120, 40, 60]) },
      { name: 'velvet-window.png', mimeType: 'image/png', buffer: png([40, 90, 120]) },
    ]);
    await expect
      .poll(() => drawer.getByRole('radio', { name: en('contentAdmin.news.primary') }).count())
      .toBe(2);
    await drawer
      .getByRole('radio', { name: en('contentAdmin.news.primary') })
      .nth(1)
      .check();
    await screenshot(page, 'news-drawer-desktop', { fullPage: false });
    await drawer.getByRole('button', { name: en('contentAdmin.save'), exact: true }).click();
    await drawer.waitFor({ state: 'hidden' });
    await page.getByText(SUBJECT_EN, { exact: true }).waitFor();
    expect(rawKeys(await visibleText(page))).toEqual([]);
    await screenshot(page, 'news-admin-desktop');

    // The customer (English profile) sees it at once, with both images; then in Dutch.
    const customer = await signedIn(demoAccounts.customer, '/dashboard');
    await customer.getByText(SUBJECT_EN, { exact: true }).waitFor();
    // The slideshow shows one image at a time: the primary one; the feed carries both.
    const images = await customer.evaluate(() =>
      Array.from(document.querySelectorAll('img'), (img) => img.getAttribute('src') ?? ''),
    );
    expect(images.some((src) => /^\/api\/news\/images\/[0-9a-f-]{36}\.png$/.test(src))).toBe(true);
    const feed = await customer.evaluate(async () => (await fetch('/api/news')).json());
    const published = feed.news.find(
      (item: { title: string }) => item.title === 'New collection Velvet Lines',
    );
    expect(published.images).toHaveLength(2);
    expect(published.images[0].isPrimary).toBe(true);
    await pickLanguage(customer, 'en', 'nl');
    await customer.getByText(SUBJECT_NL, { exact: true }).waitFor();
    await pickLanguage(customer, 'nl', 'en');
    await customer.getByText(SUBJECT_EN, { exact: true }).waitFor();
  });

  it('works at phone width, the drawer included', async () => {
    const page = await signedIn(demoAccounts.admin, '/news', phone);
    await page.getByRole('heading', { level: 1, name: en('pages.newsAdmin'), exact: true }).waitFor();
    await page.getByText('Opening hours during the holidays').first().waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'news-admin-phone');
    await page.getByRole('button', { name: en('contentAdmin.news.add'), exact: true }).click();
    await page.getByRole('dialog', { name: en('contentAdmin.news.addTitle') }).waitFor();
    await screenshot(page, 'news-drawer-phone', { fullPage: false });
  });
});
