import type { SalesDocumentKind } from './erp.types.js';

const FILE_PREFIX: Record<SalesDocumentKind, string> = {
  order: 'order',
  delivery: 'delivery',
  invoice: 'invoice',
  creditNote: 'credit-note',
  return: 'return',
  returnRequest: 'return',
};

/** D18: after the document number and the item code of the line it was asked from (returns: the number). */
export function pdfFileName(kind: SalesDocumentKind, number: number, itemCode?: string): string {
  const withItem = itemCode && kind !== 'return' && kind !== 'returnRequest';
  const safeItem = withItem ? `-${itemCode.replace(/[^A-Za-z0-9._-]/g, '_')}` : '';
  return `${FILE_PREFIX[kind]}-${number}${safeItem}.pdf`;
}
