import type { Language } from '@selvedge/contracts';
import {
  greeting,
  inEveryLanguage,
  type MailBlock,
  type MailContent,
  paragraph,
  type Template,
} from './mail-content.js';

/** The shipping mail (its rules: docs/decisions-made-by-the-team.md, "The shipping mail"). */
export interface DeliveryShippedParams {
  name: string;
  deliveryNumber: number;
  /** dd-mm-yyyy (foundations 1). */
  date: string;
  reference: string | null;
  packages: number | null;
  /** The ship-to address on one line, its country in the reader's language. */
  shipTo: string;
  /** The delivered lines, their quantity already written as the reader reads numbers. */
  lines: DeliveryMailLine[];
  /** The carrier's web links, one per package, as the delivery detail shows them (none: not known yet). */
  trackAndTrace: string[];
  detailUrl: string;
  pdfUrl: string;
}

export interface DeliveryMailLine {
  itemCode: string;
  description: string;
  quantity: string;
  unit: string;
  /** The dye lots delivered (comma separated), when the line has any. */
  batch: string | null;
  /** The customer's line reference (commission). */
  reference: string | null;
}

interface DeliveryTexts {
  subject: (n: number) => string;
  shipped: (n: number, date: string) => string;
  delivery: string;
  date: string;
  reference: string;
  packages: string;
  shipTo: string;
  lines: string;
  batch: string;
  trackOne: string;
  trackSeveral: string;
  trackPackage: (n: number) => string;
  trackNone: string;
  view: string;
  pdf: string;
}

const texts: Record<Language, DeliveryTexts> = {
  en: {
    subject: (n) => `Your delivery ${n} has been shipped`,
    shipped: (n, date) => `Delivery ${n} of ${date} has left our warehouse.`,
    delivery: 'Delivery number',
    date: 'Date',
    reference: 'Your reference',
    packages: 'Packages',
    shipTo: 'Shipping address',
    lines: 'Lines',
    batch: 'batch',
    trackOne: 'Track your shipment',
    trackSeveral: 'The delivery was sent in several packages, each with its own track-and-trace link:',
    trackPackage: (n) => `Package ${n}`,
    trackNone:
      'The carrier has not given a track-and-trace link yet; you will find it with the delivery in the portal as soon as it has.',
    view: 'View the delivery',
    pdf: 'The delivery note as PDF (after signing in)',
  },
  nl: {
    subject: (n) => `Uw levering ${n} is verzonden`,
    shipped: (n, date) => `Levering ${n} van ${date} heeft ons magazijn verlaten.`,
    delivery: 'Leveringsnummer',
    date: 'Datum',
    reference: 'Uw referentie',
    packages: 'Pakketten',
    shipTo: 'Afleveradres',
    lines: 'Regels',
    batch: 'partij',
    trackOne: 'Volg uw zending',
    trackSeveral: 'De levering is in meerdere pakketten verzonden, elk met een eigen track & trace-link:',
    trackPackage: (n) => `Pakket ${n}`,
    trackNone:
      'De vervoerder heeft nog geen track & trace-link gegeven; u vindt hem bij de levering in het portaal zodra die er is.',
    view: 'Bekijk de levering',
    pdf: 'De pakbon als pdf (na inloggen)',
  },
  de: {
    subject: (n) => `Ihre Lieferung ${n} wurde versandt`,
    shipped: (n, date) => `Die Lieferung ${n} vom ${date} hat unser Lager verlassen.`,
    delivery: 'Lieferscheinnummer',
    date: 'Datum',
    reference: 'Ihre Referenz',
    packages: 'Pakete',
    shipTo: 'Lieferadresse',
    lines: 'Positionen',
    batch: 'Charge',
    trackOne: 'Sendung verfolgen',
    trackSeveral:
      'Die Lieferung wurde in mehreren Paketen versandt, jedes mit eigenem Link zur Sendungsverfolgung:',
    trackPackage: (n) => `Paket ${n}`,
    trackNone:
      'Der Spediteur hat noch keinen Link zur Sendungsverfolgung angegeben; Sie finden ihn bei der Lieferung im Portal, sobald er vorliegt.',
    view: 'Lieferung ansehen',
    pdf: 'Der Lieferschein als PDF (nach der Anmeldung)',
  },
  fr: {
    subject: (n) => `Votre livraison ${n} a été expédiée`,
    shipped: (n, date) => `La livraison ${n} du ${date} a quitté notre entrepôt.`,
    delivery: 'N° de livraison',
    date: 'Date',
    reference: 'Votre référence',
    packages: 'Colis',
    shipTo: 'Adresse de livraison',
    lines: 'Lignes',
    batch: 'lot',
    trackOne: 'Suivre votre envoi',
    trackSeveral: 'La livraison a été expédiée en plusieurs colis, chacun avec son propre lien de suivi :',
    trackPackage: (n) => `Colis ${n}`,
    trackNone:
      "Le transporteur n'a pas encore fourni de lien de suivi ; vous le trouverez avec la livraison dans le portail dès qu'il sera connu.",
    view: 'Voir la livraison',
    pdf: 'Le bon de livraison en PDF (après connexion)',
  },
};

function trackingBlocks(t: DeliveryTexts, links: string[]): MailBlock[] {
  const [first] = links;
  if (first === undefined) return [paragraph(t.trackNone)];
  if (links.length === 1)
    return [{ kind: 'action', href: first, label: t.trackOne, text: `${t.trackOne}: ${first}` }];
  return [
    paragraph(t.trackSeveral),
    { kind: 'links', links: links.map((url, index) => [t.trackPackage(index + 1), url]) },
  ];
}

/** `CODE Description (reference): 12 ROL, batch B-123`, one line of text and one row of the HTML table. */
const lineText = (t: DeliveryTexts, line: DeliveryMailLine): string => {
  // Two spaces in a row would split the row into an amount column (mail-html.tsx): the mail has none.
  const description = line.description.replace(/\s+/g, ' ').trim();
  const reference = line.reference ? ` (${line.reference})` : '';
  const batch = line.batch ? `, ${t.batch} ${line.batch}` : '';
  return `${line.itemCode} ${description}${reference}: ${line.quantity} ${line.unit}${batch}`;
};

const deliveryTemplate =
  (language: Language) =>
  (p: DeliveryShippedParams): MailContent => {
    const t = texts[language];
    const facts: Array<[string, string]> = [
      [t.delivery, String(p.deliveryNumber)],
      [t.date, p.date],
      ...(p.reference ? [[t.reference, p.reference] as [string, string]] : []),
      ...(p.packages ? [[t.packages, String(p.packages)] as [string, string]] : []),
    ];
    return {
      subject: t.subject(p.deliveryNumber),
      reason: 'deliveryMails',
      blocks: [
        paragraph(greeting[language](p.name)),
        paragraph(t.shipped(p.deliveryNumber, p.date)),
        { kind: 'facts', rows: facts },
        ...trackingBlocks(t, p.trackAndTrace),
        paragraph(`${t.shipTo}: ${p.shipTo}`),
        { kind: 'orderLines', title: t.lines, lines: p.lines.map((line) => lineText(t, line)) },
        { kind: 'action', href: p.detailUrl, label: t.view, text: `${t.view}: ${p.detailUrl}` },
        { kind: 'links', links: [[t.pdf, p.pdfUrl]] },
      ],
    };
  };

/** To a customer's user who asked for it in the profile: a new delivery of their customer. */
export const deliveryShipped: Template<DeliveryShippedParams> = inEveryLanguage(deliveryTemplate);
