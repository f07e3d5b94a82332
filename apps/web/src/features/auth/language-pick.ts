import type { Language } from '@selvedge/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../lib/language';

/**
 * D8: a language the visitor picks on the sign-in pages is an explicit choice, used after that sign-in
 * and saved to the profile; without a pick the profile language wins. The pick is remembered for this
 * tab's visit (across the sign-in, forgot-password and reset pages), not in storage: the stored language
 * is also written after every sign-in, so it says nothing about a pick.
 */
let picked: Language | null = null;

export const pickedLanguage = (): Language | null => picked;

export function forgetPickedLanguage(): void {
  picked = null;
}

/** While a public auth page is open, a change of language can only come from the visitor's pick. */
export function useLanguagePickTracking(): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    const remember = (language: string) => {
      if (isLanguage(language)) picked = language;
    };
    i18n.on('languageChanged', remember);
    return () => i18n.off('languageChanged', remember);
  }, [i18n]);
}
