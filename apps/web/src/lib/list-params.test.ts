import { describe, expect, it } from 'vitest';
import { pageCount, readListParams, withPage, withSearch } from './list-params';

const params = (query: string) => new URLSearchParams(query);

describe('the page and search of a list in the address', () => {
  it('reads the page and the search a link or a reload carries', () => {
    expect(readListParams(params('page=3&search=%20velvet%20'))).toEqual({ page: 3, search: 'velvet' });
  });

  it('falls back to page 1 without a search for a missing or mangled address', () => {
    expect(readListParams(params(''))).toEqual({ page: 1, search: '' });
    expect(readListParams(params('page=abc'))).toEqual({ page: 1, search: '' });
    expect(readListParams(params('page=0'))).toEqual({ page: 1, search: '' });
    expect(readListParams(params('page=-2'))).toEqual({ page: 1, search: '' });
    expect(readListParams(params('page=2.5'))).toEqual({ page: 1, search: '' });
  });

  it('keeps the search when paging and leaves page 1 out of the address', () => {
    expect(withPage(params('search=linen'), 4).toString()).toBe('search=linen&page=4');
    expect(withPage(params('search=linen&page=4'), 1).toString()).toBe('search=linen');
  });

  it('starts a new search on page 1 and drops an empty one', () => {
    expect(withSearch(params('page=5'), ' velvet ').toString()).toBe('search=velvet');
    expect(withSearch(params('search=velvet&page=2'), '  ').toString()).toBe('');
  });

  it('keeps other parameters of the address', () => {
    expect(withSearch(params('kind=creditNote&page=2'), 'x').toString()).toBe('kind=creditNote&search=x');
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});
