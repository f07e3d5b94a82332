import { describe, expect, it } from 'vitest';
import { translationsIn } from '../testing/translations';
import {
  formatAmount,
  formatDate,
  formatDateTime,
  formatNewsDate,
  formatNumber,
  formatUnit,
  UNIT_CODES,
} from './format';

describe('dates', () => {
  it('shows a calendar day as dd-mm-yyyy', () => {
    expect(formatDate('2026-03-07')).toBe('07-03-2026');
  });

  it('shows an instant as its local day and time', () => {
    expect(formatDateTime(new Date(2026, 10, 22, 9, 5))).toBe('22-11-2026 09:05');
  });

  it('shows nothing for a missing or unreadable date rather than "Invalid Date"', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('writes news dates with the full month name in the reader’s language', () => {
    expect(formatNewsDate('2026-11-05', 'en')).toBe('5 November 2026');
    expect(formatNewsDate('2026-11-05', 'nl')).toBe('5 november 2026');
    expect(formatNewsDate('2026-11-05', 'fr')).toBe('5 novembre 2026');
    expect(formatNewsDate('2026-03-05', 'de')).toBe('5. März 2026');
  });

  it('writes every month of a news date as Intl writes it in each language', () => {
    const locales = { en: 'en-GB', nl: 'nl-NL', de: 'de-DE', fr: 'fr-FR' } as const;
    for (const [language, locale] of Object.entries(locales) as [keyof typeof locales, string][]) {
      const intl = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' });
      for (let month = 0; month < 12; month += 1) {
        const date = new Date(2026, month, month + 1);
        expect(formatNewsDate(date, language)).toBe(intl.format(date));
      }
    }
  });
});

describe('amounts', () => {
  it('uses a comma for decimals and dots for thousands', () => {
    expect(formatNumber(1234567.891)).toBe('1.234.567,89');
    expect(formatNumber('0.5')).toBe('0,50');
  });

  it('rounds half-cents up the way a customer expects', () => {
    expect(formatNumber(1.005)).toBe('1,01');
    expect(formatNumber(2.675)).toBe('2,68');
  });

  it('keeps the minus sign of credit amounts, but never shows "-0,00"', () => {
    expect(formatNumber(-1234.5)).toBe('-1.234,50');
    expect(formatNumber(-0.001)).toBe('0,00');
  });

  it('puts the currency symbol before the amount', () => {
    expect(formatAmount(1234.56, 'EUR')).toBe('€ 1.234,56');
    expect(formatAmount('1234.56', 'GBP')).toBe('£ 1.234,56');
  });

  it('shows an unknown currency by its code', () => {
    expect(formatAmount(1234.56, 'USD')).toBe('USD 1.234,56');
  });

  it('shows nothing for a missing amount', () => {
    expect(formatAmount(null, 'EUR')).toBe('');
    expect(formatAmount('', 'EUR')).toBe('');
  });
});

describe('units (D9)', () => {
  const unitIn = async (language: string, code: string) => formatUnit(code, await translationsIn(language));

  it('words the ERP’s roll in the reader’s language', async () => {
    expect(await unitIn('en', 'roll')).toBe('roll');
    expect(await unitIn('nl', 'roll')).toBe('rol');
    expect(await unitIn('de', 'roll')).toBe('Rolle');
    expect(await unitIn('fr', 'roll')).toBe('rouleau');
  });

  it('reads another ERP’s spelling of a unit as the same unit', async () => {
    expect(await unitIn('de', 'PCS')).toBe('Stück');
    expect(await unitIn('nl', ' Roll ')).toBe('rol');
  });

  it('has a word for every known unit in every language, and shows an unknown code as it is', async () => {
    for (const language of ['en', 'nl', 'de', 'fr']) {
      for (const code of UNIT_CODES) expect(await unitIn(language, code)).not.toMatch(/^units\./);
    }
    expect(await unitIn('fr', 'kg')).toBe('kg');
  });
});
