import { roundDecimal } from '@selvedge/contracts';
import PDFDocument from 'pdfkit';
import type { PdfDocument, PdfDocumentLine } from './pdf-document.js';
import { PDF_LABELS, type PdfLabels } from './pdf-labels.js';

/** The (fictional) supplier printed on every document. */
export const SUPPLIER = {
  name: 'Selvedge Wallcoverings & Fabrics B.V.',
  street: 'Ringbaan-Oost 112',
  zipCity: '5013 CD Tilburg',
  phone: '+31 13 555 0142',
  email: 'orders@selvedge.example',
  website: 'www.selvedge.example',
  vatNumber: 'NL859012345B01',
  chamberOfCommerce: 'KvK 18092345',
  iban: 'IBAN NL91 ABNA 0417 1643 00',
  bic: 'BIC ABNANL2A',
} as const;

const TEAL = '#0c7c7c';
const TEAL_LIGHT = '#e7f2f2';
const INK = '#1f2933';
const MUTED = '#5f6b76';
const RULE = '#dde3e6';

const FONT = 'Helvetica';
const FONT_BOLD = 'Helvetica-Bold';

const PAGE_WIDTH = 595.28; // A4 in points
const PAGE_HEIGHT = 841.89;
const LEFT = 50;
const RIGHT = PAGE_WIDTH - 50;
const CONTENT_WIDTH = RIGHT - LEFT;
/** Lowest y the body may reach; below it sits the footer. */
const BODY_BOTTOM = PAGE_HEIGHT - 78;
const FOOTER_Y = PAGE_HEIGHT - 52;

/** Height of the net / VAT / gross block below the table. */
const TOTALS_HEIGHT = 14 + 2 * 15 + 8 + 24;
const CELL_PADDING_X = 4;
const CELL_PADDING_Y = 5;
const TABLE_FONT_SIZE = 8.5;
const HEADER_FONT_SIZE = 7.5;

type Align = 'left' | 'right';

interface Column {
  header: string;
  width: number;
  align: Align;
  value: (line: PdfDocumentLine) => string;
  bold?: boolean;
}

type Doc = PDFKit.PDFDocument;

const CURRENCY_SYMBOLS: Record<string, string> = { EUR: '€', GBP: '£', USD: '$' };

/**
 * A rounded decimal text (roundDecimal: "-1234.50", never "-0.00") in the house style: thousands
 * grouped with points, a decimal comma, trailing zeros dropped when `trimZeros` (quantities, percents).
 */
