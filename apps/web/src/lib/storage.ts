import type { Language } from '@selvedge/contracts';

/**
 * Browser storage keeps preferences only, never credentials (D3). The key names are those of
 * foundations 9 so that a user's choice survives the move from the old portal.
 */
export const storageKeys = {
  language: 'eijf_lang',
  showPrice: 'eijf_showPrice',
  welcome: 'welcome_message',
  /** Followed by a list's name: the columns a customer chose to show or hide on that list. */
  columns: 'selvedge_columns_',
} as const;

const flagCodeOf: Record<Language, string> = { en: 'GB', nl: 'NL', de: 'DE', fr: 'FR' };
const languageOfFlagCode: Record<string, Language> = { GB: 'en', NL: 'nl', DE: 'de', FR: 'fr' };

/** Storage can be unavailable (private mode, blocked cookies); preferences then simply are not kept. */
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Not kept; the app works on without it.
  }
}

export function readStoredLanguage(): Language | null {
  const stored = read(storageKeys.language);
  return stored ? (languageOfFlagCode[stored.toUpperCase()] ?? null) : null;
}

export function storeLanguage(language: Language): void {
  write(storageKeys.language, flagCodeOf[language]);
}

export function readStoredShowPrice(): boolean | null {
  const stored = read(storageKeys.showPrice);
  if (stored === 'true') return true;
  if (stored === 'false') return false;
  return null;
}

export function storeShowPrice(showPrice: boolean): void {
  write(storageKeys.showPrice, String(showPrice));
}

/** The welcome banner shows once after sign-in (foundations 2, "Dashboard and news"). */
export function markWelcomePending(): void {
  write(storageKeys.welcome, 'true');
}

export function isWelcomePending(): boolean {
  return read(storageKeys.welcome) === 'true';
}

export function clearWelcome(): void {
  write(storageKeys.welcome, null);
}

/** A list's column choices: column id → shown. Only what the user changed; null when nothing is kept. */
export function readStoredColumns(list: string): Record<string, boolean> | null {
  const stored = read(storageKeys.columns + list);
  if (!stored) return null;
  try {
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const choices: Record<string, boolean> = {};
    for (const [id, isShown] of Object.entries(parsed))
      if (typeof isShown === 'boolean') choices[id] = isShown;
    return choices;
  } catch {
    return null;
  }
}

/** Keeps a list's column choices; null forgets them (the list's own columns again). */
export function storeColumns(list: string, choices: Record<string, boolean> | null): void {
  write(storageKeys.columns + list, choices === null ? null : JSON.stringify(choices));
}
