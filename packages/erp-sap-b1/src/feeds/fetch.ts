import type { Context } from '../context.js';
import { type DeltaFetch, deltaFilter, deltaOrder, withDelta } from '../delta.js';

/**
 * A delta request on the Service Layer: the source's $select and condition, the rows after the position,
 * oldest change first, at most `top` (asked as one page with Prefer: odata.maxpagesize; should SAP cap
 * the page lower, the next links are followed).
 */
export function slFetch(ctx: Context): DeltaFetch {
  return (source, after, top) =>
    ctx.sl.collection(
      source.set,
      {
        select: source.select,
        filter: withDelta(
          source.filter,
          deltaFilter(after, source.keyField, source.numericKey, ctx.sl.dialect),
        ),
        orderby: deltaOrder(source.keyField),
        top,
      },
      { what: source.set },
      { maxRows: top, pageSize: top },
    );
}
