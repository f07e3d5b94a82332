import { errorCodes, fieldErrorCodes } from '@selvedge/contracts';
import { describe, expect, it } from 'vitest';
import de from './de/translation.json';
import en from './en/translation.json';
import fr from './fr/translation.json';
import nl from './nl/translation.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [nested, text] of flatten(value, path)) entries.set(nested, text);
  }
  return entries;
}

const locales = { en, nl, de, fr } as Record<string, Tree>;
const flat = Object.fromEntries(Object.entries(locales).map(([language, tree]) => [language, flatten(tree)]));
const english = flat.en ?? new Map<string, string>();
const placeholdersOf = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe.each(['nl', 'de', 'fr'])('the %s translation', (language) => {
  const translation = flat[language] ?? new Map<string, string>();

  it('has every text the English one has', () => {
    const missing = [...english.keys()].filter((key) => !translation.has(key));
    expect(missing).toEqual([]);
  });

  it('has no text the English one lacks', () => {
    const extra = [...translation.keys()].filter((key) => !english.has(key));
    expect(extra).toEqual([]);
  });

  it('fills in the same values ({{name}}, …) as the English text', () => {
    const different = [...english.entries()]
      .filter(
        ([key, text]) => placeholdersOf(text).join() !== placeholdersOf(translation.get(key) ?? '').join(),
      )
      .map(([key]) => key);
    expect(different).toEqual([]);
  });
});

describe.each(['en', 'nl', 'de', 'fr'])('the %s translation', (language) => {
  const translation = flat[language] ?? new Map<string, string>();

  it('has no empty text', () => {
    const empty = [...translation.entries()].filter(([, text]) => !text.trim()).map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('explains every error code the API can answer', () => {
    const missing = errorCodes.filter((code) => !translation.get(`errors.${code}`));
    expect(missing).toEqual([]);
  });

  it('explains every field problem the API can report', () => {
    const missing = fieldErrorCodes.filter((code) => !translation.get(`validation.${code}`));
    expect(missing).toEqual([]);
  });
});
