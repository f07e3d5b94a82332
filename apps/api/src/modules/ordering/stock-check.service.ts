import type { StockCheckRequest, StockCheckResult } from '@selvedge/contracts';
import { type DeliveryWeek, deliveryWeek, isErpError, salesBomAvailable } from '@selvedge/erp';
import type { z } from 'zod';
import type { RequestContext } from '../../shared/context.js';
import { todayOf } from '../../shared/dates.js';
import type { AppDeps } from '../../shared/deps.js';
import { AppError } from '../../shared/errors.js';
import { findOrderableItem, findStockSnapshots, type ItemRow, type StockSnapshot } from '../catalog/index.js';
import { lastSucceededAt, requestFeedSync } from '../erp-sync/index.js';
import { writeLog } from '../logs/index.js';
import { listExcludedItemGroups } from '../settings/index.js';
import { patternLengths } from './pattern-lengths.js';

type CheckInput = z.output<typeof StockCheckRequest>;

/**
 * The stock feed runs every minute (erp-sync.jobs.ts); figures older than this mean the sync is not
 * getting through (the ERP is slow or down). The answer still comes from them, and a run is asked for.
 */
export const STOCK_STALE_AFTER_MS = 5 * 60_000;

const itemUnknown = () =>
  new AppError('ITEM_UNKNOWN', 422, { fields: [{ path: 'itemCode', code: 'INVALID_VALUE' }] });

/** The quantity to check: the pattern rows' total for an item that needs them (D25), else as asked. */
function quantityOf(item: ItemRow, input: CheckInput): number {
  const pattern = patternLengths(item, input.patterns);
  if (pattern) return pattern.quantity;
  if (input.quantity === undefined) {
    throw new AppError('VALIDATION_FAILED', 400, { fields: [{ path: 'quantity', code: 'REQUIRED' }] });
  }
  return input.quantity;
}

type Figures = Pick<StockSnapshot, 'available' | 'expectedSupply' | 'syncedAt'>;

/**
 * Free stock and open purchase orders of the item from the snapshot; a sales BOM counts whole sets of
 * its scarcest component. Undefined when the feed has not sent the item (or a component) yet.
 */
async function figuresOf(deps: AppDeps, item: ItemRow): Promise<Figures | undefined> {
  const components = item.salesBom?.components ?? [];
  const codes = components.length > 0 ? components.map((c) => c.itemCode) : [item.code];
  const snapshots = await findStockSnapshots(deps.database.db, codes);
  if (codes.some((code) => !snapshots.has(code))) return undefined;
  if (components.length === 0) return snapshots.get(item.code);
  const rows = [...snapshots.values()];
  return {
    available: salesBomAvailable(components, (code) => snapshots.get(code)?.available ?? 0),
    expectedSupply: [],
    syncedAt: new Date(Math.min(...rows.map((row) => row.syncedAt.getTime()))),
  };
}

/**
 * An item the feed has not sent yet: the ERP is asked once, live (resilience bounds the wait). While it
 * cannot be reached there is nothing to answer from: STOCK_UNKNOWN, logged with the request's
 * reference id for the administrator (ordering §8: "please contact the system administrator").
 */
async function askErp(
  deps: AppDeps,
  ctx: RequestContext,
  item: ItemRow,
  quantity: number,
): Promise<DeliveryWeek> {
  try {
    return await deps.erp.getDeliveryWeek({ itemCode: item.code, quantity });
  } catch (error) {
    if (!isErpError(error)) throw error;
    await writeLog(deps.database.db, ctx, {
      level: 'error',
      event: 'ERP_FAILED',
      message: `Stock check of ${item.code}: no stock figures yet and the ERP did not answer (${error.message})`,
      data: { itemCode: item.code, quantity },
    });
    throw new AppError('STOCK_UNKNOWN', 503);
  }
}

/**
 * The stock check (ordering §4 "Stock check flow", D29): the expected delivery week of a quantity,
 * answered from the stock and supply snapshot of the read model by the same rule the ERP uses
 * (@selvedge/erp availability.ts), so it never waits for the ERP. A stale snapshot is still used, and
 * marked so, while a sync is asked for in the background. Excluded groups and samples are refused (D34).
 */
export async function checkStock(
  deps: AppDeps,
  ctx: RequestContext,
  input: CheckInput,
): Promise<StockCheckResult> {
  const { db } = deps.database;
  const item = await findOrderableItem(db, input.itemCode, {
    kind: 'regular',
    excludedGroups: await listExcludedItemGroups(db),
  });
  if (!item) throw itemUnknown();
  const quantity = quantityOf(item, input);
  const now = deps.clock.now();
  const answer = { itemCode: item.code, itemName: item.name, salesUnit: item.salesUnit, quantity };

  const figures = await figuresOf(deps, item);
  if (!figures) {
    const week = await askErp(deps, ctx, item, quantity);
    return { ...answer, deliveryWeek: week, asOf: now.toISOString(), isStale: false };
  }

  const syncedAt = await lastSucceededAt(db, 'stock');
  const isStale = !syncedAt || now.getTime() - syncedAt.getTime() > STOCK_STALE_AFTER_MS;
  if (isStale) {
    // In the background: the answer below does not wait for the ERP. A failure to ask is only logged.
    await requestFeedSync(deps.jobs, 'stock').catch((error: unknown) =>
      deps.log.warn({ err: error }, 'could not ask for a stock sync'),
    );
  }
  const week = deliveryWeek({
    available: figures.available,
    expectedSupply: figures.expectedSupply,
    quantity,
    isDiscontinued: item.isDiscontinued,
    today: todayOf(deps.clock),
  });
  return { ...answer, deliveryWeek: week, asOf: (syncedAt ?? figures.syncedAt).toISOString(), isStale };
}
