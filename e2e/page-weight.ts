/**
 * `npm run bench:web`: the JavaScript and CSS a browser fetches to show the sign-in page, and then the
 * dashboard after signing in. The built app (apps/web/dist, or E2E_WEB_DIST) is served by the
 * real portal; Debian's Chromium loads the pages and every .js and .css response is counted raw and
 * gzip-compressed (level 9). Then the compressed bytes actually sent on a phone, as the size budget in CI
 * counts them, with a suggested budget; `--write-budget` writes it to e2e/size-budget.json.
 * Written to e2e/bench/results/page-weight.md and .json.
 */
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { inRepository, writeResults } from './bench/results.js';
import {
  BUDGET_FILE,
  budgetedPages,
  measureBudgetedPages,
  readBudget,
  suggestBudget,
  writeBudget,
} from './bench/sent-assets.js';
import { launchBrowser, newContext, signIn } from './support/browser.js';
import { DEMO_PASSWORD, demoAccounts, startPortal } from './support/server.js';

interface Weight {
  page: string;
  files: number;
  jsBytes: number;
  jsGzip: number;
  cssBytes: number;
  cssGzip: number;
}

function collect(page: Page) {
  const seen = new Map<string, Buffer>();
  page.on('response', async (response) => {
    const url = response.url();
    if (!/\.(js|css)(\?|$)/.test(url) || seen.has(url)) return;
    seen.set(url, await response.body().catch(() => Buffer.alloc(0)));
  });
  return {
    take(name: string): Weight {
      const files = [...seen.entries()];
      seen.clear();
      const sum = (ext: string, gzip: boolean) =>
        files
          .filter(([url]) => new URL(url).pathname.endsWith(ext))
          .reduce((total, [, body]) => total + (gzip ? gzipSync(body, { level: 9 }).length : body.length), 0);
      return {
        page: name,
        files: files.length,
        jsBytes: sum('.js', false),
        jsGzip: sum('.js', true),
        cssBytes: sum('.css', false),
        cssGzip: sum('.css', true),
      };
    },
  };
}

const { values: options } = parseArgs({ options: { 'write-budget': { type: 'boolean', default: false } } });

const portal = await startPortal();
const browser = await launchBrowser();
const weights: Weight[] = [];
let sent: Awaited<ReturnType<typeof measureBudgetedPages>>;
try {
  const { context, page } = await newContext(browser, portal.baseURL);
  const responses = collect(page);
  await page.goto('/login', { waitUntil: 'networkidle' });
  weights.push(responses.take('sign-in (/login), first visit'));
  await signIn(page, demoAccounts.customer, DEMO_PASSWORD);
  await page.waitForLoadState('networkidle');
  weights.push(responses.take('dashboard after sign-in (what is added)'));
  await context.close();

  // A signed-in user opening /dashboard directly (a bookmark): everything that page needs.
  const bookmarked = await newContext(browser, portal.baseURL);
  const cookieResponse = await fetch(`${portal.baseURL}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoAccounts.customer, password: DEMO_PASSWORD }),
  });
  const [name, value] = (cookieResponse.headers.get('set-cookie') ?? '').split(';')[0]?.split('=') ?? [];
  await bookmarked.context.addCookies([
    { name: name as string, value: value as string, url: portal.baseURL },
  ]);
  const bookmark = collect(bookmarked.page);
  await bookmarked.page.goto('/dashboard', { waitUntil: 'networkidle' });
  weights.push(bookmark.take('dashboard opened directly, signed in'));
  await bookmarked.context.close();

  sent = await measureBudgetedPages(browser, portal.baseURL);
} finally {
  await browser.close();
  await portal.close();
}

const budget = readBudget();
const suggestion = suggestBudget(sent);
if (options['write-budget']) writeBudget(suggestion);

const files = (count: number) => `${count} ${count === 1 ? 'file' : 'files'}`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const lines = [
  '# Page weight',
  '',
  `Run ${new Date().toISOString()} with \`npm run bench:web\` (built app, Debian Chromium, gzip level 9).`,
  '',
  '| Page | Files | JS | JS gzip | CSS | CSS gzip |',
  '|---|---|---|---|---|---|',
  ...weights.map(
    (w) =>
      `| ${w.page} | ${w.files} | ${kb(w.jsBytes)} | ${kb(w.jsGzip)} | ${kb(w.cssBytes)} | ${kb(w.cssGzip)} |`,
  ),
  '',
  '## Sent compressed, against the size budget',
  '',
  'Bytes as sent (encoded body size) on a phone-sized window with an empty cache, counted as',
  '`e2e/size-budget.e2e.ts` counts them in CI; the suggestion is the figure + 5%, rounded up to 100 bytes.',
  '',
  '| Page | Encodings | JS sent | JS budget | JS suggested | CSS sent | CSS budget | CSS suggested |',
  '|---|---|---|---|---|---|---|---|',
  ...budgetedPages.map((page) => {
    const now = sent[page];
    const limit = budget.pages[page];
    const next = suggestion[page];
    return `| ${page} | ${now.encodings.join(', ')} | ${now.jsBytes} B (${files(now.jsFiles)}) | ${limit.jsBytes} B | ${next.jsBytes} B | ${now.cssBytes} B (${files(now.cssFiles)}) | ${limit.cssBytes} B | ${next.cssBytes} B |`;
  }),
  '',
  options['write-budget']
    ? `The suggestion was written to ${inRepository(BUDGET_FILE)}.`
    : 'Write the suggestion to e2e/size-budget.json with `npm run bench:size-budget`.',
  '',
];
writeResults('page-weight', lines.join('\n'), { weights, sent, budget: budget.pages, suggestion });
console.log(lines.join('\n'));
