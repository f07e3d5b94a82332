import type { Language } from './common.js';

/**
 * A country's name in the reader's language, from its ISO 3166-1 alpha-2 code (D9), for the screens
 * and the mails alike. The ERP and the read model keep countries as codes, with English names at best:
 * the name shown always comes from the code here, through the platform's own list (Intl.DisplayNames),
 * so no country list has to be translated or shipped. A code the platform does not know is shown as the
 * code. Its own entry point (`@selvedge/contracts/country-names`): the web app takes it without zod.
 */

const namers = new Map<Language, Intl.DisplayNames>();

function namerOf(language: Language): Intl.DisplayNames {
  let namer = namers.get(language);
  if (!namer) {
    namer = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    namers.set(language, namer);
  }
  return namer;
}

export function countryName(code: string, language: Language): string {
  const upper = code.trim().toUpperCase();
  // Anything but two letters ("", "NLD", a name typed by hand) is not a region code: shown as it is.
  if (!/^[A-Z]{2}$/.test(upper)) return code;
  try {
    return namerOf(language).of(upper) ?? upper;
  } catch {
    return upper;
  }
}
