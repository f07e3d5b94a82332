import {
  centsFromAmount,
  type DraftLineChange,
  type DraftLineProblem,
  type FieldError,
} from '@selvedge/contracts';
import { isErpError, salesBomAvailable } from '@selvedge/erp';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../shared/deps.js';
import { AppError } from '../../shared/errors.js';
import { forEachAtMost } from '../../shared/for-each-at-most.js';
import { findItemsByCode, findStockSnapshots, type ItemRow } from '../catalog/index.js';
import { listExcludedItemGroups } from '../settings/index.js';
import { editDraft, type OrderingCaller, requireOwnDraft } from './order-drafts.service.js';
import { loadDraftContent, updateDraft } from './ordering.repository.js';
import type { OrderDraftLineRow, OrderDraftRow } from './ordering.tables.js';

/**
 * What the customer approves is what the ERP gets: a draft's lines checked again before
 * the summary and the approval. A line was checked when it was added, but since then its product group
 * may have been excluded (D34), the item discontinued and sold out (D27) or no longer sold, or its
 * price changed. The summary shows what changed; approval refuses until the user has seen it.
 */

/** Price look-ups in flight at once: a 40-line draft is 10 round trips, and the ERP is not flooded. */
export const PRICE_LOOKUP_CONCURRENCY = 4;

/** Approval trusts the last summary's prices this long; after it, it asks the ERP again. */
export const PRICE_CHECK_MAX_AGE_MS = 5 * 60_000;

type CheckedLine = Pick<
  OrderDraftLineRow,
  'id' | 'lineNumber' | 'itemCode' | 'itemName' | 'quantity' | 'unitPrice' | 'deliveryDate'
>;

export interface CurrentPrice {
  unitPrice: number;
  deliveryDate: string | null;
}

export interface LinesRecheck {
  /** Lines that can no longer be ordered, and why. */
  problems: Map<string, DraftLineProblem>;
  /** The ERP's price now of each orderable line it answered for. */
  prices: Map<string, CurrentPrice>;
  /** The ERP priced every line (false during an outage, D36, with a line not orderable, or when not asked). */
  arePricesChecked: boolean;
}

/** Free stock of the item from the stock snapshot (a sales BOM: whole sets); undefined when not synced yet. */
export function availableOf(
  item: ItemRow,
  snapshots: ReadonlyMap<string, { available: number }>,
): number | undefined {
  const components = item.salesBom?.components ?? [];
  if (components.length === 0) return snapshots.get(item.code)?.available;
  if (components.some((component) => !snapshots.has(component.itemCode))) return undefined;
  return salesBomAvailable(components, (code) => snapshots.get(code)?.available ?? 0);
}

/** The stock snapshots of the discontinued ones of these items (of a sales BOM: its components'), for D27. */
export async function discontinuedStock(
  db: Db,
  items: Iterable<ItemRow>,
): Promise<Map<string, { available: number }>> {
  const discontinued = [...items].filter((item) => item.isDiscontinued);
  if (discontinued.length === 0) return new Map();
  return findStockSnapshots(
    db,
    discontinued.flatMap((item) =>
      item.salesBom?.components.length ? item.salesBom.components.map((c) => c.itemCode) : [item.code],
    ),
  );
}

/**
 * Lines that can no longer be ordered, from the read model only (cheap, no ERP): unknown or inactive
 * items, an excluded group (D34), discontinued with less free stock than the line's quantity (D27, the
 * ERP's obsolete rule on the stock snapshot). An item whose stock the feed has not sent is left to the
 * ERP, which checks it again when it places the order.
 */
export async function unorderableLines(
  db: Db,
  lines: readonly Pick<CheckedLine, 'id' | 'itemCode' | 'quantity'>[],
): Promise<Map<string, DraftLineProblem>> {
  const problems = new Map<string, DraftLineProblem>();
  if (lines.length === 0) return problems;
  const items = await findItemsByCode(
    db,
    lines.map((line) => line.itemCode),
  );
  const excluded = new Set(await listExcludedItemGroups(db));
  const snapshots = await discontinuedStock(db, items.values());
  for (const line of lines) {
    const item = items.get(line.itemCode);
    if (!item?.isActive) problems.set(line.id, 'unavailable');
    else if (excluded.has(item.groupCode)) problems.set(line.id, 'excluded');
    else if (item.isDiscontinued) {
      const available = availableOf(item, snapshots);
      if (available !== undefined && available < line.quantity) problems.set(line.id, 'discontinued');
    }
  }
  return problems;
}

