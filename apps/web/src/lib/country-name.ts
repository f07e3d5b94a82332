import type { Language } from '@selvedge/contracts';
import { countryName } from '@selvedge/contracts/country-names';

// Countries by their codes in the reader's language: one rule for the screens and the mails.
export { countryName };

export interface CountryChoice {
  value: string;
  label: string;
}

/** Countries as dropdown options, named and sorted alphabetically in the reader's language. */
export function countryChoices(codes: readonly string[], language: Language): CountryChoice[] {
  const collator = new Intl.Collator(language);
  return [...new Set(codes.map((code) => code.trim().toUpperCase()))]
    .map((code) => ({ value: code, label: countryName(code, language) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
