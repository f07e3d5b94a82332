import { amountFromCents, type Cents, subtractCents } from '@selvedge/contracts';
import type { DocumentRef, SalesDocumentLine, Totals } from './erp.types.js';

/*
 * Parts of a SalesDocument that both adapters derive the same way from what their ERP keeps.
 */

/** The totals from the document's gross total and VAT (ERPs keep those two); net is what lies between. */
export function totalsFromGross(gross: Cents, vat: Cents): Totals {
  return {
    net: amountFromCents(subtractCents(gross, vat)),
    vat: amountFromCents(vat),
    gross: amountFromCents(gross),
  };
}

/** The documents the lines were copied from (an invoice's deliveries, a delivery's orders), each once. */
export function baseDocumentsOf(lines: readonly SalesDocumentLine[]): DocumentRef[] {
  const bases = new Map<string, DocumentRef>();
  for (const line of lines)
    if (line.base) bases.set(`${line.base.kind}:${line.base.id}`, { kind: line.base.kind, id: line.base.id });
  return [...bases.values()];
}