interface PriceAnswers {
  prices: Map<string, CurrentPrice>;
  /** Lines the ERP refused to price (unknown to it, no price for this customer): not orderable. */
  refused: Set<string>;
  /** Every line was answered; false after an outage, when the rest is not asked (D36). */
  isComplete: boolean;
}

/**
 * The ERP's price of each line now, as adding the line asked it (order-lines.service.ts), a few at a
 * time. The first "unavailable" stops the asking: during an outage the rest would only wait too. With
 * `askUntil` (epoch ms) no price is waited for past that time: the answers given by then are used, and
 * the rest, asked or not, is left unchecked (the summary's check asks again).
 */
async function currentPrices(
  deps: AppDeps,
  customerCode: string,
  lines: readonly CheckedLine[],
  askUntil: number | undefined,
): Promise<PriceAnswers> {
  const answers: PriceAnswers = { prices: new Map(), refused: new Set(), isComplete: true };
  let isDone = false;
  const asking = forEachAtMost(lines, PRICE_LOOKUP_CONCURRENCY, async (line) => {
    // Past the caller's time, the rest is left unasked, as after an outage.
    if (askUntil !== undefined && Date.now() >= askUntil) answers.isComplete = false;
    if (!answers.isComplete) return;
    try {
      const quote = await deps.erp.getPrice({
        customerCode,
        itemCode: line.itemCode,
        quantity: line.quantity,
      });
      answers.prices.set(line.id, { unitPrice: quote.unitPrice, deliveryDate: quote.deliveryDate });
    } catch (error) {
      // An outage, or an ERP that cannot price now (no authorisation, a missing service: `failed`), says
      // nothing about the line: the prices stay unchecked, as during an outage, and the line orderable.
      if (isErpError(error, 'unavailable') || isErpError(error, 'failed')) answers.isComplete = false;
      else if (isErpError(error)) answers.refused.add(line.id);
      else throw error;
    }
  }).finally(() => {
    isDone = true;
  });
  if (askUntil === undefined) {
    await asking;
    return answers;
  }
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, Math.max(0, askUntil - Date.now()));
  });
  await Promise.race([asking, deadline]).finally(() => clearTimeout(timer));
  if (isDone) return answers;
  // A call still on its way ends on its own (the ERP port's time-out); what it answers is not used.
  asking.catch((error: unknown) => deps.log.error({ err: error }, 'a price asked too late failed'));
  return { prices: new Map(answers.prices), refused: new Set(answers.refused), isComplete: false };
}

/**
 * The lines checked again: orderability from the read model, and, with `askPrices`, the ERP's price of
 * every orderable line. An ERP outage leaves the prices as they are (D36). `askPricesUntil` (epoch ms)
 * stops the asking and the waiting at that time: the lines not answered keep their prices, unchecked.
 */
export async function recheckLines(
  deps: AppDeps,
  db: Db,
  draft: Pick<OrderDraftRow, 'customerCode'>,
  lines: readonly CheckedLine[],
  options: { askPrices: boolean; askPricesUntil?: number },
): Promise<LinesRecheck> {
  const problems = await unorderableLines(db, lines);
  const orderable = lines.filter((line) => !problems.has(line.id));
  if (!options.askPrices || orderable.length === 0) {
    return { problems, prices: new Map(), arePricesChecked: options.askPrices && problems.size === 0 };
  }
  const { prices, refused, isComplete } = await currentPrices(
    deps,
    draft.customerCode,
    orderable,
    options.askPricesUntil,
  );
  for (const lineId of refused) problems.set(lineId, 'unavailable');
  // Checked only when every line was priced: with a line not orderable, approval asks again.
  return { problems, prices, arePricesChecked: isComplete && problems.size === 0 };
}

/** The amounts compared in cents (ADR-014); an unpriced line (D36) gets its first price. */
const isNewPrice = (held: number | null, now: number) =>
  held === null || centsFromAmount(held) !== centsFromAmount(now);

