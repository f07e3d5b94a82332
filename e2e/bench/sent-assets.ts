/**
 * The JavaScript and CSS a page makes the browser download, counted as sent over the wire: the encoded
 * body size of every .js and .css response (the server sends brotli when asked). Shared by
 * the size budget in CI (e2e/size-budget.e2e.ts) and `npm run bench:web`, so both count the same bytes
 * and the bench can suggest the budget.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page, Request } from 'playwright-core';
import { accountMenu, newContext, phone, signIn } from '../support/browser.js';
import { DEMO_PASSWORD, demoAccounts } from '../support/server.js';

export interface SentAssets {
  jsBytes: number;
  cssBytes: number;
  jsFiles: number;
  cssFiles: number;
  /** The content-encodings seen ("br", "gzip", "identity"), to tell a compression fault from growth. */
  encodings: string[];
}

export type BudgetedPage = '/login' | '/dashboard' | '/orders';
/** The sign-in page, the landing page, and a document list (the lists' first screen, their shared chunk). */
export const budgetedPages: readonly BudgetedPage[] = ['/login', '/dashboard', '/orders'];

export interface Budget {
  jsBytes: number;
  cssBytes: number;
}

export interface BudgetFile {
  note: string;
  pages: Record<BudgetedPage, Budget>;
}

export const BUDGET_FILE = fileURLToPath(new URL('../size-budget.json', import.meta.url));

/** Headroom of a suggested budget over the measured figures: room for noise, not for growth. */
const HEADROOM = 1.05;

interface Sent {
  url: string;
  bytes: number;
  encoding: string;
}

async function sentOf(request: Request): Promise<Sent> {
  const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
  const encoding = (await response?.headerValue('content-encoding')) ?? 'identity';
  return { url: request.url(), bytes: sizes.responseBodySize, encoding };
}

/** Starts counting the page's finished requests; `take()` sums the .js and .css ones since the last take. */
export function recordSentAssets(page: Page) {
  let finished: Promise<Sent | null>[] = [];
  page.on('requestfinished', (request) => {
    // A file fetched ahead as the page is being closed (the app fetches what a screen will likely open
    // two seconds after drawing it) has no sizes left to read: it is not part of what was measured.
    finished.push(sentOf(request).catch(() => null));
  });
  return {
    async take(): Promise<SentAssets> {
      const all = (await Promise.all(finished)).filter((sent): sent is Sent => sent !== null);
      finished = [];
      // A file asked for twice is counted once: the second answer comes from the cache.
      const unique = [...new Map(all.map((sent) => [sent.url, sent])).values()];
      const ofType = (ext: string) => unique.filter((sent) => new URL(sent.url).pathname.endsWith(ext));
      const js = ofType('.js');
      const css = ofType('.css');
      const total = (files: Sent[]) => files.reduce((sum, file) => sum + file.bytes, 0);
      return {
        jsBytes: total(js),
        cssBytes: total(css),
        jsFiles: js.length,
        cssFiles: css.length,
        encodings: [...new Set([...js, ...css].map((sent) => sent.encoding))].sort(),
      };
    },
  };
}

/**
 * The two budgeted pages on a phone-sized window, each in a fresh context (an empty cache): the sign-in
 * page of a first visit, and the dashboard opened directly by the customer signed in on it (a bookmark,
 * or the app reopened), which downloads everything the dashboard needs.
 */
export async function measureBudgetedPages(
  browser: Browser,
  baseURL: string,
): Promise<Record<BudgetedPage, SentAssets>> {
  const visit = await newContext(browser, baseURL, phone);
  const atLogin = recordSentAssets(visit.page);
  await visit.page.goto('/login', { waitUntil: 'networkidle' });
  const login = await atLogin.take();
  await signIn(visit.page, demoAccounts.customer, DEMO_PASSWORD);
  const { cookies } = await visit.context.storageState();
  await visit.context.close();

  /** A signed-in page opened directly (a bookmark), with an empty cache: everything that page needs. */
  const bookmarked = async (path: BudgetedPage) => {
    const bookmark = await newContext(browser, baseURL, phone);
    await bookmark.context.addCookies(cookies);
    const atPage = recordSentAssets(bookmark.page);
    await bookmark.page.goto(path);
    await accountMenu(bookmark.page).waitFor();
    await bookmark.page.waitForLoadState('networkidle');
    const landed = new URL(bookmark.page.url()).pathname;
    if (landed !== path) throw new Error(`opening ${path} signed in landed on ${landed}`);
    const sent = await atPage.take();
    await bookmark.context.close();
    return sent;
  };
  return {
    '/login': login,
    '/dashboard': await bookmarked('/dashboard'),
    '/orders': await bookmarked('/orders'),
  };
}

export function readBudget(): BudgetFile {
  return JSON.parse(readFileSync(BUDGET_FILE, 'utf8')) as BudgetFile;
}

/** The measured figures plus the headroom, rounded up to 100 bytes. */
export function suggestBudget(measured: Record<BudgetedPage, SentAssets>): Record<BudgetedPage, Budget> {
  const above = (bytes: number) => Math.ceil((bytes * HEADROOM) / 100) * 100;
  const suggestion = (page: BudgetedPage): Budget => ({
    jsBytes: above(measured[page].jsBytes),
    cssBytes: above(measured[page].cssBytes),
  });
  return {
    '/login': suggestion('/login'),
    '/dashboard': suggestion('/dashboard'),
    '/orders': suggestion('/orders'),
  };
}

export function writeBudget(pages: Record<BudgetedPage, Budget>): void {
  const file: BudgetFile = { ...readBudget(), pages };
  writeFileSync(BUDGET_FILE, `${JSON.stringify(file, null, 2)}\n`);
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
