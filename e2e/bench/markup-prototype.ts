/**
 * The prototype of docs/adr/ADR-032-framework-mode-weighed.md: what a page's markup sent with the page
 * (server rendering, as React Router's framework mode would do it) changes on Lighthouse's mobile preset.
 * Writes a copy of the built app (apps/web/dist, or E2E_WEB_DIST) whose index.html carries, inside
 * #root, the markup the app draws for `--page` (default /login) at Lighthouse's mobile width: drawn by the
 * app's own React in Chromium and taken from the DOM, which is the markup react-dom/server would write for
 * the same components. The app starts as it does now (createRoot replaces it with the same markup, no
 * hydration): what is measured is the paint before the JavaScript has come, not what hydration costs.
 *
 *   tsx e2e/bench/markup-prototype.ts --out <folder> [--page /login] [--without-script-preloads]
 *   E2E_WEB_DIST=<folder> tsx e2e/bench/lighthouse.ts --page /login --preset mobile --name <name>
 *
 * Only for pages without a session: every address of the copy gets that markup until the app draws its own.
 *
 * `--without-script-preloads` also drops the page's `modulepreload` links (index.html's and the route's,
 * route-preloads.json): Lighthouse's simulation makes the first paint wait for every script fetched at
 * high priority before it, which a preload is, so markup alone hardly moves its figures.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser, newContext } from '../support/browser.js';
import { startPortal, WEB_DIST } from '../support/server.js';

const { values: options } = parseArgs({
  options: {
    out: { type: 'string' },
    page: { type: 'string', default: '/login' },
    'without-script-preloads': { type: 'boolean', default: false },
  },
});
if (!options.out) throw new Error('--out names the folder to write the copy of the build to');
const out = resolve(options.out);

/** Lighthouse's mobile preset draws at 412 px (its Moto G Power screen emulation). */
const lighthouseMobile = { width: 412, height: 823 } as const;

const portal = await startPortal();
const browser = await launchBrowser();
let markup = '';
try {
  const { context, page } = await newContext(browser, portal.baseURL, lighthouseMobile);
  await page.goto(options.page);
  // The app's first render has replaced the loader.
  await page.waitForFunction(
    () => !document.querySelector('.selvedge-boot-loader') && !!document.querySelector('main'),
  );
  markup = await page.evaluate(() => document.getElementById('root')?.innerHTML ?? '');
  await context.close();
} finally {
  await browser.close();
  await portal.close();
}
if (!markup) throw new Error(`${options.page}: the app drew nothing into #root`);

cpSync(WEB_DIST, out, { recursive: true });
const index = resolve(out, 'index.html');
const html = readFileSync(index, 'utf8');
const root = /<div id="root">[\s\S]*?<\/div><\/div>/;
if (!root.test(html)) throw new Error(`${index}: no #root with the boot loader`);
let page = html.replace(root, () => `<div id="root">${markup}</div>`);
if (options['without-script-preloads']) {
  page = page.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  const preloads = resolve(out, 'route-preloads.json');
  const { routes } = JSON.parse(readFileSync(preloads, 'utf8')) as { routes: { scripts: string[] }[] };
  for (const route of routes) route.scripts = [];
  writeFileSync(preloads, JSON.stringify({ routes, translations: {} }));
  // The server would send its precompressed copy as it was.
  for (const encoding of ['br', 'gz']) rmSync(`${preloads}.${encoding}`, { force: true });
}
writeFileSync(index, page);
console.log(`${options.page}: ${markup.length} characters of markup written into ${index}`);
