import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './language';

describe('the language before sign-in', () => {
  it('is the language the visitor chose earlier', () => {
    expect(resolveLanguage('fr', ['de-DE'])).toBe('fr');
  });

  it('is the browser’s language when the portal speaks it', () => {
    expect(resolveLanguage(null, ['es-ES', 'de-AT', 'en'])).toBe('de');
  });

  it('is Dutch when the browser speaks none of the four', () => {
    expect(resolveLanguage(null, ['es-ES', 'it'])).toBe('nl');
  });
});
