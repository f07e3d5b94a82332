import type { Language, Letterhead, Statement, StatementCurrency } from '@selvedge/contracts';
import PDFDocument from 'pdfkit';
import { STATEMENT_LABELS, type StatementLabels } from './statement-labels.js';

/**
 * The statement of account as an A4 PDF (pdfkit, as the demo ERP's documents): the supplier's letterhead,
 * the customer, then per currency its open items, its recent payments and its balance. Dates dd-mm-yyyy,
 * amounts 1.234,56 with the currency code (D10), every word in the PDF's language.
 */

const TEAL = '#0c7c7c';
const INK = '#1f2933';
const MUTED = '#5f6b76';
const RULE = '#dde3e6';
const SHADE = '#e7f2f2';
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';

const PAGE_HEIGHT = 841.89;
const LEFT = 50;
const RIGHT = 545.28;
const WIDTH = RIGHT - LEFT;
const BODY_BOTTOM = PAGE_HEIGHT - 90;
const ROW = 16;

/** "2026-03-07" → "07-03-2026" (D10). */
export function formatStatementDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : iso;
}

// Two decimals, dot for thousands and a decimal comma in every language (D10): German's notation.
const AMOUNT = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1234.5, "EUR" → "EUR 1.234,50". */
export function formatStatementAmount(amount: number, currency: string): string {
  return `${currency} ${AMOUNT.format(amount)}`;
}

/** The download's name in the PDF's language: "Statement of account C10001 28-11-2026.pdf". */
export function statementFileName(language: Language, customerCode: string, date: string): string {
  return `${STATEMENT_LABELS[language].fileName} ${customerCode} ${formatStatementDate(date)}.pdf`;
}

interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

type Doc = PDFKit.PDFDocument;

export interface StatementPdfInput {
  statement: Statement;
  letterhead: Letterhead;
  /** The letterhead's logo, PNG or JPEG; null for none. */
  logo: Buffer | null;
  language: Language;
}

export async function renderStatementPdf(input: StatementPdfInput): Promise<Buffer> {
  const { statement, letterhead, language } = input;
  const labels = STATEMENT_LABELS[language];
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: 40, bottom: 10, left: LEFT, right: LEFT },
    bufferPages: true,
    lang: language,
    displayTitle: true,
    info: {
      Title: `${labels.title} ${statement.customer.code}`,
      Author: letterhead.companyName,
      Subject: `${labels.title} – ${statement.customer.name}`,
      // The statement's date, not the clock: the same figures give the same file.
      CreationDate: new Date(`${statement.date}T00:00:00Z`),
    },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  let y = drawLetterhead(pdf, letterhead, input.logo);
  y = drawAddressee(pdf, statement, labels, y + 20);
  for (const block of statement.currencies) y = drawCurrency(pdf, block, statement, labels, y + 18);
  if (statement.currencies.length === 0) {
    pdf
      .font(FONT)
      .fontSize(10)
      .fillColor(INK)
      .text(labels.noOpenItems, LEFT, y + 18, { width: WIDTH });
  }
  drawFooters(pdf, letterhead, labels);
  pdf.end();
  return done;
}

/** Logo on the left, the supplier's name, address and contact lines on the right; the y below them. */
function drawLetterhead(pdf: Doc, letterhead: Letterhead, logo: Buffer | null): number {
  let logoBottom = 40;
  if (logo) {
    try {
      pdf.image(logo, LEFT, 40, { fit: [170, 60] });
      logoBottom = 100;
    } catch {
      // An image pdfkit cannot read leaves the letterhead without its logo, never the statement unsent.
    }
  }
  const lines = [
    `${letterhead.street}`,
    `${letterhead.postalCode} ${letterhead.city}`.trim(),
    letterhead.country,
    letterhead.phone,
    letterhead.email,
    letterhead.website,
  ].filter((line) => line.trim() !== '');
  let y = 40;
  if (letterhead.companyName) {
    pdf
      .font(BOLD)
      .fontSize(11)
      .fillColor(INK)
      .text(letterhead.companyName, LEFT + 200, y, {
        width: WIDTH - 200,
        align: 'right',
      });
    y = pdf.y + 2;
  }
  pdf.font(FONT).fontSize(8.5).fillColor(MUTED);
  for (const line of lines) {
    pdf.text(line, LEFT + 200, y, { width: WIDTH - 200, align: 'right' });
    y = pdf.y;
  }
  return Math.max(y, logoBottom);
}

