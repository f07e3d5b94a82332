/**
 * A customer administrator's colleagues screen (docs/adr/ADR-034-customer-user-administration.md): invite
 * a colleague, the invitation in the dev mailbox, the colleague chooses a password and signs in; rights
 * and deactivation; axe-clean at desktop and phone size.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violationsOf } from './support/axe.js';
import {
  desktop,
  en,
  mainMenu,
  menuLabels,
  phone,
  screenshot,
  signInAs,
  type Viewport,
} from './support/browser.js';
import { DEMO_PASSWORD, demoAccounts, linkIn } from './support/server.js';
import { setUpE2e } from './support/setup.js';

const e2e = setUpE2e();

const COLLEAGUE = 'cora.collega@demo.selvedge.test';
const PASSWORD = 'Vlies-Behang-42';

async function openColleagues(viewport: Viewport = desktop): Promise<Page> {
  const page = await e2e.open(viewport);
  await signInAs(page, demoAccounts.customer, DEMO_PASSWORD);
  if (viewport === desktop) {
    await mainMenu(page)
      .getByRole('link', { name: en('nav.colleagues'), exact: true })
      .click();
  } else {
    await page.goto('/colleagues');
  }
  await page.getByRole('heading', { level: 1, name: en('colleagues.title') }).waitFor();
  return page;
}

/** The table row (desktop) or card (phone) of a colleague, found by their e-mail. */
const rowOf = (page: Page, email: string) =>
  page.locator('tr, li.selvedge-card').filter({ hasText: email }).first();

