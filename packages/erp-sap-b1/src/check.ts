import { FEED_NAMES, type FeedName, isErpError, type SalesDocument } from '@selvedge/erp';
import { createSapB1Adapter } from './adapter.js';
import { resolveConfig, type SapB1Config } from './config.js';

export interface CheckStep {
  step: string;
  ok: boolean;
  detail: string;
}

/** Plain words for what usually goes wrong, after SAP's own message. */
function hint(message: string): string {
  if (/self[- ]signed|certificate/i.test(message))
    return `${message}. A test system with SAP's own certificate needs allowSelfSignedCertificate: true`;
  if (/ECONNREFUSED|ENOTFOUND|EHOSTUNREACH|no answer within/i.test(message))
    return `${message}. Check serviceLayerUrl (host and port, usually 50000) and that the Service Layer runs`;
  if (/login failed/i.test(message)) return `${message}. Check companyDb, userName and password`;
  if (/property '?U_/i.test(message) || /U_\w+.*invalid/i.test(message))
    return `${message}. A user-defined field has another name in this company: set it in fields`;
  return message;
}

/**
 * What `npm run erp:check` shows: logs in, reads one row of each feed, tries a PDF when the API Gateway
 * is configured, logs out, and says in plain words what it found or what is wrong.
 */
export async function checkSapB1Connection(config: SapB1Config): Promise<CheckStep[]> {
  const steps: CheckStep[] = [];
  let resolved: ReturnType<typeof resolveConfig>;
  try {
    resolved = resolveConfig(config);
    steps.push({
      step: 'configuration',
      ok: true,
      detail: `Service Layer ${resolved.serviceRoot}, company ${resolved.companyDb}, user ${resolved.userName}`,
    });
  } catch (error) {
    steps.push({
      step: 'configuration',
      ok: false,
      detail: error instanceof Error ? error.message : String(error),
    });
    return steps;
  }

  let stats: () => { logins: number; requests: number } = () => ({ logins: 0, requests: 0 });
  const adapter = createSapB1Adapter(config, {
    onStats: (s) => {
      stats = s;
    },
  });
  try {
    const started = Date.now();
    const health = await adapter.port.health();
    steps.push(
      health.isUp
        ? {
            step: 'login',
            ok: true,
            detail: `Logged in to ${resolved.companyDb} (${Date.now() - started} ms)`,
          }
        : { step: 'login', ok: false, detail: hint(health.detail ?? 'SAP did not answer') },
    );
    if (!health.isUp) return steps;

    let firstDocument: SalesDocument | undefined;
    for (const feed of FEED_NAMES as readonly FeedName[]) {
      try {
        const page = await adapter.port.pullChanges(feed, null, 1);
        if (feed === 'salesDocuments') firstDocument = page.rows[0] as SalesDocument | undefined;
        const first = page.rows[0] as Record<string, unknown> | undefined;
        const example = first
          ? ` (first: ${String(first.code ?? first.itemCode ?? first.id ?? first.type ?? '')})`
          : '';
        steps.push({
          step: `feed ${feed}`,
          ok: true,
          detail:
            page.rows.length === 0
              ? 'read, but it is empty'
              : `read${example}${page.hasMore ? ', more to come' : ''}`,
        });
      } catch (error) {
        steps.push({
          step: `feed ${feed}`,
          ok: false,
          detail: hint(error instanceof Error ? error.message : String(error)),
        });
      }
    }

    if (!resolved.pdf) {
      steps.push({
        step: 'pdf',
        ok: true,
        detail: 'No API Gateway configured: the portal answers "PDF unavailable" for document PDFs',
      });
    } else if (!firstDocument) {
      steps.push({ step: 'pdf', ok: false, detail: 'No document to print was found' });
    } else {
      try {
        const pdf = await adapter.port.getDocumentPdf(firstDocument.kind, firstDocument.id, 'en');
        steps.push({ step: 'pdf', ok: true, detail: `${pdf.fileName}: ${pdf.bytes.length} bytes` });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        steps.push({ step: 'pdf', ok: false, detail: isErpError(error) ? message : hint(message) });
      }
    }
    steps.push({
      step: 'requests',
      ok: true,
      detail: `${stats().requests} requests, ${stats().logins} login(s)`,
    });
  } finally {
    await adapter.close();
  }
  return steps;
}
