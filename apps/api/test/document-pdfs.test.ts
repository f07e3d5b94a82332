/**
 * GET /api/documents/:kind/:id/pdf (D18, D36): the ERP makes the PDF of a document of the session's
 * customer; the portal keeps it, so a second download needs no ERP; an ERP failure is a message.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { documentPdfs } from '../src/modules/document-pdfs/document-pdfs.tables.js';
import { salesDocumentLines, salesDocuments } from '../src/modules/sales-documents/sales-documents.tables.js';
import { type DocumentKind, documentsOf as documentsOfCustomer } from './support/documents.js';
import { demo, expectProblem, portalPerFile, signInPerFile } from './support/harness.js';
import { must } from './support/must.js';

const portal = portalPerFile({ erpData: 'tiny' });
const cookies = signInPerFile(portal, { customer: demo.customer });
afterEach(async () => {
  portal.erp.setFailing(false);
  // Let the circuit breaker's half-open pause pass, so the next test starts with a closed circuit.
  await new Promise((resolve) => setTimeout(resolve, 250));
});

type Kind = DocumentKind;

const documentsOf = (customerCode: string, kind: Kind) =>
  documentsOfCustomer(portal.database.db, customerCode, kind);

async function firstLineOf(kind: Kind, id: number) {
  const [line] = await portal.database.db
    .select()
    .from(salesDocumentLines)
    .where(and(eq(salesDocumentLines.kind, kind), eq(salesDocumentLines.documentId, id)))
    .orderBy(salesDocumentLines.lineNumber)
    .limit(1);
  return must(line);
}

function expectPdf(response: LightMyRequestResponse, fileName: string): Buffer {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toContain(`attachment; filename="${fileName}"`);
  const bytes = response.rawPayload;
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return bytes;
}

describe('downloading a PDF', () => {
  it('answers the order’s PDF named after the order number and the item of the line (D18)', async () => {
    const [order] = await documentsOf('C10001', 'order');
    const line = await firstLineOf('order', must(order).id);
    const response = await portal.get(
      `/api/documents/order/${must(order).id}/pdf?itemCode=${line.itemCode}`,
      cookies.customer,
    );
    expectPdf(response, `order-${must(order).number}-${line.itemCode}.pdf`);
  });

  it('names a return request after its number and an open invoice after the document', async () => {
    const [request] = await documentsOf('C10001', 'returnRequest');
    expectPdf(
      await portal.get(`/api/documents/returnRequest/${must(request).id}/pdf`, cookies.customer),
      `return-${must(request).number}.pdf`,
    );
    const [invoice] = await documentsOf('C10001', 'invoice');
    expectPdf(
      await portal.get(`/api/documents/invoice/${must(invoice).id}/pdf`, cookies.customer),
      `invoice-${must(invoice).number}.pdf`,
    );
  });

  it('serves a second download from the portal, even while the ERP is down', async () => {
    const [, delivery] = await documentsOf('C10001', 'delivery');
    const url = `/api/documents/delivery/${must(delivery).id}/pdf`;
    const first = expectPdf(await portal.get(url, cookies.customer), `delivery-${must(delivery).number}.pdf`);
    portal.erp.setFailing(true);
    const second = expectPdf(
      await portal.get(url, cookies.customer),
      `delivery-${must(delivery).number}.pdf`,
    );
    expect(second.equals(first)).toBe(true);
  });

  it('answers 503 ERP_UNAVAILABLE as problem+json, never a broken file, when the ERP is down', async () => {
    const [, , invoice] = await documentsOf('C10001', 'invoice');
    portal.erp.setFailing(true);
    const response = await portal.get(`/api/documents/invoice/${must(invoice).id}/pdf`, cookies.customer);
    expectProblem(response, 503, 'ERP_UNAVAILABLE');
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.body.startsWith('%PDF')).toBe(false);
    const logged = (await portal.logs()).filter((entry) => entry.event === 'ERP_FAILED');
    expect(logged.at(-1)?.message).toContain(`invoice ${must(invoice).id}`);
  });

  it('asks the ERP again once the document has changed in the ERP', async () => {
    const [, , , order] = await documentsOf('C10001', 'order');
    const url = `/api/documents/order/${must(order).id}/pdf`;
    expectPdf(await portal.get(url, cookies.customer), `order-${must(order).number}.pdf`);
    await portal.database.db
      .update(salesDocuments)
      .set({ erpUpdatedAt: new Date(must(order).erpUpdatedAt.getTime() + 60_000) })
      .where(and(eq(salesDocuments.kind, 'order'), eq(salesDocuments.id, must(order).id)));
    portal.erp.setFailing(true);
    expectProblem(await portal.get(url, cookies.customer), 503, 'ERP_UNAVAILABLE');
    portal.erp.setFailing(false);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expectPdf(await portal.get(url, cookies.customer), `order-${must(order).number}.pdf`);
    const cached = await portal.database.db
      .select()
      .from(documentPdfs)
      .where(and(eq(documentPdfs.kind, 'order'), eq(documentPdfs.documentId, must(order).id)));
    expect(cached.map((row) => row.documentUpdatedAt.getTime())).toEqual([
      must(order).erpUpdatedAt.getTime() + 60_000,
    ]);
  });

  it('keeps one PDF per language: a user reading Dutch gets the Dutch PDF from the ERP', async () => {
    const [, , , , order] = await documentsOf('C10001', 'order');
    const url = `/api/documents/order/${must(order).id}/pdf`;
    expectPdf(await portal.get(url, cookies.customer), `order-${must(order).number}.pdf`);
    const dutch = await portal.signIn(demo.customer);
    await portal.patch('/api/profile', { language: 'nl' }, dutch);
    try {
      portal.erp.setFailing(true);
      // Only the English PDF is kept: the Dutch one needs the ERP.
      expectProblem(await portal.get(url, dutch), 503, 'ERP_UNAVAILABLE');
    } finally {
      await portal.patch('/api/profile', { language: 'en' }, dutch);
    }
  });
});

describe('whose PDF', () => {
  it('answers 404 for another customer’s document and never asks the ERP for it (D2)', async () => {
    for (const kind of ['order', 'delivery', 'invoice', 'creditNote', 'returnRequest'] as const) {
      const [other] = await portal.database.db
        .select()
        .from(salesDocuments)
        .where(and(eq(salesDocuments.kind, kind), ne(salesDocuments.customerCode, 'C10001')))
        .limit(1);
      expectProblem(
        await portal.get(`/api/documents/${kind}/${must(other).id}/pdf`, cookies.customer),
        404,
        'NOT_FOUND',
      );
      const made = await portal.database.db
        .select({ kind: documentPdfs.kind })
        .from(documentPdfs)
        .where(and(eq(documentPdfs.kind, kind), eq(documentPdfs.documentId, must(other).id)));
      expect(made, `${kind} ${must(other).id}`).toEqual([]);
    }
  });

  it('answers 404 for a cancelled order and for an item that is not on the document', async () => {
    const [cancelled] = await portal.database.db
      .select()
      .from(salesDocuments)
      .where(and(eq(salesDocuments.customerCode, 'C10001'), eq(salesDocuments.status, 'cancelled')));
    expectProblem(
      await portal.get(`/api/documents/order/${must(cancelled).id}/pdf`, cookies.customer),
      404,
      'NOT_FOUND',
    );
    const [order] = await documentsOf('C10001', 'order');
    expectProblem(
      await portal.get(`/api/documents/order/${must(order).id}/pdf?itemCode=NOT-ON-IT`, cookies.customer),
      404,
      'NOT_FOUND',
    );
  });

  it('refuses an unknown kind', async () => {
    expectProblem(await portal.get('/api/documents/quote/1/pdf', cookies.customer), 400, 'VALIDATION_FAILED');
  });
});
