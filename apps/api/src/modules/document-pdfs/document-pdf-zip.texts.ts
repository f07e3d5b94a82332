import type { DocumentKind, Language } from '@selvedge/contracts';

/**
 * The words of a PDF download of several documents (one zip), in the user's language: the zip's name
 * and the note that lists what could not be included. Names are plain ASCII, so that every system and
 * mail client keeps them as they are.
 */
type ZipSubject = 'orders' | 'deliveries' | 'invoices' | 'returns' | 'documents';

const SUBJECT_OF_KIND: Record<DocumentKind, ZipSubject> = {
  order: 'orders',
  delivery: 'deliveries',
  invoice: 'invoices',
  creditNote: 'invoices',
  return: 'returns',
  returnRequest: 'returns',
};

const SUBJECT_NAMES: Record<Language, Record<ZipSubject, string>> = {
  en: {
    orders: 'orders',
    deliveries: 'deliveries',
    invoices: 'invoices',
    returns: 'returns',
    documents: 'documents',
  },
  nl: {
    orders: 'orders',
    deliveries: 'leveringen',
    invoices: 'facturen',
    returns: 'retouren',
    documents: 'documenten',
  },
  de: {
    orders: 'auftraege',
    deliveries: 'lieferungen',
    invoices: 'rechnungen',
    returns: 'retouren',
    documents: 'dokumente',
  },
  fr: {
    orders: 'commandes',
    deliveries: 'livraisons',
    invoices: 'factures',
    returns: 'retours',
    documents: 'documents',
  },
};

/** `invoices-28-11-2026.zip`: what the documents are (one list's kind, else "documents") and the day. */
export function zipFileName(language: Language, kinds: readonly DocumentKind[], isoDay: string): string {
  const subjects = new Set(kinds.map((kind) => SUBJECT_OF_KIND[kind]));
  const subject = subjects.size === 1 ? ([...subjects][0] as ZipSubject) : 'documents';
  const [year, month, day] = isoDay.split('-');
  return `${SUBJECT_NAMES[language][subject]}-${day}-${month}-${year}.zip`;
}

const NOTE_NAMES: Record<Language, string> = {
  en: 'not-included.txt',
  nl: 'niet-opgenomen.txt',
  de: 'nicht-enthalten.txt',
  fr: 'non-inclus.txt',
};

const NOTE_TEXTS: Record<Language, (reference: string) => string> = {
  en: (reference) =>
    `The PDFs of these documents could not be made just now and are not in this download. Download them again later; if it keeps failing, contact us and mention reference ${reference}.`,
  nl: (reference) =>
    `De pdf's van deze documenten konden nu niet worden gemaakt en zitten niet in deze download. Download ze later opnieuw; lukt het dan nog niet, neem contact met ons op en vermeld referentie ${reference}.`,
  de: (reference) =>
    `Die PDFs dieser Dokumente konnten gerade nicht erstellt werden und sind nicht in diesem Download enthalten. Laden Sie sie später erneut herunter; klappt es dann noch nicht, kontaktieren Sie uns mit der Referenz ${reference}.`,
  fr: (reference) =>
    `Les PDF de ces documents n'ont pas pu être créés pour le moment et ne figurent pas dans ce téléchargement. Téléchargez-les à nouveau plus tard ; si le problème persiste, contactez-nous en indiquant la référence ${reference}.`,
};

/**
 * The note put last in a zip some PDFs are missing from: why, the reference of the error log's rows,
 * and the file each would have been. UTF-8 with a byte order mark and CRLF line ends, so that Windows'
 * Notepad shows its accents and lines too.
 */
export function missingNote(
  language: Language,
  reference: string,
  missingFiles: readonly string[],
): { fileName: string; bytes: Buffer } {
  const lines = [NOTE_TEXTS[language](reference), '', ...missingFiles.map((name) => `- ${name}`), ''];
  return { fileName: NOTE_NAMES[language], bytes: Buffer.from(`\uFEFF${lines.join('\r\n')}`, 'utf8') };
}
