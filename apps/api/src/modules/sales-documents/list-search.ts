import type { Language } from '@selvedge/contracts';

/**
 * Quick search over the labels a list shows in the user's language (D17, ADR-022): the document type
 * ("Credit note"), the order type ("Sample") and the status ("Closed") are the portal's words, not the
 * ERP's, so the read model's search text cannot hold them. The rule: a label matches when the search
 * term is part of the label as the user sees it, in the session's language, case and accents aside
 * ("credit" finds "Credit note" in English, "creditnota" "Creditnota" in Dutch, "Gutschrift" in German,
 * "avoir" in French, "echantillon" "Échantillon"). Labels of other languages do not match: what is
 * searched is what is shown. The matching labels become conditions on the kind, order type or status,
 * besides the text match. The labels are the SPA's translations (a test holds them equal).
 */
export const LIST_LABELS = {
  documentType: {
    invoice: { en: 'Invoice', nl: 'Factuur', de: 'Rechnung', fr: 'Facture' },
    creditNote: { en: 'Credit note', nl: 'Creditnota', de: 'Gutschrift', fr: 'Avoir' },
  },
  orderType: {
    B2B: { en: 'Order', nl: 'Order', de: 'Auftrag', fr: 'Commande' },
    SAMPLE: { en: 'Sample', nl: 'Staal', de: 'Muster', fr: 'Échantillon' },
  },
  status: {
    open: { en: 'Open', nl: 'Open', de: 'Offen', fr: 'Ouvert' },
    closed: { en: 'Closed', nl: 'Gesloten', de: 'Geschlossen', fr: 'Clôturé' },
  },
} as const satisfies Record<string, Record<string, Record<Language, string>>>;

export type LabelColumn = keyof typeof LIST_LABELS;
export type LabelValue<Column extends LabelColumn> = keyof (typeof LIST_LABELS)[Column] & string;

/** Lower case without accents, as the user would type it on any keyboard. */
export const foldForSearch = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('en');

/** The values of a label column whose label, in this language, contains the term; empty for none. */
export function valuesLabelled<Column extends LabelColumn>(
  column: Column,
  term: string | undefined,
  language: Language,
): LabelValue<Column>[] {
  const folded = term ? foldForSearch(term.trim()) : '';
  if (!folded) return [];
  const labels = LIST_LABELS[column] as Record<string, Record<Language, string>>;
  return Object.entries(labels)
    .filter(([, byLanguage]) => foldForSearch(byLanguage[language]).includes(folded))
    .map(([value]) => value as LabelValue<Column>);
}

/** The label columns a list shows and what the term finds among them, as the repository takes them. */
export function labelMatches(
  term: string | undefined,
  language: Language,
  columns: readonly LabelColumn[],
): {
  kinds: LabelValue<'documentType'>[];
  orderTypes: LabelValue<'orderType'>[];
  statuses: LabelValue<'status'>[];
} {
  return {
    kinds: columns.includes('documentType') ? valuesLabelled('documentType', term, language) : [],
    orderTypes: columns.includes('orderType') ? valuesLabelled('orderType', term, language) : [],
    statuses: columns.includes('status') ? valuesLabelled('status', term, language) : [],
  };
}
