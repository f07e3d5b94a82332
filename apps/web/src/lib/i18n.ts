import type { Language } from '@selvedge/contracts';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { mergeTexts, type Texts, type TranslationArea, type TranslationPart } from '../locales/areas';
import { isLanguage, startLanguage, uiLanguages } from './language';
import { storeLanguage } from './storage';

type Loaders = Record<string, () => Promise<Texts>>;
// Each language is its own chunks, and each in parts (locales/areas.ts): a visitor downloads only the
// language they read, and of it the core and the areas of the screens they open.
const loaders: Record<TranslationPart, Loaders> = {
  core: import.meta.glob<Texts>('../locales/*/translation.json', {
    query: { area: 'core' },
    import: 'default',
  }),
  ordering: import.meta.glob<Texts>('../locales/*/translation.json', {
    query: { area: 'ordering' },
    import: 'default',
  }),
  administration: import.meta.glob<Texts>('../locales/*/translation.json', {
    query: { area: 'administration' },
    import: 'default',
  }),
};

function partOf(part: TranslationPart, language: string): Promise<Texts> {
  const load = loaders[part][`../locales/${language}/translation.json`];
  return load ? load() : Promise.reject(new Error(`No translations for ${language}`));
}

/** The areas a screen has asked for so far (loadTranslationArea): every language loaded gets them too. */
const areaLoads = new Map<TranslationArea, Promise<void>>();

/**
 * A language's core, with every area asked for by the time it has come: an area asked while the core
 * was on its way (the first screen's, at the start) is in the language's texts from its first render.
 */
async function textsOf(language: string): Promise<Texts> {
  // A copy: the core's module keeps its own object.
  const texts = mergeTexts({}, await partOf('core', language));
  const merged = new Set<TranslationArea>();
  const missing = () => [...areaLoads.keys()].filter((area) => !merged.has(area));
  for (let areas = missing(); areas.length > 0; areas = missing()) {
    const parts = await Promise.all(areas.map(async (area) => [area, await partOf(area, language)] as const));
    for (const [area, part] of parts) {
      mergeTexts(texts, part);
      merged.add(area);
    }
  }
  return texts;
}

const lazyTranslations: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, callback) => {
    textsOf(language).then(
      (texts) => callback(null, texts),
      (error: Error) => callback(error, false),
    );
  },
};

export const i18n = i18next.createInstance();

/**
 * Loads the texts of `area` (locales/areas.ts) into every language loaded, once: a page of the area
 * waits for it with its code (router.tsx). A language loaded later brings it along (textsOf).
 */
export function loadTranslationArea(area: TranslationArea): Promise<void> {
  let loading = areaLoads.get(area);
  if (!loading) {
    // Before i18n has started (the first screen's area, asked as the app's code runs) nothing is
    // loaded yet, and i18n cannot be asked: the core's loading brings the area then.
    const isStarted = i18n.isInitializing || i18n.isInitialized;
    const loaded = isStarted
      ? uiLanguages.filter((language) => i18n.hasResourceBundle(language, 'translation'))
      : [];
    loading = Promise.all(
      loaded.map(async (language) =>
        i18n.addResourceBundle(language, 'translation', await partOf(area, language), true, true),
      ),
    ).then(
      () => undefined,
      (error: unknown) => {
        // Asked again by the next screen of the area (a network blip).
        areaLoads.delete(area);
        throw error;
      },
    );
    areaLoads.set(area, loading);
  }
  return loading;
}

/** Starts i18n in `language` (the sign-in page's markup is drawn in each language when the app is built). */
export function initI18n(language: Language = startLanguage()): Promise<unknown> {
  i18n.on('languageChanged', (language) => {
    if (typeof document !== 'undefined') document.documentElement.lang = language;
  });
  return i18n
    .use(lazyTranslations)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: ['en', 'nl', 'de', 'fr'],
      // The locale test keeps the four files complete, so there is never anything to fall back to.
      fallbackLng: false,
      load: 'languageOnly',
      // Ask for the first translations now, not a task later: they arrive with the route's code
      // instead of after it.
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
