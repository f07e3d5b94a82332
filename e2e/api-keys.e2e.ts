/**
 * API keys (docs/adr/ADR-036-api-keys.md): a customer administrator creates a key, sees its token once
 * and copies it, the key calls the API, and is revoked, after which it is refused; the screen at phone
 * width; staff find a customer's keys by its code.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violationsOf } from './support/axe.js';
import { desktop, en, mainMenu, phone, screenshot, signInAs, type Viewport } from './support/browser.js';
import { DEMO_PASSWORD, demoAccounts } from './support/server.js';
import { setUpE2e } from './support/setup.js';

const e2e = setUpE2e();

async function openApiKeys(
  viewport: Viewport = desktop,
  account: string = demoAccounts.customer,
): Promise<Page> {
  const page = await e2e.open(viewport);
  await signInAs(page, account, DEMO_PASSWORD);
  if (viewport === desktop) {
    await mainMenu(page)
      .getByRole('link', { name: en('nav.apiKeys'), exact: true })
      .click();
  } else {
    await page.goto('/api-keys');
  }
  await page.getByRole('heading', { level: 1, name: en('apiKeys.title') }).waitFor();
  return page;
}

const rowOf = (page: Page, name: string) =>
  page.locator('tr, li.selvedge-card').filter({ hasText: name }).first();

/** The orders list as the customer's system asks it, with the key. */
const ordersWith = (token: string) =>
  fetch(`${e2e.portal.baseURL}/api/orders`, { headers: { authorization: `Bearer ${token}` } });

async function createKey(page: Page, name: string, size: string): Promise<string> {
  await page.getByRole('button', { name: en('apiKeys.create'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: en('apiKeys.form.title') });
  await dialog.getByLabel(en('apiKeys.form.name'), { exact: true }).fill(name);
  await dialog.getByLabel(en('apiKeys.scopes.ordersWrite'), { exact: true }).check();
  expect(await violationsOf(page)).toEqual([]);
  await screenshot(page, `api-keys-create-${size}`, { fullPage: false });
  await dialog.getByRole('button', { name: en('apiKeys.form.create'), exact: true }).click();
  const shown = page.getByRole('dialog', { name: en('apiKeys.token.title', { name }) });
  const token = (await shown.getByTestId('api-key-token').textContent())?.trim() ?? '';
  expect(token).toMatch(/^slv_[a-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
  await shown.getByText(en('apiKeys.token.once'), { exact: true }).waitFor();
  expect(await violationsOf(page)).toEqual([]);
  await screenshot(page, `api-keys-token-${size}`, { fullPage: false });
  // The headless shell refuses the clipboard until it is granted, as a user can: the dialog says to copy by hand.
  const copy = shown.getByRole('button', { name: en('apiKeys.token.copy'), exact: true });
  await copy.click();
  await shown.getByRole('alert').getByText(en('common.copyRefused'), { exact: true }).waitFor();
  expect(await violationsOf(page)).toEqual([]);
  await screenshot(page, `api-keys-copy-refused-${size}`, { fullPage: false });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await copy.click();
  await shown.getByRole('button', { name: en('apiKeys.token.copied'), exact: true }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await shown.getByRole('button', { name: en('apiKeys.token.done'), exact: true }).click();
  await shown.waitFor({ state: 'detached' });
  return token;
}

describe('API keys', () => {
  for (const [size, viewport] of [
    ['desktop', desktop],
    ['phone', phone],
  ] as const) {
    it(`creates a key whose token is shown once, which calls the API until it is revoked (${size})`, async () => {
      const page = await openApiKeys(viewport);
      const name = `Webshop ${size}`;
      const token = await createKey(page, name, size);
      // The list shows the key, never its token.
      const row = rowOf(page, name);
      await row.getByText(en('apiKeys.status.active'), { exact: true }).waitFor();
      expect(await page.content()).not.toContain(token.slice(13));
      await page.reload();
      await rowOf(page, name).waitFor();
      expect(await page.content()).not.toContain(token.slice(13));
      expect(await violationsOf(page)).toEqual([]);
      await screenshot(page, `api-keys-${size}`);

      expect((await ordersWith(token)).status).toBe(200);

      await rowOf(page, name)
        .getByRole('button', { name: en('apiKeys.actions.revoke', { name }) })
        .click();
      const confirm = page.getByRole('dialog', { name: en('apiKeys.confirm.revokeTitle', { name }) });
      await confirm.getByRole('button', { name: en('apiKeys.confirm.revoke'), exact: true }).click();
      await page.getByText(en('apiKeys.revoked', { name }), { exact: true }).waitFor();
      await rowOf(page, name).getByText(en('apiKeys.status.revoked'), { exact: true }).waitFor();
      const refused = await ordersWith(token);
      expect(refused.status).toBe(401);
      expect((await refused.json()).code).toBe('API_KEY_INVALID');
    });
  }

  it("lets staff open a customer's keys by its code", async () => {
    const page = await openApiKeys(desktop, demoAccounts.admin);
    await page.getByLabel(en('apiKeys.customerCode'), { exact: true }).fill('C10001');
    await page.getByRole('button', { name: en('apiKeys.showKeys'), exact: true }).click();
    await rowOf(page, 'Webshop desktop').waitFor();
    await screenshot(page, 'api-keys-staff-desktop');
  });
});
