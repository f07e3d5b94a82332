/**
 * GET /api/news (foundations 2 "Dashboard and news", D16): current items with text in the user's
 * language, for every group or the user's group, newest start date first; only .jpg/.png images,
 * primary first. The demo seed's news is dated from the day of seeding (= the test clock's today).
 */
import { NEWS_PICTURE_WIDTHS, type NewsItem } from '@selvedge/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { news, newsImages } from '../src/modules/news/news.tables.js';
import { demo, expectProblem, portalPerFile, signInPerFile } from './support/harness.js';
import { must } from './support/must.js';

const portal = portalPerFile();
const cookies = signInPerFile(portal, { customer: demo.customer });

const newsFor = async (cookie: string): Promise<NewsItem[]> => {
  const response = await portal.get('/api/news', cookie);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json().news;
};
const titles = async (cookie: string) => (await newsFor(cookie)).map((item) => item.title);

const dayOffset = (days: number) => {
  const date = portal.clock.now();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('the demo news', () => {
  it('shows a Dutch retail customer the items for everyone and for group 100, newest first', async () => {
    expect(await titles(cookies.customer)).toEqual([
      'Opening hours during the holidays',
      'Botanica: our spring collection has arrived',
      'Trade evening in our Utrecht showroom',
    ]);
  });

  it('shows the export customer the export notice instead of the Utrecht evening', async () => {
    expect(await titles(await portal.signIn(demo.export))).toEqual([
      'Opening hours during the holidays',
      'Botanica: our spring collection has arrived',
      'New freight rates for export deliveries',
    ]);
  });

  it('lets an administrator preview the news of every group', async () => {
    expect(await titles(await portal.signIn(demo.admin))).toEqual([
      'Opening hours during the holidays',
      'Botanica: our spring collection has arrived',
      'Trade evening in our Utrecht showroom',
      'New freight rates for export deliveries',
    ]);
  });

  it('answers in the user’s language and leaves out what has no text in it', async () => {
    const german = await portal.signIn(demo.customer);
    await portal.patch('/api/profile', { language: 'de' }, german);
    try {
      const items = await newsFor(german);
      // The Utrecht evening has only Dutch and English texts.
      expect(items.map((item) => item.title)).toEqual([
        'Öffnungszeiten an den Feiertagen',
        'Botanica: unsere Frühjahrskollektion ist da',
      ]);
      expect(items[0]).toMatchObject({ subtitle: 'Bestellungen über das Portal sind weiter möglich' });
      expect(must(items[0]).text).toContain('25. und 26. Dezember');
    } finally {
      await portal.patch('/api/profile', { language: 'en' }, german);
    }
  });

  it('gives the Botanica item its two images, the primary first', async () => {
    const botanica = must(
      (await newsFor(cookies.customer)).find((item) => item.title.startsWith('Botanica')),
    );
    expect(botanica.images).toEqual([
      { url: '/api/news/images/botanica-wallpaper.png', isPrimary: true },
      { url: '/api/news/images/botanica-fabric.png', isPrimary: false },
    ]);
    for (const image of botanica.images) {
      const response = await portal.get(image.url, cookies.customer);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    }
    expectProblem(await portal.get('/api/news/images/nothing.png', cookies.customer), 404, 'NOT_FOUND');
    expectProblem(
      await portal.get('/api/news/images/nothing.png?width=480', cookies.customer),
      404,
      'NOT_FOUND',
    );
    // Names an object has of its own are no images either (they answered 500).
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty'])
      expectProblem(await portal.get(`/api/news/images/${name}`, cookies.customer), 404, 'NOT_FOUND');
    expectProblem(await portal.get('/api/news/images/botanica-wallpaper.png'), 401, 'UNAUTHENTICATED');
  });

  it('sends the demo pictures at each width the card may ask for, in the fewer bytes, never enlarged', async () => {
    for (const name of ['botanica-wallpaper.png', 'botanica-fabric.png']) {
      const original = await portal.get(`/api/news/images/${name}`, cookies.customer);
      for (const width of NEWS_PICTURE_WIDTHS) {
        const response = await portal.get(`/api/news/images/${name}?width=${width}`, cookies.customer);
        const drawn = await sharp(response.rawPayload).metadata();
        expect([drawn.width, drawn.height]).toEqual([
          Math.min(width, 480),
          Math.min(width, 480) * (300 / 480),
        ]);
        // The wallpaper is half the bytes as WebP; the flat fabric swatch fewer as the PNG it is.
        if (name === 'botanica-wallpaper.png') {
          expect(response.headers['content-type']).toBe('image/webp');
          expect(response.rawPayload.length).toBeLessThan(original.rawPayload.length / 2);
        } else {
          expect(response.headers['content-type']).toBe('image/png');
          expect(response.rawPayload).toEqual(original.rawPayload);
        }
      }
    }
  });
});

describe('the rules', () => {
  it('shows an item from its start date up to and including its end date, by the server’s clock', async () => {
    const [item] = await portal.database.db
      .insert(news)
      .values({ startDate: dayOffset(1), endDate: dayOffset(3), subjectEn: 'Window', textEn: 'Three days.' })
      .returning();
    try {
      expect(await titles(cookies.customer)).not.toContain('Window');
      portal.clock.advance(86_400_000);
      expect(await titles(await portal.signIn(demo.customer))).toContain('Window');
      portal.clock.advance(2 * 86_400_000);
      expect(await titles(await portal.signIn(demo.customer))).toContain('Window');
      portal.clock.advance(86_400_000);
      expect(await titles(await portal.signIn(demo.customer))).not.toContain('Window');
    } finally {
      portal.clock.set(new Date());
      await portal.database.db.delete(news).where(eq(news.id, must(item).id));
    }
  });

  it('hides the holiday hours after their end date', async () => {
    portal.clock.advance(41 * 86_400_000);
    try {
      expect(await titles(await portal.signIn(demo.customer))).not.toContain(
        'Opening hours during the holidays',
      );
    } finally {
      portal.clock.set(new Date());
    }
  });

  it('treats a text of spaces as no text, and an empty group list as every group', async () => {
    await portal.database.db.insert(news).values([
      { startDate: dayOffset(0), subjectEn: 'Blank', textEn: '   ', textNl: 'Alleen Nederlands' },
      {
        startDate: dayOffset(0),
        subjectEn: 'Other group',
        textEn: 'For BE only.',
        customerGroupCodes: ['200'],
      },
      {
        startDate: dayOffset(0),
        subjectEn: 'Two groups',
        textEn: 'NL and BE.',
        customerGroupCodes: ['200', '100'],
      },
    ]);
    const shown = await titles(cookies.customer);
    expect(shown).not.toContain('Blank');
    expect(shown).not.toContain('Other group');
    expect(shown[0]).toBe('Two groups');
  });

  it('uses only .jpg and .png documents as images, primary first', async () => {
    const [item] = await portal.database.db
      .insert(news)
      .values({ startDate: dayOffset(0), subjectEn: 'Gallery', textEn: 'Pictures.' })
      .returning();
    await portal.database.db.insert(newsImages).values([
      { newsId: must(item).id, url: '/files/one.png', position: 0 },
      { newsId: must(item).id, url: '/files/brochure.pdf', position: 1 },
      { newsId: must(item).id, url: '/files/two.JPG?v=2', position: 2, isPrimary: true },
      { newsId: must(item).id, url: '/files/vector.svg', position: 3 },
    ]);
    const gallery = must((await newsFor(cookies.customer)).find((entry) => entry.title === 'Gallery'));
    expect(gallery.images).toEqual([
      { url: '/files/two.JPG?v=2', isPrimary: true },
      { url: '/files/one.png', isPrimary: false },
    ]);
  });
});
