import type { AuthenticatedContext } from '../../shared/context.js';
import type { AppDeps } from '../../shared/deps.js';
import { notFound } from '../../shared/errors.js';
import { findLineItemsOf, findScopedDocuments } from './document-selection.repository.js';
import type { SalesDocumentRow } from './sales-documents.tables.js';

export interface SelectedDocument {
  kind: SalesDocumentRow['kind'];
  id: number;
  /** '' when the document is not named after a line. */
  itemCode: string;
}

/**
 * The documents of a selection made in a list (a PDF download of several), each checked as
 * requireScopedDocument checks one, in two statements whatever their number: every one must be the
 * session's customer's (and ship-to's), and an item code must be of one of its lines (D18), else the
 * whole selection is 404 NOT_FOUND, naming none (D2). Answers the rows in the selection's order.
 */
export async function requireScopedDocuments(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  selection: readonly SelectedDocument[],
): Promise<SalesDocumentRow[]> {
  const scope = ctx.scope;
  if (!scope) throw notFound();
  const { db } = deps.database;
  const found = new Map(
    (await findScopedDocuments(db, scope, selection)).map((row) => [`${row.kind}:${row.id}`, row]),
  );
  const named = selection.filter((document) => document.itemCode !== '');
  const items = named.length > 0 ? await findLineItemsOf(db, named) : new Set<string>();
  return selection.map((document) => {
    const row = found.get(`${document.kind}:${document.id}`);
    if (!row) throw notFound();
    if (document.itemCode && !items.has(`${document.kind}:${document.id}:${document.itemCode}`)) {
      throw notFound();
    }
    return row;
  });
}
