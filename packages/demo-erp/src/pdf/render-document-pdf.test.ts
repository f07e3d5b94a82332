import { amountFromCents, centsFromAmount, documentTotalsCents, lineTotalCents } from '@selvedge/contracts';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import type { PdfDocument, PdfDocumentKind, PdfLanguage } from './pdf-document.js';
import { PDF_LABELS } from './pdf-labels.js';
import { formatAmount, formatDate, formatMoney, renderDocumentPdf } from './render-document-pdf.js';

const KINDS: PdfDocumentKind[] = ['order', 'delivery', 'invoice', 'creditNote', 'return', 'returnRequest'];
const LANGUAGES: PdfLanguage[] = ['en', 'nl', 'de', 'fr'];
const TRACK_URL = 'https://track.example-carrier.com/3SABCD1234567';

function line(i: number): PdfDocument['lines'][number] {
  const quantity = i % 2 === 0 ? 12 : 4.5;
  const unitPrice = i % 2 === 0 ? 89.5 : 1249.95;
  const discountPercent = i % 2 === 0 ? 0 : 10;
  // The price after the discount, exactly (1.249,95 − 10%); the line total rounds once.
  const price = i % 2 === 0 ? '89.50' : '1124.955';
  return {
    lineNumber: i + 1,
    itemCode: `WC-${1000 + i}`,
    description:
      i % 3 === 0 ? 'Velvet Heritage fabric, deep teal, 140 cm wide, flame retardant' : 'Linen Weave',
    quantity,
    unit: i % 2 === 0 ? 'roll' : 'm',
    unitPrice,
    discountPercent,
    lineTotal: amountFromCents(lineTotalCents(price, String(quantity))),
    batchNumbers: [`DL-${24100 + i}`],
  };
}

function sample(kind: PdfDocumentKind, language: PdfLanguage, lineCount = 3): PdfDocument {
  const lines = Array.from({ length: lineCount }, (_, i) => line(i));
  const totals = documentTotalsCents(
    lines.map((l) => ({ net: centsFromAmount(l.lineTotal), vatPercent: 21 })),
  );
  return {
    kind,
    language,
    number: `DOC-2025-${kind.length}${language}`,
    date: '2025-03-07',
    dueDate: '2025-04-06',
    customer: { code: 'C20417', name: 'Atelier Van Dijk Interieurs', vatNumber: 'NL001234567B01' },
    billTo: ['Atelier Van Dijk Interieurs', 'Keizersgracht 214', '1016 DZ Amsterdam', 'Nederland'],
    shipTo: ['Van Dijk Projecten', 'Industrieweg 8', '3542 AD Utrecht', 'Nederland'],
    reference: 'Hotel De Roos',
    currency: 'EUR',
    lines,
    totals: {
      net: amountFromCents(totals.net),
      vat: amountFromCents(totals.vat),
      gross: amountFromCents(totals.gross),
    },
    trackAndTrace: kind === 'delivery' ? [TRACK_URL] : [],
    baseDocumentNumber: 'ORD-2025-003981',
  };
}

interface ParsedPage {
  text: string;
  links: string[];
}

async function parse(bytes: Uint8Array): Promise<ParsedPage[]> {
  // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
  const pdf = await getDocument({ data: bytes.slice(), useSystemFonts: false, disableFontFace: true })
    .promise;
  const pages: ParsedPage[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    const annotations = (await page.getAnnotations()) as { url?: string }[];
    pages.push({ text, links: annotations.flatMap((a) => (a.url ? [a.url] : [])) });
  }
  await pdf.destroy();
  return pages;
}

function startsWithPdfHeader(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';
}

describe('formatting', () => {
  it('formats amounts as 1.234,56 and dates as dd-mm-yyyy', () => {
    expect(formatAmount(1234.56)).toBe('1.234,56');
    expect(formatAmount(1234567.8)).toBe('1.234.567,80');
    expect(formatAmount(-0.5)).toBe('-0,50');
    expect(formatAmount(0)).toBe('0,00');
    // Rounded once, half away from zero, by the decimal the number was written as.
    expect(formatAmount(1.005)).toBe('1,01');
    expect(formatAmount(-2.675)).toBe('-2,68');
    expect(formatAmount(-0.001)).toBe('0,00');
    expect(formatMoney(12.4, 'EUR')).toBe('€ 12,40');
    expect(formatMoney(12.4, 'GBP')).toBe('£ 12,40');
    expect(formatMoney(12.4, 'CHF')).toBe('CHF 12,40');
    expect(formatDate('2025-03-07')).toBe('07-03-2025');
  });
});

