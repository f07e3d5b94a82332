import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violationsOf } from './support/axe.js';
import {
  desktop,
  en,
  menuLabels,
  phone,
  screenshot,
  signIn,
  signInAs,
  type Viewport,
} from './support/browser.js';
import { DEMO_PASSWORD, demoAccounts } from './support/server.js';
import { setUpE2e } from './support/setup.js';
import { rawKeys, visibleText } from './support/text.js';

const e2e = setUpE2e();

async function openUsers(viewport: Viewport = desktop): Promise<Page> {
  const page = await e2e.open(viewport);
  await signInAs(page, demoAccounts.admin, DEMO_PASSWORD, '/user');
  await page.getByRole('heading', { level: 1, name: en('pages.users'), exact: true }).waitFor();
  await settled(page);
  return page;
}

const settled = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 15_000 });

async function search(page: Page, text: string): Promise<void> {
  const box = page.getByLabel(en('list.searchLabel'), { exact: true });
  await box.fill(text);
  await box.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('search') === text);
  await settled(page);
}

const rowOf = (page: Page, email: string): Locator =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: email, exact: true }) });

async function choose(scope: Locator, page: Page, label: string, option: string): Promise<void> {
  await scope.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** No raw keys and no sideways scrolling of the page, then a picture to look at. */
async function picture(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  expect(rawKeys(await visibleText(page)), name).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  await screenshot(page, name, options);
}

describe('Users administration', () => {
  it('the administrator adds a user, who is mailed a link; then deactivates and deletes them', async () => {
    const page = await openUsers();
    const email = 'new.colleague@users.example';

    await page.getByRole('button', { name: en('users.add'), exact: true }).click();
    const drawer = page.getByRole('dialog', { name: en('users.form.addTitle'), exact: true });
    await drawer.getByLabel(en('users.form.email'), { exact: true }).fill(email);
    await drawer.getByLabel(en('users.form.firstName'), { exact: true }).fill('Nina');
    await drawer.getByLabel(en('users.form.lastName'), { exact: true }).fill('Nieuw');
    await choose(drawer, page, en('users.form.role'), en('users.roles.Customer'));
    // Customer users need a customer code the ERP knows.
    await drawer.getByRole('button', { name: en('common.save'), exact: true }).click();
    await drawer.getByText(en('validation.REQUIRED'), { exact: true }).first().waitFor();
    await drawer.getByLabel(en('users.form.customerCode'), { exact: true }).fill('C10001');
    await choose(drawer, page, en('users.form.language'), en('language.names.nl'));
    await drawer.getByRole('button', { name: en('common.save'), exact: true }).click();
    await drawer.waitFor({ state: 'hidden' });
    await page.getByText(en('users.created'), { exact: true }).waitFor();

    const mail = await e2e.portal.waitForMail(email);
    expect(mail.subject).toBe('Uw account op het Selvedge-portaal');

    await search(page, email);
    const row = rowOf(page, email);
    await row.waitFor();
    expect(await row.getByText('Nina Nieuw', { exact: true }).count()).toBe(1);
    expect(await row.getByText(en('users.active'), { exact: true }).count()).toBe(1);

    await row.getByRole('button', { name: en('users.actions.deactivate'), exact: true }).click();
    const confirmDeactivate = page.getByRole('dialog', {
      name: en('users.confirm.deactivateTitle', { email }),
      exact: true,
    });
    await confirmDeactivate.getByText(en('users.confirm.message'), { exact: true }).waitFor();
    await confirmDeactivate
      .getByRole('button', { name: en('users.actions.deactivate'), exact: true })
      .click();
    // Without Show all users, an inactive user is not listed.
    await page.getByText(en('list.nothingFound'), { exact: true }).waitFor();

    // The box follows the address, so the click is awaited through it.
    await page.getByLabel(en('users.showAll'), { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('all') === '1');
    await rowOf(page, email).getByText(en('users.inactive'), { exact: true }).waitFor();
    await rowOf(page, email)
      .getByRole('button', { name: en('users.actions.delete'), exact: true })
      .click();
    const confirmDelete = page.getByRole('dialog', { name: en('users.confirm.deleteTitle'), exact: true });
    await confirmDelete.getByRole('button', { name: en('users.actions.delete'), exact: true }).click();
    await page.getByText(en('users.deleted', { email }), { exact: true }).waitFor();
    await page.getByText(en('list.nothingFound'), { exact: true }).waitFor();
    expect(await rowOf(page, email).count()).toBe(0);
  });

  it('the administrator logs in as the demo customer and goes back to admin', async () => {
    const page = await openUsers();
    await search(page, demoAccounts.customer);
    await rowOf(page, demoAccounts.customer)
      .getByRole('button', { name: en('users.actions.loginAsUser', { name: 'Daan de Vries' }), exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const banner = page
      .getByRole('status')
      .filter({ hasText: en('shell.actingAs', { name: 'Daan de Vries' }) });
    await banner.waitFor();
    await page.getByRole('heading', { level: 1, name: en('pages.news'), exact: true }).waitFor();
    const session = await (await page.request.get('/api/session')).json();
    expect(session.user.email).toBe(demoAccounts.customer);
    expect(session.realUser.email).toBe(demoAccounts.admin);

    await banner.getByRole('button', { name: en('shell.goBackToAdmin'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/user');
    await page.getByRole('heading', { level: 1, name: en('pages.users'), exact: true }).waitFor();
    expect(await banner.count()).toBe(0);
    const restored = await (await page.request.get('/api/session')).json();
    expect(restored.user.email).toBe(demoAccounts.admin);
    expect(restored.realUser).toBeNull();
  });

  it('a Sales user in English acting for a customer who reads Dutch keeps seeing English', async () => {
    const page = await e2e.open();
    await page.goto('/login');
    // The demo customer's own language becomes Dutch: a language sent with the sign-in is saved (D8).
    const signInAs = (language: string) =>
      page.evaluate(
        async ({ email, password, language }) =>
          (
            await fetch('/api/session', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ email, password, language }),
            })
          ).status,
        { email: demoAccounts.customer, password: DEMO_PASSWORD, language },
      );
    expect(await signInAs('nl')).toBe(200);
    try {
      await page.evaluate(() => fetch('/api/session', { method: 'DELETE' }));
      await page.goto('/login');
      await signIn(page, demoAccounts.sales, DEMO_PASSWORD);
      await page.getByRole('heading', { level: 1, name: en('pages.users'), exact: true }).waitFor();
      await settled(page);
      await search(page, demoAccounts.customer);
      await rowOf(page, demoAccounts.customer)
        .getByRole('button', {
          name: en('users.actions.loginAsUser', { name: 'Daan de Vries' }),
          exact: true,
        })
        .click();
      await page.waitForURL((url) => url.pathname === '/dashboard');
      const session = await (await page.request.get('/api/session')).json();
      expect(session).toMatchObject({
        language: 'en',
        user: { email: demoAccounts.customer, language: 'nl' },
      });

      // The screen stays in the Sales user's English, also after a reload.
      const banner = page
        .getByRole('status')
        .filter({ hasText: en('shell.actingAs', { name: 'Daan de Vries' }) });
      await banner.waitFor();
      await page.getByRole('heading', { level: 1, name: en('pages.news'), exact: true }).waitFor();
      await page.reload();
      await page.getByRole('heading', { level: 1, name: en('pages.news'), exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      await banner.getByRole('button', { name: en('shell.goBackToAdmin'), exact: true }).click();
      await page.getByRole('heading', { level: 1, name: en('pages.users'), exact: true }).waitFor();
    } finally {
      expect(await signInAs('en')).toBe(200);
    }
  });

  it('the filter panel reads four digits as a day of this year and keeps the filter in the address', async () => {
    const page = await openUsers();
    await page.getByRole('button', { name: en('filter.title'), exact: true }).click();
    const panel = page.getByRole('group', { name: en('filter.title'), exact: true });
    await choose(panel, page, en('filter.column'), en('users.filterColumns.createdAt'));
    const from = panel.getByLabel(`${en('users.filterColumns.createdAt')}: ${en('filter.from')}`, {
      exact: true,
    });
    await from.fill('0101');
    await from.blur();
    expect(await from.inputValue()).toBe(`01-01-${new Date().getFullYear()}`);
    await panel
      .getByLabel(`${en('users.filterColumns.createdAt')}: ${en('filter.to')}`, { exact: true })
      .fill('3112');
    await panel.getByRole('button', { name: en('filter.addRow'), exact: true }).click();
    const second = panel.getByRole('group', { name: en('filter.rowLabel', { number: '2' }), exact: true });
    await choose(second, page, en('filter.column'), en('users.filterColumns.role'));
    await choose(
      second,
      page,
      `${en('users.filterColumns.role')}: ${en('filter.value')}`,
      en('users.roles.Sales'),
    );
    await panel.getByRole('button', { name: en('filter.apply'), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.has('filter'));
    await settled(page);
    const filter = JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '[]');
    expect(filter).toEqual([
      {
        join: 'where',
        column: 'createdAt',
        condition: 'between',
        from: `${new Date().getFullYear()}-01-01`,
        to: `${new Date().getFullYear()}-12-31`,
      },
      { join: 'and', column: 'role', condition: 'is', value: 'Sales' },
    ]);
    // The header row and the one Sales user.
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await rowOf(page, demoAccounts.sales).waitFor();
  });
});

const sizes = [
  ['desktop', desktop],
  ['phone', phone],
] as const;

/** Opens a user's edit drawer from the list, found by e-mail. */
async function editUser(page: Page, email: string): Promise<Locator> {
  await search(page, email);
  // The search finds this one user; on a phone the list shows cards, not table rows.
  await page.getByRole('button', { name: en('users.actions.edit'), exact: true }).click();
  const drawer = page.getByRole('dialog', { name: en('users.form.editTitle'), exact: true });
  await drawer.getByLabel(en('users.form.canCreateOrder'), { exact: true }).waitFor();
  return drawer;
}

/** Sets the create-order claim in the edit drawer and saves. */
async function setOrderClaim(page: Page, email: string, isGranted: boolean): Promise<void> {
  const drawer = await editUser(page, email);
  await drawer.getByLabel(en('users.form.canCreateOrder'), { exact: true }).setChecked(isGranted);
  await drawer.getByRole('button', { name: en('common.save'), exact: true }).click();
  await drawer.waitFor({ state: 'hidden' });
  // The list shows the saved claim (the notice of an earlier save may still be on screen).
  const badge = rowOf(page, email).getByText(en('users.canCreateOrder'), { exact: true });
  await expect.poll(() => badge.count()).toBe(isGranted ? 1 : 0);
}

describe('The create-order claim (foundations 6)', () => {
  it('granted in the form, the customer has Place order without signing in again; revoked, it is gone', async () => {
    const admin = await openUsers();
    const customer = await e2e.open();
    await signInAs(customer, demoAccounts.viewer, DEMO_PASSWORD);
    expect(await menuLabels(customer)).not.toContain(en('nav.placeOrder'));

    await setOrderClaim(admin, demoAccounts.viewer, true);
    // The session is read per request: a new page load shows the right at once.
    await customer.reload();
    expect(await menuLabels(customer)).toContain(en('nav.placeOrder'));

    await setOrderClaim(admin, demoAccounts.viewer, false);
    await customer.reload();
    expect(await menuLabels(customer)).not.toContain(en('nav.placeOrder'));
  });

  it('the edit form with the claim is axe-clean at desktop and phone size', () =>
    Promise.all(
      sizes.map(async ([size, viewport]) => {
        const page = await openUsers(viewport);
        await editUser(page, demoAccounts.customer);
        expect(await violationsOf(page)).toEqual([]);
        await picture(page, `users-order-claim-${size}`, { fullPage: false });
      }),
    ));
});

describe('Screenshots of the users screen', () => {
  it('of the list, the drawer, the filter panel and the login-as banner at desktop and phone size', () =>
    Promise.all(
      sizes.map(async ([size, viewport]) => {
        const page = await openUsers(viewport);
        await picture(page, `users-${size}`);
        await page.getByRole('button', { name: en('users.add'), exact: true }).click();
        const drawer = page.getByRole('dialog', { name: en('users.form.addTitle'), exact: true });
        await drawer.getByLabel(en('users.form.email'), { exact: true }).waitFor();
        await picture(page, `users-drawer-${size}`, { fullPage: false });
        await drawer.getByRole('button', { name: en('common.close') }).click();
        await drawer.waitFor({ state: 'hidden' });
        await page.getByRole('button', { name: en('filter.title'), exact: true }).click();
        const panel = page.getByRole('group', { name: en('filter.title'), exact: true });
        await choose(panel, page, en('filter.column'), en('users.filterColumns.createdAt'));
        await panel.getByRole('button', { name: en('filter.addRow'), exact: true }).click();
        await panel.getByRole('button', { name: en('filter.apply'), exact: true }).click();
        await panel.getByText(en('filter.problems.REQUIRED'), { exact: true }).first().waitFor();
        await picture(page, `users-filter-${size}`);
        await page.goto('/user?search=no-such-user');
        await page.getByText(en('list.nothingFound'), { exact: true }).waitFor();
        await search(page, demoAccounts.customer);
        await page
          .getByRole('button', {
            name: en('users.actions.loginAsUser', { name: 'Daan de Vries' }),
            exact: true,
          })
          .click();
        await page.waitForURL((url) => url.pathname === '/dashboard');
        await page.getByRole('button', { name: en('shell.goBackToAdmin'), exact: true }).waitFor();
        await picture(page, `users-acting-banner-${size}`, { fullPage: false });
      }),
    ));
});
