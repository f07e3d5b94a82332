import type { Language } from '@selvedge/contracts';
import { readStoredLanguage } from './storage';

/** Kept here as well as in the contracts so that the sign-in page does not load zod (bundle size). */
export const uiLanguages = ['en', 'nl', 'de', 'fr'] as const satisfies readonly Language[];

export const defaultLanguage: Language = 'nl';

export const isLanguage = (value: string): value is Language =>
  (uiLanguages as readonly string[]).includes(value);

/** Each language is named in itself, as language pickers do, so a reader finds their own. */
export const nativeNames: Record<Language, string> = {
  en: 'English',
  nl: 'Nederlands',
  de: 'Deutsch',
  fr: 'Français',
};

/** The codes of the flag picker (foundations 1). */
export const flagCodeOf: Record<Language, 'GB' | 'NL' | 'DE' | 'FR'> = {
  en: 'GB',
  nl: 'NL',
  de: 'DE',
  fr: 'FR',
};

/** Before sign-in (D8): the stored choice, else the browser's language when it is one of the four, else Dutch. */
export function resolveLanguage(stored: Language | null, browserLanguages: readonly string[]): Language {
  if (stored) return stored;
  for (const tag of browserLanguages) {
    const code = tag.slice(0, 2).toLowerCase();
    if (isLanguage(code)) return code;
  }
  return defaultLanguage;
}

/** The language the app starts in before sign-in: the stored choice, else the browser's (D8). */
export const startLanguage = (): Language =>
  resolveLanguage(readStoredLanguage(), navigator.languages ?? [navigator.language]);
