/**
 * axe-core (WCAG 2.1 A and AA) on a page as it is, for the browser tests that check accessibility.
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { untilStill } from './browser.js';

const axeSource = createRequire(import.meta.url)('axe-core').source as string;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; html: string; failureSummary?: string }>;
}

/**
 * What axe-core finds on the page as it is now, one line per rule: "rule (impact): help, N elements
 * at selector, …". Nothing is excused: the goal is no violation on any screen (WCAG 2.1 AA, ADR-022).
 */
export async function violationsOf(page: Page): Promise<string[]> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
    timeout: 15_000,
  });
  // As the reader sees it once it stands still: a list that was busy fades back from 55 % over 150 ms
  // (components/data-table.tsx), and axe reading its colours halfway finds them too faint.
  await untilStill(page);
  // Through the DevTools protocol: the portal's Content Security Policy rightly refuses inline scripts.
  // Once per document: a client-side navigation keeps it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (options: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      // Every rule still runs on every element; only the passes and the undecided are left unlisted
      // (axe-core's documented option: it skips building a selector for each of their elements).
      resultTypes: ['violations'],
    });
    return result.violations;
  });
  return (violations as AxeViolation[]).map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}, ${violation.nodes.length} elements at ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join(', ')} (${(violation.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)})`,
  );
}
