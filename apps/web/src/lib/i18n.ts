import type { Language } from '@selvedge/contracts';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, resolveLanguage } from './language';
import { readStoredLanguage, storeLanguage } from './storage';

// Each language is its own chunk: a visitor downloads only the one they read.
const translationLoaders = import.meta.glob<{ default: ResourceKey }>('../locales/*/translation.json');

const lazyTranslations: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, callback) => {
    const load = translationLoaders[`../locales/${language}/translation.json`];
    if (!load) {
      callback(new Error(`No translations for ${language}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

export const i18n = i18next.createInstance();

export function initI18n(): Promise<unknown> {
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  return i18n
    .use(lazyTranslations)
    .use(initReactI18next)
    .init({
      lng: resolveLanguage(readStoredLanguage(), navigator.languages ?? [navigator.language]),
      supportedLngs: ['en', 'nl', 'de', 'fr'],
      // The locale test keeps the four files complete, so there is never anything to fall back to.
      fallbackLng: false,
      load: 'languageOnly',
      // Ask for the first translations now, not a task later: they arrive with the route's code
      // instead of after it (issue 15).
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      // i18next otherwise writes an advertisement to every visitor's console.
      showSupportNotice: false,
    });
}

export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return language && isLanguage(language) ? language : 'nl';
}

/** Switches the interface and remembers the choice for the next visit (D8). */
export async function switchLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  if (currentLanguage() !== language || i18n.language !== language) await i18n.changeLanguage(language);
}
