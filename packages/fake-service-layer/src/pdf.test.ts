import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_LAYOUTS, GATEWAY_LAYOUTS_BY_KIND } from './api-gateway.js';
import { startTestFake, type TestFake } from './test-support.js';

/** The API Gateway's PDF export (research §3, §6.2 item 12). */
let setup: TestFake;

beforeAll(async () => {
  setup = await startTestFake();
});
afterEach(() => setup.fake.faults.reset());
afterAll(() => setup.close());

class GatewayClient {
  cookie = '';

  async request(method: string, path: string, body?: unknown) {
    const response = await fetch(`${setup.fake.gatewayUrl}${path}`, {
      method,
      headers: {
        ...(this.cookie ? { Cookie: this.cookie } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, text: await response.text() };
  }

  async login(password = setup.fake.password) {
    const answer = await this.request('POST', '/login', {
      CompanyDB: setup.fake.companyDb,
      UserName: setup.fake.userName,
      Password: password,
    });
    const cookies = answer.headers.getSetCookie().map((c) => c.split(';')[0] as string);
    if (cookies.length > 0) this.cookie = cookies.join('; ');
    return answer;
  }

  exportPdf(code: string, parameters: unknown) {
    return this.request('POST', `/rs/v1/ExportPDFData?DocCode=${code}`, parameters);
  }
}

const documentParameters = (docKey: number, objectId: number) => [
  { name: 'DocKey@', type: 'xsd:decimal', value: [[String(docKey)]] },
  { name: 'ObjectId@', type: 'xsd:decimal', value: [[String(objectId)]] },
];

const decode = (base64: string) => Buffer.from(base64, 'base64').toString('latin1');

describe('API Gateway login', () => {
  it('logs in with its own cookies and counts it apart from Service Layer logins', async () => {
    const before = setup.fake.stats.gatewayLogins;
    const gateway = new GatewayClient();
    const answer = await gateway.login();
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ Version: '0.0.1', SessionTimeout: 30 });
    expect(gateway.cookie).toMatch(/^Session=[^;]+; Cookie=[^;]+$/);
    expect(setup.fake.stats.gatewayLogins).toBe(before + 1);
  });

  it('answers wrong credentials with 200 and code -1, without cookies', async () => {
    const gateway = new GatewayClient();
    const answer = await gateway.login('wrong');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({
      code: -1,
      message: { lang: 'en-us', value: 'Failed to login for current user, please double check and retry' },
    });
    expect(answer.headers.getSetCookie()).toEqual([]);
  });

  it('answers a bare 401 without a session, and logout ends the session with a 400', async () => {
    const gateway = new GatewayClient();
    const dead = await gateway.request('GET', '/rs/v1/LoadCR?DocCode=INV20001');
    expect(dead.status).toBe(401);
    expect(dead.text).toBe('');
    await gateway.login();
    expect((await gateway.request('GET', '/rs/v1/LoadCR?DocCode=INV20001')).status).toBe(200);
    expect((await gateway.request('POST', '/logout', {})).status).toBe(400);
    expect((await gateway.request('GET', '/rs/v1/LoadCR?DocCode=INV20001')).status).toBe(401);
  });

  it('loses its sessions when the faults expire sessions', async () => {
    const gateway = new GatewayClient();
    await gateway.login();
    setup.fake.faults.expireSessions();
    expect((await gateway.request('GET', '/rs/v1/LoadCR?DocCode=INV20001')).status).toBe(401);
  });
});

describe('LoadCR and ExportPDFData', () => {
  it('describes a known layout, answers {} for an unknown one and 400 without DocCode', async () => {
    const gateway = new GatewayClient();
    await gateway.login();
    const known = JSON.parse((await gateway.request('GET', '/rs/v1/LoadCR?DocCode=INV20001')).text);
    expect(known.error).toBe(false);
    expect(known.resultSet.map((p: { name: string }) => p.name)).toEqual(['DocKey@', 'ObjectId@']);
    expect(known.resultSet[1].currentvalues).toEqual(['13']);
    expect(JSON.parse((await gateway.request('GET', '/rs/v1/LoadCR?DocCode=NOPE0001')).text)).toEqual({});
    expect((await gateway.request('GET', '/rs/v1/LoadCR')).status).toBe(400);
  });

  it('exports the document as base64 of a valid PDF (201)', async () => {
    const gateway = new GatewayClient();
    await gateway.login();
    const answer = await gateway.exportPdf('INV20001', documentParameters(5, 13));
    expect(answer.status).toBe(201);
    expect(answer.headers.get('content-type')).toBe('application/octet-stream');
    expect(answer.headers.get('content-disposition')).toBe(
      'form-data; name="attachment"; filename="INV20001.pdf"',
    );
    const pdf = decode(answer.text);
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf).toContain('(DocEntry 5)');
  });

  it("prints the layout's preloaded document when DocKey@ is not set (always set it)", async () => {
    const gateway = new GatewayClient();
    await gateway.login();
    const answer = await gateway.exportPdf('INV20001', [documentParameters(5, 13)[1]]);
    expect(answer.status).toBe(201);
    expect(decode(answer.text)).toContain('(DocEntry 1)');
  });

  it('answers the (---) sentinel for an unknown layout, an unknown document, a wrong object type and on demand', async () => {
    const gateway = new GatewayClient();
    await gateway.login();
    const sentinel = async (answer: Promise<{ status: number; text: string }>) => {
      const { status, text } = await answer;
      expect(status).toBe(200);
      expect(text).toBe('(---)');
    };
    await sentinel(gateway.exportPdf('NOPE0001', documentParameters(5, 13)));
    await sentinel(gateway.exportPdf('INV20001', documentParameters(999999, 13)));
    await sentinel(gateway.exportPdf('INV20001', documentParameters(5, 17)));
    await sentinel(gateway.exportPdf('INV20001', [{ name: 'DocKey@', type: 'xsd:decimal', value: [['']] }]));
    setup.fake.faults.pdfSentinelNext(1);
    await sentinel(gateway.exportPdf('INV20001', documentParameters(5, 13)));
    expect((await gateway.exportPdf('INV20001', documentParameters(5, 13))).status).toBe(201);
  });

  it('knows one layout per sales document type', () => {
    expect(Object.values(GATEWAY_LAYOUTS).sort((a, b) => a - b)).toEqual([13, 14, 15, 16, 17, 234000031]);
  });

  it('names the same layouts by document kind', () => {
    expect(Object.values(GATEWAY_LAYOUTS_BY_KIND).sort()).toEqual(Object.keys(GATEWAY_LAYOUTS).sort());
  });
});
