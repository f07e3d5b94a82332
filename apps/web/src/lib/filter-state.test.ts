import type { Filter, FilterColumn } from '@selvedge/contracts';
import { describe, expect, it } from 'vitest';
import {
  type FilterDraftRow,
  newDraftRow,
  readDateEntry,
  readFilterParam,
  showDate,
  toDraftRows,
  toFilter,
  withFilter,
} from './filter-state';

const today = new Date(2026, 4, 17);

const columns: FilterColumn[] = [
  { key: 'email', kind: 'text' },
  { key: 'isActive', kind: 'boolean' },
  { key: 'createdAt', kind: 'date' },
];

describe('reading a typed date', () => {
  it('reads four digits as day and month (ddMM) of the current year', () => {
    expect(readDateEntry('0503', today)).toBe('2026-03-05');
    expect(readDateEntry('3112', today)).toBe('2026-12-31');
    expect(readDateEntry(' 0101 ', today)).toBe('2026-01-01');
  });

  it('refuses four digits that are no day of the current year', () => {
    expect(readDateEntry('3102', today)).toBeNull();
    expect(readDateEntry('2902', today)).toBeNull();
    expect(readDateEntry('2902', new Date(2028, 0, 1))).toBe('2028-02-29');
    expect(readDateEntry('0013', today)).toBeNull();
    expect(readDateEntry('1300', today)).toBeNull();
  });

  it('reads dd-mm-yyyy, with slashes or dots, and eight digits', () => {
    expect(readDateEntry('05-03-2025', today)).toBe('2025-03-05');
    expect(readDateEntry('5/3/2025', today)).toBe('2025-03-05');
    expect(readDateEntry('05.03.2025', today)).toBe('2025-03-05');
    expect(readDateEntry('05032025', today)).toBe('2025-03-05');
  });

  it('refuses anything else', () => {
    for (const text of ['', '123', '12345', '2025-03-05', '31-02-2025', 'today', '05-03-25']) {
      expect(readDateEntry(text, today), text).toBeNull();
    }
  });

  it('shows an ISO day as dd-mm-yyyy', () => {
    expect(showDate('2026-03-05')).toBe('05-03-2026');
  });
});

const draft = (overrides: Partial<FilterDraftRow>): FilterDraftRow => ({
  ...newDraftRow({ key: 'email', kind: 'text' }, 'where'),
  ...overrides,
});

describe('turning the rows into a filter', () => {
  it('makes the first row where and keeps And / Or on later rows', () => {
    const { filter, problems } = toFilter(
      [
        draft({ join: 'or', value: ' anna ' }),
        draft({ join: 'or', column: 'isActive', condition: 'is', value: 'true' }),
        draft({ join: 'and', column: 'createdAt', condition: 'between', from: '0101', to: '31-01-2026' }),
      ],
      columns,
      today,
    );
    expect(problems).toEqual({});
    expect(filter).toEqual([
      { join: 'where', column: 'email', condition: 'contains', value: 'anna' },
      { join: 'or', column: 'isActive', condition: 'is', value: 'true' },
      { join: 'and', column: 'createdAt', condition: 'between', from: '2026-01-01', to: '2026-01-31' },
    ]);
  });

  it('names the problems of each row: missing value, unreadable date, range the wrong way round', () => {
    const empty = draft({ value: ' ' });
    const badDate = draft({ column: 'createdAt', condition: 'between', from: '3102', to: '' });
    const backwards = draft({ column: 'createdAt', condition: 'between', from: '0202', to: '0102' });
    const { filter, problems } = toFilter([empty, badDate, backwards], columns, today);
    expect(filter).toEqual([]);
    expect(problems).toEqual({
      [empty.key]: { value: 'REQUIRED' },
      [badDate.key]: { from: 'INVALID_DATE', to: 'REQUIRED' },
      [backwards.key]: { to: 'DATE_ORDER' },
    });
  });

  it('gives the rows back for editing, dates as dd-mm-yyyy', () => {
    const rows = toDraftRows([
      { join: 'where', column: 'createdAt', condition: 'between', from: '2026-01-01', to: '2026-02-28' },
      { join: 'or', column: 'email', condition: 'is', value: 'a@b.nl' },
    ]);
    expect(rows.map(({ key: _key, ...row }) => row)).toEqual([
      {
        join: 'where',
        column: 'createdAt',
        condition: 'between',
        value: '',
        from: '01-01-2026',
        to: '28-02-2026',
      },
      { join: 'or', column: 'email', condition: 'is', value: 'a@b.nl', from: '', to: '' },
    ]);
    expect(new Set(rows.map((row) => row.key)).size).toBe(2);
  });
});

describe('the filter in the address', () => {
  const filter: Filter = [
    { join: 'where', column: 'email', condition: 'contains', value: 'a&b=c "quoted"' },
    { join: 'or', column: 'createdAt', condition: 'between', from: '2026-01-01', to: '2026-01-31' },
  ];

  it('survives a round trip through the query string, and a new filter starts at page 1', () => {
    const params = withFilter(new URLSearchParams('page=3&search=x'), filter);
    expect(params.get('page')).toBeNull();
    expect(params.get('search')).toBe('x');
    const reread = readFilterParam(new URLSearchParams(params.toString()), columns);
    expect(reread).toEqual(filter);
  });

  it('removes the parameter for an empty filter', () => {
    const params = withFilter(
      new URLSearchParams(`filter=${encodeURIComponent(JSON.stringify(filter))}`),
      [],
    );
    expect(params.has('filter')).toBe(false);
  });

  it('reads an unreadable or foreign filter as none', () => {
    const read = (text: string) => readFilterParam(new URLSearchParams({ filter: text }), columns);
    expect(read('[{')).toEqual([]);
    expect(read(JSON.stringify([{ join: 'and', column: 'email', condition: 'is', value: 'x' }]))).toEqual([]);
    expect(
      read(JSON.stringify([{ join: 'where', column: 'password', condition: 'is', value: 'x' }])),
    ).toEqual([]);
    expect(readFilterParam(new URLSearchParams(), columns)).toEqual([]);
  });
});
