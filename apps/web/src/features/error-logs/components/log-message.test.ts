import { LOG_WORDING_KEYS, type LogEntryView } from '@selvedge/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import de from '../../../locales/de/translation.json';
import en from '../../../locales/en/translation.json';
import fr from '../../../locales/fr/translation.json';
import nl from '../../../locales/nl/translation.json';
import { logMessage } from './log-message';

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
const messageIn = async (language: string, row: Pick<LogEntryView, 'message' | 'wording'>) => {
  await ready;
  return logMessage(i18n.getFixedT(language), row);
};

describe('an error-log message in the administrator’s language (D9, D31)', () => {
  const signIn = {
    message: 'anna@example.com signed in',
    wording: { key: 'signIn', values: { email: 'anna@example.com' } },
  } as const;

  it('is worded from its key and values', async () => {
    expect(await messageIn('en', signIn)).toBe('anna@example.com signed in');
    expect(await messageIn('nl', signIn)).toBe('anna@example.com heeft zich aangemeld');
    expect(await messageIn('de', signIn)).toBe('anna@example.com hat sich angemeldet');
    expect(await messageIn('fr', signIn)).toBe('anna@example.com s’est connecté');
  });

  it('words the document of a failed PDF and the role of a new user too', async () => {
    const pdf = {
      message: 'PDF of creditNote 12: timeout',
      wording: { key: 'pdfFailed', values: { kind: 'creditNote', id: '12', error: 'timeout' } },
    } as const;
    expect(await messageIn('de', pdf)).toBe('PDF von Gutschrift 12: timeout');
    const created = {
      message: 'a@x.test created b@x.test (Customer)',
      wording: { key: 'userCreated', values: { actor: 'a@x.test', target: 'b@x.test', role: 'Customer' } },
    } as const;
    expect(await messageIn('nl', created)).toBe('a@x.test heeft b@x.test aangemaakt (Klant)');
  });

  it('shows an older row of no known form as it was stored', async () => {
    expect(await messageIn('fr', { message: 'Something the portal once wrote', wording: null })).toBe(
      'Something the portal once wrote',
    );
  });

  it('has a text for every key in every language', async () => {
    await ready;
    for (const language of ['en', 'nl', 'de', 'fr']) {
      for (const key of LOG_WORDING_KEYS) {
        expect(i18n.exists(`errorLogs.messages.${key}`, { lng: language }), `${language} ${key}`).toBe(true);
      }
    }
  });
});
