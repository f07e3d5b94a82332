import type { ChangeSet, IsoDate, ReferenceDataRow, ReferenceDataType } from '@selvedge/erp';
import type { Context } from '../context.js';
import { quote } from '../odata.js';
import { date, numberOr, type SapRow, text, textOr } from '../values.js';
import { contentHash, encodeWatermark, type FeedWatermark } from '../watermark.js';

/**
 * referenceData: item groups, customer groups, shipping types, VAT groups and countries. These sets
 * carry no UpdateDate, and they are small: each pull reads them whole and the watermark keeps a digest of
 * what the last complete pass saw. While the digest is the same a pull is empty; when anything changed,
 * the next pull starts a new pass over every row (the portal's upserts make the unchanged ones harmless).
 */

/** A VAT group's rate on a day: the latest VatGroups_Lines row in effect (SAP keeps dated rates). */
export function vatRateOn(group: SapRow, day: IsoDate): number {
  const lines = (Array.isArray(group.VatGroups_Lines) ? (group.VatGroups_Lines as SapRow[]) : [])
    .map((l) => ({ from: date(l.Effectivefrom) ?? '0000-01-01', rate: numberOr(l.Rate, 0) }))
    .filter((l) => l.from <= day)
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  return lines.at(-1)?.rate ?? 0;
}

const TYPE_ORDER: ReferenceDataType[] = ['itemGroup', 'customerGroup', 'shippingType', 'vatGroup', 'country'];

interface Keyed {
  key: string;
  row: ReferenceDataRow;
}

export async function loadReferenceData(ctx: Context): Promise<Keyed[]> {
  const read = (set: string, select: string[], filter?: string) =>
    ctx.sl.collection(set, { select, ...(filter ? { filter } : {}) }, { what: set });
  const [groups, customerGroups, shipping, vat, countries] = await Promise.all([
    read('ItemGroups', ['Number', 'GroupName']),
    // There is no CustomerGroups set: customer groups are business partner groups of that type.
    read('BusinessPartnerGroups', ['Code', 'Name'], `Type eq ${quote('bbpgt_CustomerGroup')}`),
    read('ShippingTypes', ['Code', 'Name', 'Website']),
    read(
      'VatGroups',
      ['Code', 'Name', 'Inactive', 'VatGroups_Lines'],
      `Category eq ${quote('bovcOutputTax')}`,
    ),
    read('Countries', ['Code', 'Name']),
  ]);
  const today = ctx.today();
  const rows: ReferenceDataRow[] = [
    ...groups.map(
      (g): ReferenceDataRow => ({
        type: 'itemGroup',
        value: { code: String(g.Number), name: textOr(g.GroupName, '') },
      }),
    ),
    ...customerGroups.map(
      (g): ReferenceDataRow => ({
        type: 'customerGroup',
        value: { code: String(g.Code), name: textOr(g.Name, '') },
      }),
    ),
    ...shipping.map(
      (s): ReferenceDataRow => ({
        type: 'shippingType',
        value: { code: String(s.Code), name: textOr(s.Name, ''), websiteLabel: text(s.Website) },
      }),
    ),
    ...vat
      .filter((v) => v.Inactive !== 'tYES')
      .map(
        (v): ReferenceDataRow => ({
          type: 'vatGroup',
          value: { code: String(v.Code), name: textOr(v.Name, ''), rate: vatRateOn(v, today) },
        }),
      ),
    ...countries.map(
      (c): ReferenceDataRow => ({
        type: 'country',
        value: { code: String(c.Code), name: textOr(c.Name, '') },
      }),
    ),
  ];
  return rows
    .map((row) => ({ key: `${TYPE_ORDER.indexOf(row.type)}|${row.value.code}`, row }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

export async function referenceDataFeed(
  ctx: Context,
  watermark: FeedWatermark,
  isFirstPull: boolean,
  limit: number,
): Promise<ChangeSet<ReferenceDataRow>> {
  const all = await loadReferenceData(ctx);
  const digest = contentHash(all);
  let pass = watermark.r;
  if (!isFirstPull && pass && pass.k === null) {
    // The last pass was complete: nothing to say while nothing changed.
    if (pass.h === digest)
      return { rows: [], deletedIds: [], nextWatermark: encodeWatermark(watermark), hasMore: false };
    pass = undefined;
  }
  const start = pass ?? { h: digest, k: null };
  const after = pass?.k ?? null;
  const rest = after === null ? all : all.filter((r) => r.key > after);
  const page = rest.slice(0, limit);
  const hasMore = rest.length > limit;
  const last = page.at(-1)?.key ?? after;
  return {
    rows: page.map((r) => r.row),
    deletedIds: [],
    nextWatermark: encodeWatermark({
      f: 'referenceData',
      p: {},
      r: { h: start.h, k: hasMore ? last : null },
    }),
    hasMore,
  };
}
