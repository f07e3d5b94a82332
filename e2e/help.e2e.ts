import { expect, it } from 'vitest';
import { signInAs } from './support/browser.js';
import { DEMO_PASSWORD, demoAccounts } from './support/server.js';
import { setUpE2e } from './support/setup.js';

const e2e = setUpE2e();

it('opens the help document of the page in the user’s language, in a new tab', async () => {
  const page = await e2e.open();
  await signInAs(page, demoAccounts.customer, DEMO_PASSWORD);
  const helpLink = page.getByRole('link', { name: 'Help for this page' });
  await helpLink.waitFor();
  const [helpTab] = await Promise.all([page.context().waitForEvent('page'), helpLink.click()]);
  await helpTab.waitForLoadState();
  expect(new URL(helpTab.url()).pathname).toBe('/help/en/News.html');
  expect(await helpTab.locator('html').getAttribute('lang')).toBe('en');
  expect(await helpTab.locator('h1').textContent()).toBeTruthy();
});

it('answers 404 for a help page that does not exist, instead of the portal', async () => {
  const response = await fetch(`${e2e.portal.baseURL}/help/nl/Nope.html`);
  expect(response.status).toBe(404);
  const page = await fetch(`${e2e.portal.baseURL}/help/nl/Orders.html`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('lang="nl"');
});
