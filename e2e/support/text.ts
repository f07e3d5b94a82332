/**
 * What a reader sees on the page, checked against the translation files: no text of another
 * language, and no untranslated key such as "login.title".
 */
import type { Locator, Page } from 'playwright-core';
import { escapeRegExp } from './browser.js';
import { allTexts, type Language, languages } from './locales.js';

/**
 * The text a person sees (innerText leaves out hidden elements and aria-labels), without what the
 * page marks `translate="no"`: the ERP's own words (item names, references), which are data.
 */
export function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const data = Array.from(document.querySelectorAll<HTMLElement>('[translate="no"]'));
    const displays = data.map((element) => element.style.display);
    for (const element of data) element.style.display = 'none';
    const text = document.body.innerText;
    data.forEach((element, index) => {
      element.style.display = displays[index] ?? '';
    });
    return text;
  });
}

const letter = /\p{L}/u;

/**
 * Pieces of other languages' texts that appear on the page. A piece that occurs in a text of
 * `language` itself ("Dashboard" is Dutch and German too) proves nothing and is skipped; so are
 * pieces shorter than four characters.
 */
export function foreignTexts(text: string, language: Language): string[] {
  const own = allTexts(language);
  const ownValues = own.map(([, value]) => value);
  const ownByKey = new Map(own);
  const found = new Set<string>();
  for (const other of languages) {
    if (other === language) continue;
    for (const [key, value] of allTexts(other)) {
      if (ownByKey.get(key) === value) continue;
      for (const piece of value.split(/\{\{\s*\w+\s*\}\}/)) {
        const fragment = piece.trim();
        if (fragment.length < 4 || !letter.test(fragment)) continue;
        if (ownValues.some((ownValue) => ownValue.includes(fragment))) continue;
        const pattern = new RegExp(`(?<!\\p{L})${escapeRegExp(fragment)}(?!\\p{L})`, 'u');
        if (pattern.test(text)) found.add(`${other}:${key}: ${fragment}`);
      }
    }
  }
  return [...found];
}

const keyPrefixes = [...new Set(allTexts('en').map(([key]) => key.split('.')[0]))];
const rawKey = new RegExp(`(?<![\\w@.-])(?:${keyPrefixes.join('|')})\\.[A-Za-z][\\w.]*`, 'g');

/** Translation keys shown as they are ("login.title"): a missing translation. */
export function rawKeys(text: string): string[] {
  return text.match(rawKey) ?? [];
}

/** The error message a field announces (Mantine links it with aria-describedby). */
export async function fieldMessage(field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby'))?.split(/\s+/).filter(Boolean) ?? [];
  const page = field.page();
  const texts: string[] = [];
  for (const id of ids) {
    const described = page.locator(`[id="${id}"]`);
    if ((await described.count()) > 0) texts.push((await described.innerText()).trim());
  }
  return texts.join(' ');
}
