import type { ErpLanguage, ErpPort, Pdf, PdfOptions, SalesDocumentKind } from '@selvedge/erp';
import { erpRejected, pdfFileName, toIsoDate } from '@selvedge/erp';
import { saveShipToAddress } from './address-book.js';
import { resolveConfig, type SapB1Config } from './config.js';
import type { Context } from './context.js';
import { DOCUMENT_SETS } from './documents.js';
import { asErpError } from './errors.js';
import { pullChanges } from './feeds/index.js';
import { createHttpClient } from './http-client.js';
import { postIncomingPayment } from './incoming-payments.js';
import { entityByKey, getDeliveryWeek, getExpenses, getObsoleteStatus, getPrice } from './live-calls.js';
import { getPayments } from './payments.js';
import { PdfGateway } from './pdf-gateway.js';
import { type Log, ServiceLayer } from './service-layer.js';
import { createReturnRequest, findOrder, placeOrder } from './writes.js';

export interface SapB1Adapter {
  port: ErpPort;
  /** Logs the Service Layer and API Gateway sessions out (at shutdown). */
  close(): Promise<void>;
}

export interface SapB1AdapterOptions {
  /** The clock: "today" of delivery dates and orders, and session idle times. Default: the real time. */
  now?: () => Date;
  log?: Log;
  /** For tests: counts of logins and requests. */
  onStats?: (stats: () => { logins: number; requests: number }) => void;
}

const KIND_LABELS: Record<SalesDocumentKind, string> = {
  order: 'Order',
  delivery: 'Delivery',
  invoice: 'Invoice',
  creditNote: 'Credit note',
  return: 'Return',
  returnRequest: 'Return request',
};

/**
 * The SAP Business One Service Layer as the portal's ErpPort (D35). The portal wraps it in
 * withResilience (time-outs, retries of safe calls, circuit breaker, D36); the adapter adds what only it
 * can: sessions, a concurrency limit towards SAP, the re-login on an expired session, and writes that a
 * retry cannot double.
 */
export function createSapB1Adapter(config: SapB1Config, options: SapB1AdapterOptions = {}): SapB1Adapter {
  const resolved = resolveConfig(config);
  const now = options.now ?? (() => new Date());
  const log: Log = options.log ?? (() => undefined);
  const sl = new ServiceLayer(resolved, log, () => now().getTime());
  const ctx: Context = {
    sl,
    config: resolved,
    now,
    today: () => toIsoDate(now()),
    log,
    cache: new Map(),
    itemCollections: new Map(),
    contactNames: new Map(),
    writes: new Map(),
  };
  const gatewayHttp = resolved.pdf
    ? createHttpClient({ allowSelfSignedCertificate: resolved.allowSelfSignedCertificate, maxSockets: 2 })
    : null;
  const gateway =
    resolved.pdf && gatewayHttp
      ? new PdfGateway(resolved.pdf, resolved, gatewayHttp, resolved.requestTimeoutMs, log)
      : null;
  options.onStats?.(() => ({ logins: sl.pool.logins, requests: sl.requests }));

  /** Every rejection is an ErpError: anything else that escapes is the ERP failing. */
  const guard =
    <A extends unknown[], T>(what: string, run: (...args: A) => Promise<T>) =>
    async (...args: A): Promise<T> => {
      try {
        return await run(...args);
      } catch (error) {
        throw asErpError(error, what);
      }
    };

  async function getDocumentPdf(
    kind: SalesDocumentKind,
    id: number,
    _language: ErpLanguage,
    pdfOptions: PdfOptions = {},
  ): Promise<Pdf> {
    // The document first: an unknown one is notFound, and its number names the file.
    const header = await entityByKey(
      ctx,
      DOCUMENT_SETS[kind].set,
      id,
      ['DocEntry', 'DocNum'],
      `${KIND_LABELS[kind]} ${id}`,
    );
    if (!gateway)
      throw erpRejected(
        'PDF unavailable: the SAP API Gateway is not configured (pdf.gatewayUrl), so SAP cannot print documents for the portal',
      );
    const bytes = await gateway.export(kind, id);
    return { fileName: pdfFileName(kind, Number(header.DocNum), pdfOptions.itemCode), bytes };
  }

  const port: ErpPort = {
    vatRounding: resolved.vatRounding,
    pullChanges: guard('the feed', (feed, since, limit, pullOptions) =>
      pullChanges(ctx, feed, since, limit, pullOptions),
    ),
    getPrice: guard('the price', (request) => getPrice(ctx, request)),
    getDeliveryWeek: guard('the delivery week', (request) => getDeliveryWeek(ctx, request)),
    getObsoleteStatus: guard('the obsolete status', (request) => getObsoleteStatus(ctx, request)),
    getExpenses: guard('the expenses', (request) => getExpenses(ctx, request)),
    getPayments: guard('the payments', (request) => getPayments(ctx, request)),
    placeOrder: guard('the order', (input) => placeOrder(ctx, input)),
    findOrder: guard('the order by its portal key', (portalKey, customerCode) =>
      findOrder(ctx, portalKey, customerCode),
    ),
    createReturnRequest: guard('the return request', (input) => createReturnRequest(ctx, input)),
    postIncomingPayment: guard('the incoming payment', (input) => postIncomingPayment(ctx, input)),
    saveShipToAddress: guard('the address', (input) => saveShipToAddress(ctx, input)),
    getDocumentPdf: guard('the PDF', getDocumentPdf),
    health: async () => {
      const started = Date.now();
      try {
        await sl.get('ItemGroups?$select=Number&$top=1', { what: 'the health check' });
        return { isUp: true, latencyMs: Date.now() - started };
      } catch (error) {
        return {
          isUp: false,
          latencyMs: Date.now() - started,
          detail: asErpError(error, 'the health check').message,
        };
      }
    },
  };

  return {
    port,
    close: async () => {
      await gateway?.close();
      gatewayHttp?.close();
      await sl.close();
    },
  };
}
