/**
 * Content administration (administration 2-5, 7; D1, D7, D33): news with uploaded images, documents
 * with an uploaded file or an external URL, document types and help texts. What the customer sees of
 * it goes through the customer's own endpoints (GET /api/news, /api/customer-documents).
 */

import { deflateSync } from 'node:zlib';
import type { NewsAdmin, NewsItem } from '@selvedge/contracts';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { logEntries } from '../src/modules/logs/logs.tables.js';
import { demo, expectFieldErrors, expectProblem, portalPerFile, signInPerFile } from './support/harness.js';
import { must } from './support/must.js';
import { noisePhoto } from './support/pictures.js';

const portal = portalPerFile();
const cookies = signInPerFile(portal, { admin: demo.admin, customer: demo.customer });

/** A 1×1 PNG (valid signature, IHDR, IDAT, IEND); CRCs are not checked by the server. */
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type, 'ascii'), data, Buffer.alloc(4)]);
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 200, 100, 50]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const tinyPdf = () => Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

const upload = (purpose: 'newsImage' | 'document', name: string, bytes: Buffer, cookie = cookies.admin) =>
  portal.request('POST', `/api/admin/files?purpose=${purpose}&name=${encodeURIComponent(name)}`, {
    cookie,
    body: bytes,
    headers: { 'content-type': 'application/octet-stream' },
  });

const uploadedId = async (purpose: 'newsImage' | 'document', name: string, bytes: Buffer) => {
  const response = await upload(purpose, name, bytes);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
};

