/**
 * "Current information" (foundations 2 "Customer documents", D2, D7): a customer sees a document when
 * their code is in its customer codes or their group in its group codes; .jpg and .png URLs are never
 * listed; the files the portal serves go only to customers who may see them.
 */
import type { CustomerDocument } from '@selvedge/contracts';
import { describe, expect, it } from 'vitest';
import { customerDocuments } from '../src/modules/customer-documents/customer-documents.tables.js';
import { demo, expectProblem, portalPerFile, signInPerFile } from './support/harness.js';

const portal = portalPerFile();
const cookies = signInPerFile(portal, {
  customer: demo.customer,
  viewer: demo.viewer,
  exporter: demo.export,
});

const documentsFor = async (cookie: string): Promise<CustomerDocument[]> => {
  const response = await portal.get('/api/customer-documents', cookie);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json().documents;
};
const names = async (cookie: string) => (await documentsFor(cookie)).map((document) => document.name);

const forEveryone = [
  'Collection book Heritage Florals 2026',
  'Collection book Nordic Linen 2026',
  'Fire safety certificate Textile Walls (EN 13501-1, B-s1,d0)',
  'Hanging instructions for non-woven wallpaper',
];

describe('GET /api/customer-documents', () => {
  it('shows a group-100 customer the documents of their group, not those of other groups or customers', async () => {
    expect(await names(cookies.customer)).toEqual([...forEveryone, 'Price list 2026 (EUR)'].sort());
  });

  it('adds the documents listed for the customer’s own code', async () => {
    expect(await names(cookies.viewer)).toEqual(
      [...forEveryone, 'Delivery agreement Studio Noord Wonen', 'Price list 2026 (EUR)'].sort(),
    );
  });

  it('shows the export customer the GBP price list and their agreement', async () => {
    expect(await names(cookies.exporter)).toEqual(
      [...forEveryone, 'Price list 2026 (GBP)', 'Project agreement 2026 – Harrington & Webb'].sort(),
    );
  });

  it('never lists an image, even when it is meant for the customer', async () => {
    await portal.database.db.insert(customerDocuments).values([
      { name: 'Logo', url: 'https://cdn.selvedge.example/logo.PNG', customerCodes: ['C10001'] },
      { name: 'Mood board', url: '/files/mood.jpg', customerGroupCodes: ['100'] },
      { name: 'Stock list', url: 'https://docs.selvedge.example/stock.xlsx', customerCodes: ['C10001'] },
    ]);
    const shown = await names(cookies.customer);
    expect(shown).toContain('Stock list');
    expect(shown).not.toContain('Logo');
    expect(shown).not.toContain('Mood board');
    expect(shown).not.toContain('Showroom Utrecht (photo)');
  });

  it('gives each document its type and URL', async () => {
    const [book] = await documentsFor(cookies.customer);
    expect(book).toMatchObject({
      name: 'Collection book Heritage Florals 2026',
      type: 'Collection book',
      url: '/api/customer-documents/files/collection-book-heritage-florals-2026.pdf',
    });
  });
});

describe('GET /api/customer-documents/files/:file', () => {
  it('serves a visible document’s PDF as a download', async () => {
    const response = await portal.get(
      '/api/customer-documents/files/price-list-2026-eur.pdf',
      cookies.customer,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="price-list-2026-eur.pdf"/,
    );
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('opens a document flagged to open in the browser inline (D7)', async () => {
    const response = await portal.get(
      '/api/customer-documents/files/hanging-instructions-non-woven.pdf',
      cookies.customer,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^inline;/);
  });

  it('answers 404 for a document the customer may not see, an image and an unknown file (D2)', async () => {
    for (const file of [
      'project-agreement-harrington-webb-2026.pdf',
      'price-list-2026-gbp.pdf',
      'delivery-agreement-studio-noord.pdf',
      'showroom-utrecht.jpg',
      'nothing.pdf',
    ]) {
      expectProblem(
        await portal.get(`/api/customer-documents/files/${file}`, cookies.customer),
        404,
        'NOT_FOUND',
      );
    }
    expect(
      (await portal.get('/api/customer-documents/files/price-list-2026-gbp.pdf', cookies.exporter))
        .statusCode,
    ).toBe(200);
  });
});
