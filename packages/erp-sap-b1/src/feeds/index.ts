import type { ChangeSet, FeedName, FeedRows, OpenItem, PullOptions, Watermark } from '@selvedge/erp';
import { checkPullRequest, erpRejected } from '@selvedge/erp';
import type { Context } from '../context.js';
import { pullDelta } from '../delta.js';
import { decodeWatermark, encodeWatermark } from '../watermark.js';
import { businessPartnerSource } from './business-partners.js';
import { slFetch } from './fetch.js';
import { itemSource } from './items.js';
import { openItemSources } from './open-items.js';
import { referenceDataFeed } from './reference-data.js';
import { documentSources } from './sales-documents.js';
import { stockFeed } from './stock.js';

/**
 * pullChanges of the port on the Service Layer: each feed is a delta read on UpdateDate/UpdateTime (see
 * delta.ts and watermark.ts), reference data a digest-checked whole read. With a customer code, the
 * customer's rows only, positioned as in the full feed (the watermark keeps its meaning).
 */
export async function pullChanges<F extends FeedName>(
  ctx: Context,
  feed: F,
  since: Watermark | null,
  limit: number,
  options: PullOptions = {},
): Promise<ChangeSet<FeedRows[F]>> {
  checkPullRequest(feed, limit, options);
  const customerCode = options.customerCode;
  const watermark = decodeWatermark(feed, since);
  const isFirstPull = since === null;
  const delta = async <Row>(sources: Parameters<typeof pullDelta<Row>>[0]['sources']) => {
    const page = await pullDelta({
      sources,
      positions: watermark.p,
      limit,
      pageSize: ctx.config.pageSize,
      fetch: slFetch(ctx),
      timeZone: ctx.config.timeZone,
    });
    return { page, nextWatermark: encodeWatermark({ f: feed, p: page.positions }) };
  };

  const result = await (async (): Promise<ChangeSet<unknown>> => {
    switch (feed) {
      case 'businessPartners':
      case 'items':
      case 'salesDocuments': {
        const sources =
          feed === 'businessPartners'
            ? [businessPartnerSource(ctx, customerCode)]
            : feed === 'items'
              ? [itemSource(ctx)]
              : documentSources(ctx, customerCode);
        const { page, nextWatermark } = await delta<unknown>(sources as never);
        return { rows: page.rows.map((r) => r.row), deletedIds: [], nextWatermark, hasMore: page.hasMore };
      }
      case 'openItems': {
        const { page, nextWatermark } = await delta(openItemSources(ctx, customerCode, isFirstPull));
        const rows: OpenItem[] = [];
        const deletedIds: string[] = [];
        for (const { row } of page.rows) {
          if ('open' in row) rows.push(row.open);
          else deletedIds.push(row.deleted);
        }
        return { rows, deletedIds, nextWatermark, hasMore: page.hasMore };
      }
      case 'stock':
        return stockFeed(ctx, watermark, isFirstPull, limit);
      case 'referenceData':
        return referenceDataFeed(ctx, watermark, isFirstPull, limit);
      default:
        throw erpRejected(`Unknown feed: ${String(feed)}`);
    }
  })();
  return result as ChangeSet<FeedRows[F]>;
}