const today = () => portal.clock.now().toISOString().slice(0, 10);
const dayOffset = (days: number) => {
  const date = portal.clock.now();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const newsFor = async (cookie: string): Promise<NewsItem[]> => {
  const response = await portal.get('/api/news', cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().news;
};
const setLanguage = async (cookie: string, language: string) => {
  expect((await portal.patch('/api/profile', { language }, cookie)).statusCode).toBe(200);
};

const lastLog = async () => {
  const [row] = await portal.database.db.select().from(logEntries).orderBy(desc(logEntries.id)).limit(1);
  return must(row);
};

describe('uploads (D7)', () => {
  it('stores a PNG and serves it as an image to the administrator who uploaded it', async () => {
    const id = await uploadedId('newsImage', 'swatch.png', tinyPng());
    const image = await portal.get(`/api/news/images/${id}.png`, cookies.admin);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(tinyPng())).toBe(true);
  });

  it('strips bidirectional controls from the uploaded name, so it cannot pose as another type', async () => {
    const response = await upload('document', 'invoice\u202Efdp.exe\u2066.pdf', tinyPdf());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().fileName).toBe('invoicefdp.exe.pdf');
  });

  it('refuses a text file named .png', async () => {
    expectProblem(
      await upload('newsImage', 'fake.png', Buffer.from('just some text')),
      400,
      'FILE_TYPE_NOT_ALLOWED',
    );
  });

  it('refuses a renamed executable (MZ header) named .pdf', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    expectProblem(await upload('document', 'price-list.pdf', exe), 400, 'FILE_TYPE_NOT_ALLOWED');
  });

  it('refuses a PDF as a news image', async () => {
    expectProblem(await upload('newsImage', 'leaflet.png', tinyPdf()), 400, 'FILE_TYPE_NOT_ALLOWED');
  });

  it('refuses a file above 5 MB', async () => {
    const big = Buffer.concat([tinyPng(), Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload('newsImage', 'big.png', big);
    expect(response.statusCode).toBe(413);
  });

  it('lets only an administrator upload', async () => {
    expectProblem(await upload('document', 'x.pdf', tinyPdf(), cookies.customer), 403, 'FORBIDDEN');
  });
});

const newsBody = (overrides: Record<string, unknown> = {}) => ({
  subject: { nl: 'Nieuwe stalen', en: 'New samples' },
  subtitle: { nl: 'Vanaf vandaag', en: 'From today' },
  text: { nl: 'De nieuwe stalen zijn er.', en: 'The new samples are here.' },
  startDate: today(),
  endDate: null,
  customerGroupCodes: [],
  ...overrides,
});

/** An item as the editor sends it back: the id is in the path, not the body (bodies are strict). */
const withoutId = <T extends { id: string }>({ id: _id, ...rest }: T) => rest;

describe('news administration', () => {
  it('refuses news without Dutch texts, naming the fields', async () => {
    const body = expectProblem(
      await portal.post('/api/admin/news', newsBody({ subject: { en: 'Only English' } }), cookies.admin),
      400,
      'VALIDATION_FAILED',
    );
    expect(body.fields).toContainEqual({ path: 'subject.nl', code: 'REQUIRED' });
  });

  it('refuses an end date before the start date', async () => {
    const body = expectProblem(
      await portal.post('/api/admin/news', newsBody({ endDate: dayOffset(-1) }), cookies.admin),
      400,
      'VALIDATION_FAILED',
    );
    expect(body.fields?.map((field) => field.path)).toContain('endDate');
  });

  it('refuses an image id that is no uploaded image', async () => {
    const pdf = await uploadedId('document', 'leaflet.pdf', tinyPdf());
    const body = expectProblem(
      await portal.post(
        '/api/admin/news',
        newsBody({ images: [{ fileId: pdf, isPrimary: true }] }),
        cookies.admin,
      ),
      400,
      'VALIDATION_FAILED',
    );
    expect(body.fields).toEqual([{ path: 'images.0.fileId', code: 'INVALID_VALUE' }]);
  });

  it('publishes news with two images on the dashboard at once, in the languages it has', async () => {
    const first = await uploadedId('newsImage', 'first.png', tinyPng());
    const second = await uploadedId('newsImage', 'second.png', tinyPng());
    const created = await portal.post(
      '/api/admin/news',
      newsBody({
        images: [
          { fileId: first, isPrimary: false },
          { fileId: second, isPrimary: true },
        ],
      }),
      cookies.admin,
    );
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect((await lastLog()).event).toBe('NEWS_CHANGED');

    await setLanguage(cookies.customer, 'en');
    const item = must((await newsFor(cookies.customer)).find((candidate) => candidate.id === id));
    expect(item).toMatchObject({ title: 'New samples', subtitle: 'From today' });
    expect(item.images).toEqual([
      { url: `/api/news/images/${second}.png`, isPrimary: true },
      { url: `/api/news/images/${first}.png`, isPrimary: false },
    ]);
    await setLanguage(cookies.customer, 'nl');
    expect((await newsFor(cookies.customer)).find((candidate) => candidate.id === id)?.title).toBe(
      'Nieuwe stalen',
    );
    await setLanguage(cookies.customer, 'de');
    expect((await newsFor(cookies.customer)).some((candidate) => candidate.id === id)).toBe(false);
    await setLanguage(cookies.customer, 'en');

    // Update: for another group only, one image dropped (its file is deleted).
    const updated = await portal.put(
      `/api/admin/news/${id}`,
      newsBody({ customerGroupCodes: ['400'], images: [{ fileId: second, isPrimary: true }] }),
      cookies.admin,
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await newsFor(cookies.customer)).some((candidate) => candidate.id === id)).toBe(false);
    const exportCustomer = await portal.signIn(demo.export);
    const forExport = must((await newsFor(exportCustomer)).find((candidate) => candidate.id === id));
    expect(forExport.images.map((image) => image.url)).toEqual([`/api/news/images/${second}.png`]);
    expect((await portal.get(`/api/news/images/${first}.png`, cookies.customer)).statusCode).toBe(404);

    // Back to the customer's group (100), then deleted.
    await portal.put(`/api/admin/news/${id}`, newsBody({ customerGroupCodes: ['100'] }), cookies.admin);
    expect((await newsFor(cookies.customer)).some((candidate) => candidate.id === id)).toBe(true);
    expect((await portal.del(`/api/admin/news/${id}`, cookies.admin)).statusCode).toBe(200);
    expect((await newsFor(cookies.customer)).some((candidate) => candidate.id === id)).toBe(false);
    expect((await portal.get(`/api/news/images/${second}.png`, cookies.customer)).statusCode).toBe(404);
    expect((await lastLog()).message).toContain('News deleted');
  });

  it('serves an uploaded image only to readers of news it belongs to (D2, D7)', async () => {
    const forUs = await uploadedId('newsImage', 'ours.png', tinyPng());
    const forOthers = await uploadedId('newsImage', 'theirs.png', tinyPng());
    const notYetUsed = await uploadedId('newsImage', 'draft.png', tinyPng());
    const document = await uploadedId('document', 'photo.png', tinyPng());
    await portal.post(
      '/api/admin/documents',
      { name: 'Photo for C10001', fileId: document, customerCodes: ['C10001'] },
      cookies.admin,
    );
    const ours = await portal.post(
      '/api/admin/news',
      newsBody({ images: [{ fileId: forUs, isPrimary: true }] }),
      cookies.admin,
    );
    expect(ours.statusCode, ours.body).toBe(201);
    const theirs = await portal.post(
      '/api/admin/news',
      newsBody({ customerGroupCodes: ['400'], images: [{ fileId: forOthers, isPrimary: true }] }),
      cookies.admin,
    );
    expect(theirs.statusCode, theirs.body).toBe(201);

    expect((await portal.get(`/api/news/images/${forUs}.png`, cookies.customer)).statusCode).toBe(200);
    // Another group's news, an upload on no news yet, and a document's file (even one for this very
    // customer: documents are served by their own route) are not news images of this reader.
    for (const id of [forOthers, notYetUsed, document]) {
      expectProblem(await portal.get(`/api/news/images/${id}.png`, cookies.customer), 404, 'NOT_FOUND');
      expectProblem(
        await portal.get(`/api/news/images/${id}.png?width=480`, cookies.customer),
        404,
        'NOT_FOUND',
      );
    }
    const exportCustomer = await portal.signIn(demo.export);
    expect((await portal.get(`/api/news/images/${forOthers}.png`, exportCustomer)).statusCode).toBe(200);
    // News that has ended takes its images with it.
    await portal.put(
      `/api/admin/news/${ours.json().id}`,
      newsBody({
        startDate: dayOffset(-10),
        endDate: dayOffset(-1),
        images: [{ fileId: forUs, isPrimary: true }],
      }),
      cookies.admin,
    );
    expectProblem(await portal.get(`/api/news/images/${forUs}.png`, cookies.customer), 404, 'NOT_FOUND');
    expect((await portal.get(`/api/news/images/${forUs}.png`, cookies.admin)).statusCode).toBe(200);
  });

  it('sends an uploaded photo at the width the card asks for: WebP, upright, without its metadata', async () => {
    // A camera's photo: 2400 × 1600 as stored, to be turned a quarter (EXIF orientation 6), with the
    // place it was taken.
    const photo = await noisePhoto(2400, 1600, 40)
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N' } })
      .toBuffer();
    const id = await uploadedId('newsImage', 'showroom.jpg', photo);
    const created = await portal.post(
      '/api/admin/news',
      newsBody({ images: [{ fileId: id, isPrimary: true }] }),
      cookies.admin,
    );
    expect(created.statusCode, created.body).toBe(201);

    const url = `/api/news/images/${id}.jpg`;
    const original = await portal.get(url, cookies.customer);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.rawPayload.length).toBe(photo.length);
    const resized = await portal.get(`${url}?width=480`, cookies.customer);
    expect(resized.statusCode).toBe(200);
    expect(resized.headers['content-type']).toBe('image/webp');
    expect(resized.headers['cache-control']).toBe('private, max-age=86400');
    const drawn = await sharp(resized.rawPayload).metadata();
    expect([drawn.format, drawn.width, drawn.height]).toEqual(['webp', 480, 720]);
    expect(drawn.exif).toBeUndefined();
    expect(resized.rawPayload.length).toBeLessThan(photo.length / 10);
    // Only the widths the web app asks for, so no one can have the server make a thousand sizes.
    expectProblem(await portal.get(`${url}?width=500`, cookies.customer), 400, 'VALIDATION_FAILED');
    expectProblem(await portal.get(`${url}?width=480`), 401, 'UNAUTHENTICATED');
    await portal.del(`/api/admin/news/${created.json().id}`, cookies.admin);
  });

  it('keeps the demo images of an item when it is edited', async () => {
    const list: NewsAdmin[] = (await portal.get('/api/admin/news', cookies.admin)).json().news;
    const botanica = must(list.find((item) => item.subject.en.startsWith('Botanica')));
    const response = await portal.put(
      `/api/admin/news/${botanica.id}`,
      {
        ...withoutId(botanica),
        subject: { ...botanica.subject, en: 'Botanica has arrived' },
        images: botanica.images.map(({ url, isPrimary }) => ({ url, isPrimary })),
      },
      cookies.admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    const again: NewsAdmin = (await portal.get(`/api/admin/news/${botanica.id}`, cookies.admin)).json();
    expect(again.subject.en).toBe('Botanica has arrived');
    expect(again.images).toEqual(botanica.images);
  });

  it('lists ended news only in the history', async () => {
    const current: NewsAdmin[] = (await portal.get('/api/admin/news', cookies.admin)).json().news;
    const history: NewsAdmin[] = (await portal.get('/api/admin/news?view=history', cookies.admin)).json()
      .news;
    expect(history.map((item) => item.subject.en)).toContain('Autumn sale on discontinued designs');
    expect(current.map((item) => item.subject.en)).not.toContain('Autumn sale on discontinued designs');
    expect(history.every((item) => item.endDate !== null && item.endDate < today())).toBe(true);
  });

  it('offers the customer groups of the ERP', async () => {
    const response = await portal.get('/api/admin/customer-groups', cookies.admin);
    expect(response.statusCode).toBe(200);
    expect(Array.isArray(response.json().groups)).toBe(true);
  });
});

