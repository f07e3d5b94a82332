import type { DraftAddress, DraftHeaderUpdate, OrderDraft, OrderType } from '@selvedge/contracts';
import type { Db } from '../../db/client.js';
import type { AuthenticatedContext } from '../../shared/context.js';
import type { AppDeps } from '../../shared/deps.js';
import { AppError, forbidden, notFound } from '../../shared/errors.js';
import { findItemPatternFacts, listShippingTypes } from '../catalog/index.js';
import { findCustomer, listShipToAddresses, toShipToView } from '../customers/index.js';
import { addressBookOf } from './address-book.service.js';
import { toDraftView } from './draft-view.js';
import { canEdit, type OrderDraftSnapshot, transition } from './order-draft.state.js';
import {
  type DraftOwner,
  deleteDraft,
  findDraft,
  findResumableDrafts,
  insertOpenDraft,
  loadDraftContent,
  lockDraft,
  moveLines,
  updateDraft,
} from './ordering.repository.js';
import type { OrderDraftRow } from './ordering.tables.js';

/**
 * The caller of an ordering route: a Customer or Sales user of a customer (the route's access says so),
 * and an export customer's chosen ship-to: a session reads and writes only the drafts begun in a session
 * of the same ship-to, as the lists show only its lines (D2, ADR-031).
 */
export interface OrderingCaller extends DraftOwner {
  ctx: AuthenticatedContext;
}

export function orderingCaller(ctx: AuthenticatedContext): OrderingCaller {
  // Access (mayCreateOrder) has let through only users bound to a customer; a customer the ERP no
  // longer has leaves the session without scope, and then there is nothing to order for.
  if (!ctx.scope || !ctx.customer) throw forbidden();
  return {
    ctx,
    userId: ctx.user.id,
    customerCode: ctx.scope.customerCode,
    shipToId: ctx.scope.shipToId,
  };
}

export const draftNotEditable = () => new AppError('DRAFT_NOT_EDITABLE', 409);

/** A draft of the caller, or 404: another user's or another customer's draft does not exist (D2). */
export async function requireOwnDraft(db: Db, caller: OrderingCaller, id: string): Promise<OrderDraftRow> {
  const draft = await findDraft(db, id, caller);
  if (!draft || draft.userId !== caller.userId) throw notFound();
  return draft;
}

/** The same inside a transaction, with the draft's row locked until it ends. */
export async function lockOwnDraft(tx: Db, caller: OrderingCaller, id: string): Promise<OrderDraftRow> {
  const draft = await lockDraft(tx, id);
  if (
    !draft ||
    draft.customerCode !== caller.customerCode ||
    draft.shipToId !== caller.shipToId ||
    draft.userId !== caller.userId
  ) {
    throw notFound();
  }
  return draft;
}

export async function draftView(db: Db, draft: OrderDraftRow): Promise<OrderDraft> {
  const stored = await loadDraftContent(db, draft);
  return toDraftView(
    stored,
    await findItemPatternFacts(
      db,
      stored.lines.map((line) => line.itemCode),
    ),
  );
}

/** The address a new draft starts from: the export customer's chosen ship-to, else the default one. */
async function startingAddress(db: Db, caller: OrderingCaller): Promise<DraftAddress | null> {
  const { ctx } = caller;
  const chosen = ctx.shipTo ? toShipToView(ctx.shipTo) : null;
  if (chosen) return { addressId: chosen.id, ...withoutId(chosen) };
  const [customer, addresses] = await Promise.all([
    findCustomer(db, caller.customerCode),
    listShipToAddresses(db, caller.customerCode),
  ]);
  const preferred = addresses.find((a) => a.id === customer?.defaultShipToId) ?? addresses[0];
  if (!preferred) return null;
  const view = toShipToView(preferred);
  return { addressId: view.id, ...withoutId(view) };
}

const withoutId = <T extends { id: string }>({ id: _, ...rest }: T) => rest;

export const addressColumns = (address: DraftAddress) => ({
  shipAddressId: address.addressId,
  shipName: address.name,
  shipStreet: address.street,
  shipZipCode: address.zipCode,
  shipCity: address.city,
  shipCountry: address.country,
});

/**
 * Brings a rejected draft back to editing (D23: no line lost). When the user began another draft in
 * the meantime, its lines join the rejected one's, after them, and the newer draft goes.
 */
async function reopen(tx: Db, draft: OrderDraftRow, openDraft: OrderDraftRow | undefined): Promise<void> {
  const result = transition(snapshotOf(draft), { type: 'reopen' });
  if (!result.ok) return;
  if (openDraft) {
    await moveLines(tx, openDraft.id, draft.id);
    await deleteDraft(tx, openDraft.id);
  }
  await updateDraft(tx, draft.id, { state: result.draft.state });
}

