import {
  type Filter,
  type FilterColumn,
  type FilterJoin,
  FilterParam,
  type FilterRow,
} from '@selvedge/contracts';

/**
 * The filter panel's state (foundations 2 "Users": where / And / Or rows; dates Between only, typed
 * dd-mm-yyyy or as four digits ddMM of the current year). The applied filter lives in the address as
 * `?filter=<json>` (conventions: list state in the URL), in the very form the API reads.
 */

export const FILTER_PARAM = 'filter';

export type TextCondition = 'contains' | 'is';

/** One row as the user is editing it; dates are still the typed text. */
export interface FilterDraftRow {
  /** Stable React key. */
  key: string;
  join: FilterJoin;
  column: string;
  condition: TextCondition | 'between';
  value: string;
  from: string;
  to: string;
}

const pad2 = (value: number) => String(value).padStart(2, '0');

function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(year, month - 1, day);
  const isReal = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return isReal && year >= 1900 && year <= 9999 ? `${year}-${pad2(month)}-${pad2(day)}` : null;
}

/**
 * Reads a typed day as ISO `yyyy-mm-dd`, or null when it is no real day. Accepts dd-mm-yyyy (also
 * with `/` or `.`), ddmmyyyy, and four digits ddMM, which mean that day of `today`'s year (foundations 2).
 */
export function readDateEntry(text: string, today: Date = new Date()): string | null {
  const trimmed = text.trim();
  const short = /^(\d{2})(\d{2})$/.exec(trimmed);
  if (short) return isoDay(today.getFullYear(), Number(short[2]), Number(short[1]));
  const compact = /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed);
  if (compact) return isoDay(Number(compact[3]), Number(compact[2]), Number(compact[1]));
  const separated = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(trimmed);
  if (separated) return isoDay(Number(separated[3]), Number(separated[2]), Number(separated[1]));
  return null;
}

/** ISO `yyyy-mm-dd` as shown on screen: dd-mm-yyyy (D10). */
export function showDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : iso;
}

/** The conditions a column offers: Between for dates, Is for yes/no, Contains and Is for the rest. */
export function conditionsFor(kind: FilterColumn['kind']): ReadonlyArray<FilterDraftRow['condition']> {
  if (kind === 'date') return ['between'];
  return kind === 'boolean' ? ['is'] : ['contains', 'is'];
}

let nextKey = 0;
const newKey = () => `row-${++nextKey}`;

/** A fresh row on `column`, with the condition that column starts with. */
export function newDraftRow(column: FilterColumn, join: FilterJoin): FilterDraftRow {
  return {
    key: newKey(),
    join,
    column: column.key,
    condition: conditionsFor(column.kind)[0] ?? 'contains',
    value: column.kind === 'boolean' ? 'true' : '',
    from: '',
    to: '',
  };
}

/** The applied filter as rows to edit. */
export function toDraftRows(filter: Filter): FilterDraftRow[] {
  return filter.map((row) => ({
    key: newKey(),
    join: row.join,
    column: row.column,
    condition: row.condition,
    value: row.condition === 'between' ? '' : row.value,
    from: row.condition === 'between' ? showDate(row.from) : '',
    to: row.condition === 'between' ? showDate(row.to) : '',
  }));
}

export type DraftProblem = 'REQUIRED' | 'INVALID_DATE' | 'DATE_ORDER';
export type DraftProblems = Record<string, { value?: DraftProblem; from?: DraftProblem; to?: DraftProblem }>;

/**
 * The rows as a filter the API accepts, or the problems per row key. Rows on unknown columns are
 * dropped; the first row is always `where`.
 */
export function toFilter(
  rows: readonly FilterDraftRow[],
  columns: readonly FilterColumn[],
  today: Date = new Date(),
): { filter: Filter; problems: DraftProblems } {
  const problems: DraftProblems = {};
  const filter: FilterRow[] = [];
  for (const row of rows) {
    const column = columns.find((candidate) => candidate.key === row.column);
    if (!column) continue;
    const join: FilterJoin = filter.length === 0 ? 'where' : row.join === 'or' ? 'or' : 'and';
    if (column.kind === 'date') {
      const from = row.from.trim() ? readDateEntry(row.from, today) : null;
      const to = row.to.trim() ? readDateEntry(row.to, today) : null;
      const problem: DraftProblems[string] = {};
      if (!row.from.trim()) problem.from = 'REQUIRED';
      else if (!from) problem.from = 'INVALID_DATE';
      if (!row.to.trim()) problem.to = 'REQUIRED';
      else if (!to) problem.to = 'INVALID_DATE';
      if (from && to && from > to) problem.to = 'DATE_ORDER';
      if (Object.keys(problem).length > 0 || !from || !to) {
        problems[row.key] = problem;
        continue;
      }
      filter.push({ join, column: column.key, condition: 'between', from, to });
    } else {
      const value = row.value.trim();
      if (!value) {
        problems[row.key] = { value: 'REQUIRED' };
        continue;
      }
      const condition: TextCondition = row.condition === 'is' ? 'is' : 'contains';
      filter.push({ join, column: column.key, condition, value });
    }
  }
  return { filter, problems };
}

/**
 * The filter of an address: `[]` when there is none, or when it is unreadable or names a column this
 * list does not have (an old bookmark shows the whole list rather than an error).
 */
export function readFilterParam(params: URLSearchParams, columns: readonly FilterColumn[]): Filter {
  const text = params.get(FILTER_PARAM);
  if (!text) return [];
  const parsed = FilterParam.safeParse(text);
  if (!parsed.success) return [];
  const known = new Set(columns.map((column) => column.key));
  return parsed.data.every((row) => known.has(row.column)) ? parsed.data : [];
}

/** The address with this filter applied (or removed when empty); a new filter starts at page 1. */
export function withFilter(params: URLSearchParams, filter: Filter): URLSearchParams {
  const next = new URLSearchParams(params);
  if (filter.length > 0) next.set(FILTER_PARAM, JSON.stringify(filter));
  else next.delete(FILTER_PARAM);
  next.delete('page');
  return next;
}
