import type { SalesDocumentKind } from '@selvedge/erp';
import { erpRejected, erpUnavailable } from '@selvedge/erp';
import { createLimiter, type Limiter } from './concurrency.js';
import type { SapB1PdfConfig } from './config.js';
import { DOCUMENT_SETS } from './documents.js';
import { asErpError } from './errors.js';
import { type HttpClient, parseSetCookies } from './http-client.js';
import type { Log } from './service-layer.js';

/**
 * Document PDFs through SAP Business One's API Gateway ("Report as a Service", research §3): the Service
 * Layer itself renders no PDF. The gateway's habits, as recorded from a real one:
 * - POST /login with the company, user and password; wrong credentials answer 200 {"code":-1,…} and no
 *   cookie; a dead session answers a bare 401 (one login again, then the call once more);
 * - POST /rs/v1/ExportPDFData?DocCode=<layout> with DocKey@ (the DocEntry) and ObjectId@ (the object
 *   type) answers 201 with the PDF as base64 text; the layout's preloaded DocKey@ is some other document,
 *   so both are always set;
 * - a failed export answers the five bytes "(---)", also now and then under concurrent exports on one
 *   session: asked again (twice), one export at a time, and the answer must start with %PDF-.
 */
const SENTINEL = '(---)';
const SENTINEL_RETRIES = 2;
const PDF_MAGIC = '%PDF-';

export class PdfGateway {
  private cookie: string | null = null;
  private login: Promise<string> | null = null;
  private readonly limiter: Limiter = createLimiter(1);
  /** Gateway logins since start (tests, logs). */
  logins = 0;

  constructor(
    private readonly config: SapB1PdfConfig,
    private readonly credentials: { companyDb: string; userName: string; password: string },
    private readonly http: HttpClient,
    private readonly timeoutMs: number,
    private readonly log: Log,
  ) {}

  private get base(): string {
    return this.config.gatewayUrl.replace(/\/+$/, '');
  }

  layoutOf(kind: SalesDocumentKind): string {
    const layout = this.config.layouts[kind];
    if (!layout)
      throw erpRejected(
        `PDF unavailable: no SAP print layout is configured for this document type (${kind})`,
      );
    return layout;
  }

  /** The document's PDF; rejected with a clear message when SAP cannot produce it. */
  async export(kind: SalesDocumentKind, docEntry: number): Promise<Uint8Array> {
    const layout = this.layoutOf(kind);
    const body = JSON.stringify([
      { name: 'DocKey@', type: 'xsd:decimal', value: [[String(docEntry)]] },
      { name: 'ObjectId@', type: 'xsd:decimal', value: [[String(DOCUMENT_SETS[kind].objType)]] },
    ]);
    return this.limiter.run(async () => {
      for (let attempt = 0; attempt <= SENTINEL_RETRIES; attempt += 1) {
        const text = await this.exportOnce(layout, body);
        if (text.trim() === SENTINEL) {
          this.log('warn', 'SAP API Gateway answered (---)', { layout, docEntry, attempt });
          continue;
        }
        const bytes = Buffer.from(text.trim(), 'base64');
        if (bytes.subarray(0, PDF_MAGIC.length).toString('latin1') !== PDF_MAGIC)
          throw erpRejected(`PDF unavailable: SAP's answer for layout ${layout} is not a PDF`);
        return new Uint8Array(bytes);
      }
      throw erpRejected(
        `PDF unavailable: SAP could not print this document with layout ${layout}; try again later or ask the administrator`,
      );
    });
  }

  private async exportOnce(layout: string, body: string): Promise<string> {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const cookie = await this.session();
      let response: Awaited<ReturnType<HttpClient['request']>>;
      try {
        response = await this.http.request({
          method: 'POST',
          url: `${this.base}/rs/v1/ExportPDFData?DocCode=${encodeURIComponent(layout)}`,
          headers: { Cookie: cookie },
          body,
          timeoutMs: this.timeoutMs,
        });
      } catch (error) {
        throw asErpError(error, 'the PDF export');
      }
      if (response.status === 401) {
        if (this.cookie === cookie) this.cookie = null;
        continue;
      }
      if (response.status >= 500) throw erpUnavailable(`SAP API Gateway failed (HTTP ${response.status})`);
      if (response.status >= 400)
        throw erpRejected(`PDF unavailable: SAP API Gateway refused (HTTP ${response.status})`);
      return response.body.toString('utf8');
    }
    throw erpUnavailable('SAP API Gateway refused its session twice');
  }

  private session(): Promise<string> {
    if (this.cookie) return Promise.resolve(this.cookie);
    if (!this.login) {
      this.login = this.doLogin().finally(() => {
        this.login = null;
      });
    }
    return this.login;
  }

  private async doLogin(): Promise<string> {
    let response: Awaited<ReturnType<HttpClient['request']>>;
    try {
      response = await this.http.request({
        method: 'POST',
        url: `${this.base}/login`,
        body: JSON.stringify({
          CompanyDB: this.credentials.companyDb,
          UserName: this.credentials.userName,
          Password: this.credentials.password,
        }),
        timeoutMs: this.timeoutMs,
      });
    } catch (error) {
      throw asErpError(error, 'the API Gateway login');
    }
    const cookies = parseSetCookies(response.headers);
    if (response.status !== 200 || cookies.size === 0) {
      // Bad credentials: 200 {"code":-1,"message":{…}} without a cookie.
      let reason = `HTTP ${response.status}`;
      try {
        const json = JSON.parse(response.body.toString('utf8')) as { message?: { value?: string } | string };
        reason = typeof json.message === 'string' ? json.message : (json.message?.value ?? reason);
      } catch {
        // keep the status
      }
      this.log('error', 'SAP API Gateway login failed', { reason });
      throw erpUnavailable(`PDF unavailable: the SAP API Gateway login failed (${reason})`);
    }
    this.logins += 1;
    this.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return this.cookie;
  }

  async close(): Promise<void> {
    const cookie = this.cookie;
    this.cookie = null;
    if (!cookie) return;
    try {
      // The gateway answers its logout with a 400 and still ends the session.
      await this.http.request({
        method: 'POST',
        url: `${this.base}/logout`,
        headers: { Cookie: cookie },
        timeoutMs: 5_000,
      });
    } catch {
      // Shutting down: nothing to do about it.
    }
  }
}
