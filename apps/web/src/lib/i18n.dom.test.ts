import { describe, expect, it } from 'vitest';
import de from '../locales/de/translation.json';
import en from '../locales/en/translation.json';
import { i18n, initI18n, loadTranslationArea, switchLanguage } from './i18n';

describe('the translations in parts, each area loaded when a screen of it asks', () => {
  it("has an area's texts in every language once a screen of the area asked for them", async () => {
    // As the first screen does: its area is asked while the app's code runs, before i18n has started.
    const ordering = loadTranslationArea('ordering');
    await initI18n();
    await ordering;
    await switchLanguage('en');
    expect(i18n.t('placeOrder.title')).toBe(en.placeOrder.title);
    expect(i18n.t('orders.subtitle')).toBe(en.orders.subtitle);
    // An area no screen has asked for is not there.
    expect(i18n.exists('settings.subtitle')).toBe(false);

    await loadTranslationArea('administration');
    expect(i18n.t('settings.subtitle')).toBe(en.settings.subtitle);

    // A language loaded later brings every area asked for so far.
    await switchLanguage('de');
    expect(i18n.t('placeOrder.title')).toBe(de.placeOrder.title);
    expect(i18n.t('settings.subtitle')).toBe(de.settings.subtitle);
    // The keys an area shares with the core keep all of the area's texts beside them.
    expect(i18n.t('placeOrder.sample.title')).toBe(de.placeOrder.sample.title);
  });
});
