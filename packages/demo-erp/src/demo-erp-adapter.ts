import type { VatRounding } from '@selvedge/contracts';
import type { ErpPort, IsoDate } from '@selvedge/erp';
import { ErpError, erpUnavailable, toIsoDate } from '@selvedge/erp';
import { sql } from 'drizzle-orm';
import { saveShipToAddress } from './address-book.js';
import { type AdvanceSummary, advance } from './advance.js';
import { getDocumentPdf } from './document-pdf.js';
import { pullChanges } from './feeds.js';
import type { Clock, DemoDb } from './host.js';
import { postIncomingPayment } from './incoming-payments.js';
import { getDeliveryWeek, getExpenses, getObsoleteStatus, getPrice } from './live-calls.js';
import { getPayments } from './payments.js';
import { createReturnRequest, findOrder, placeOrder } from './write-documents.js';

export interface DemoErpOptions {
  /** Seed of the simulation's chance (who pays late, how many packages); the generator's seed fits. */
  seed?: number;
  /** Artificial latency of every call, in ms (a demo of a slow ERP). */
  latencyMs?: number;
  /**
   * How the demo company rounds VAT on the documents it writes. Default "document" (once per VAT
   * group), the rule its generated documents follow.
   */
  vatRounding?: VatRounding;
}

/** Test and demo switches: a slow or failing ERP, and simulated time. */
export interface DemoErpControls {
  setLatency(ms: number): void;
  setFailing(isFailing: boolean): void;
  /** Whether every call fails as unreachable (setFailing). */
  isFailing(): boolean;
  /** Lets open orders progress up to the date (default: the clock's today). */
  advance(toDate?: IsoDate): Promise<AdvanceSummary>;
}

export interface DemoErpAdapter {
  port: ErpPort;
  controls: DemoErpControls;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Anything that is not already an ErpError is the ERP failing: unavailable. */
function normalise(error: unknown): ErpError {
  if (error instanceof ErpError) return error;
  return erpUnavailable('The demo ERP failed', error);
}

/**
 * The embedded demo ERP as an ErpPort: reads and writes only the demo_erp tables (openDemoErp first,
 * generate to fill them). Today is the clock's date, so tests move time with the clock and advance().
 */
export function createDemoErpAdapter(input: {
  db: DemoDb;
  clock: Clock;
  options?: DemoErpOptions;
}): DemoErpAdapter {
  const { db, clock } = input;
  const seed = input.options?.seed ?? 1;
  let latencyMs = input.options?.latencyMs ?? 0;
  const vatRounding = input.options?.vatRounding ?? 'document';
  let isFailing = false;
  const today = () => toIsoDate(clock.now());

  async function call<T>(run: () => Promise<T>): Promise<T> {
    if (latencyMs > 0) await sleep(latencyMs);
    // Switched off: refused before anything is read or written, as a refused connection would be.
    if (isFailing) throw erpUnavailable('The demo ERP is switched to failing', undefined, { isUnsent: true });
    try {
      return await run();
    } catch (error) {
      throw normalise(error);
    }
  }

  const port: ErpPort = {
    vatRounding,
    pullChanges: (feed, since, limit, options) => call(() => pullChanges(db, feed, since, limit, options)),
    getPrice: (request) => call(() => getPrice(db, request, today())),
    getDeliveryWeek: (request) => call(() => getDeliveryWeek(db, request, today())),
    getObsoleteStatus: (request) => call(() => getObsoleteStatus(db, request, today())),
    getExpenses: (request) => call(() => getExpenses(db, request)),
    getPayments: (request) => call(() => getPayments(db, request, today())),
    placeOrder: (order) => call(() => placeOrder(db, order, today(), clock.now(), vatRounding)),
    findOrder: (portalKey, customerCode) => call(() => findOrder(db, portalKey, customerCode)),
    createReturnRequest: (request) =>
      call(() => createReturnRequest(db, request, today(), clock.now(), vatRounding)),
    postIncomingPayment: (payment) => call(() => postIncomingPayment(db, payment, today(), clock.now())),
    saveShipToAddress: (address) => call(() => saveShipToAddress(db, address, clock.now())),
    getDocumentPdf: (kind, id, language, options) =>
      call(() => getDocumentPdf(db, kind, id, language, options)),
    health: async () => {
      const started = Date.now();
      try {
        await call(() => db.execute(sql`select 1 from demo_erp."DocumentSeries" limit 1`));
        return { isUp: true, latencyMs: Date.now() - started };
      } catch (error) {
        return { isUp: false, latencyMs: Date.now() - started, detail: normalise(error).message };
      }
    },
  };

  const controls: DemoErpControls = {
    setLatency: (ms) => {
      latencyMs = ms;
    },
    setFailing: (value) => {
      isFailing = value;
    },
    isFailing: () => isFailing,
    advance: (toDate) => advance(db, seed, toDate ?? today(), clock.now()),
  };
  return { port, controls };
}
