import type { Db } from '../../db/client.js';
import { insertNews, insertNewsImages } from './news.repository.js';

const IMAGE_PATH = '/api/news/images';

function shiftDays(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

type Localized = { en: string; nl: string; de: string; fr: string };
const columns = (prefix: 'subject' | 'subtitle' | 'text', value: Partial<Localized>) => ({
  [`${prefix}En`]: value.en ?? '',
  [`${prefix}Nl`]: value.nl ?? '',
  [`${prefix}De`]: value.de ?? '',
  [`${prefix}Fr`]: value.fr ?? '',
});

interface DemoNews {
  startInDays: number;
  endInDays?: number;
  groups?: string[];
  subject: Partial<Localized>;
  subtitle: Partial<Localized>;
  text: Partial<Localized>;
  images?: { file: string; isPrimary: boolean }[];
}

/**
 * The demo's news, dated from the day of seeding: a collection launch with two images for everyone,
 * holiday opening hours with an end date, an export-only notice (group 400), a showroom event for
 * Dutch retail (group 100, Dutch and English only) and one that has ended (only in the history).
 */
const demoNews: DemoNews[] = [
  {
    startInDays: -6,
    subject: {
      en: 'Botanica: our spring collection has arrived',
      nl: 'Botanica: onze voorjaarscollectie is binnen',
      de: 'Botanica: unsere Frühjahrskollektion ist da',
      fr: 'Botanica : notre collection de printemps est arrivée',
    },
    subtitle: {
      en: 'Wallpaper and matching fabrics',
      nl: 'Behang en bijpassende stoffen',
      de: 'Tapeten und passende Stoffe',
      fr: 'Papiers peints et tissus assortis',
    },
    text: {
      en: 'Eighteen leaf and flower designs on non-woven wallpaper, with linen fabrics in the same colours. Sample books can be ordered today.',
      nl: 'Achttien blad- en bloemdessins op vliesbehang, met linnen stoffen in dezelfde kleuren. Stalenboeken zijn vanaf vandaag te bestellen.',
      de: 'Achtzehn Blatt- und Blumendessins auf Vliestapete, dazu Leinenstoffe in denselben Farben. Musterbücher sind ab heute bestellbar.',
      fr: 'Dix-huit motifs de feuilles et de fleurs sur papier intissé, avec des tissus en lin dans les mêmes coloris. Les livres d’échantillons sont disponibles dès aujourd’hui.',
    },
    images: [
      { file: 'botanica-wallpaper.png', isPrimary: true },
      { file: 'botanica-fabric.png', isPrimary: false },
    ],
  },
  {
    startInDays: -2,
    endInDays: 40,
    subject: {
      en: 'Opening hours during the holidays',
      nl: 'Openingstijden tijdens de feestdagen',
      de: 'Öffnungszeiten an den Feiertagen',
      fr: 'Horaires pendant les fêtes',
    },
    subtitle: {
      en: 'Orders keep coming in through the portal',
      nl: 'Bestellen via het portaal blijft mogelijk',
      de: 'Bestellungen über das Portal sind weiter möglich',
      fr: 'Les commandes restent possibles via le portail',
    },
    text: {
      en: 'Our warehouse is closed on 25 and 26 December and on 1 January. Orders placed on those days are shipped on the next working day.',
      nl: 'Ons magazijn is gesloten op 25 en 26 december en op 1 januari. Bestellingen van die dagen worden de eerstvolgende werkdag verzonden.',
      de: 'Unser Lager ist am 25. und 26. Dezember und am 1. Januar geschlossen. Bestellungen dieser Tage werden am nächsten Werktag versandt.',
      fr: 'Notre entrepôt est fermé les 25 et 26 décembre et le 1er janvier. Les commandes passées ces jours-là partent le jour ouvré suivant.',
    },
  },
  {
    startInDays: -15,
    groups: ['400'],
    subject: {
      en: 'New freight rates for export deliveries',
      nl: 'Nieuwe vrachttarieven voor exportleveringen',
      de: 'Neue Frachttarife für Exportlieferungen',
      fr: 'Nouveaux tarifs de transport à l’export',
    },
    subtitle: {
      en: 'Valid for orders to the United Kingdom and Ireland',
      nl: 'Geldig voor bestellingen naar het Verenigd Koninkrijk en Ierland',
      de: 'Gültig für Bestellungen nach Großbritannien und Irland',
      fr: 'Valables pour les commandes vers le Royaume-Uni et l’Irlande',
    },
    text: {
      en: 'From next month the freight charge applies below a net order value of 450 GBP. The price list for export customers is in Current information.',
      nl: 'Vanaf volgende maand geldt de vrachtprijs onder een netto orderwaarde van 450 GBP. De prijslijst voor exportklanten staat bij Actuele informatie.',
      de: 'Ab nächstem Monat gilt die Frachtpauschale unter einem Nettobestellwert von 450 GBP. Die Preisliste für Exportkunden finden Sie unter Aktuelle Informationen.',
      fr: 'Dès le mois prochain, les frais de port s’appliquent en dessous d’une commande nette de 450 GBP. La liste de prix export se trouve dans Informations actuelles.',
    },
  },
  {
    startInDays: -10,
    groups: ['100'],
    subject: {
      en: 'Trade evening in our Utrecht showroom',
      nl: 'Vakavond in onze showroom in Utrecht',
    },
    subtitle: {
      en: 'Thursday from 18:00, registration required',
      nl: 'Donderdag vanaf 18:00 uur, aanmelden verplicht',
    },
    text: {
      en: 'Meet the designers of Botanica and Heritage Florals and see the new hanging techniques for textile walls. Register with your sales representative.',
      nl: 'Ontmoet de ontwerpers van Botanica en Heritage Florals en zie de nieuwe verwerkingstechnieken voor textielwanden. Meld u aan bij uw vertegenwoordiger.',
    },
  },
  {
    startInDays: -90,
    endInDays: -30,
    subject: {
      en: 'Autumn sale on discontinued designs',
      nl: 'Najaarsopruiming van uitlopende dessins',
      de: 'Herbstverkauf auslaufender Dessins',
      fr: 'Soldes d’automne sur les motifs en fin de série',
    },
    subtitle: {
      en: 'While stocks last',
      nl: 'Zolang de voorraad strekt',
      de: 'Solange der Vorrat reicht',
      fr: 'Dans la limite des stocks',
    },
    text: {
      en: 'Discontinued designs with stock are 30 % off until the end of October.',
      nl: 'Uitlopende dessins op voorraad met 30 % korting tot eind oktober.',
      de: 'Auslaufende Dessins mit Lagerbestand bis Ende Oktober 30 % günstiger.',
      fr: 'Les motifs en fin de série disponibles en stock sont à -30 % jusqu’à fin octobre.',
    },
  },
];

/** Writes the demo news, dated from `today` (YYYY-MM-DD). */
export async function seedDemoNews(db: Db, today: string): Promise<void> {
  for (const item of demoNews) {
    const row = await insertNews(db, {
      startDate: shiftDays(today, item.startInDays),
      endDate: item.endInDays === undefined ? null : shiftDays(today, item.endInDays),
      customerGroupCodes: item.groups ?? [],
      ...columns('subject', item.subject),
      ...columns('subtitle', item.subtitle),
      ...columns('text', item.text),
    });
    if (!item.images) continue;
    await insertNewsImages(
      db,
      row.id,
      item.images.map((image) => ({ url: `${IMAGE_PATH}/${image.file}`, isPrimary: image.isPrimary })),
    );
  }
}
