import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseFromAccountMenu, en, phone, signInAs } from './support/browser.js';
import { DEMO_PASSWORD, demoAccounts } from './support/server.js';
import { setUpE2e } from './support/setup.js';

const e2e = setUpE2e();

async function openProfile(page: Page) {
  await chooseFromAccountMenu(page, 'profile', 'en');
  const panel = page.getByRole('dialog', { name: en('profile.title'), exact: true });
  await panel.getByLabel(en('profile.firstName'), { exact: true }).waitFor();
  return panel;
}

describe('The shipping mail setting in the profile', () => {
  it('is off at first; a customer turns it on, saves, and finds it on again (phone width)', async () => {
    const page = await e2e.open(phone);
    await signInAs(page, demoAccounts.viewer, DEMO_PASSWORD);
    let panel = await openProfile(page);
    const setting = panel.getByRole('checkbox', { name: en('shippingMail.setting'), exact: true });
    expect(await setting.isChecked()).toBe(false);
    // Keyboard: the checkbox is reached and toggled like the others.
    await setting.focus();
    await page.keyboard.press('Space');
    expect(await setting.isChecked()).toBe(true);
    await panel.getByRole('button', { name: en('common.save'), exact: true }).click();
    await panel.waitFor({ state: 'hidden' });
    await expect
      .poll(async () => (await (await page.request.get('/api/profile')).json()).deliveryMails)
      .toBe(true);

    panel = await openProfile(page);
    expect(
      await panel.getByRole('checkbox', { name: en('shippingMail.setting'), exact: true }).isChecked(),
    ).toBe(true);
  });

  it('is not offered to staff, who get no shipping mail', async () => {
    const page = await e2e.open();
    await signInAs(page, demoAccounts.sales, DEMO_PASSWORD);
    const panel = await openProfile(page);
    await panel.getByRole('checkbox', { name: en('profile.showPrice'), exact: true }).waitFor();
    expect(await panel.getByRole('checkbox', { name: en('shippingMail.setting') }).count()).toBe(0);
  });
});
