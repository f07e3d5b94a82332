import type { PdfDocumentKind, PdfLanguage } from './pdf-document.js';

export interface PdfLabels {
  titles: Record<PdfDocumentKind, string>;
  number: string;
  date: string;
  dueDate: string;
  customerNumber: string;
  vatNumber: string;
  reference: string;
  relatedDocument: string;
  billTo: string;
  shipTo: string;
  item: string;
  description: string;
  batch: string;
  quantity: string;
  unitPrice: string;
  discount: string;
  amount: string;
  net: string;
  vat: string;
  gross: string;
  trackAndTrace: string;
  continued: string;
  country: string;
  phone: string;
  email: string;
  units: Record<string, string>;
  paymentTerms: (days: number, dueDate: string, amount: string, number: string, iban: string) => string;
  page: (page: number, pages: number) => string;
}

export const PDF_LABELS: Record<PdfLanguage, PdfLabels> = {
  en: {
    titles: {
      order: 'Order confirmation',
      delivery: 'Delivery note',
      invoice: 'Invoice',
      creditNote: 'Credit note',
      return: 'Return',
      returnRequest: 'Return request',
    },
    number: 'Number',
    date: 'Date',
    dueDate: 'Due date',
    customerNumber: 'Customer number',
    vatNumber: 'VAT number',
    reference: 'Your reference',
    relatedDocument: 'Related document',
    billTo: 'Bill to',
    shipTo: 'Ship to',
    item: 'Item',
    description: 'Description',
    batch: 'Dye lot',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    discount: 'Disc.',
    amount: 'Amount',
    net: 'Total excl. VAT',
    vat: 'VAT',
    gross: 'Total incl. VAT',
    trackAndTrace: 'Track & trace',
    continued: 'continued',
    country: 'The Netherlands',
    phone: 'Tel.',
    email: 'E-mail',
    units: { roll: 'roll', m: 'm', piece: 'pc', book: 'book' },
    paymentTerms: (days, dueDate, amount, number, iban) =>
      `Payment terms: ${days} days net. Please pay ${amount} by ${dueDate} to ${iban}, quoting invoice number ${number}.`,
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
  nl: {
    titles: {
      order: 'Orderbevestiging',
      delivery: 'Pakbon',
      invoice: 'Factuur',
      creditNote: 'Creditnota',
      return: 'Retour',
      returnRequest: 'Retouraanvraag',
    },
    number: 'Nummer',
    date: 'Datum',
    dueDate: 'Vervaldatum',
    customerNumber: 'Klantnummer',
    vatNumber: 'Btw-nummer',
    reference: 'Uw referentie',
    relatedDocument: 'Gerelateerd document',
    billTo: 'Factuuradres',
    shipTo: 'Afleveradres',
    item: 'Artikel',
    description: 'Omschrijving',
    batch: 'Verfpartij',
    quantity: 'Aantal',
    unitPrice: 'Prijs',
    discount: 'Korting',
    amount: 'Bedrag',
    net: 'Totaal excl. btw',
    vat: 'Btw',
    gross: 'Totaal incl. btw',
    trackAndTrace: 'Track & trace',
    continued: 'vervolg',
    country: 'Nederland',
    phone: 'Tel.',
    email: 'E-mail',
    units: { roll: 'rol', m: 'm', piece: 'st', book: 'boek' },
    paymentTerms: (days, dueDate, amount, number, iban) =>
      `Betalingstermijn: ${days} dagen netto. Gelieve ${amount} vóór ${dueDate} over te maken op ${iban} onder vermelding van factuurnummer ${number}.`,
    page: (page, pages) => `Pagina ${page} van ${pages}`,
  },
  de: {
    titles: {
      order: 'Auftragsbestätigung',
      delivery: 'Lieferschein',
      invoice: 'Rechnung',
      creditNote: 'Gutschrift',
      return: 'Retoure',
      returnRequest: 'Rücksendeanfrage',
    },
    number: 'Nummer',
    date: 'Datum',
    dueDate: 'Fällig am',
    customerNumber: 'Kundennummer',
    vatNumber: 'USt-IdNr.',
    reference: 'Ihre Referenz',
    relatedDocument: 'Bezugsdokument',
    billTo: 'Rechnungsadresse',
    shipTo: 'Lieferadresse',
    item: 'Artikel',
    description: 'Beschreibung',
    batch: 'Farbpartie',
    quantity: 'Menge',
    unitPrice: 'Einzelpreis',
    discount: 'Rabatt',
    amount: 'Betrag',
    net: 'Nettobetrag',
    vat: 'USt.',
    gross: 'Gesamtbetrag',
    trackAndTrace: 'Sendungsverfolgung',
    continued: 'Fortsetzung',
    country: 'Niederlande',
    phone: 'Tel.',
    email: 'E-Mail',
    units: { roll: 'Rolle', m: 'm', piece: 'Stk.', book: 'Buch' },
    paymentTerms: (days, dueDate, amount, number, iban) =>
      `Zahlungsbedingungen: ${days} Tage netto. Bitte überweisen Sie ${amount} bis zum ${dueDate} auf ${iban} unter Angabe der Rechnungsnummer ${number}.`,
    page: (page, pages) => `Seite ${page} von ${pages}`,
  },
  fr: {
    titles: {
      order: 'Confirmation de commande',
      delivery: 'Bon de livraison',
      invoice: 'Facture',
      creditNote: 'Avoir',
      return: 'Retour',
      returnRequest: 'Demande de retour',
    },
    number: 'Numéro',
    date: 'Date',
    dueDate: "Date d'échéance",
    customerNumber: 'N° client',
    vatNumber: 'N° TVA',
    reference: 'Votre référence',
    relatedDocument: 'Document lié',
    billTo: 'Adresse de facturation',
    shipTo: 'Adresse de livraison',
    item: 'Article',
    description: 'Désignation',
    batch: 'Lot / bain',
    quantity: 'Quantité',
    unitPrice: 'Prix unit.',
    discount: 'Remise',
    amount: 'Montant',
    net: 'Total HT',
    vat: 'TVA',
    gross: 'Total TTC',
    trackAndTrace: 'Suivi de colis',
    continued: 'suite',
    country: 'Pays-Bas',
    phone: 'Tél.',
    email: 'E-mail',
    units: { roll: 'rouleau', m: 'm', piece: 'pce', book: 'livre' },
    paymentTerms: (days, dueDate, amount, number, iban) =>
      `Conditions de paiement : ${days} jours net. Merci de régler ${amount} avant le ${dueDate} sur ${iban} en indiquant le numéro de facture ${number}.`,
    page: (page, pages) => `Page ${page} sur ${pages}`,
  },
};
