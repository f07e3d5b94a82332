/**
 * Debian's Chromium (its headless shell) driven by playwright-core (no browser download): one browser per worker,
 * a new context per test, and the helpers the specs share.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { en, flagCode, type Language, nativeName, t } from './locales.js';

/** Debian's Chromium, the whole browser: what Lighthouse measures (e2e/bench/lighthouse.ts). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * What the browser tests drive: Debian's headless shell of the same Chromium (`chromium-headless-shell`,
 * Blink without the browser's windowing layer, Playwright's own default for headless tests) when it is
 * installed, else the whole browser. The shell ran the browser tests in 402 s against 522 s (quiet
 * machine, 2 workers): the whole browser renders every frame for a window nobody sees. CHROMIUM_PATH
 * chooses another.
 */
export const TEST_CHROMIUM =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

export const SCREENSHOTS = fileURLToPath(new URL('../screenshots', import.meta.url));

export const desktop = { width: 1366, height: 900 } as const;
export const phone = { width: 390, height: 844 } as const;
export type Viewport = { readonly width: number; readonly height: number };

/** Chromium's flags for tests and benches: no sandbox (root in a container), nothing in the background. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
] as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: TEST_CHROMIUM, headless: true, args: [...CHROMIUM_FLAGS] });
}

/** A fresh context (no cookies, no storage) whose browser asks for English, at the given width. */
export async function newContext(browser: Browser, baseURL: string, viewport: Viewport = desktop) {
  const context: BrowserContext = await browser.newContext({
    baseURL,
    viewport,
    locale: 'en-GB',
    ...(viewport === phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  const page = await context.newPage();
  return { context, page };
}

/**
 * Whether the tests' pictures are taken (README, `npm run test:e2e`). They are for a person to open and
 * look at, so a run with `CI` set, where nobody does, skips them: 3-6 % of the browser tests' CPU on the
 * 2-core machine (547 → 514 s and 604 → 588 s in two pairs of whole runs, 2026-11-30). `E2E_PICTURES=1`
 * takes them anywhere, `E2E_PICTURES=0` nowhere. A failed test's pictures are always taken (setup.ts).
 */
const TAKES_PICTURES = process.env.E2E_PICTURES ? process.env.E2E_PICTURES !== '0' : !process.env.CI;

export interface PictureOptions {
  /** `false` takes only the window: right for a panel fixed to the viewport (a drawer), which a
   * full-page picture shows cut off above the rest of the long page. */
  fullPage?: boolean;
  /** Another folder than e2e/screenshots. */
  folder?: string;
  /** Taken even when the run takes no pictures (TAKES_PICTURES): a failed test's. */
  always?: boolean;
}

/**
 * A picture of the page once nothing on it moves, `<folder>/<name>.png`. The wait is made whether or not
 * the picture is taken, so a test runs the same steps either way.
 */
export async function screenshot(page: Page, name: string, options: PictureOptions = {}): Promise<void> {
  await untilStill(page);
  if (!TAKES_PICTURES && !options.always) return;
  const folder = options.folder ?? SCREENSHOTS;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: `${folder}/${name}.png`, fullPage: options.fullPage ?? true });
}

/**
 * Waits until nothing on the page moves: Mantine's drawers, menus and modals open with CSS transitions
 * that its JavaScript starts a frame after the state changed, so this looks two frames later, waits for
 * every finite animation or transition then running, and looks again. Endless ones (a loader's spin)
 * never finish and are not waited for.
 */
export async function untilStill(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (;;) {
      await nextFrame();
      await nextFrame();
      const moving = document
        .getAnimations()
        .filter((animation) => animation.playState === 'running')
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
      if (moving.length === 0) return;
      await Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/**
 * Fills in the sign-in form and submits it. Opens /login unless the page is on it already (as after
 * a redirect with ?returnTo=). Waits until the browser has left the sign-in page unless told not to.
 */
export async function signIn(
  page: Page,
  email: string,
  password: string,
  options: { language?: Language; isExpectingSuccess?: boolean } = {},
): Promise<void> {
  const language = options.language ?? 'en';
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  await page.getByLabel(t(language, 'login.email'), { exact: true }).fill(email);
  await page.getByLabel(t(language, 'login.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t(language, 'login.submit'), exact: true }).click();
  if (options.isExpectingSuccess ?? true) {
    await page.waitForURL((url) => url.pathname !== '/login');
    await settleSignedIn(page);
  }
}

/**
 * Signs in the way the sign-in form does, through the API (`POST /api/session`, whose cookie the page's
 * context keeps), then opens `path` (the landing page by default). For the tests about what comes after
 * signing in: skipping the form saves a page load per test. The form itself is what signIn drives, and
 * the tests of signing in (sign-in, two-step, password reset and change, registration, the welcome, the
 * first answers and the sign-in page's languages) use it.
 */
export async function signInAs(page: Page, email: string, password: string, path = '/'): Promise<void> {
  // What the form's own choices (show prices, language) would change is the form's: signIn fills it.
  if (new URL(page.url()).pathname === '/login') throw new Error('on the sign-in page: use signIn');
  const answer = await page.request.post('/api/session', { data: { email, password } });
  if (answer.status() !== 200) throw new Error(`signing in as ${email} answered ${answer.status()}`);
  await page.goto(path);
  await settleSignedIn(page);
}

/**
 * Waits for the signed-in shell. An export customer without a stored ship-to first gets the required
 * selection dialog (foundations 2); here it keeps the preselected first address. customer-lists.e2e.ts
 * tests it.
 */
async function settleSignedIn(page: Page): Promise<void> {
  const shipTo = page.getByRole('dialog', { name: t('en', 'shipTo.title'), exact: true });
  const settled = () => undefined;
  await Promise.race([accountMenu(page).waitFor().catch(settled), shipTo.waitFor().catch(settled)]);
  if (await shipTo.isVisible()) {
    await shipTo.getByRole('button', { name: t('en', 'common.save'), exact: true }).click();
    await shipTo.waitFor({ state: 'hidden' });
  }
  await accountMenu(page).waitFor();
}

/** The account button in the header ("DV Daan de Vries – Account menu"), whoever is signed in. */
export function accountMenu(page: Page, language: Language = 'en'): Locator {
  const parts = t(language, 'shell.accountMenu').split(/\{\{\s*\w+\s*\}\}/);
  return page.getByRole('button', { name: new RegExp(`^${parts.map(escapeRegExp).join('.+')}$`) });
}

export function mainMenu(page: Page, language: Language = 'en'): Locator {
  return page.getByRole('navigation', { name: t(language, 'shell.mainMenu'), exact: true });
}

/** The entries of the side menu, as read. */
export async function menuLabels(page: Page, language: Language = 'en'): Promise<string[]> {
  const menu = mainMenu(page, language);
  await menu.getByRole('link').first().waitFor({ state: 'attached' });
  return (await menu.getByRole('link').allTextContents()).map((text) => text.trim());
}

/** Opens the account menu and picks an entry (Profile, Logout). */
export async function chooseFromAccountMenu(
  page: Page,
  entry: 'profile' | 'logout',
  language: Language = 'en',
) {
  await accountMenu(page, language).click();
  await page.getByRole('menuitem', { name: t(language, `shell.${entry}`), exact: true }).click();
}

/** Opens the flag picker ("GB – Language: English") and picks a language by the name it has in itself. */
export async function pickLanguage(page: Page, from: Language, to: Language): Promise<void> {
  await page
    .getByRole('button', {
      name: t(from, 'language.picker', { code: flagCode[from], language: nativeName[from] }),
      exact: true,
    })
    .click();
  await page.getByRole('menuitem', { name: new RegExp(`^${escapeRegExp(nativeName[to])}`) }).click();
}

/**
 * Picks English again in the header of a signed-in page and waits until the profile has it saved
 * (PUT /api/session/language): the file's next test signs in as the same account, and a test that ended
 * at the click would close its page before the save, leaving the account in the other language.
 */
export async function putEnglishBack(page: Page, from: Language): Promise<void> {
  const saved = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/session/language' && response.request().method() === 'PUT',
  );
  await pickLanguage(page, from, 'en');
  const answer = await saved;
  if (answer.status() !== 200) throw new Error(`saving English answered ${answer.status()}`);
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export { en };