/** The title, the customer's name, number and address, and the statement's date. */
function drawAddressee(pdf: Doc, statement: Statement, labels: StatementLabels, top: number): number {
  pdf.font(BOLD).fontSize(18).fillColor(TEAL).text(labels.title, LEFT, top, { width: WIDTH });
  const y = pdf.y + 8;
  pdf
    .font(BOLD)
    .fontSize(10)
    .fillColor(INK)
    .text(statement.customer.name, LEFT, y, { width: WIDTH / 2 });
  pdf.font(FONT).fontSize(9.5);
  for (const line of statement.customer.address) pdf.text(line, { width: WIDTH / 2 });
  const leftBottom = pdf.y;
  const facts: [string, string][] = [
    [labels.customerNumber, statement.customer.code],
    [labels.statementDate, formatStatementDate(statement.date)],
  ];
  let right = y;
  for (const [label, value] of facts) {
    pdf
      .font(FONT)
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, LEFT + WIDTH / 2, right, { width: 120 });
    pdf
      .font(BOLD)
      .fillColor(INK)
      .text(value, LEFT + WIDTH / 2 + 120, right, { width: WIDTH / 2 - 120, align: 'right' });
    right += 14;
  }
  return Math.max(leftBottom, right);
}

/** Starts a new page when fewer than `needed` points are left; the y to go on from. */
function room(pdf: Doc, y: number, needed: number): number {
  if (y + needed <= BODY_BOTTOM) return y;
  pdf.addPage();
  return 50;
}

function drawRow(pdf: Doc, columns: Column[], cells: string[], y: number, bold = false): void {
  let x = LEFT;
  pdf
    .font(bold ? BOLD : FONT)
    .fontSize(8.5)
    .fillColor(INK);
  columns.forEach((column, index) => {
    // One line per cell: a long reference ends in an ellipsis rather than running into the next row.
    pdf.text(cells[index] ?? '', x + 3, y + 4, {
      width: column.width - 6,
      height: ROW - 6,
      align: column.align ?? 'left',
      ellipsis: true,
    });
    x += column.width;
  });
}

/** A header row of two lines' height: "Tage überfällig" and its like may wrap in a narrow column. */
const HEADER_ROW = 22;

function drawHeader(pdf: Doc, columns: Column[], y: number): number {
  pdf.rect(LEFT, y, WIDTH, HEADER_ROW).fill(SHADE);
  let x = LEFT;
  pdf.font(BOLD).fontSize(7.5).fillColor(TEAL);
  for (const column of columns) {
    pdf.text(column.header, x + 3, y + 3, {
      width: column.width - 6,
      height: HEADER_ROW - 4,
      align: column.align ?? 'left',
      ellipsis: true,
    });
    x += column.width;
  }
  return y + HEADER_ROW;
}

/** A table whose header repeats on every page it runs onto; the y below it. */
function drawTable(pdf: Doc, columns: Column[], rows: string[][], top: number): number {
  let y = drawHeader(pdf, columns, room(pdf, top, HEADER_ROW + ROW));
  for (const cells of rows) {
    if (y + ROW > BODY_BOTTOM) y = drawHeader(pdf, columns, room(pdf, y, HEADER_ROW + ROW));
    drawRow(pdf, columns, cells, y);
    pdf
      .moveTo(LEFT, y + ROW)
      .lineTo(RIGHT, y + ROW)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    y += ROW;
  }
  return y;
}