/**
 * The state machine's view of a stored draft; lines and the terms are the caller's to add when they
 * matter. An attempt's lease is compared with real time (order-placement.ts).
 */
export function snapshotOf(
  draft: OrderDraftRow,
  extra: { lines?: readonly unknown[]; termsAccepted?: boolean; now?: Date } = {},
): OrderDraftSnapshot {
  const now = extra.now ?? new Date();
  return {
    lines: extra.lines ?? [],
    termsAccepted: extra.termsAccepted ?? false,
    isPlacing: draft.placingUntil !== null && draft.placingUntil.getTime() > now.getTime(),
    messageFrom: draft.messageFrom,
    state: draft.state,
    reference: draft.reference,
    shippingAddress:
      draft.shipName && draft.shipStreet && draft.shipZipCode && draft.shipCity && draft.shipCountry
        ? {}
        : null,
    confirmationEmail: draft.email,
    erpMessage: draft.erpMessage,
    erpDocument:
      draft.erpDocEntry !== null && draft.erpDocNumber !== null
        ? { docEntry: draft.erpDocEntry, documentNumber: draft.erpDocNumber }
        : null,
  };
}

/**
 * The user's draft of this order type (D22): the one being edited, resumed on any device; a draft the
 * ERP rejected comes back open with its message; otherwise a new one.
 */
export async function currentDraft(deps: AppDeps, caller: OrderingCaller, orderType: OrderType) {
  const { db } = deps.database;
  const owner: DraftOwner = {
    userId: caller.userId,
    customerCode: caller.customerCode,
    shipToId: caller.shipToId,
  };
  let drafts = await findResumableDrafts(db, owner, orderType);
  if (drafts.some((draft) => draft.state === 'rejected')) {
    await db.transaction(async (tx) => {
      for (const found of await findResumableDrafts(tx, owner, orderType)) await lockDraft(tx, found.id);
      const locked = await findResumableDrafts(tx, owner, orderType);
      const rejected = locked.filter((draft) => draft.state === 'rejected');
      let open = locked.find((draft) => draft.state === 'open');
      for (const draft of rejected) {
        await reopen(tx, draft, open);
        open = draft;
      }
    });
    drafts = await findResumableDrafts(db, owner, orderType);
  }
  let draft = drafts.find((found) => found.state === 'open');
  if (draft?.shippingTypeCode && !(await isKnownShippingType(db, draft.shippingTypeCode))) {
    // The ERP no longer has it (the reference data changed): the customer's default applies again.
    draft = await updateDraft(db, draft.id, { shippingTypeCode: null });
  }
  if (draft && draft.state === 'open' && draft.shipName === null) {
    // Begun before the first ERP sync, the draft had no address to start from (an address is never
    // cleared once given): the sync has brought the customer's addresses since.
    const address = await startingAddress(db, caller);
    if (address) draft = await updateDraft(db, draft.id, addressColumns(address));
  }
  if (!draft) {
    const customer = caller.ctx.customer;
    const address = await startingAddress(db, caller);
    // Codes only (ADR-031): before the first sync the customer's type may be the seed's label.
    const shippingTypeCode =
      customer?.shippingType && (await isKnownShippingType(db, customer.shippingType))
        ? customer.shippingType
        : null;
    await insertOpenDraft(db, {
      userId: caller.userId,
      apiKeyName: caller.ctx.apiKey?.name ?? null,
      customerCode: caller.customerCode,
      shipToId: caller.shipToId,
      orderType,
      language: caller.ctx.user.language,
      currency: customer?.currency ?? 'EUR',
      email: caller.ctx.user.email,
      shippingTypeCode,
      ...(address ? addressColumns(address) : {}),
    });
    // A parallel first visit may have inserted it: the unique index kept one, and this reads it.
    draft = (await findResumableDrafts(db, owner, orderType)).find((found) => found.state === 'open');
    if (!draft) throw new Error('the open draft was not created');
  }
  return draftView(db, draft);
}

export async function getDraft(deps: AppDeps, caller: OrderingCaller, id: string): Promise<OrderDraft> {
  const { db } = deps.database;
  return draftView(db, await requireOwnDraft(db, caller, id));
}

/**
 * Runs a change of an editable draft in one transaction, the draft locked. A draft the ERP rejected is
 * reopened by the change; one being placed or placed is refused (DRAFT_NOT_EDITABLE).
 */
