/**
 * axe-core on the screens issue 05 touched (the users page's shared row actions, the maintenance
 * switch shared by the settings page and the administrator's dashboard), at desktop and phone width:
 * no violation of WCAG 2.1 A and AA.
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, en, phone, signIn, type Viewport } from './support/browser.js';
import { DEMO_PASSWORD, demoAccounts } from './support/server.js';
import { setUpE2e } from './support/setup.js';

const e2e = setUpE2e();
const axeSource = createRequire(import.meta.url)('axe-core').source as string;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; html: string }>;
}

/**
 * Findings that stood before issue 05 and are left for the issue on what a customer notices: the
 * light "Active" badge's contrast, and the header's language and account buttons, whose names
 * ("Language: English", "Account menu of …") do not contain the flag code and initials they show.
 * Anything else, and these anywhere else, fails.
 */
const knownBefore = [
  { rule: 'color-contrast', html: /mantine-Badge-label/ },
  { rule: 'label-content-name-mismatch', html: /aria-label="(Language: |Account menu of )/ },
];

async function violationsOf(page: Page): Promise<string[]> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
    timeout: 15_000,
  });
  // Through the DevTools protocol: the portal's Content Security Policy rightly refuses inline scripts.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (options: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations;
  });
  return (violations as AxeViolation[])
    .map((violation) => ({
      ...violation,
      nodes: violation.nodes.filter(
        (node) => !knownBefore.some((known) => known.rule === violation.id && known.html.test(node.html)),
      ),
    }))
    .filter((violation) => violation.nodes.length > 0)
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

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
