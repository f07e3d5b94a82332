/**
 * What the ordering tests share: the items of the tiny demo catalogue they order, the approval the demo
 * customer's buyer sends, the clean start of a test that opens a draft, and the set-up of a file that
 * orders as the demo customer.
 */
import type { OrderDraft } from '@selvedge/contracts';
import { sql } from 'drizzle-orm';
import { beforeEach } from 'vitest';
import { demo, expectOk, portalPerFile, signInPerFile, type TestPortal } from './harness.js';

/** Wallpaper, product group 101. */
export const WALLPAPER = 'HF-1011';
/** A plain fabric, product group 102. */
export const FABRIC = 'VA-1011';
/** Velvet: pattern rows required (D25), repeat 32 cm, straight. */
export const PATTERNED = 'VA-1022';
/** Discontinued and sold out: refused on a new line (D27). */
export const DISCONTINUED_SOLD_OUT = 'AD-1032';
/** Discontinued with enough stock: ordered as usual (D27). */
export const DISCONTINUED_IN_STOCK = 'AD-1031';
/** The wallpaper's sample cut: never on a regular order. */
export const SAMPLE_CUT = 'SHF-1011';
/** A curtain set: a fabric (3 m), lining (3 m), pleating tape (3 m) and a bag of hooks (D17). */
export const CURTAIN_SET = 'PKG-1001';

/** An approval as the demo customer's buyer sends it: the confirmation's address and the terms accepted. */
export const approveBody = { email: 'inkoop@devries.example', termsAccepted: true };

/** A test's start: the ERP answers again and no order drafts are left, so the draft it opens is its own. */
export async function resetOrdering(portal: TestPortal): Promise<void> {
  portal.erp.setFailing(false);
  await portal.database.db.execute(sql`delete from order_drafts`);
}

/** The user's open draft of the order type, as the order screen opens it (asserted 200). */
export function currentDraft(portal: TestPortal, cookie: string, orderType = 'B2B'): Promise<OrderDraft> {
  return portal.post('/api/order-drafts/current', { orderType }, cookie).then(expectOk<OrderDraft>);
}

/**
 * A test file that orders as the demo customer: its portal on the tiny demo ERP (`portalPerFile`), the
 * customer's cookie and those of `others` (`signInPerFile`), a `beforeEach` that gives every test a clean
 * start (`resetOrdering`; it runs before the file's own), and the draft requests, as the customer unless
 * told otherwise. Call it once, at the top of the file.
 */
export function orderingPerFile<Other extends string = never>(others = {} as Record<Other, string>) {
  const portal = portalPerFile({ erpData: 'tiny' });
  const cookies = signInPerFile(portal, { customer: demo.customer, ...others });
  beforeEach(() => resetOrdering(portal));
  return {
    portal,
    cookies,
    current: (cookie = cookies.customer, orderType = 'B2B') => currentDraft(portal, cookie, orderType),
    addLine: (draftId: string, body: unknown, cookie = cookies.customer) =>
      portal.post(`/api/order-drafts/${draftId}/lines`, body, cookie),
    /** Changes the draft's header (reference, address, dates…). */
    patchDraft: (draftId: string, body: unknown, cookie = cookies.customer) =>
      portal.patch(`/api/order-drafts/${draftId}`, body, cookie),
  };
}
