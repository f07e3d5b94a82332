import type { Language } from '@selvedge/contracts';

/** Every word of the statement of account's PDF, in the four languages (foundations 1). */
export interface StatementLabels {
  title: string;
  /** The file name's first word(s): "Statement of account C10001 28-11-2026.pdf". */
  fileName: string;
  customerNumber: string;
  statementDate: string;
  currency: string;
  openItems: string;
  noOpenItems: string;
  document: string;
  invoice: string;
  creditNote: string;
  date: string;
  dueDate: string;
  daysOverdue: string;
  amount: string;
  open: string;
  payments: (from: string) => string;
  noPayments: string;
  paymentsUnavailable: string;
  payment: string;
  settles: string;
  balance: string;
  overdue: string;
  payTo: string;
  vatNumber: string;
  chamberOfCommerce: string;
  page: (page: number, pages: number) => string;
}

export const STATEMENT_LABELS: Record<Language, StatementLabels> = {
  en: {
    title: 'Statement of account',
    fileName: 'Statement of account',
    customerNumber: 'Customer number',
    statementDate: 'Statement date',
    currency: 'Currency',
    openItems: 'Open items',
    noOpenItems: 'No open items.',
    document: 'Document',
    invoice: 'Invoice',
    creditNote: 'Credit note',
    date: 'Date',
    dueDate: 'Due date',
    daysOverdue: 'Days overdue',
    amount: 'Amount',
    open: 'Open',
    payments: (from) => `Payments received since ${from}`,
    noPayments: 'No payments received in this period.',
    paymentsUnavailable:
      'The payments could not be retrieved at this moment; the open items and balance are complete.',
    payment: 'Payment',
    settles: 'For',
    balance: 'Balance',
    overdue: 'of which overdue',
    payTo: 'Please pay to',
    vatNumber: 'VAT',
    chamberOfCommerce: 'Chamber of Commerce',
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
  nl: {
    title: 'Rekeningoverzicht',
    fileName: 'Rekeningoverzicht',
    customerNumber: 'Klantnummer',
    statementDate: 'Datum overzicht',
    currency: 'Valuta',
    openItems: 'Openstaande posten',
    noOpenItems: 'Geen openstaande posten.',
    document: 'Document',
    invoice: 'Factuur',
    creditNote: 'Creditnota',
    date: 'Datum',
    dueDate: 'Vervaldatum',
    daysOverdue: 'Dagen te laat',
    amount: 'Bedrag',
    open: 'Open',
    payments: (from) => `Ontvangen betalingen sinds ${from}`,
    noPayments: 'Geen betalingen ontvangen in deze periode.',
    paymentsUnavailable:
      'De betalingen konden nu niet worden opgehaald; de openstaande posten en het saldo zijn volledig.',
    payment: 'Betaling',
    settles: 'Voor',
    balance: 'Saldo',
    overdue: 'waarvan vervallen',
    payTo: 'Gelieve te betalen op',
    vatNumber: 'Btw',
    chamberOfCommerce: 'KvK',
    page: (page, pages) => `Pagina ${page} van ${pages}`,
  },
  de: {
    title: 'Kontoauszug',
    fileName: 'Kontoauszug',
    customerNumber: 'Kundennummer',
    statementDate: 'Datum des Auszugs',
    currency: 'Währung',
    openItems: 'Offene Posten',
    noOpenItems: 'Keine offenen Posten.',
    document: 'Beleg',
    invoice: 'Rechnung',
    creditNote: 'Gutschrift',
    date: 'Datum',
    dueDate: 'Fällig am',
    daysOverdue: 'Tage überfällig',
    amount: 'Betrag',
    open: 'Offen',
    payments: (from) => `Zahlungseingänge seit ${from}`,
    noPayments: 'Keine Zahlungseingänge in diesem Zeitraum.',
    paymentsUnavailable:
      'Die Zahlungen konnten gerade nicht abgerufen werden; offene Posten und Saldo sind vollständig.',
    payment: 'Zahlung',
    settles: 'Für',
    balance: 'Saldo',
    overdue: 'davon überfällig',
    payTo: 'Bitte zahlen Sie auf',
    vatNumber: 'USt-IdNr.',
    chamberOfCommerce: 'Handelsregister',
    page: (page, pages) => `Seite ${page} von ${pages}`,
  },
  fr: {
    title: 'Relevé de compte',
    fileName: 'Relevé de compte',
    customerNumber: 'Numéro client',
    statementDate: 'Date du relevé',
    currency: 'Devise',
    openItems: 'Postes ouverts',
    noOpenItems: 'Aucun poste ouvert.',
    document: 'Document',
    invoice: 'Facture',
    creditNote: 'Avoir',
    date: 'Date',
    dueDate: 'Échéance',
    daysOverdue: 'Jours de retard',
    amount: 'Montant',
    open: 'Ouvert',
    payments: (from) => `Paiements reçus depuis le ${from}`,
    noPayments: 'Aucun paiement reçu sur cette période.',
    paymentsUnavailable:
      'Les paiements n’ont pas pu être récupérés pour le moment ; les postes ouverts et le solde sont complets.',
    payment: 'Paiement',
    settles: 'Pour',
    balance: 'Solde',
    overdue: 'dont échu',
    payTo: 'Merci de payer sur le compte',
    vatNumber: 'TVA',
    chamberOfCommerce: 'RCS',
    page: (page, pages) => `Page ${page} sur ${pages}`,
  },
};
