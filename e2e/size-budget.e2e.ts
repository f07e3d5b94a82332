/**
 * The size budget (docs/web-performance.md): the sign-in page, the dashboard and the orders list (the
 * document lists' first screen) may not make a phone download more compressed JavaScript and CSS than
 * e2e/size-budget.json allows. The budget sits just
 * above what the app sends now, so the pages can only get lighter; `npm run bench:web` suggests a new one.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type BudgetedPage,
  budgetedPages,
  kib,
  measureBudgetedPages,
  readBudget,
  type SentAssets,
} from './bench/sent-assets.js';
import { setUpE2e } from './support/setup.js';

const e2e = setUpE2e();
const budget = readBudget();
let measured: Record<BudgetedPage, SentAssets>;

beforeAll(async () => {
  measured = await measureBudgetedPages(e2e.browser, e2e.portal.baseURL);
});

describe('Size budget of what a phone downloads', () => {
  it.each(budgetedPages)('%s stays within its budget of compressed JavaScript and CSS', (page) => {
    const sent = measured[page];
    const allowed = budget.pages[page];
    const over = (kind: string, bytes: number, limit: number, files: number) =>
      `${page}: ${kind} ${bytes} bytes (${kib(bytes)}, ${files} ${files === 1 ? 'file' : 'files'}, compressed as sent) is over its budget of ${limit} bytes (${kib(limit)}) in e2e/size-budget.json; encodings ${sent.encodings.join(', ')}`;
    expect(sent.jsFiles, `${page} loaded no JavaScript: the measurement is broken`).toBeGreaterThan(0);
    expect(sent.jsBytes, over('JS', sent.jsBytes, allowed.jsBytes, sent.jsFiles)).toBeLessThanOrEqual(
      allowed.jsBytes,
    );
    expect(sent.cssBytes, over('CSS', sent.cssBytes, allowed.cssBytes, sent.cssFiles)).toBeLessThanOrEqual(
      allowed.cssBytes,
    );
  });
});
