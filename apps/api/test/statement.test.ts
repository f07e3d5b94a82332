/**
 * The statement of account (apps/api/src/modules/statement): its figures are the open items' to the
 * cent per currency, with the customer's payments of the last 90 days from the ERP; another customer's
 * items and payments never appear; the export customer's statement is in pounds and its ship-to's; the
 * PDF says it all in each of the four languages, on the letterhead administrators set.
 */
import {
  centsFromAmount,
  type Letterhead,
  type OpenItemPage,
  STATEMENT_PAYMENT_DAYS,
  type Statement,
  sumCents,
} from '@selvedge/contracts';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { openItems } from '../src/modules/sales-documents/sales-documents.tables.js';
import { STATEMENT_LABELS } from '../src/modules/statement/statement-labels.js';
import { demo, expectProblem, portalPerFile } from './support/harness.js';

const portal = portalPerFile({ erpData: 'tiny' });
let customer: string;
let admin: string;

/** An open invoice of another customer, in a currency C10001 has none of: it must never show. */
const foreignItem = {
  id: 'invoice:991234',
  kind: 'invoice' as const,
  documentId: 991_234,
  documentNumber: 3_991_234,
  customerCode: 'C10002',
  description: 'Invoice 991234',
  date: '2026-01-05',
  dueDate: '2026-02-04',
  currency: 'CHF',
  total: 777.77,
  openAmount: 777.77,
  erpUpdatedAt: new Date(),
};

beforeAll(async () => {
  customer = await portal.signIn(demo.customer);
  admin = await portal.signIn(demo.admin);
  await portal.database.db.insert(openItems).values(foreignItem);
});

async function statementOf(cookie: string): Promise<Statement> {
  const response = await portal.get('/api/statement', cookie);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json() as Statement;
}

/** Every line of text of a PDF, pages joined. */
async function pdfText(bytes: Buffer): Promise<string> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}

const formatDate = (iso: string) => iso.split('-').reverse().join('-');

describe('the statement of account', () => {
  it("adds up to the open items' totals per currency, to the cent", async () => {
    const statement = await statementOf(customer);
    const list = (await (await portal.get('/api/open-items', customer)).json()) as OpenItemPage;
    expect(statement.currencies.length).toBeGreaterThan(0);
    expect(
      statement.currencies
        .filter((block) => block.openItems.length > 0)
        .map((block) => ({ currency: block.currency, amount: block.balance })),
    ).toEqual(list.openTotals);
    for (const block of statement.currencies) {
      const open = sumCents(block.openItems.map((item) => centsFromAmount(item.openAmount)));
      expect(centsFromAmount(block.balance)).toBe(open);
      const overdue = sumCents(
        block.openItems.filter((item) => item.daysLate > 0).map((item) => centsFromAmount(item.openAmount)),
      );
      expect(centsFromAmount(block.overdue)).toBe(overdue);
    }
    expect(statement.currencies.flatMap((b) => b.openItems).length).toBe(list.total);
  });

  it("lists the customer's payments of the last 90 days, as the ERP has them", async () => {
    const statement = await statementOf(customer);
    expect(statement.paymentsAvailable).toBe(true);
    const today = portal.clock.now().toISOString().slice(0, 10);
    expect(statement.date).toBe(today);
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - STATEMENT_PAYMENT_DAYS * 86_400_000);
    expect(statement.paymentsFrom).toBe(from.toISOString().slice(0, 10));
    const erp = await portal.deps.erp.getPayments({ customerCode: 'C10001', from: statement.paymentsFrom });
    const shown = statement.currencies.flatMap((block) =>
      block.payments.map((p) => ({ currency: block.currency, number: p.number, amount: p.amount })),
    );
    expect(shown.sort((a, b) => a.number - b.number)).toEqual(
      erp
        .map((p) => ({ currency: p.currency, number: p.number, amount: p.amount }))
        .sort((a, b) => a.number - b.number),
    );
    expect(shown.length).toBeGreaterThan(0);
  });

  it("never shows another customer's open items or payments", async () => {
    const statement = await statementOf(customer);
    expect(statement.customer.code).toBe('C10001');
    expect(statement.currencies.map((block) => block.currency)).not.toContain('CHF');
    const numbers = statement.currencies.flatMap((b) => b.openItems.map((i) => i.documentNumber));
    expect(numbers).not.toContain(foreignItem.documentNumber);
    const othersPayments = await portal.deps.erp.getPayments({ customerCode: 'C10002', from: '2000-01-01' });
    const shownPayments = new Set(statement.currencies.flatMap((b) => b.payments.map((p) => p.number)));
    for (const payment of othersPayments) expect(shownPayments.has(payment.number)).toBe(false);
    const pdf = await portal.get('/api/statement/pdf?language=en', customer);
    expect(await pdfText(pdf.rawPayload)).not.toContain(String(foreignItem.documentNumber));
  });

  it("gives the export customer its ship-to's statement in pounds", async () => {
    const exporter = await portal.signIn(demo.export);
    expectProblem(await portal.get('/api/statement', exporter), 409, 'SHIP_TO_REQUIRED');
    expect(
      (await portal.put('/api/ship-to', { addressId: 'Manchester warehouse' }, exporter)).statusCode,
    ).toBe(200);
    const statement = await statementOf(exporter);
    expect(statement.customer).toMatchObject({ code: 'C40001', language: 'en' });
    expect(statement.currencies.map((block) => block.currency)).toEqual(['GBP']);
    const list = (await (await portal.get('/api/open-items', exporter)).json()) as OpenItemPage;
    expect(statement.currencies[0]?.balance).toBe(list.openTotals[0]?.amount ?? 0);
    const text = await pdfText((await portal.get('/api/statement/pdf', exporter)).rawPayload);
    expect(text).toContain('GBP');
    expect(text).not.toContain('EUR ');
  });

  it('still answers the open items and the balance while the ERP is down, and logs the failure', async () => {
    portal.erp.setFailing(true);
    try {
      const statement = await statementOf(customer);
      expect(statement.paymentsAvailable).toBe(false);
      expect(statement.currencies.every((block) => block.payments.length === 0)).toBe(true);
      expect(statement.currencies.some((block) => block.openItems.length > 0)).toBe(true);
      const logs = await portal.logs();
      expect(
        logs.some((row) => row.event === 'ERP_FAILED' && row.message.includes('statement of account')),
      ).toBe(true);
      const text = await pdfText((await portal.get('/api/statement/pdf?language=en', customer)).rawPayload);
      expect(text).toContain(STATEMENT_LABELS.en.paymentsUnavailable.slice(0, 40));
    } finally {
      portal.erp.setFailing(false);
    }
  });
});

