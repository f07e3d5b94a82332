import { centsFromAmount, decimalFromCents } from '@selvedge/contracts';
import {
  type BusinessPartner,
  FEED_NAMES,
  type FeedName,
  type Item,
  type SalesDocument,
} from '@selvedge/erp';
import { createSapB1Adapter } from './adapter.js';
import { connectionHint, hinted, inEnvironmentTerms, probeLogin } from './check-connection.js';
import { checkFields, settingsProblems } from './check-fields.js';
import type { CheckOptions, CheckStep } from './check-step.js';
import { type ResolvedConfig, resolveConfig, type SapB1Config } from './config.js';
import { quote } from './odata.js';
import { ServiceLayer } from './service-layer.js';

export type { CheckOptions, CheckStep } from './check-step.js';

// --- The check ---------------------------------------------------------------------------------------

function money(amount: number): string {
  return decimalFromCents(centsFromAmount(amount));
}

/**
 * What `npm run erp:check` shows: the settings, a login, every configured user-defined field looked up
 * in SAP (UserFieldsMD), one row of each feed, a price, a PDF when the API Gateway is configured; each
 * problem with the environment variable or settings key to change. It writes nothing in SAP.
 */
export async function checkSapB1Connection(
  config: SapB1Config,
  options: CheckOptions = {},
): Promise<CheckStep[]> {
  const steps: CheckStep[] = [];
  let resolved: ResolvedConfig;
  try {
    resolved = resolveConfig(config);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    steps.push({ step: 'configuration', ok: false, detail: inEnvironmentTerms(message) });
    return steps;
  }
  steps.push({
    step: 'configuration',
    ok: true,
    detail: `Service Layer ${resolved.serviceRoot}, company ${resolved.companyDb}, user ${resolved.userName}; ${
      options.settingsFile ? `settings file ${options.settingsFile}` : 'no settings file (every default)'
    }`,
  });
  steps.push(...settingsProblems(config, options));

  const url = config.serviceLayerUrl;
  const login = await probeLogin(resolved, url);
  steps.push({ step: 'login', ...login });
  if (!login.ok) return steps;

  const sl = new ServiceLayer({ ...resolved, sessionPoolSize: 1 }, () => undefined, Date.now);
  let stats: () => { logins: number; requests: number } = () => ({ logins: 0, requests: 0 });
  const adapter = createSapB1Adapter(config, {
    onStats: (s) => {
      stats = s;
    },
  });
  try {
    steps.push(...(await checkFields(sl, resolved, url, options)));

    let firstDocument: SalesDocument | undefined;
    let documentsRead = false;
    let customer: BusinessPartner | undefined;
    let item: Item | undefined;
    for (const feed of FEED_NAMES as readonly FeedName[]) {
      try {
        // A few customers and items, to price an active item for an active customer below.
        const limit = feed === 'businessPartners' || feed === 'items' ? 5 : 1;
        const page = await adapter.port.pullChanges(feed, null, limit);
        if (feed === 'salesDocuments') {
          firstDocument = page.rows[0] as SalesDocument | undefined;
          documentsRead = true;
        }
        if (feed === 'businessPartners')
          customer = (page.rows as BusinessPartner[]).find((row) => row.isActive !== false);
        if (feed === 'items') item = (page.rows as Item[]).find((row) => row.isActive && !row.salesBom);
        const first = page.rows[0] as Record<string, unknown> | undefined;
        const example = first
          ? ` (first: ${String(first.code ?? first.itemCode ?? first.id ?? first.type ?? '')})`
          : '';
        const isEmptyWarning = page.rows.length === 0 && (feed === 'businessPartners' || feed === 'items');
        steps.push({
          step: `feed ${feed}`,
          ok: true,
          ...(isEmptyWarning ? { warning: true } : {}),
          detail:
            page.rows.length === 0
              ? 'read, but it is empty'
              : `read${example}${page.hasMore || page.rows.length > 1 ? ', more to come' : ''}`,
        });
      } catch (error) {
        steps.push({
          step: `feed ${feed}`,
          ok: false,
          detail: hinted(error instanceof Error ? error.message : String(error), resolved, url, options),
        });
      }
    }

    if (!customer || !item) {
      steps.push({
        step: 'price',
        ok: true,
        warning: true,
        detail: 'Not tried: the feeds brought no active customer and item to price',
      });
    } else {
      try {
        const quote = await adapter.port.getPrice({
          customerCode: customer.code,
          itemCode: item.code,
          quantity: 1,
        });
        const discount = quote.discountPercent ? `, ${quote.discountPercent} % discount` : '';
        steps.push({
          step: 'price',
          ok: true,
          detail: `${item.code} for ${customer.code}: ${money(quote.unitPrice)} ${quote.currency} (list ${money(quote.listPrice)}${discount}), delivery ${quote.deliveryDate ?? 'unknown'}`,
        });
      } catch (error) {
        steps.push({
          step: 'price',
          ok: false,
          detail: `${item.code} for ${customer.code}: ${hinted(error instanceof Error ? error.message : String(error), resolved, url, options)}`,
        });
      }
    }

    steps.push(await checkBatchStock(sl, resolved));

    if (!resolved.pdf) {
      steps.push({
        step: 'pdf',
        ok: true,
        detail:
          'No API Gateway configured (SAP_B1_PDF_GATEWAY_URL): the portal answers "PDF unavailable" for document PDFs',
      });
    } else if (!documentsRead) {
      steps.push({ step: 'pdf', ok: false, detail: 'Not tried: the sales documents feed failed (above)' });
    } else if (!firstDocument) {
      steps.push({ step: 'pdf', ok: false, detail: 'No document to print was found' });
    } else {
      try {
        const pdf = await adapter.port.getDocumentPdf(firstDocument.kind, firstDocument.id, 'en');
        steps.push({ step: 'pdf', ok: true, detail: `${pdf.fileName}: ${pdf.bytes.length} bytes` });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const gateway = connectionHint(message, resolved.pdf.gatewayUrl);
        steps.push({
          step: 'pdf',
          ok: false,
          detail: gateway
            ? `${message}. ${gateway.replaceAll('SAP_B1_URL', 'SAP_B1_PDF_GATEWAY_URL').replace('usually 50000', 'usually 60000').replace('Service Layer', 'API Gateway')}`
            : message,
        });
      }
    }
    const adapterStats = stats();
    steps.push({
      step: 'requests',
      ok: true,
      detail: `${adapterStats.requests + sl.requests + 2} requests, ${adapterStats.logins + sl.pool.logins + 1} login(s)`,
    });
  } finally {
    await Promise.all([adapter.close(), sl.close()]);
  }
  return steps;
}

