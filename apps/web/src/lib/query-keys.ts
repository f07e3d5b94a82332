/**
 * The roots of the query keys one part of the app reads and another refreshes. Features never
 * import each other, so neither spells the other's key: the owner builds its keys below the root
 * and the other invalidates the root. A feature's own keys live in its `api/query-keys.ts`; the
 * session's in `session.ts`.
 */
export const sharedQueryKeys = {
  /** The dashboard's cards: approving a registration and the maintenance switch change the work queue. */
  dashboard: ['dashboard'],
  /** The dashboard's news, changed by the news administration. */
  news: ['news'],
  /** The info buttons' links (`components/info-button.tsx`), changed by the help-texts administration. */
  helpTexts: ['help-texts'],
  /** The documents a customer sees, changed by the documents administration. */
  customerDocuments: ['customer-documents'],
  /** The documents administration's list, which shows type names: saving a type changes it. */
  adminDocuments: ['admin', 'documents'],
  /** The maintenance switch and texts (`maintenance.ts`). */
  maintenance: ['maintenance'],
  /** The document types (`lookups.ts`): their administration lists them, the documents administration offers them. */
  documentTypes: ['admin', 'document-types'],
  /** The ERP's customer groups (`lookups.ts`), offered by the news, document and document-type forms. */
  customerGroups: ['admin', 'customer-groups'],
  /** Item lookups and search (`items.ts`): the order screens and the stock check. */
  items: ['items'],
  /** The order screens' drafts: withdrawing a queued order on /orders makes it the open draft again. */
  orderDrafts: ['place-order'],
  /** The items the user starred (`favourites.ts`): every star on every screen, and the Lists screen. */
  favourites: ['favourites'],
  /** The Lists screen's lists: a star changes the favourites list's lines. */
  savedLists: ['saved-lists'],
} as const;
