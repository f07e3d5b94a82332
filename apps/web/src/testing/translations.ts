import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import de from '../locales/de/translation.json';
import en from '../locales/en/translation.json';
import fr from '../locales/fr/translation.json';
import nl from '../locales/nl/translation.json';

/** The four translation files in an i18next instance of the tests' own, as the app reads them. */
const i18n = i18next.createInstance();
const ready = i18n.init({
  resources: {
    en: { translation: en },
    nl: { translation: nl },
    de: { translation: de },
    fr: { translation: fr },
  },
  lng: 'en',
  fallbackLng: false,
  interpolation: { escapeValue: false },
});

/** The translate function of one language, for a unit test that words something in it. */
export async function translationsIn(language: string): Promise<TFunction> {
  await ready;
  return i18n.getFixedT(language);
}

/** Whether the language's file has a text for the key. */
export async function hasTranslation(language: string, key: string): Promise<boolean> {
  await ready;
  return i18n.exists(key, { lng: language });
}

/** The tests' i18next instance in one language, for a component rendered with its translations. */
export async function testI18n(language: string): Promise<I18n> {
  await ready;
  await i18n.changeLanguage(language);
  return i18n;
}
