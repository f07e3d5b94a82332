import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { translationsIn } from '../testing/translations';
import { formatDeliveryWeek, parseDeliveryWeek } from './delivery-week';

const translations: Record<string, TFunction> = {};

beforeAll(async () => {
  for (const language of ['en', 'nl', 'de', 'fr']) translations[language] = await translationsIn(language);
});

const tOf = (language: string): TFunction => {
  const t = translations[language];
  if (!t) throw new Error(`no translation for ${language}`);
  return t;
};

describe('the delivery week as a customer reads it (D21)', () => {
  it('reads a week as "week 49, 2026" in each language', () => {
    const week = { kind: 'week', isoYear: 2026, week: 49 } as const;
    expect(formatDeliveryWeek(tOf('en'), week)).toBe('week 49, 2026');
    expect(formatDeliveryWeek(tOf('nl'), week)).toBe('week 49, 2026');
    expect(formatDeliveryWeek(tOf('de'), week)).toBe('KW 49, 2026');
    expect(formatDeliveryWeek(tOf('fr'), week)).toBe('semaine 49, 2026');
  });

  it('gives Direct and Incourant their own translated labels', () => {
    expect(formatDeliveryWeek(tOf('en'), { kind: 'direct' })).toBe('Direct delivery');
    expect(formatDeliveryWeek(tOf('de'), { kind: 'direct' })).toBe('Sofort lieferbar');
    expect(formatDeliveryWeek(tOf('nl'), { kind: 'incourant' })).toBe('Incourant (wordt niet meer geleverd)');
    expect(formatDeliveryWeek(tOf('fr'), { kind: 'incourant' })).not.toBe('');
  });

  it('reads the ERP’s own texts: Direct, Incourant and an ISO week', () => {
    expect(formatDeliveryWeek(tOf('en'), 'Direct')).toBe('Direct delivery');
    expect(formatDeliveryWeek(tOf('nl'), 'INCOURANT')).toBe('Incourant (wordt niet meer geleverd)');
    expect(formatDeliveryWeek(tOf('de'), '2026-W49')).toBe('KW 49, 2026');
    expect(formatDeliveryWeek(tOf('fr'), '2027-W1')).toBe('semaine 1, 2027');
  });

  it('shows anything else as it is, and nothing for nothing', () => {
    expect(formatDeliveryWeek(tOf('en'), ' 12-2026 ')).toBe('12-2026');
    expect(formatDeliveryWeek(tOf('en'), '2026-W54')).toBe('2026-W54');
    expect(formatDeliveryWeek(tOf('en'), null)).toBe('');
    expect(formatDeliveryWeek(tOf('en'), undefined)).toBe('');
  });

  it('parses only what it can read', () => {
    expect(parseDeliveryWeek('direct')).toEqual({ kind: 'direct' });
    expect(parseDeliveryWeek('2026W09')).toEqual({ kind: 'week', isoYear: 2026, week: 9 });
    expect(parseDeliveryWeek('2026-W00')).toBeNull();
    expect(parseDeliveryWeek('next week')).toBeNull();
  });
});