export async function editDraft<T>(
  deps: AppDeps,
  caller: OrderingCaller,
  id: string,
  change: (tx: Db, draft: OrderDraftRow) => Promise<T>,
): Promise<T> {
  return deps.database.db.transaction(async (tx) => {
    let draft = await lockOwnDraft(tx, caller, id);
    if (draft.state === 'rejected') {
      const others = await findResumableDrafts(tx, caller, draft.orderType);
      await reopen(
        tx,
        draft,
        others.find((other) => other.state === 'open'),
      );
      draft = await lockOwnDraft(tx, caller, id);
    }
    if (!canEdit(draft.state)) throw draftNotEditable();
    const result = await change(tx, draft);
    await updateDraft(tx, id, {});
    return result;
  });
}

/**
 * Saves the header whenever the reference, shipping address or shipping method changes (D23). Only an
 * export customer chooses the shipping type and partial supply (ordering §6); the country of a typed
 * address only with the export or other-country flag.
 */
export async function updateHeader(
  deps: AppDeps,
  caller: OrderingCaller,
  id: string,
  update: DraftHeaderUpdate,
): Promise<OrderDraft> {
  const customer = caller.ctx.customer;
  const isExport = customer?.isExport ?? false;
  if (!isExport && (update.shippingTypeCode !== undefined || update.partialSupply !== undefined)) {
    throw forbidden();
  }
  const draft = await editDraft(deps, caller, id, async (tx, current) => {
    const values: Parameters<typeof updateDraft>[2] = {};
    if (update.reference !== undefined) values.reference = update.reference;
    if (update.email !== undefined) values.email = update.email;
    if (update.shippingTypeCode !== undefined) {
      await requireShippingType(tx, update.shippingTypeCode, 400);
      values.shippingTypeCode = update.shippingTypeCode;
    }
    if (update.partialSupply !== undefined) values.partialSupply = update.partialSupply;
    if (update.shippingAddress !== undefined) {
      const address = await requireAllowedAddress(tx, caller, current, update.shippingAddress);
      Object.assign(values, addressColumns(address));
    }
    return updateDraft(tx, id, values);
  });
  return draftView(deps.database.db, draft);
}

/** Whether the read model knows the shipping type: a draft holds the ERP's codes, never labels. */
async function isKnownShippingType(db: Db, code: string): Promise<boolean> {
  return (await listShippingTypes(db)).some((type) => type.code === code);
}

/**
 * A shipping type the ERP knows, or none (the customer's default). A code it does not know is refused
 * with the field named: 400 when typed into the header, 422 when the draft holds one the ERP dropped
 * since (approval: the summary's list no longer offers it).
 */
export async function requireShippingType(db: Db, code: string | null, status: 400 | 422): Promise<void> {
  if (code === null || (await isKnownShippingType(db, code))) return;
  throw new AppError(status === 400 ? 'VALIDATION_FAILED' : 'SHIPPING_TYPE_UNKNOWN', status, {
    fields: [{ path: 'shippingTypeCode', code: 'INVALID_VALUE' }],
  });
}

/**
 * The address the header stores. One from the customer's list must be one of its addresses, and
 * keeps its id only while it is that address as the ERP has it: changed for this order, it is an
 * address typed for this order, which is what the ERP is sent (ADR-031). A typed one keeps the
 * draft's country unless the customer may choose another (export or other-country flag, ordering §2).
 */
async function requireAllowedAddress(
  db: Db,
  caller: OrderingCaller,
  draft: OrderDraftRow,
  address: DraftAddress,
): Promise<DraftAddress> {
  if (address.addressId !== null) {
    // A session with a chosen ship-to ships there (D2): the other ship-tos are not its addresses.
    const known = addressBookOf(caller.ctx, await listShipToAddresses(db, caller.customerCode)).find(
      (a) => a.id === address.addressId,
    );
    if (!known) {
      throw new AppError('VALIDATION_FAILED', 400, {
        fields: [{ path: 'shippingAddress.addressId', code: 'INVALID_VALUE' }],
      });
    }
    const stored = toShipToView(known);
    const isUnchanged =
      stored.name === address.name &&
      stored.street === address.street &&
      stored.zipCode === address.zipCode &&
      stored.city === address.city &&
      stored.country === address.country;
    if (isUnchanged) return address;
    // Changed for this order: checked as typed, without the id the ERP would ship to instead.
    return requireAllowedAddress(db, caller, draft, { ...address, addressId: null });
  }
  const mayChooseCountry = caller.ctx.customer?.isExport || caller.ctx.customer?.isOtherCountry;
  const fixedCountry = draft.shipCountry ?? (await startingAddress(db, caller))?.country ?? null;
  if (!mayChooseCountry && fixedCountry !== null && address.country !== fixedCountry) {
    throw new AppError('VALIDATION_FAILED', 400, {
      fields: [{ path: 'shippingAddress.country', code: 'INVALID_VALUE' }],
    });
  }
  return address;
}