describe('Colleagues', () => {
  it('invites a colleague, who sets a password from the mailed link and signs in without the screen', async () => {
    const page = await openColleagues();
    await page.getByRole('button', { name: en('colleagues.invite'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: en('colleagues.form.inviteTitle') });
    const email = dialog.getByLabel(en('colleagues.form.email'), { exact: true });
    await dialog.getByLabel(en('colleagues.form.firstName'), { exact: true }).fill('Cora');
    await dialog.getByLabel(en('colleagues.form.lastName'), { exact: true }).fill('Collega');
    // A bad address is said at the field, and what was typed stays.
    await email.fill('not an address');
    await dialog.getByRole('button', { name: en('colleagues.form.send'), exact: true }).click();
    await dialog.getByText(en('validation.INVALID_EMAIL'), { exact: true }).waitFor();
    expect(await dialog.getByLabel(en('colleagues.form.firstName'), { exact: true }).inputValue()).toBe(
      'Cora',
    );
    await email.fill(COLLEAGUE);
    await dialog.getByLabel(en('colleagues.rights.canCreateOrder'), { exact: true }).check();
    await dialog.getByRole('button', { name: en('colleagues.form.send'), exact: true }).click();
    await page.getByText(en('colleagues.invited', { email: COLLEAGUE }), { exact: true }).waitFor();
    const row = rowOf(page, COLLEAGUE);
    await row.getByText(en('colleagues.invitationPending'), { exact: true }).waitFor();
    await row.getByText(en('colleagues.rights.canCreateOrder'), { exact: true }).waitFor();

    // The invitation, through the outbox, in the dev mailbox.
    const mail = await e2e.portal.waitForMail(COLLEAGUE, (candidate) =>
      candidate.text.includes('/reset-password?'),
    );
    expect(mail.text).toContain('Daan de Vries');
    const colleague = await e2e.open();
    await colleague.goto(linkIn(mail, e2e.portal.baseURL));
    await colleague.getByRole('heading', { level: 1, name: en('resetPassword.title') }).waitFor();
    await colleague.getByLabel(en('resetPassword.password'), { exact: true }).fill(PASSWORD);
    await colleague.getByLabel(en('resetPassword.confirmPassword'), { exact: true }).fill(PASSWORD);
    await colleague.getByRole('button', { name: en('resetPassword.submit'), exact: true }).click();
    await colleague
      .getByRole('status')
      .filter({ hasText: en('resetPassword.doneTitle') })
      .waitFor();
    await signInAs(colleague, COLLEAGUE, PASSWORD);
    const labels = await menuLabels(colleague);
    expect(labels).toContain(en('nav.placeOrder'));
    expect(labels).not.toContain(en('nav.colleagues'));

    // The administrator's list no longer says the invitation is pending.
    await page.reload();
    await rowOf(page, COLLEAGUE).getByText(en('colleagues.active'), { exact: true }).waitFor();
    expect(await rowOf(page, COLLEAGUE).getByText(en('colleagues.invitationPending')).count()).toBe(0);
  });

  it('makes the colleague a customer administrator, and deactivates them, signing them out', async () => {
    const colleague = await e2e.open();
    await signInAs(colleague, COLLEAGUE, PASSWORD);
    const page = await openColleagues();
    const name = 'Cora Collega';
    await page.getByRole('button', { name: en('colleagues.actions.editRights', { name }) }).click();
    const rights = page.getByRole('dialog', { name: en('colleagues.form.rightsTitle', { name }) });
    await rights.getByLabel(en('colleagues.rights.isCustomerAdmin'), { exact: true }).check();
    await rights.getByRole('button', { name: en('common.save'), exact: true }).click();
    await page.getByText(en('colleagues.rightsSaved', { name }), { exact: true }).waitFor();
    await rowOf(page, COLLEAGUE)
      .getByText(en('colleagues.rights.isCustomerAdmin'), { exact: true })
      .waitFor();
    await colleague.reload();
    await mainMenu(colleague)
      .getByRole('link', { name: en('nav.colleagues'), exact: true })
      .waitFor();

    await page.getByRole('button', { name: en('colleagues.actions.deactivate', { name }) }).click();
    const confirm = page.getByRole('dialog', { name: en('colleagues.confirm.deactivateTitle', { name }) });
    await confirm.getByRole('button', { name: en('colleagues.confirm.deactivate'), exact: true }).click();
    await page.getByText(en('colleagues.deactivated', { name }), { exact: true }).waitFor();
    await rowOf(page, COLLEAGUE).getByText(en('colleagues.inactive'), { exact: true }).waitFor();
    // Their session ended: the next page they open sends them to sign in.
    await colleague.goto('/orders');
    await colleague.waitForURL((url) => url.pathname === '/login');

    // Their own row cannot be changed here.
    const own = page.getByRole('button', {
      name: en('colleagues.actions.deactivate', { name: 'Daan de Vries' }),
    });
    expect(await own.isDisabled()).toBe(true);
  });

  it('is axe-clean with the invite form open, at desktop and phone size', async () => {
    for (const [size, viewport] of [
      ['desktop', desktop],
      ['phone', phone],
    ] as const) {
      const page = await openColleagues(viewport);
      await rowOf(page, demoAccounts.customer).waitFor();
      expect(await violationsOf(page)).toEqual([]);
      await screenshot(page, `colleagues-${size}`);
      await page.getByRole('button', { name: en('colleagues.invite'), exact: true }).click();
      await page
        .getByRole('dialog', { name: en('colleagues.form.inviteTitle') })
        .getByLabel(en('colleagues.form.email'), { exact: true })
        .waitFor();
      expect(await violationsOf(page)).toEqual([]);
      await screenshot(page, `colleagues-invite-${size}`, { fullPage: false });
    }
  });

  it('is neither offered to nor opened for a customer without the right', async () => {
    const page = await e2e.open();
    await signInAs(page, demoAccounts.viewer, DEMO_PASSWORD);
    expect(await menuLabels(page)).not.toContain(en('nav.colleagues'));
    await page.goto('/colleagues');
    await page
      .getByRole('heading', { level: 1, name: en('colleagues.title') })
      .waitFor({ state: 'detached' });
    expect(await page.getByRole('heading', { level: 1, name: en('colleagues.title') }).count()).toBe(0);
  });
});
