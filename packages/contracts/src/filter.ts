import { z } from 'zod';
import { IsoDay } from './common.js';

/**
 * The filter panel's language (foundations 2 "Users", administration 2 "Error logs"): rows of column,
 * condition and value. The first row's join is `where`, later rows `and` or `or`; rows are applied left
 * to right, so `a and b or c` means `(a and b) or c`, exactly as the panel reads. Date columns offer only
 * `between` (inclusive, whole days); other columns `contains` or `is`. The API turns a validated filter
 * into a parameterised query against a fixed list of columns: no SQL is assembled from text.
 */
export const FILTER_MAX_ROWS = 10;

export const FilterJoin = z.enum(['where', 'and', 'or']);
export type FilterJoin = z.infer<typeof FilterJoin>;

export const FilterRow = z.discriminatedUnion('condition', [
  z.strictObject({
    join: FilterJoin,
    column: z.string().min(1).max(50),
    condition: z.enum(['contains', 'is']),
    value: z.string().trim().min(1).max(200),
  }),
  z.strictObject({
    join: FilterJoin,
    column: z.string().min(1).max(50),
    condition: z.literal('between'),
    /** Inclusive calendar days (dd-mm-yyyy on screen, ISO on the wire). */
    from: IsoDay,
    to: IsoDay,
  }),
]);
export type FilterRow = z.infer<typeof FilterRow>;

export const Filter = z
  .array(FilterRow)
  .max(FILTER_MAX_ROWS)
  .superRefine((rows, context) => {
    rows.forEach((row, index) => {
      const isFirst = index === 0;
      if (isFirst !== (row.join === 'where')) {
        context.addIssue({ code: 'custom', path: [index, 'join'], message: 'INVALID_VALUE' });
      }
      if (row.condition === 'between' && row.from > row.to) {
        context.addIssue({ code: 'custom', path: [index, 'to'], message: 'INVALID_VALUE' });
      }
    });
  });
export type Filter = z.infer<typeof Filter>;

/** What a screen tells the panel about a column it may filter on. */
export interface FilterColumn {
  key: string;
  kind: 'text' | 'date' | 'number' | 'boolean';
  /** The column may only be filtered on alone (error logs: id and reference id). */
  isAlone?: boolean;
}

/** The grammar above, for the OpenAPI document's filter parameter. */
export const FILTER_DESCRIPTION = [
  'The filter panel: a JSON array (URL-encoded) of at most 10 rows, applied left to right, so',
  '`a and b or c` means `(a and b) or c`. Each row: `join` (`where` on the first row, `and` or `or`',
  "after it), `column` (one of the list's filter columns; any other answers 400 on `filter.N.column`),",
  'and either `condition` `contains` or `is` with a `value` (text, number and yes/no columns), or',
  '`condition` `between` with `from` and `to` (YYYY-MM-DD, inclusive whole days in Europe/Amsterdam;',
  'the only condition of date columns). Columns marked alone (error logs: id, referenceId) are taken',
  'only as the single row. Example: [{"join":"where","column":"email","condition":"contains","value":"@example.com"}].',
].join(' ');

/**
 * A filter travels in the query string as JSON (`?filter=[…]`), so list URLs stay shareable and the
 * back button works; the API parses it with this schema.
 */
export const FilterParam = z
  .string()
  .max(4000)
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'INVALID_VALUE' });
      return z.NEVER;
    }
  })
  .pipe(Filter);
