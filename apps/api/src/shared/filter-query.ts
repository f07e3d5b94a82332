import { type Filter, type FilterRow, INTEGER_MAX } from '@selvedge/contracts';
import { and, type Column, or, type SQL, sql } from 'drizzle-orm';
import { invalidFields } from './errors.js';

/** A column a list lets the filter panel use: its kind decides the conditions it accepts. */
export interface FilterableColumn {
  kind: 'text' | 'date' | 'number' | 'boolean';
  /** The table column (or an expression) the filter reads. */
  column: Column | SQL;
  /** May only be filtered on alone (error logs: id and reference id, administration 2). */
  isAlone?: boolean;
}

export type FilterableColumns = Record<string, FilterableColumn>;

/** Calendar days of a date filter are days where the supplier works. */
export const FILTER_TIME_ZONE = 'Europe/Amsterdam';

/**
 * The LIKE/ILIKE pattern "contains `text`": `%` and `_` typed by a user are literal characters, not
 * wildcards (escaped with `\`, the default escape of LIKE).
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const BOOLEAN_TEXT: Record<string, boolean> = {
  true: true,
  yes: true,
  '1': true,
  false: false,
  no: false,
  '0': false,
};

function condition(row: FilterRow, target: FilterableColumn, index: number): SQL {
  const invalid = (field: string) =>
    invalidFields([{ path: `filter.${index}.${field}`, code: 'INVALID_VALUE' }]);
  const { column } = target;
  if (target.kind === 'date') {
    if (row.condition !== 'between') throw invalid('condition');
    // Whole days, inclusive, in the supplier's time zone; the bounds keep an index on the column usable.
    return sql`(${column} >= (${row.from}::date)::timestamp at time zone ${FILTER_TIME_ZONE}
      and ${column} < ((${row.to}::date + 1)::timestamp at time zone ${FILTER_TIME_ZONE}))`;
  }
  if (row.condition === 'between') throw invalid('condition');
  const value = row.value;
  switch (target.kind) {
    case 'text':
      return row.condition === 'is'
        ? sql`lower(${column}) = lower(${value})`
        : sql`${column} ilike ${containsPattern(value)}`;
    case 'number': {
      if (row.condition === 'contains') return sql`${column}::text like ${containsPattern(value)}`;
      const number = Number(value);
      // Beyond the safe integers no column the API reads as a number holds the value typed
      // (99999999999999999999 on the log's id was a 500): refused on the field.
      if (!/^-?\d+(\.\d+)?$/.test(value) || Math.abs(number) > Number.MAX_SAFE_INTEGER) {
        throw invalid('value');
      }
      // A whole number any integer column holds is compared as the column's own type (its index
      // serves); any other as the numeric typed: 1.5 or 2^40 bound as the column's type (integer,
      // bigint) was a 500 too ("invalid input syntax", "out of range"), and simply matches nothing.
      return Number.isInteger(number) && Math.abs(number) <= INTEGER_MAX
        ? sql`${column} = ${number}`
        : sql`${column} = ${value}::numeric`;
    }
    case 'boolean': {
      const flag = BOOLEAN_TEXT[value.toLowerCase()];
      if (row.condition !== 'is' || flag === undefined) throw invalid('value');
      return sql`${column} = ${flag}`;
    }
  }
}

/**
 * Turns a validated filter into one parameterised condition over known columns: an unknown column, a
 * condition the column's kind does not offer, or an alone-only column next to others answers 400 with
 * the row's path. Rows apply left to right: `a and b or c` is `(a and b) or c`.
 */
export function buildFilterCondition(columns: FilterableColumns, filter: Filter): SQL | undefined {
  let combined: SQL | undefined;
  filter.forEach((row, index) => {
    const target = Object.hasOwn(columns, row.column) ? columns[row.column] : undefined;
    if (!target) throw invalidFields([{ path: `filter.${index}.column`, code: 'INVALID_VALUE' }]);
    if (target.isAlone && filter.length > 1) {
      throw invalidFields([{ path: `filter.${index}.column`, code: 'INVALID_VALUE' }]);
    }
    const next = condition(row, target, index);
    combined = combined === undefined ? next : row.join === 'or' ? or(combined, next) : and(combined, next);
  });
  return combined;
}
