/**
 * GET /api/documents/pdf-zip: the PDFs of documents selected in a list, in one streamed zip (D18 names).
 * The zip is opened and read back; scope is checked before the first byte; a PDF the ERP cannot give is
 * left out and named in a note at the zip's end (and in the error log).
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { PDF_ZIP_MAX_DOCUMENTS } from '@selvedge/contracts';
import { ErpError } from '@selvedge/erp';
import { and, eq, ne } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import yauzl from 'yauzl';
import { PDF_ZIP_PARALLEL } from '../src/modules/document-pdfs/document-pdf-zip.service.js';
import { documentPdfs } from '../src/modules/document-pdfs/document-pdfs.tables.js';
import { salesDocumentLines } from '../src/modules/sales-documents/sales-documents.tables.js';
import { type DocumentKind, documentsOf as documentsOfCustomer } from './support/documents.js';
import { demo, expectProblem, portalPerFile, signInPerFile } from './support/harness.js';
import { must } from './support/must.js';

const portal = portalPerFile({ erpData: 'tiny' });
const cookies = signInPerFile(portal, { customer: demo.customer });
afterEach(() => {
  vi.restoreAllMocks();
});

type Kind = DocumentKind;

const documentsOf = (customerCode: string, kind: Kind) =>
  documentsOfCustomer(portal.database.db, customerCode, kind);

async function linesOf(kind: Kind, id: number) {
  return portal.database.db
    .select()
    .from(salesDocumentLines)
    .where(
      and(
        eq(salesDocumentLines.kind, kind),
        eq(salesDocumentLines.documentId, id),
        ne(salesDocumentLines.bomRole, 'component'),
      ),
    )
    .orderBy(salesDocumentLines.lineNumber);
}

const zipUrl = (docs: readonly string[]) =>
  `/api/documents/pdf-zip?${docs.map((doc) => `doc=${encodeURIComponent(doc)}`).join('&')}`;

/** The zip's entries, in their order, with their bytes. */
function readZip(bytes: Buffer): Promise<{ name: string; bytes: Buffer }[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries: { name: string; bytes: Buffer }[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.push({ name: entry.fileName, bytes: Buffer.concat(chunks) });
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe('downloading several PDFs in one zip', () => {
  it('answers a zip of the PDFs in the order asked, named as the single download names them (D18)', async () => {
    const [order] = await documentsOf('C10001', 'order');
    const [line] = await linesOf('order', must(order).id);
    const [invoice] = await documentsOf('C10001', 'invoice');
    const [request] = await documentsOf('C10001', 'returnRequest');
    const response = await portal.get(
      zipUrl([
        `invoice:${must(invoice).id}`,
        `order:${must(order).id}:${must(line).itemCode}`,
        `returnRequest:${must(request).id}`,
      ]),
      cookies.customer,
    );
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeDefined();
    const today = portal.clock.now().toISOString().slice(0, 10).split('-').reverse().join('-');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="documents-${today}.zip"; filename*=UTF-8''documents-${today}.zip`,
    );
    const entries = await readZip(response.rawPayload);
    expect(entries.map((entry) => entry.name)).toEqual([
      `invoice-${must(invoice).number}.pdf`,
      `order-${must(order).number}-${must(line).itemCode}.pdf`,
      `return-${must(request).number}.pdf`,
    ]);
    for (const entry of entries) expect(entry.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The same bytes as the single download of that row.
    const single = await portal.get(
      `/api/documents/order/${must(order).id}/pdf?itemCode=${must(line).itemCode}`,
      cookies.customer,
    );
    expect(entries[1]?.bytes.equals(single.rawPayload)).toBe(true);
  });

  it('checks a selection without making anything, as the zip would check it', async () => {
    const [first, second] = await documentsOf('C10001', 'delivery');
    const [foreign] = await documentsOf('C20001', 'delivery');
    const erpCall = vi.spyOn(portal.deps.erp, 'getDocumentPdf');
    const docs = [`delivery:${must(first).id}`, `delivery:${must(second).id}`, `delivery:${must(first).id}`];
    const check = await portal.get(zipUrl(docs).replace('pdf-zip?', 'pdf-zip/check?'), cookies.customer);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({
      documents: 2,
      fileName: expect.stringMatching(/^deliveries-\d\d-\d\d-\d{4}\.zip$/),
    });
    const refused = await portal.get(
      zipUrl([...docs, `delivery:${must(foreign).id}`]).replace('pdf-zip?', 'pdf-zip/check?'),
      cookies.customer,
    );
    expectProblem(refused, 404, 'NOT_FOUND');
    expect(erpCall).not.toHaveBeenCalled();
  });

  it('names the zip after the list in the user’s language and puts a document selected twice in it once', async () => {
    const dutch = await portal.signIn(demo.customer);
    expect((await portal.put('/api/session/language', { language: 'nl' }, dutch)).statusCode).toBe(200);
    onTestFinished(async () => {
      await portal.put('/api/session/language', { language: 'en' }, dutch);
    });
    const invoices = await documentsOf('C10001', 'invoice');
    const [first, second] = [must(invoices[0]), must(invoices[1])];
    const lines = await linesOf('invoice', first.id);
    const response = await portal.get(
      zipUrl([
        `invoice:${first.id}:${must(lines[0]).itemCode}`,
        `invoice:${second.id}`,
        `invoice:${first.id}:${must(lines.at(-1)).itemCode}`,
      ]),
      dutch,
    );
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="facturen-\d\d-\d\d-\d{4}\.zip"/,
    );
    const entries = await readZip(response.rawPayload);
    expect(entries.map((entry) => entry.name)).toEqual([
      `invoice-${first.number}-${must(lines[0]).itemCode}.pdf`,
      `invoice-${second.number}.pdf`,
    ]);
  });

  it('refuses the whole request with 404, naming nothing, when one document is another customer’s', async () => {
    const [own] = await documentsOf('C10001', 'order');
    const [foreign] = await documentsOf('C20001', 'order');
    const erpCall = vi.spyOn(portal.deps.erp, 'getDocumentPdf');
    for (const docs of [
      [`order:${must(own).id}`, `order:${must(foreign).id}`],
      [`order:${must(own).id}`, 'order:2000000000'],
      // An item that is not on the document names nothing either (D18).
      [`order:${must(own).id}:NOT-ON-IT`],
    ]) {
      const response = await portal.get(zipUrl(docs), cookies.customer);
      expectProblem(response, 404, 'NOT_FOUND');
      expect(response.headers['content-disposition']).toBeUndefined();
      expect(response.body).not.toContain(String(must(foreign).number));
    }
    expect(erpCall).not.toHaveBeenCalled();
  });

  it(`refuses more than ${PDF_ZIP_MAX_DOCUMENTS} documents with TOO_MANY_DOCUMENTS, and nonsense with a 400`, async () => {
    const docs = Array.from({ length: PDF_ZIP_MAX_DOCUMENTS + 1 }, (_, index) => `order:${index + 1}`);
    const tooMany = await portal.get(zipUrl(docs), cookies.customer);
    expectProblem(tooMany, 400, 'TOO_MANY_DOCUMENTS');
    for (const url of [
      '/api/documents/pdf-zip',
      zipUrl(['order']),
      zipUrl(['order:0']),
      zipUrl(['invoice:99999999999']),
      zipUrl(['memo:1']),
      zipUrl([`order:1:${'x'.repeat(200)}`]),
    ]) {
      expectProblem(await portal.get(url, cookies.customer), 400, 'VALIDATION_FAILED');
    }
  });

  it('leaves out a PDF the ERP cannot give, names it in a note at the end and in the error log', async () => {
    const deliveries = await documentsOf('C10001', 'delivery');
    const [good, broken] = [must(deliveries[0]), must(deliveries[1])];
    await portal.database.db.delete(documentPdfs);
    const real = portal.deps.erp.getDocumentPdf.bind(portal.deps.erp);
    vi.spyOn(portal.deps.erp, 'getDocumentPdf').mockImplementation(async (kind, id, language, options) => {
      if (id === broken.id) throw new ErpError('failed', 'Layout missing');
      return real(kind, id, language, options);
    });
    const response = await portal.get(
      zipUrl([`delivery:${broken.id}`, `delivery:${good.id}`]),
      cookies.customer,
    );
    expect(response.statusCode).toBe(200);
    const entries = await readZip(response.rawPayload);
    expect(entries.map((entry) => entry.name)).toEqual([`delivery-${good.number}.pdf`, 'not-included.txt']);
    const note = must(entries[1]).bytes.toString('utf8');
    expect(note).toContain(`- delivery-${broken.number}.pdf`);
    expect(note).not.toContain(`delivery-${good.number}.pdf`);
    const reference = /reference (\S+)\./.exec(note)?.[1];
    const logged = (await portal.logs()).filter((entry) => entry.event === 'PDF_ZIP_INCOMPLETE');
    expect(logged.at(-1)?.referenceId).toBe(reference);
    expect(logged.at(-1)?.message).toContain(`delivery-${broken.number}.pdf`);
    const erpFailed = (await portal.logs()).filter((entry) => entry.event === 'ERP_FAILED');
    expect(erpFailed.at(-1)?.message).toBe(`PDF of delivery ${broken.id}: Layout missing`);
  });
});

describe('streaming', () => {
  let base: string;
  const serverSockets: Socket[] = [];
  beforeAll(async () => {
    await portal.app.listen({ port: 0, host: '127.0.0.1' });
    portal.app.server.on('connection', (socket: Socket) => serverSockets.push(socket));
    base = `http://127.0.0.1:${(portal.app.server.address() as AddressInfo).port}`;
  });

  /**
   * Holds the ERP's PDF of every document but `first` until `release`; counts the calls. By document,
   * not by call order: the PDFs asked ahead reach the ERP in whatever order their cache lookups end (on
   * PostgreSQL not always the selection's), and the zip's first bytes wait for the first document.
   */
  function holdErp(first: number) {
    const real = portal.deps.erp.getDocumentPdf.bind(portal.deps.erp);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    vi.spyOn(portal.deps.erp, 'getDocumentPdf').mockImplementation(async (...args) => {
      calls += 1;
      if (args[1] !== first) await gate;
      return real(...args);
    });
    return { release, calls: () => calls };
  }

  function open(url: string): Promise<IncomingMessage> {
    return new Promise((resolve, reject) => {
      const request = httpRequest(`${base}${url}`, { headers: { cookie: cookies.customer } }, resolve);
      request.on('error', reject);
      request.end();
    });
  }

  /** Every chunk of the answer as it comes, and when the first one came. */
  function collect(response: IncomingMessage) {
    const chunks: Buffer[] = [];
    let first: (chunk: Buffer) => void = () => undefined;
    const firstChunk = new Promise<Buffer>((resolve) => {
      first = resolve;
    });
    response.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (chunks.length === 1) first(chunk);
    });
    const ended = new Promise<Buffer>((resolve) => response.on('end', () => resolve(Buffer.concat(chunks))));
    return { firstChunk, ended };
  }

  /** Asks for the zip of `count` orders with no PDF kept yet, while the ERP holds the first one back. */
  async function openHeldZip(count: number) {
    await portal.database.db.delete(documentPdfs);
    const orders = (await documentsOf('C10001', 'order')).slice(0, count);
    expect(orders.length).toBe(count);
    const erp = holdErp(must(orders[0]).id);
    const response = await open(zipUrl(orders.map((order) => `order:${order.id}`)));
    return { orders, erp, response };
  }

  it('sends the first bytes before the last PDF is fetched', async () => {
    const { orders, erp, response } = await openHeldZip(PDF_ZIP_PARALLEL + 2);
    expect(response.statusCode).toBe(200);
    const answer = collect(response);
    const chunk = await answer.firstChunk;
    // A zip's local file header, while the other PDFs are still held at the ERP.
    expect(chunk.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(erp.calls()).toBeLessThan(orders.length);
    erp.release();
    const entries = await readZip(await answer.ended);
    expect(entries.map((entry) => entry.name)).toEqual(orders.map((order) => `order-${order.number}.pdf`));
  });

  it('stops asking the ERP when the client goes away', async () => {
    const { orders, erp, response } = await openHeldZip(PDF_ZIP_PARALLEL + 4);
    await collect(response).firstChunk;
    // The server's end of the connection: once it has closed, the server knows the client is gone.
    const port = response.socket.localPort;
    const serverSide = must(serverSockets.find((socket) => socket.remotePort === port));
    const closed = new Promise((resolve) => serverSide.once('close', resolve));
    response.destroy();
    await closed;
    erp.release();
    // Asked before the client went: the PDFs asked ahead, and the one asked when the first was added
    // (each reaches the ERP once its cache lookup ends, which may be after this point). They come back
    // into the cache; none after them is asked.
    const askedBefore = PDF_ZIP_PARALLEL + 1;
    await vi.waitFor(async () => {
      const cached = await portal.database.db.select({ id: documentPdfs.documentId }).from(documentPdfs);
      expect(cached.length).toBe(askedBefore);
    });
    expect(erp.calls()).toBe(askedBefore);
    expect(askedBefore).toBeLessThan(orders.length);
  });
});