function houseStyle(text: string, trimZeros: boolean): string {
  const isNegative = text.startsWith('-');
  const [whole = '0', decimals = ''] = (isNegative ? text.slice(1) : text).split('.');
  const fraction = trimZeros ? decimals.replace(/0+$/, '') : decimals;
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${isNegative ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** 1234.5 → "1.234,50" (the portal's house style in every language), rounded half away from zero. */
export function formatAmount(value: number): string {
  return houseStyle(roundDecimal(value, 2), false);
}

export function formatMoney(value: number, currency: string): string {
  const symbol = CURRENCY_SYMBOLS[currency] ?? currency;
  return `${symbol} ${formatAmount(value)}`;
}

/** Quantities carry up to three decimals: 12.5 → "12,5", 1200 → "1.200". */
export function formatQuantity(value: number): string {
  return houseStyle(roundDecimal(value, 3), true);
}

/** 12.5 → "12,5%", 33.333 → "33,33%"; nothing for no discount. */
function formatPercent(value: number): string {
  if (!value) return '';
  return `${houseStyle(roundDecimal(value, 2), true)}%`;
}

/** "2025-03-07" → "07-03-2025". */
export function formatDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  return `${match[3]}-${match[2]}-${match[1]}`;
}

function daysBetween(fromIso: string, toIso: string): number {
  const from = Date.parse(`${fromIso.slice(0, 10)}T00:00:00Z`);
  const to = Date.parse(`${toIso.slice(0, 10)}T00:00:00Z`);
  return Math.round((to - from) / 86_400_000);
}

/** A fixed creation date so the same input renders the same bytes. */
function creationDateOf(iso: string): Date {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? new Date(0) : date;
}

const LOCALES: Record<PdfDocument['language'], string> = {
  en: 'en-GB',
  nl: 'nl-NL',
  de: 'de-DE',
  fr: 'fr-FR',
};

export function isPricedKind(kind: PdfDocument['kind']): boolean {
  return kind === 'order' || kind === 'invoice' || kind === 'creditNote';
}

export async function renderDocumentPdf(doc: PdfDocument): Promise<Uint8Array> {
  const labels = PDF_LABELS[doc.language] ?? PDF_LABELS.en;
  const title = labels.titles[doc.kind];
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: 40, bottom: 10, left: LEFT, right: PAGE_WIDTH - RIGHT },
    bufferPages: true,
    autoFirstPage: true,
    lang: LOCALES[doc.language],
    displayTitle: true,
    info: {
      Title: `${title} ${doc.number}`,
      Author: SUPPLIER.name,
      Subject: `${title} ${doc.number} – ${doc.customer.name}`,
      Creator: 'Selvedge ERP (demo)',
      CreationDate: creationDateOf(doc.date),
    },
  });

  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    pdf.on('error', reject);
  });

  const renderer = new Renderer(pdf, doc, labels, title);
  renderer.render();
  pdf.end();
  return done;
}

class Renderer {
  private y = 0;
  private readonly priced: boolean;
  private readonly columns: Column[];

  constructor(
    private readonly pdf: Doc,
    private readonly doc: PdfDocument,
    private readonly labels: PdfLabels,
    private readonly title: string,
  ) {
    this.priced = isPricedKind(doc.kind);
    this.columns = this.buildColumns();
  }

  render(): void {
    this.firstPageHeader();
    this.table();
    if (this.priced) this.totals();
    if (this.doc.kind === 'invoice') this.paymentTerms();
    if (this.doc.kind === 'delivery' && this.doc.trackAndTrace.length > 0) this.trackAndTrace();
    this.footers();
  }

  // ---------------------------------------------------------------------------------------------
  // Header

  private accentBar(): void {
    this.pdf.save().rect(0, 0, PAGE_WIDTH, 4).fill(TEAL).restore();
  }