/** The verdict of a check: the last line it prints, and the exit code of `npm run erp:check`. */
/** The columns the batch stock query must answer (docs/connect-sap-b1.md, 2.8). */
const BATCH_STOCK_COLUMNS = ['ItemCode', 'BatchNumber', 'WarehouseCode', 'Quantity'];

/**
 * The stored query of stock per batch (batchStockQuery): it runs and answers the four columns. Optional:
 * without it a reorder says the batch's stock is not known, which is a warning, not a failure.
 */
async function checkBatchStock(sl: ServiceLayer, resolved: ResolvedConfig): Promise<CheckStep> {
  const code = resolved.batchStockQuery;
  if (!code) {
    return {
      step: 'batch stock',
      ok: true,
      warning: true,
      detail:
        'No batchStockQuery set: a reorder shows the batch delivered before but not its stock (docs/connect-sap-b1.md, 2.8)',
    };
  }
  try {
    const rows = await sl.collection(
      `SQLQueries(${quote(code)})/List`,
      {},
      { what: `the batch stock query ${code}` },
      { maxRows: 5 },
    );
    const first = rows[0];
    const missing = first ? BATCH_STOCK_COLUMNS.filter((column) => !(column in first)) : [];
    if (missing.length > 0) {
      return {
        step: 'batch stock',
        ok: false,
        detail: `SQLQueries('${code}') answers without ${missing.join(', ')}: select ${BATCH_STOCK_COLUMNS.join(', ')} (docs/connect-sap-b1.md, 2.8)`,
      };
    }
    return {
      step: 'batch stock',
      ok: true,
      ...(first ? {} : { warning: true }),
      detail: first
        ? `SQLQueries('${code}') read (first: ${String(first.ItemCode)} batch ${String(first.BatchNumber)})`
        : `SQLQueries('${code}') read, but it is empty: no batch in stock`,
    };
  } catch (error) {
    return {
      step: 'batch stock',
      ok: false,
      detail: `SQLQueries('${code}'): ${error instanceof Error ? error.message : String(error)}. Create the query as docs/connect-sap-b1.md, 2.8 says, or leave batchStockQuery out`,
    };
  }
}

export function checkVerdict(steps: readonly CheckStep[]): { exitCode: 0 | 1; text: string } {
  const failed = steps.filter((step) => !step.ok).length;
  const warnings = steps.filter((step) => step.ok && step.warning).length;
  if (failed > 0)
    return {
      exitCode: 1,
      text: `${failed} ${failed === 1 ? 'problem' : 'problems'} (✗ above): fix each with the setting it names, then run npm run erp:check again.`,
    };
  return {
    exitCode: 0,
    text:
      warnings > 0
        ? `Everything the portal needs answered; read the ${warnings === 1 ? 'warning' : `${warnings} warnings`} (!) above.`
        : 'Everything the portal needs answered.',
  };
}

/** The check as the terminal shows it: one line per step (✓ passed, ! warning, ✗ problem), then the verdict. */
export function formatCheck(steps: readonly CheckStep[]): string {
  const lines = steps.map(
    (step) => `${step.ok ? (step.warning ? '!' : '✓') : '✗'} ${step.step}: ${step.detail}`,
  );
  return `${lines.join('\n')}\n\n${checkVerdict(steps).text}`;
}