function drawCurrency(
  pdf: Doc,
  block: StatementCurrency,
  statement: Statement,
  labels: StatementLabels,
  top: number,
): number {
  const money = (amount: number) => formatStatementAmount(amount, block.currency);
  let y = room(pdf, top, 80);
  pdf
    .font(BOLD)
    .fontSize(12)
    .fillColor(INK)
    .text(`${labels.currency} ${block.currency}`, LEFT, y, { width: WIDTH });
  y = pdf.y + 6;
  pdf.font(BOLD).fontSize(9.5).fillColor(TEAL).text(labels.openItems, LEFT, y, { width: WIDTH });
  y = pdf.y + 4;
  if (block.openItems.length === 0) {
    pdf.font(FONT).fontSize(9).fillColor(MUTED).text(labels.noOpenItems, LEFT, y, { width: WIDTH });
    y = pdf.y;
  } else {
    const columns: Column[] = [
      { header: labels.document, width: 165 },
      { header: labels.date, width: 58 },
      { header: labels.dueDate, width: 58 },
      { header: labels.daysOverdue, width: 52, align: 'right' },
      { header: labels.amount, width: 81, align: 'right' },
      { header: labels.open, width: WIDTH - 414, align: 'right' },
    ];
    y = drawTable(
      pdf,
      columns,
      block.openItems.map((item) => [
        `${item.kind === 'creditNote' ? labels.creditNote : labels.invoice} ${item.documentNumber}${item.reference ? ` (${item.reference})` : ''}`,
        formatStatementDate(item.date),
        formatStatementDate(item.dueDate),
        item.daysLate > 0 ? String(item.daysLate) : '',
        money(item.amount),
        money(item.openAmount),
      ]),
      y,
    );
  }
  // The balance: what is open in this currency, and the part of it that is past due.
  y = room(pdf, y + 4, ROW * 2 + 4);
  const totals: Column[] = [
    { header: '', width: WIDTH - 160 },
    { header: '', width: 160, align: 'right' },
  ];
  pdf.rect(LEFT, y, WIDTH, ROW).fill(SHADE);
  drawRow(pdf, totals, [`${labels.balance} ${block.currency}`, money(block.balance)], y, true);
  y += ROW;
  if (block.overdue !== 0) {
    drawRow(pdf, totals, [labels.overdue, money(block.overdue)], y);
    y += ROW;
  }

  y = room(pdf, y + 12, 50);
  pdf
    .font(BOLD)
    .fontSize(9.5)
    .fillColor(TEAL)
    .text(labels.payments(formatStatementDate(statement.paymentsFrom)), LEFT, y, { width: WIDTH });
  y = pdf.y + 4;
  if (!statement.paymentsAvailable || block.payments.length === 0) {
    const text = statement.paymentsAvailable ? labels.noPayments : labels.paymentsUnavailable;
    pdf.font(FONT).fontSize(9).fillColor(MUTED).text(text, LEFT, y, { width: WIDTH });
    return pdf.y;
  }
  const columns: Column[] = [
    { header: labels.payment, width: 90 },
    { header: labels.date, width: 70 },
    { header: labels.settles, width: WIDTH - 270 },
    { header: labels.amount, width: 110, align: 'right' },
  ];
  return drawTable(
    pdf,
    columns,
    block.payments.map((payment) => [
      String(payment.number),
      formatStatementDate(payment.date),
      payment.documentNumbers.join(', '),
      money(payment.amount),
    ]),
    y,
  );
}

/** On every page: the supplier's registration numbers and bank account, and the page number. */
function drawFooters(pdf: Doc, letterhead: Letterhead, labels: StatementLabels): void {
  const facts = [
    letterhead.companyName,
    letterhead.vatNumber && `${labels.vatNumber} ${letterhead.vatNumber}`,
    letterhead.chamberOfCommerce && `${labels.chamberOfCommerce} ${letterhead.chamberOfCommerce}`,
    letterhead.bankAccount && `${labels.payTo} ${letterhead.bankAccount}`,
  ].filter(Boolean);
  const range = pdf.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    pdf.switchToPage(range.start + index);
    const y = PAGE_HEIGHT - 70;
    pdf.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor(RULE).stroke();
    pdf.font(FONT).fontSize(7.5).fillColor(MUTED);
    pdf.text(facts.join('  ·  '), LEFT, y + 6, { width: WIDTH - 90, lineBreak: true, height: 30 });
    pdf.text(labels.page(index + 1, range.count), RIGHT - 90, y + 6, {
      width: 90,
      align: 'right',
      lineBreak: false,
    });
  }
}
