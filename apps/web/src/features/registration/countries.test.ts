import { describe, expect, it } from 'vitest';
import { countryOptions } from './countries';

describe('the country list of the registration form', () => {
  it('names countries in the reader’s language', () => {
    const dutch = countryOptions('nl');
    expect(dutch.find((option) => option.value === 'DE')?.label).toBe('Duitsland');
    expect(countryOptions('fr').find((option) => option.value === 'NL')?.label).toBe('Pays-Bas');
  });

  it('is sorted alphabetically in that language', () => {
    const labels = countryOptions('en').map((option) => option.label);
    expect(labels.indexOf('Austria')).toBeLessThan(labels.indexOf('Belgium'));
  });

  it('offers every country once', () => {
    const codes = countryOptions('en').map((option) => option.value);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBeGreaterThan(240);
  });
});
