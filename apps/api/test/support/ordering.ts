/**
 * What the ordering tests share: the items of the tiny demo catalogue they order, the approval the demo
 * customer's buyer sends, and the clean start of a test that opens a draft.
 */
import { sql } from 'drizzle-orm';
import type { TestPortal } from './harness.js';

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