describe('the PDF', () => {
  it.each([
    'en',
    'nl',
    'de',
    'fr',
  ] as const)('is written in %s, with the figures and a file name in it', async (language) => {
    const statement = await statementOf(customer);
    const response = await portal.get(`/api/statement/pdf?language=${language}`, customer);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const labels = STATEMENT_LABELS[language];
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toContain(
      `${labels.fileName} C10001 ${formatDate(statement.date)}.pdf`,
    );
    const text = await pdfText(response.rawPayload);
    for (const word of [
      labels.title,
      labels.openItems,
      labels.balance,
      labels.dueDate,
      labels.customerNumber,
    ])
      expect(text).toContain(word);
    expect(text).toContain('Interieurhuis De Vries B.V.');
    expect(text).toContain(formatDate(statement.date));
    const eur = statement.currencies.find((block) => block.currency === 'EUR');
    const amount = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2 }).format(eur?.balance ?? 0);
    expect(text).toContain(`EUR ${amount}`);
    // The other languages' words are not there.
    for (const other of ['en', 'nl', 'de', 'fr'] as const) {
      if (STATEMENT_LABELS[other].title !== labels.title)
        expect(text).not.toContain(STATEMENT_LABELS[other].title);
    }
  });

  it("is in the customer's own language unless another is asked for", async () => {
    const response = await portal.get('/api/statement/pdf', customer);
    expect(await pdfText(response.rawPayload)).toContain(STATEMENT_LABELS.nl.title);
  });

  it('carries the letterhead administrators set, and refuses a bad one without changing it', async () => {
    const before = (await portal.get('/api/settings/letterhead', admin)).json() as Letterhead;
    expect(before.companyName).toBe('Selvedge Wallcoverings & Fabrics B.V.');
    const letterhead: Letterhead = {
      ...before,
      companyName: 'Behang & Stof Groothandel B.V.',
      vatNumber: 'NL001122334B01',
      chamberOfCommerce: '55667788',
    };
    expect((await portal.put('/api/settings/letterhead', letterhead, admin)).statusCode).toBe(200);
    for (const bad of [
      { ...letterhead, companyName: 'x'.repeat(121) },
      { ...letterhead, email: 'not an address' },
      { ...letterhead, street: 'line\nbreak' },
      { ...letterhead, logoFileId: '00000000-0000-4000-8000-000000000000' },
      // Not an id at all (the schema fuzz found it reaching the files table as one).
      { ...letterhead, logoFileId: '0000-02-29' },
      { ...letterhead, extra: 'field' },
      { companyName: 'only a name' },
    ]) {
      expectProblem(await portal.put('/api/settings/letterhead', bad, admin), 400, 'VALIDATION_FAILED');
    }
    expect((await portal.get('/api/settings/letterhead', admin)).json()).toEqual(letterhead);
    const text = await pdfText((await portal.get('/api/statement/pdf?language=de', customer)).rawPayload);
    expect(text).toContain('Behang & Stof Groothandel B.V.');
    expect(text).toContain('USt-IdNr. NL001122334B01');
  });

  it('prints an uploaded logo, which every signed-in user may fetch', async () => {
    // A 1×1 PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const upload = await portal.request('POST', '/api/admin/files?purpose=logo&name=logo.png', {
      cookie: admin,
      body: png,
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const { id } = upload.json() as { id: string };
    const current = (await portal.get('/api/settings/letterhead', admin)).json() as Letterhead;
    expect(
      (await portal.put('/api/settings/letterhead', { ...current, logoFileId: id }, admin)).statusCode,
    ).toBe(200);
    const logo = await portal.get('/api/letterhead/logo', customer);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    const pdf = await portal.get('/api/statement/pdf', customer);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.includes(Buffer.from('/Subtype /Image'))).toBe(true);
  });
});