  private firstPageHeader(): void {
    const { pdf, labels } = this;
    this.accentBar();

    // Supplier, left
    pdf.font(FONT_BOLD).fontSize(13).fillColor(INK).text(SUPPLIER.name, LEFT, 36, { lineBreak: false });
    pdf.font(FONT).fontSize(8).fillColor(MUTED);
    pdf.text(`${SUPPLIER.street}  ·  ${SUPPLIER.zipCity}  ·  ${labels.country}`, LEFT, 55, {
      lineBreak: false,
    });
    pdf.text(`${SUPPLIER.website}`, LEFT, 66, { lineBreak: false });

    // Contact details, right
    const contact = [
      `${labels.phone} ${SUPPLIER.phone}`,
      `${labels.email} ${SUPPLIER.email}`,
      `${labels.vatNumber} ${SUPPLIER.vatNumber}`,
      SUPPLIER.iban,
    ];
    contact.forEach((text, i) => {
      pdf.text(text, RIGHT - 200, 36 + i * 10.5, { width: 200, align: 'right', lineBreak: false });
    });

    this.rule(86, TEAL, 0.75);

    // Title
    pdf.font(FONT_BOLD).fontSize(20).fillColor(TEAL).text(this.title, LEFT, 104, { lineBreak: false });

    // Meta data, right
    const meta: [string, string][] = [
      [labels.number, this.doc.number],
      [labels.date, formatDate(this.doc.date)],
    ];
    if (this.doc.dueDate && (this.doc.kind === 'invoice' || this.doc.kind === 'creditNote')) {
      meta.push([labels.dueDate, formatDate(this.doc.dueDate)]);
    }
    meta.push([labels.customerNumber, this.doc.customer.code]);
    if (this.doc.customer.vatNumber) meta.push([labels.vatNumber, this.doc.customer.vatNumber]);
    if (this.doc.reference) meta.push([labels.reference, this.doc.reference]);
    if (this.doc.baseDocumentNumber) meta.push([labels.relatedDocument, this.doc.baseDocumentNumber]);

    const metaWidth = 195;
    const metaX = RIGHT - metaWidth;
    const labelWidth = 88;
    const valueWidth = metaWidth - labelWidth;
    let metaY = 140;
    for (const [label, value] of meta) {
      pdf.font(FONT).fontSize(8.5).fillColor(MUTED).text(label, metaX, metaY, { lineBreak: false });
      pdf.font(FONT_BOLD).fontSize(8.5).fillColor(INK);
      const height = pdf.heightOfString(value, { width: valueWidth });
      pdf.text(value, metaX + labelWidth, metaY, { width: valueWidth, align: 'right' });
      metaY += Math.max(height, 10) + 3.5;
    }

    // Addresses, left
    const blockWidth = 132;
    const billTo = [...this.doc.billTo];
    if (billTo[0] !== this.doc.customer.name) billTo.unshift(this.doc.customer.name);
    const billBottom = this.addressBlock(this.labels.billTo, billTo, LEFT, 140, blockWidth);
    const shipBottom = this.addressBlock(
      this.labels.shipTo,
      this.doc.shipTo.length > 0 ? this.doc.shipTo : billTo,
      LEFT + blockWidth + 14,
      140,
      blockWidth,
    );

    this.y = Math.max(billBottom, shipBottom, metaY) + 22;
  }

  private addressBlock(heading: string, lines: string[], x: number, y: number, width: number): number {
    const { pdf } = this;
    pdf.font(FONT_BOLD).fontSize(7.5).fillColor(TEAL).text(heading.toUpperCase(), x, y, {
      width,
      lineBreak: false,
      characterSpacing: 0.4,
    });
    let cursor = y + 13;
    lines.forEach((line, i) => {
      pdf
        .font(i === 0 ? FONT_BOLD : FONT)
        .fontSize(9)
        .fillColor(INK);
      const height = pdf.heightOfString(line, { width });
      pdf.text(line, x, cursor, { width });
      cursor += height + 1;
    });
    return cursor;
  }

  private continuationHeader(): void {
    const { pdf } = this;
    this.accentBar();
    pdf.font(FONT_BOLD).fontSize(10).fillColor(INK).text(SUPPLIER.name, LEFT, 30, { lineBreak: false });
    pdf.font(FONT).fontSize(9).fillColor(MUTED);
    pdf.text(`${this.title} ${this.doc.number} (${this.labels.continued})`, RIGHT - 300, 31, {
      width: 300,
      align: 'right',
      lineBreak: false,
    });
    this.rule(48, TEAL, 0.75);
    this.y = 64;
  }

  private newPage(): void {
    this.pdf.addPage();
    this.continuationHeader();
  }

  // ---------------------------------------------------------------------------------------------
  // Lines table

