export type PdfDocumentKind = 'order' | 'delivery' | 'invoice' | 'creditNote' | 'return' | 'returnRequest';

export type PdfLanguage = 'en' | 'nl' | 'de' | 'fr';

export interface PdfDocumentLine {
  lineNumber: number;
  itemCode: string;
  description: string;
  quantity: number;
  unit: string;
  unitPrice: number;
  discountPercent: number;
  lineTotal: number;
  batchNumbers: string[];
}

export interface PdfDocument {
  kind: PdfDocumentKind;
  language: PdfLanguage;
  number: string;
  /** ISO yyyy-mm-dd */
  date: string;
  /** ISO yyyy-mm-dd */
  dueDate?: string;
  customer: { code: string; name: string; vatNumber?: string };
  billTo: string[];
  shipTo: string[];
  reference: string | null;
  currency: 'EUR' | 'GBP' | string;
  lines: PdfDocumentLine[];
  totals: { net: number; vat: number; gross: number };
  trackAndTrace: string[];
  baseDocumentNumber?: string;
}