/** Whether the line's stored price or delivery date differs from the ERP's answer (then it is written). */
export const isQuoteChanged = (line: CheckedLine, price: CurrentPrice) =>
  isNewPrice(line.unitPrice, price.unitPrice) || line.deliveryDate !== price.deliveryDate;

/** The summary's list of what changed, in line order: why a line can no longer be ordered, or its new price. */
export function lineChanges(lines: readonly CheckedLine[], recheck: LinesRecheck): DraftLineChange[] {
  return lines.flatMap((line): DraftLineChange[] => {
    const at = {
      lineId: line.id,
      lineNumber: line.lineNumber,
      itemCode: line.itemCode,
      itemName: line.itemName,
    };
    const problem = recheck.problems.get(line.id);
    if (problem) return [{ ...at, kind: problem }];
    const price = recheck.prices.get(line.id);
    if (!price || !isNewPrice(line.unitPrice, price.unitPrice)) return [];
    return [{ ...at, kind: 'priceChanged', oldUnitPrice: line.unitPrice, newUnitPrice: price.unitPrice }];
  });
}

const lineFields = (lineIds: Iterable<string>, suffix = ''): FieldError[] =>
  [...lineIds].map((lineId) => ({ path: `lines.${lineId}${suffix}`, code: 'INVALID_VALUE' }));

/** 422 LINES_NOT_ORDERABLE, the lines in `fields` as `lines.<id>`. */
const notOrderable = (lineIds: Iterable<string>) =>
  new AppError('LINES_NOT_ORDERABLE', 422, { fields: lineFields(lineIds) });

/**
 * Approval's check inside its transaction, the draft locked: a line that can no longer be
 * ordered refuses it, from the read model only. No ERP call here: on the embedded database the demo
 * ERP shares the one connection the transaction holds, and would wait for it until its time-out.
 */
export async function requireOrderableLines(tx: Db, lines: readonly CheckedLine[]): Promise<void> {
  const problems = await unorderableLines(tx, lines);
  if (problems.size > 0) throw notOrderable(problems.keys());
}

/**
 * Approval's price check, before its transaction: when the last summary's prices are older
 * than PRICE_CHECK_MAX_AGE_MS the ERP is asked again. A price that differs from the one the draft holds,
 * the one the user saw, refuses the approval (409 PRICES_CHANGED, `lines.<id>.unitPrice`); nothing is
 * written, so the summary the screen asks for next writes the new price and shows old and new. A line
 * the ERP no longer prices refuses it as not orderable. Unchanged prices are marked checked, so the
 * approval's retry does not ask again. Not refused: an unpriced line getting its price (the user
 * approved "price follows", D36), an ERP outage (prices not checked, D36), a draft approved already
 * (approve answers its state).
 */
export async function checkPricesBeforeApproval(
  deps: AppDeps,
  caller: OrderingCaller,
  draftId: string,
): Promise<void> {
  const { db } = deps.database;
  const draft = await requireOwnDraft(db, caller, draftId);
  if (draft.state !== 'open' && draft.state !== 'rejected') return;
  const now = deps.clock.now();
  const checkedAt = draft.pricesCheckedAt?.getTime();
  if (checkedAt !== undefined && now.getTime() - checkedAt <= PRICE_CHECK_MAX_AGE_MS) return;
  const { lines } = await loadDraftContent(db, draft);
  if (lines.length === 0) return;
  const recheck = await recheckLines(deps, db, draft, lines, { askPrices: true });
  if (recheck.problems.size > 0) throw notOrderable(recheck.problems.keys());
  const changed = lines.filter((line) => {
    const price = recheck.prices.get(line.id);
    return line.unitPrice !== null && price !== undefined && isNewPrice(line.unitPrice, price.unitPrice);
  });
  if (changed.length > 0) {
    throw new AppError('PRICES_CHANGED', 409, {
      fields: lineFields(
        changed.map((line) => line.id),
        '.unitPrice',
      ),
    });
  }
  if (!recheck.arePricesChecked) return;
  await editDraft(deps, caller, draftId, (tx) => updateDraft(tx, draftId, { pricesCheckedAt: now })).catch(
    (error: unknown) => {
      // Approved meanwhile (a double click): approve answers its state.
      if (!(error instanceof AppError && error.code === 'DRAFT_NOT_EDITABLE')) throw error;
    },
  );
}
