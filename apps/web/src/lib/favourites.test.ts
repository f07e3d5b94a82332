import { describe, expect, it } from 'vitest';
import { sessionOf } from '../testing/sessions';
import { isStarred, keepsFavourites, withStar } from './favourites';

describe('favourites', () => {
  it('knows a starred item by its code in any case', () => {
    const favourites = { itemCodes: ['HF-1011'] };
    expect(isStarred(favourites, 'hf-1011 ')).toBe(true);
    expect(isStarred(favourites, 'VA-1011')).toBe(false);
    expect(isStarred(undefined, 'HF-1011')).toBe(false);
  });

  it('shows a star on or off before the server answers, never twice', () => {
    const favourites = { itemCodes: ['HF-1011'] };
    expect(withStar(favourites, 'VA-1011', true).itemCodes).toEqual(['HF-1011', 'VA-1011']);
    expect(withStar(favourites, 'hf-1011', true).itemCodes).toEqual(['hf-1011']);
    expect(withStar(favourites, 'HF-1011', false).itemCodes).toEqual([]);
    expect(withStar(undefined, 'HF-1011', true).itemCodes).toEqual(['HF-1011']);
  });

  it('gives stars to Customer and Sales users of a customer, not to an administrator or during maintenance', () => {
    expect(keepsFavourites(sessionOf({ role: 'Customer' }))).toBe(true);
    expect(keepsFavourites(sessionOf({ role: 'Sales' }))).toBe(true);
    expect(keepsFavourites(sessionOf({ role: 'Customer', canCreateOrder: false }))).toBe(true);
    expect(keepsFavourites(sessionOf({ role: 'Administrator' }))).toBe(false);
    expect(keepsFavourites(sessionOf({ role: 'Customer', maintenanceMode: true }))).toBe(false);
    expect(keepsFavourites(null)).toBe(false);
  });
});