describe('documents and document types', () => {
  it('publishes an uploaded PDF to the customer group, served as a download', async () => {
    const fileId = await uploadedId('document', 'Price list 2027.pdf', tinyPdf());
    const created = await portal.post(
      '/api/admin/documents',
      { name: 'Price list 2027', documentType: 'Price list', fileId, customerGroupCodes: ['100'] },
      cookies.admin,
    );
    expect(created.statusCode, created.body).toBe(201);
    const listed = (await portal.get('/api/customer-documents', cookies.customer)).json().documents;
    const document = must(listed.find((candidate: { name: string }) => candidate.name === 'Price list 2027'));
    expect(document.type).toBe('Price list');
    const file = await portal.get(document.url, cookies.customer);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="Price list 2027.pdf"/);

    // Open in browser: inline.
    const { id } = created.json();
    await portal.put(
      `/api/admin/documents/${id}`,
      {
        name: 'Price list 2027',
        documentType: 'Price list',
        fileId,
        customerGroupCodes: ['100'],
        openInBrowser: true,
      },
      cookies.admin,
    );
    expect((await portal.get(document.url, cookies.customer)).headers['content-disposition']).toMatch(
      /^inline/,
    );

    // Another group only: the customer no longer sees it nor its file.
    await portal.put(
      `/api/admin/documents/${id}`,
      { name: 'Price list 2027', fileId, customerGroupCodes: ['400'] },
      cookies.admin,
    );
    expect((await portal.get(document.url, cookies.customer)).statusCode).toBe(404);
    expect((await portal.del(`/api/admin/documents/${id}`, cookies.admin)).statusCode).toBe(200);
    expect((await lastLog()).message).toBe('Document deleted: Price list 2027');
  });

  it('shows a document by customer code and hides uploaded images from the list', async () => {
    const pdf = await uploadedId('document', 'agreement.pdf', tinyPdf());
    const png = await uploadedId('document', 'photo.png', tinyPng());
    await portal.post(
      '/api/admin/documents',
      { name: 'Agreement C10001', fileId: pdf, customerCodes: ['C10001'] },
      cookies.admin,
    );
    await portal.post(
      '/api/admin/documents',
      { name: 'Photo', fileId: png, customerCodes: ['C10001'] },
      cookies.admin,
    );
    const names = (await portal.get('/api/customer-documents', cookies.customer))
      .json()
      .documents.map((document: { name: string }) => document.name);
    expect(names).toContain('Agreement C10001');
    expect(names).not.toContain('Photo');
  });

  it('answers 400 with the field for a missing name, an unknown customer, or both a file and a URL', async () => {
    const fileId = await uploadedId('document', 'x.pdf', tinyPdf());
    const noName = expectProblem(
      await portal.post(
        '/api/admin/documents',
        { name: ' ', externalUrl: 'https://a.example/x.pdf' },
        cookies.admin,
      ),
      400,
      'VALIDATION_FAILED',
    );
    expect(noName.fields).toContainEqual({ path: 'name', code: 'REQUIRED' });
    const unknown = expectProblem(
      await portal.post(
        '/api/admin/documents',
        { name: 'X', externalUrl: 'https://a.example/x.pdf', customerCodes: ['NOPE'] },
        cookies.admin,
      ),
      400,
      'VALIDATION_FAILED',
    );
    expect(unknown.fields).toEqual([{ path: 'customerCodes.0', code: 'CUSTOMER_UNKNOWN' }]);
    expectProblem(
      await portal.post(
        '/api/admin/documents',
        { name: 'X', fileId, externalUrl: 'https://a.example/x.pdf' },
        cookies.admin,
      ),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('finds customer codes by code or name', async () => {
    const response = await portal.get('/api/admin/customer-codes?search=C1000', cookies.admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().customers.map((row: { code: string }) => row.code)).toContain('C10001');
  });

  it('creates, renames and deletes a document type; one in use is not deleted', async () => {
    const created = await portal.post(
      '/api/admin/document-types',
      { name: 'Leaflet', language: 'nl', customerGroupCode: '100' },
      cookies.admin,
    );
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    await portal.post(
      '/api/admin/documents',
      {
        name: 'Leaflet A',
        documentType: 'Leaflet',
        externalUrl: 'https://a.example/a.pdf',
        customerCodes: ['C10001'],
      },
      cookies.admin,
    );
    expect(
      (await portal.put(`/api/admin/document-types/${id}`, { name: 'Folder' }, cookies.admin)).statusCode,
    ).toBe(200);
    const documents = (await portal.get('/api/customer-documents', cookies.customer)).json().documents;
    expect(documents.find((document: { name: string }) => document.name === 'Leaflet A')?.type).toBe(
      'Folder',
    );
    expectProblem(
      await portal.del(`/api/admin/document-types/${id}`, cookies.admin),
      400,
      'DOCUMENT_TYPE_IN_USE',
    );
    const noName = expectProblem(
      await portal.post('/api/admin/document-types', { name: '' }, cookies.admin),
      400,
      'VALIDATION_FAILED',
    );
    expect(noName.fields).toContainEqual({ path: 'name', code: 'REQUIRED' });
    const unused = (await portal.post('/api/admin/document-types', { name: 'Unused' }, cookies.admin)).json()
      .id;
    expect((await portal.del(`/api/admin/document-types/${unused}`, cookies.admin)).statusCode).toBe(200);
    expect((await lastLog()).event).toBe('DOCUMENT_TYPE_CHANGED');
  });
});

describe('help texts', () => {
  const links = {
    en: 'https://help.selvedge.test/en/users',
    nl: 'https://help.selvedge.test/nl/users',
    de: 'https://help.selvedge.test/de/users',
    fr: 'https://help.selvedge.test/fr/users',
  };

  it('lists, updates, deletes and re-creates the help text of a page', async () => {
    const list = (await portal.get('/api/admin/help-texts', cookies.admin)).json().helpTexts;
    const users = must(list.find((row: { page: string }) => row.page === 'Users'));
    expect(
      (
        await portal.put(
          `/api/admin/help-texts/${users.id}`,
          { page: 'Users', title: 'Users', links },
          cookies.admin,
        )
      ).statusCode,
    ).toBe(200);
    expect((await portal.get('/api/help-texts/Users', cookies.customer)).json().links.de).toBe(links.de);

    expectProblem(
      await portal.post('/api/admin/help-texts', { page: 'Users', title: 'Again', links }, cookies.admin),
      409,
      'HELP_TEXT_PAGE_TAKEN',
    );
    expect((await portal.del(`/api/admin/help-texts/${users.id}`, cookies.admin)).statusCode).toBe(200);
    expect((await portal.get('/api/help-texts/Users', cookies.customer)).statusCode).toBe(404);
    const created = await portal.post(
      '/api/admin/help-texts',
      { page: 'Users', title: 'Users', links: { ...links, nl: '' } },
      cookies.admin,
    );
    expect(created.statusCode, created.body).toBe(201);
    const [log] = await portal.database.db
      .select()
      .from(logEntries)
      .where(eq(logEntries.event, 'HELP_TEXT_CHANGED'))
      .orderBy(desc(logEntries.id))
      .limit(1);
    expect(log?.message).toBe('Help text created: Users');
  });

  it('requires the title and the English, German and French links on add, all four on update', async () => {
    const add = expectProblem(
      await portal.post(
        '/api/admin/help-texts',
        { page: 'News', title: '', links: { ...links, en: '' } },
        cookies.admin,
      ),
      400,
      'VALIDATION_FAILED',
    );
    expect(add.fields).toEqual(
      expect.arrayContaining([
        { path: 'title', code: 'REQUIRED' },
        { path: 'links.en', code: 'REQUIRED' },
      ]),
    );
    const list = (await portal.get('/api/admin/help-texts', cookies.admin)).json().helpTexts;
    const news = must(list.find((row: { page: string }) => row.page === 'News'));
    const update = (changed: Partial<typeof links>) =>
      portal.put(
        `/api/admin/help-texts/${news.id}`,
        { page: 'News', title: 'News', links: { ...links, ...changed } },
        cookies.admin,
      );
    expectFieldErrors(await update({ nl: '' }), { 'links.nl': 'REQUIRED' });
    expectFieldErrors(await update({ fr: 'javascript:alert(1)' }), { 'links.fr': 'INVALID_VALUE' });
  });
});