describe('renderDocumentPdf', () => {
  for (const kind of KINDS) {
    for (const language of LANGUAGES) {
      it(`renders a ${kind} in ${language}`, async () => {
        const doc = sample(kind, language);
        const bytes = await renderDocumentPdf(doc);
        expect(startsWithPdfHeader(bytes)).toBe(true);

        const pages = await parse(bytes);
        expect(pages).toHaveLength(1);
        const text = pages[0]?.text ?? '';
        expect(text).toContain(PDF_LABELS[language].titles[kind]);
        expect(text).toContain(doc.number);
        expect(text).toContain('07-03-2025');
        expect(text).toContain('C20417');
        expect(text).toContain('DL-24100');
        expect(text).toContain(PDF_LABELS[language].page(1, 1));

        const priced = kind === 'order' || kind === 'invoice' || kind === 'creditNote';
        if (priced) {
          // 4.5 × 1.249,95 − 10% = 5.062,30
          expect(text).toContain('€ 5.062,30');
          expect(text).toContain(formatMoney(doc.totals.gross, 'EUR'));
        } else {
          expect(text).not.toContain('€');
          expect(text).not.toContain('5.062,30');
        }
      });
    }
  }

  it('prints the invoice total, due date and payment terms', async () => {
    const doc = sample('invoice', 'nl');
    const text = (await parse(await renderDocumentPdf(doc))).map((p) => p.text).join(' ');
    expect(doc.totals.gross).toBeGreaterThan(1000);
    expect(text).toMatch(/€ \d{1,3}(\.\d{3})+,\d{2}/);
    expect(text).toContain(formatMoney(doc.totals.gross, 'EUR'));
    expect(text).toContain('Vervaldatum');
    expect(text).toContain('06-04-2025');
    expect(text).toContain('Betalingstermijn: 30 dagen');
  });

  it('gives a delivery note no prices and a clickable track-and-trace link', async () => {
    const doc = sample('delivery', 'de');
    const pages = await parse(await renderDocumentPdf(doc));
    const text = pages.map((p) => p.text).join(' ');
    expect(text).toContain('Lieferschein');
    expect(text).toContain('SENDUNGSVERFOLGUNG');
    expect(text).toContain(TRACK_URL);
    expect(text).not.toMatch(/\d,\d{2}\b/);
    expect(text).not.toContain('EINZELPREIS');
    expect(text).not.toContain('€');
    expect(pages[0]?.links).toContain(TRACK_URL);
  });

  it('continues a 120-line document over several pages with numbered pages and repeated headers', async () => {
    const doc = sample('invoice', 'en', 120);
    const pages = await parse(await renderDocumentPdf(doc));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      expect(page.text).toContain(`Page ${i + 1} of ${pages.length}`);
      // Column headings are set in capitals.
      expect(page.text).toContain('DESCRIPTION');
      expect(page.text).toContain('UNIT PRICE');
    });
    const all = pages.map((p) => p.text).join(' ');
    for (const l of doc.lines) expect(all).toContain(l.itemCode);
    expect(pages.at(-1)?.text).toContain(formatMoney(doc.totals.gross, 'EUR'));
  });

  it('translates the page numbers', async () => {
    const pages = await parse(await renderDocumentPdf(sample('order', 'fr', 120)));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      expect(page.text).toContain(`Page ${i + 1} sur ${pages.length}`);
    });
  });

  it('renders the same bytes for the same input', async () => {
    const doc = sample('invoice', 'de', 30);
    const first = await renderDocumentPdf(doc);
    const second = await renderDocumentPdf(structuredClone(doc));
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });

  it('copes with empty addresses, no reference, no lines and a foreign currency', async () => {
    const doc: PdfDocument = {
      ...sample('creditNote', 'en', 0),
      billTo: [],
      shipTo: [],
      reference: null,
      currency: 'GBP',
      totals: { net: -100, vat: -20, gross: -120 },
    };
    const bytes = await renderDocumentPdf(doc);
    expect(startsWithPdfHeader(bytes)).toBe(true);
    const text = (await parse(bytes)).map((p) => p.text).join(' ');
    expect(text).toContain('Credit note');
    expect(text).toContain('£ -120,00');
  });
});
