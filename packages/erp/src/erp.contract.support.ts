import { expect } from 'vitest';
import { ErpError } from './erp.errors.js';
import type { ErpPort } from './erp.port.js';
import type { ChangeSet, FeedName, FeedRows, Watermark } from './erp.types.js';

/**
 * The behaviour every ErpPort must show (architecture: one shared contract test suite). An adapter's
 * test file calls describeErpContract with a setup that returns the port, the data the checks need
 * (fixtures: codes that exist in that ERP) and, where it can, switches to make the ERP fail.
 */
export interface ErpContractFixtures {
  /** A customer who may order, with a ship-to address id. */
  customerCode: string;
  shipToId: string;
  /** Free stock covers quantity 1. */
  itemInStock: string;
  /** Not in stock for this quantity, but an open purchase order covers it. */
  itemOnPurchaseOrder: { itemCode: string; quantity: number };
  /** Discontinued, enough stock for quantity 1. */
  discontinuedWithStock: string;
  /** Discontinued, no stock and no purchase order. */
  discontinuedWithoutStock: string;
  /** A delivered line of the customer, to return. */
  deliveredLine: { deliveryId: number; lineNumber: number; itemCode: string };
  /** A date in the future for a pick-up (YYYY-MM-DD). */
  futureDate: string;
  /** A customer with the address book flag: may save ship-to addresses (the contract adds some). */
  addressBookCustomerCode: string;
  /** A customer without the address book flag. */
  customerWithoutAddressBook: string;
  /** A contact person of customerCode with an e-mail (the order totals cases check the order names it). */
  contact?: { email: string; name: string };
}

export interface ErpContractControls {
  setFailing?(isFailing: boolean): void;
}

export interface ErpContractSetup {
  port: ErpPort;
  fixtures: ErpContractFixtures;
  controls?: ErpContractControls;
  /** The currency cases (erp.contract.currency.ts) run when the setup names the local currency. */
  currencies?: CurrencyContractFixtures;
  teardown?: () => Promise<void>;
}

export interface CurrencyContractFixtures {
  /** The currency the ERP keeps its books in (SAP: the company's local currency). */
  localCurrency: string;
  /**
   * A customer whose ERP currency is "all currencies" (SAP: "##"); absent where the ERP has no such
   * notion, which leaves its case out.
   */
  allCurrenciesCustomerCode?: string;
}

/** Every row a feed has after `since` (or one customer's, with `customerCode`), and the watermark reached. */
export async function pullRows<F extends FeedName>(
  port: ErpPort,
  feed: F,
  since: Watermark | null,
  customerCode?: string,
): Promise<{ rows: FeedRows[F][]; watermark: Watermark | null }> {
  const rows: FeedRows[F][] = [];
  let watermark = since;
  for (let i = 0; i < 10_000; i += 1) {
    const page: ChangeSet<FeedRows[F]> = await port.pullChanges(
      feed,
      watermark,
      500,
      customerCode ? { customerCode } : {},
    );
    rows.push(...page.rows);
    watermark = page.nextWatermark ?? watermark;
    if (!page.hasMore) break;
  }
  return { rows, watermark };
}

/**
 * The error a call to a port failed with, checked to be the port's own (ErpError), whose kind the
 * portal acts on: the resilience and fault tests of every adapter ask it.
 */
export async function erpErrorOf(promise: Promise<unknown>): Promise<ErpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ErpError);
  return error as ErpError;
}
