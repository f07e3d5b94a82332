import type { Item, SalesBomComponent } from '@selvedge/erp';
import type { ResolvedConfig } from '../config.js';
import type { Context } from '../context.js';
import type { DeltaSource } from '../delta.js';
import { quote } from '../odata.js';
import { salesBomComponentsIfReadable } from '../reads.js';
import { isYes, numberOr, type SapRow, selectWith, text, textOr, udf, updatedAt } from '../values.js';

/** items: Items sold (SalesItem), with the portal's pattern and sample fields and sales BOM components. */

/** What the feed and the live calls both read of an item: what it is, how it is sold, whether it may be. */
export const ITEM_SALE_FIELDS = [
  'ItemCode',
  'ItemName',
  'ItemsGroupCode',
  'SalesUnit',
  'SalesVATGroup',
  'Valid',
  'Frozen',
] as const;

export function itemSelect(config: ResolvedConfig): string[] {
  const f = config.fields;
  return selectWith(
    [...ITEM_SALE_FIELDS, 'Picture', 'TreeType', 'UpdateDate', 'UpdateTime'],
    [f.collection, f.patternRepeat, f.staggered, f.patternRequired, f.discontinued, f.sampleCode],
  );
}

/**
 * The item's picture. SAP keeps a file name in its pictures folder, which the portal cannot reach; a
 * colour (#rrggbb, what the demo data holds) becomes the same swatch the demo ERP shows.
 */
export function imageOf(picture: unknown): string | null {
  if (typeof picture !== 'string' || !/^#[0-9a-f]{6}$/i.test(picture)) return null;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><rect width="120" height="120" fill="${picture}"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export function toItem(
  row: SapRow,
  config: ResolvedConfig,
  components: SalesBomComponent[] | undefined,
): Item {
  const f = config.fields;
  return {
    code: String(row.ItemCode),
    name: textOr(row.ItemName, String(row.ItemCode)),
    collection: text(udf(row, f.collection)),
    groupCode: String(row.ItemsGroupCode ?? ''),
    salesUnit: textOr(row.SalesUnit, ''),
    patternRepeatCm: numberOr(udf(row, f.patternRepeat), 0),
    isStaggered: isYes(udf(row, f.staggered)),
    isPatternRequired: isYes(udf(row, f.patternRequired)),
    vatGroup: textOr(row.SalesVATGroup, ''),
    imageUrl: imageOf(row.Picture),
    isDiscontinued: isYes(udf(row, f.discontinued)),
    sampleCode: text(udf(row, f.sampleCode)),
    salesBom: row.TreeType === 'iSalesTree' ? { components: components ?? [] } : null,
    isActive: row.Valid !== 'tNO' && row.Frozen !== 'tYES',
    updatedAt: updatedAt(row, config.timeZone),
  };
}

export function itemSource(ctx: Context): DeltaSource<Item> {
  return {
    id: 'Items',
    set: 'Items',
    keyField: 'ItemCode',
    numericKey: false,
    select: itemSelect(ctx.config),
    filter: `SalesItem eq ${quote('tYES')}`,
    mapPage: async (rows) => {
      const parents = rows.filter((r) => r.TreeType === 'iSalesTree').map((r) => String(r.ItemCode));
      // Optional: without ProductTrees the items still sync (their BOMs without components).
      const components = await salesBomComponentsIfReadable(ctx, parents);
      return rows.map((row) => toItem(row, ctx.config, components.get(String(row.ItemCode))));
    },
  };
}
