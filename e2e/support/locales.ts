/**
 * The web app's own translation files, so the specs find elements by the labels a person reads,
 * in every language, without copying them.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const languages = ['en', 'nl', 'de', 'fr'] as const;
export type Language = (typeof languages)[number];

type Tree = { [key: string]: string | Tree };

const cache = new Map<Language, Tree>();

function load(language: Language): Tree {
  let tree = cache.get(language);
  if (!tree) {
    const path = fileURLToPath(
      new URL(`../../apps/web/src/locales/${language}/translation.json`, import.meta.url),
    );
    tree = JSON.parse(readFileSync(path, 'utf8')) as Tree;
    cache.set(language, tree);
  }
  return tree;
}

/** The text of `key` (dotted, as in the web app) in `language`, with {{name}} filled in. */
export function t(language: Language, key: string, params: Record<string, string> = {}): string {
  let node: string | Tree | undefined = load(language);
  for (const part of key.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  if (typeof node !== 'string') throw new Error(`no translation ${key} in ${language}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => params[name] ?? `{{${name}}}`);
}

/** English shortcut. */
export const en = (key: string, params?: Record<string, string>) => t('en', key, params);

/** How each language names itself in the flag picker. */
export const nativeName: Record<Language, string> = {
  en: 'English',
  nl: 'Nederlands',
  de: 'Deutsch',
  fr: 'Français',
};

/** The code the flag picker shows for each language. */
export const flagCode: Record<Language, string> = { en: 'GB', nl: 'NL', de: 'DE', fr: 'FR' };

/** Every text of `language` as [dotted key, text] pairs. */
export function allTexts(language: Language): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  const walk = (node: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') pairs.push([`${prefix}${key}`, value]);
      else walk(value, `${prefix}${key}.`);
    }
  };
  walk(load(language), '');
  return pairs;
}
