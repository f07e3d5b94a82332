import { describe, expect, it } from 'vitest';
import { countryChoices, countryName } from './country-name';

describe('a country’s name', () => {
  it('is in the reader’s language, from the code', () => {
    expect(countryName('NL', 'nl')).toBe('Nederland');
    expect(countryName('NL', 'de')).toBe('Niederlande');
    expect(countryName('NL', 'fr')).toBe('Pays-Bas');
    expect(countryName('GB', 'de')).toBe('Vereinigtes Königreich');
    expect(countryName('IE', 'nl')).toBe('Ierland');
  });

  it('reads a code in small letters or with spaces as the code', () => {
    expect(countryName(' de ', 'nl')).toBe('Duitsland');
  });

  it('is the code when the platform does not know it, and what was given when it is no code', () => {
    expect(countryName('AA', 'nl')).toBe('AA');
    expect(countryName('', 'nl')).toBe('');
    expect(countryName('Netherlands', 'de')).toBe('Netherlands');
  });
});

describe('countries to choose from', () => {
  it('are named and sorted in the reader’s language, each once', () => {
    expect(countryChoices(['NL', 'DE', 'BE', 'de'], 'de')).toEqual([
      { value: 'BE', label: 'Belgien' },
      { value: 'DE', label: 'Deutschland' },
      { value: 'NL', label: 'Niederlande' },
    ]);
    expect(countryChoices(['NL', 'DE', 'BE'], 'nl').map((choice) => choice.label)).toEqual([
      'België',
      'Duitsland',
      'Nederland',
    ]);
  });
});