  private buildColumns(): Column[] {
    const { labels, doc } = this;
    const unit = (u: string) => labels.units[u] ?? u;
    const quantity = (line: PdfDocumentLine) => `${formatQuantity(line.quantity)} ${unit(line.unit)}`;
    const batch = (line: PdfDocumentLine) => line.batchNumbers.join(', ');
    if (this.priced) {
      return [
        { header: labels.item, width: 70, align: 'left', value: (l) => l.itemCode, bold: true },
        { header: labels.description, width: 142, align: 'left', value: (l) => l.description },
        { header: labels.batch, width: 62, align: 'left', value: batch },
        { header: labels.quantity, width: 54, align: 'right', value: quantity },
        {
          header: labels.unitPrice,
          width: 58,
          align: 'right',
          value: (l) => formatMoney(l.unitPrice, doc.currency),
        },
        {
          header: labels.discount,
          width: 44,
          align: 'right',
          value: (l) => formatPercent(l.discountPercent),
        },
        {
          header: labels.amount,
          width: 65,
          align: 'right',
          value: (l) => formatMoney(l.lineTotal, doc.currency),
        },
      ];
    }
    return [
      { header: '#', width: 25, align: 'right', value: (l) => String(l.lineNumber) },
      { header: labels.item, width: 80, align: 'left', value: (l) => l.itemCode, bold: true },
      { header: labels.description, width: 205, align: 'left', value: (l) => l.description },
      { header: labels.batch, width: 105, align: 'left', value: batch },
      { header: labels.quantity, width: 80, align: 'right', value: quantity },
    ];
  }

  private cellHeight(text: string, width: number): number {
    if (!text) return this.pdf.currentLineHeight(true);
    return this.pdf.heightOfString(text, { width: width - 2 * CELL_PADDING_X });
  }

  private tableHeader(): void {
    const { pdf } = this;
    pdf.font(FONT_BOLD).fontSize(HEADER_FONT_SIZE);
    const height =
      Math.max(...this.columns.map((c) => this.cellHeight(c.header.toUpperCase(), c.width))) +
      2 * CELL_PADDING_Y;
    pdf.save().rect(LEFT, this.y, CONTENT_WIDTH, height).fill(TEAL_LIGHT).restore();
    let x = LEFT;
    pdf.fillColor(TEAL);
    for (const column of this.columns) {
      pdf.text(column.header.toUpperCase(), x + CELL_PADDING_X, this.y + CELL_PADDING_Y, {
        width: column.width - 2 * CELL_PADDING_X,
        align: column.align,
      });
      x += column.width;
    }
    this.y += height;
    this.rule(this.y, TEAL, 0.75);
  }

  private table(): void {
    const { pdf } = this;
    this.tableHeader();
    for (const line of this.doc.lines) {
      const values = this.columns.map((c) => c.value(line));
      const height =
        Math.max(
          ...this.columns.map((c, i) => {
            pdf.font(c.bold ? FONT_BOLD : FONT).fontSize(TABLE_FONT_SIZE);
            return this.cellHeight(values[i] ?? '', c.width);
          }),
        ) +
        2 * CELL_PADDING_Y;
      // Keep the totals with the last line: a page with only totals on it looks lost.
      const keepWithNext = this.priced && line === this.doc.lines.at(-1) ? TOTALS_HEIGHT : 0;
      if (this.y + height + keepWithNext > BODY_BOTTOM) {
        this.newPage();
        this.tableHeader();
      }
      let x = LEFT;
      this.columns.forEach((column, i) => {
        const value = values[i] ?? '';
        if (value) {
          pdf
            .font(column.bold ? FONT_BOLD : FONT)
            .fontSize(TABLE_FONT_SIZE)
            .fillColor(INK);
          pdf.text(value, x + CELL_PADDING_X, this.y + CELL_PADDING_Y, {
            width: column.width - 2 * CELL_PADDING_X,
            align: column.align,
          });
        }
        x += column.width;
      });
      this.y += height;
      this.rule(this.y, RULE, 0.5);
    }
  }

  // ---------------------------------------------------------------------------------------------
  // After the table

  private ensureSpace(height: number): void {
    if (this.y + height > BODY_BOTTOM) this.newPage();
  }

