import { LOG_WORDING_KEYS, type LogEntryView } from '@selvedge/contracts';
import { describe, expect, it } from 'vitest';
import { hasTranslation, translationsIn } from '../../../testing/translations';
import { logMessage } from './log-message';

const messageIn = async (language: string, row: Pick<LogEntryView, 'message' | 'wording'>) =>
  logMessage(await translationsIn(language), row);

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
    for (const language of ['en', 'nl', 'de', 'fr']) {
      for (const key of LOG_WORDING_KEYS) {
        expect(await hasTranslation(language, `errorLogs.messages.${key}`), `${language} ${key}`).toBe(true);
      }
    }
  });
});
