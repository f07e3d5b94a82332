/**
 * The frame of every spec file: one portal (fresh in-memory database) per file and one browser per
 * worker, a new browser context per tab, all contexts closed after each test, and a screenshot of every
 * open page when a test fails (e2e/screenshots/failed-*.png).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { desktop, launchBrowser, newContext, screenshot, type Viewport } from './browser.js';
import { type Portal, startPortal } from './server.js';

export interface E2e {
  readonly portal: Portal;
  readonly browser: Browser;
  /** A new context (fresh cookies and storage) and its page, on the portal. */
  open(viewport?: Viewport): Promise<Page>;
}

let launched: Promise<Browser> | undefined;

/**
 * One Chromium per worker, shared by the files it runs one after the other (they share the worker's
 * modules, vitest.config.ts): each test has its own context, so no cookie or storage crosses. Chromium
 * ends with the worker's process. A browser that crashed is launched again.
 */
function workerBrowser(): Promise<Browser> {
  launched = launched?.then((browser) => (browser.isConnected() ? browser : launchBrowser()));
  launched ??= launchBrowser();
  return launched;
}

export function setUpE2e(): E2e {
  let portal: Portal | undefined;
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal(), workerBrowser()]);
  });

  afterEach(async (context) => {
    const result = context.task.result;
    const hasFailed = result?.state === 'fail' || (result?.errors?.length ?? 0) > 0;
    if (hasFailed) {
      const name = context.task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
      let index = 0;
      for (const open of contexts) {
        for (const page of open.pages()) {
          index += 1;
          await screenshot(page, `failed-${name}-${index}`, { always: true }).catch(() => undefined);
        }
      }
    }
    await Promise.all(contexts.map((open) => open.close().catch(() => undefined)));
    contexts = [];
  });

  afterAll(async () => {
    await portal?.close();
  });

  return {
    get portal() {
      if (!portal) throw new Error('the portal is not running');
      return portal;
    },
    get browser() {
      if (!browser) throw new Error('the browser is not running');
      return browser;
    },
    async open(viewport: Viewport = desktop) {
      if (!browser || !portal) throw new Error('setUpE2e: beforeAll has not run');
      const { context, page } = await newContext(browser, portal.baseURL, viewport);
      contexts.push(context);
      return page;
    },
  };
}