  private totals(): void {
    const { pdf, doc, labels } = this;
    const rows: [string, number][] = [
      [labels.net, doc.totals.net],
      [labels.vat, doc.totals.vat],
    ];
    this.ensureSpace(TOTALS_HEIGHT);
    this.y += 14;
    const width = 240;
    const x = RIGHT - width;
    for (const [label, value] of rows) {
      pdf.font(FONT).fontSize(9).fillColor(MUTED).text(label, x, this.y, { lineBreak: false });
      pdf.fillColor(INK).text(formatMoney(value, doc.currency), x, this.y, {
        width: width - CELL_PADDING_X,
        align: 'right',
        lineBreak: false,
      });
      this.y += 15;
    }
    this.y += 1;
    pdf.save().moveTo(x, this.y).lineTo(RIGHT, this.y).lineWidth(1).strokeColor(TEAL).stroke().restore();
    this.y += 7;
    pdf.font(FONT_BOLD).fontSize(11).fillColor(INK).text(labels.gross, x, this.y, { lineBreak: false });
    pdf.text(formatMoney(doc.totals.gross, doc.currency), x, this.y, {
      width: width - CELL_PADDING_X,
      align: 'right',
      lineBreak: false,
    });
    this.y += 24;
  }

  private paymentTerms(): void {
    const { pdf, doc, labels } = this;
    const due = doc.dueDate ?? doc.date;
    const text = labels.paymentTerms(
      Math.max(0, daysBetween(doc.date, due)),
      formatDate(due),
      formatMoney(doc.totals.gross, doc.currency),
      doc.number,
      `${SUPPLIER.iban} (${SUPPLIER.bic})`,
    );
    pdf.font(FONT).fontSize(8.5);
    const height = pdf.heightOfString(text, { width: CONTENT_WIDTH - 12 });
    this.ensureSpace(height + 20);
    this.y += 6;
    pdf
      .save()
      .rect(LEFT, this.y, 2, height + 8)
      .fill(TEAL)
      .restore();
    pdf.fillColor(INK).text(text, LEFT + 12, this.y + 4, { width: CONTENT_WIDTH - 12 });
    this.y += height + 16;
  }

  private trackAndTrace(): void {
    const { pdf, doc, labels } = this;
    this.ensureSpace(40 + doc.trackAndTrace.length * 13);
    this.y += 16;
    pdf.font(FONT_BOLD).fontSize(7.5).fillColor(TEAL).text(labels.trackAndTrace.toUpperCase(), LEFT, this.y, {
      lineBreak: false,
      characterSpacing: 0.4,
    });
    this.y += 14;
    for (const url of doc.trackAndTrace) {
      pdf.font(FONT).fontSize(9).fillColor(TEAL);
      const text = this.fit(url, CONTENT_WIDTH);
      pdf.text(text, LEFT, this.y, { link: url, underline: true, lineBreak: false });
      this.y += 13;
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Footer on every page, once the page count is known

  private footers(): void {
    const { pdf, labels } = this;
    const range = pdf.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      pdf.switchToPage(i);
      this.rule(FOOTER_Y - 8, RULE, 0.5);
      pdf.font(FONT).fontSize(7).fillColor(MUTED);
      pdf.text(
        `${SUPPLIER.name}  ·  ${SUPPLIER.chamberOfCommerce}  ·  ${labels.vatNumber} ${SUPPLIER.vatNumber}  ·  ${SUPPLIER.iban}`,
        LEFT,
        FOOTER_Y,
        { lineBreak: false },
      );
      pdf.font(FONT_BOLD).fontSize(7.5).fillColor(INK);
      pdf.text(labels.page(i - range.start + 1, range.count), RIGHT - 120, FOOTER_Y, {
        width: 120,
        align: 'right',
        lineBreak: false,
      });
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Helpers

  private rule(y: number, color: string, width: number): void {
    this.pdf.save().moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(width).strokeColor(color).stroke().restore();
  }

  /** Shortens text with an ellipsis to fit one line of the current font. */
  private fit(text: string, width: number): string {
    if (this.pdf.widthOfString(text) <= width) return text;
    let cut = text;
    while (cut.length > 1 && this.pdf.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
    return `${cut}…`;
  }
}
