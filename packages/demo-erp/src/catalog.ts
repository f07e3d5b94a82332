/**
 * Fixed content of the demo ERP: reference data, collections and the names the generator draws from.
 * Codes are chosen by position, not at random, so docs/erp-demo.md can name them for every seed.
 */

export const ITEM_GROUPS = [
  { code: 101, name: 'Wallpaper' },
  { code: 102, name: 'Upholstery and curtain fabrics' },
  { code: 104, name: 'Wall textiles (roll goods)' },
  { code: 105, name: 'Accessories' },
  { code: 106, name: 'Sample cuts' },
  { code: 107, name: 'Sample books' },
  { code: 108, name: 'Packages (sales BOM)' },
] as const;

export const CUSTOMER_GROUPS = [
  { code: 100, name: 'Retail Netherlands' },
  { code: 200, name: 'Retail Belgium' },
  { code: 300, name: 'Retail Germany' },
  { code: 350, name: 'Retail France' },
  { code: 400, name: 'Export' },
  { code: 500, name: 'Contract and projects' },
] as const;

export const SHIPPING_TYPES = [
  { code: 1, name: 'Transport', website: 'Standard forwarder' },
  { code: 2, name: 'Export', website: 'Export forwarder' },
  { code: 3, name: 'Pick-up', website: 'Collect at our warehouse in Tilburg' },
  { code: 4, name: 'Express', website: 'Express courier (next working day)' },
] as const;

export const VAT_GROUPS = [
  { code: 'V21', name: 'Sales 21% (NL high rate)', rate: 21 },
  { code: 'V9', name: 'Sales 9% (NL low rate)', rate: 9 },
  { code: 'EU0', name: 'Intra-EU supply 0% (reverse charge)', rate: 0 },
  { code: 'EX0', name: 'Export outside the EU 0%', rate: 0 },
] as const;

export const COUNTRIES = [
  { code: 'NL', name: 'Netherlands' },
  { code: 'BE', name: 'Belgium' },
  { code: 'LU', name: 'Luxembourg' },
  { code: 'DE', name: 'Germany' },
  { code: 'FR', name: 'France' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'IE', name: 'Ireland' },
  { code: 'AT', name: 'Austria' },
  { code: 'CH', name: 'Switzerland' },
  { code: 'DK', name: 'Denmark' },
  { code: 'SE', name: 'Sweden' },
  { code: 'ES', name: 'Spain' },
  { code: 'IT', name: 'Italy' },
  { code: 'US', name: 'United States' },
] as const;

export const WAREHOUSES = [
  { code: '01', name: 'Main warehouse Tilburg' },
  { code: '02', name: 'Fabric store Tilburg' },
] as const;

export const PRICE_LISTS = [
  { number: 1, name: 'Sales prices EUR', currency: 'EUR' },
  { number: 2, name: 'Sales prices GBP', currency: 'GBP' },
] as const;

/** GBP list prices are the EUR prices at this rate. */
export const GBP_PER_EUR = 0.86;

export type CollectionKind = 'wallpaper' | 'fabric' | 'rollGoods';

export interface Collection {
  prefix: string;
  name: string;
  kind: CollectionKind;
  /** EUR list price range per roll or metre. */
  priceFrom: number;
  priceTo: number;
}

export const COLLECTIONS: readonly Collection[] = [
  { prefix: 'HF', name: 'Heritage Florals', kind: 'wallpaper', priceFrom: 39.95, priceTo: 79.95 },
  { prefix: 'BO', name: 'Botanica', kind: 'wallpaper', priceFrom: 44.5, priceTo: 89.0 },
  { prefix: 'UC', name: 'Urban Concrete', kind: 'wallpaper', priceFrom: 29.95, priceTo: 54.95 },
  { prefix: 'AD', name: 'Art Deco Revival', kind: 'wallpaper', priceFrom: 69.0, priceTo: 149.0 },
  { prefix: 'GN', name: 'Grasscloth Naturals', kind: 'wallpaper', priceFrom: 89.0, priceTo: 189.0 },
  { prefix: 'KG', name: 'Kyoto Garden', kind: 'wallpaper', priceFrom: 54.95, priceTo: 99.0 },
  { prefix: 'SC', name: 'Stripes & Co', kind: 'wallpaper', priceFrom: 24.95, priceTo: 44.95 },
  { prefix: 'ML', name: 'Metallic Luxe', kind: 'wallpaper', priceFrom: 79.0, priceTo: 129.0 },
  { prefix: 'NL', name: 'Nordic Linen', kind: 'fabric', priceFrom: 32.5, priceTo: 59.95 },
  { prefix: 'VA', name: 'Velvet Atelier', kind: 'fabric', priceFrom: 59.0, priceTo: 119.0 },
  { prefix: 'CC', name: 'Chenille Classics', kind: 'fabric', priceFrom: 44.95, priceTo: 84.95 },
  { prefix: 'OL', name: 'Outdoor Living', kind: 'fabric', priceFrom: 27.5, priceTo: 49.95 },
  { prefix: 'JR', name: 'Jacquard Royale', kind: 'fabric', priceFrom: 74.0, priceTo: 159.0 },
  { prefix: 'SE', name: 'Sheer Elegance', kind: 'fabric', priceFrom: 19.95, priceTo: 39.95 },
  { prefix: 'TW', name: 'Textile Walls', kind: 'rollGoods', priceFrom: 39.0, priceTo: 79.0 },
  { prefix: 'AF', name: 'Acoustic Felt', kind: 'rollGoods', priceFrom: 49.0, priceTo: 95.0 },
];

export const DESIGNS = [
  'Ivy',
  'Peony',
  'Willow',
  'Fern',
  'Meadow',
  'Lattice',
  'Damask',
  'Trellis',
  'Heron',
  'Orchard',
  'Lotus',
  'Palm',
  'Chevron',
  'Herringbone',
  'Pinstripe',
  'Ikat',
  'Paisley',
  'Toile',
  'Medallion',
  'Wave',
  'Magnolia',
  'Bamboo',
  'Cypress',
  'Juniper',
  'Aster',
  'Quill',
  'Mosaic',
  'Terrazzo',
  'Sable',
  'Marlow',
] as const;

export const COLOURS = [
  { name: 'Ivory', hex: '#f4efe1' },
  { name: 'Sage', hex: '#a3b18a' },
  { name: 'Ochre', hex: '#cc8e35' },
  { name: 'Indigo', hex: '#34487a' },
  { name: 'Terracotta', hex: '#c0603f' },
  { name: 'Charcoal', hex: '#3c3f44' },
  { name: 'Blush', hex: '#e8b4b8' },
  { name: 'Teal', hex: '#2e7d7a' },
] as const;

/** Accessories, also the components of the sales BOM packages. */
export const ACCESSORIES = [
  { code: 'ACC-LIN-150', name: 'Curtain lining 150 cm', unit: 'm', price: 8.95 },
  { code: 'ACC-TAPE-PL', name: 'Pleating tape 7.5 cm', unit: 'm', price: 3.25 },
  { code: 'ACC-HOOK-20', name: 'Curtain hooks (bag of 20)', unit: 'piece', price: 2.5 },
  { code: 'ACC-PASTE-1', name: 'Wallpaper paste 1 kg', unit: 'piece', price: 11.5 },
  { code: 'ACC-PRIM-5', name: 'Wall primer 5 l', unit: 'piece', price: 39.0 },
  { code: 'ACC-FELT-AD', name: 'Felt adhesive 4 kg', unit: 'piece', price: 24.95 },
] as const;

export const CUSTOMER_COUNTRIES = [
  { code: 'NL', digit: '1', share: 0.4, group: 100, vat: 'V21', currency: 'EUR', language: 'nl' },
  { code: 'BE', digit: '2', share: 0.2, group: 200, vat: 'EU0', currency: 'EUR', language: 'nl' },
  { code: 'DE', digit: '3', share: 0.2, group: 300, vat: 'EU0', currency: 'EUR', language: 'de' },
  { code: 'GB', digit: '4', share: 0.1, group: 400, vat: 'EX0', currency: 'GBP', language: 'en' },
  { code: 'FR', digit: '5', share: 0.1, group: 350, vat: 'EU0', currency: 'EUR', language: 'fr' },
] as const;

export type CustomerCountry = (typeof CUSTOMER_COUNTRIES)[number];

export const CITIES: Record<string, readonly { city: string; zip: () => string }[]> = {
  NL: [
    { city: 'Amsterdam', zip: () => '1017 AB' },
    { city: 'Utrecht', zip: () => '3511 LK' },
    { city: 'Rotterdam', zip: () => '3011 BN' },
    { city: 'Haarlem', zip: () => '2011 RM' },
    { city: 'Groningen', zip: () => '9711 HV' },
    { city: 'Eindhoven', zip: () => '5611 EM' },
    { city: 'Zwolle', zip: () => '8011 CW' },
    { city: 'Maastricht', zip: () => '6211 CL' },
  ],
  BE: [
    { city: 'Antwerpen', zip: () => '2000' },
    { city: 'Gent', zip: () => '9000' },
    { city: 'Brugge', zip: () => '8000' },
    { city: 'Leuven', zip: () => '3000' },
    { city: 'Hasselt', zip: () => '3500' },
  ],
  DE: [
    { city: 'Düsseldorf', zip: () => '40213' },
    { city: 'Köln', zip: () => '50667' },
    { city: 'Hamburg', zip: () => '20095' },
    { city: 'München', zip: () => '80331' },
    { city: 'Münster', zip: () => '48143' },
  ],
  GB: [
    { city: 'London', zip: () => 'SW3 4LY' },
    { city: 'Manchester', zip: () => 'M2 3WQ' },
    { city: 'Edinburgh', zip: () => 'EH2 2ER' },
    { city: 'Bristol', zip: () => 'BS1 4DJ' },
    { city: 'Leeds', zip: () => 'LS1 6HQ' },
  ],
  FR: [
    { city: 'Paris', zip: () => '75006' },
    { city: 'Lyon', zip: () => '69002' },
    { city: 'Lille', zip: () => '59000' },
    { city: 'Bordeaux', zip: () => '33000' },
  ],
};

export const STREETS: Record<string, readonly string[]> = {
  NL: ['Hoofdstraat', 'Kerkstraat', 'Marktplein', 'Stationsweg', 'Molenweg', 'Industrieweg', 'Havenkade'],
  BE: ['Meir', 'Veldstraat', 'Steenstraat', 'Bondgenotenlaan', 'Grote Markt'],
  DE: ['Königsallee', 'Hohe Straße', 'Mönckebergstraße', 'Marienplatz', 'Prinzipalmarkt'],
  GB: ['King’s Road', 'Deansgate', 'George Street', 'Park Street', 'Briggate', 'Fulham Road'],
  FR: ['Rue du Bac', 'Rue de la République', 'Rue Esquermoise', 'Cours de l’Intendance'],
};

export const SURNAMES: Record<string, readonly string[]> = {
  NL: [
    'Jansen',
    'Bakker',
    'Visser',
    'Smit',
    'Meijer',
    'Mulder',
    'Bos',
    'Vos',
    'Dekker',
    'Peters',
    'Hendriks',
  ],
  BE: ['Peeters', 'Maes', 'Claes', 'Goossens', 'Wouters', 'Mertens', 'Willems'],
  DE: ['Müller', 'Schmidt', 'Fischer', 'Weber', 'Wagner', 'Hoffmann', 'Schulz', 'Koch'],
  GB: ['Ashford', 'Bennett', 'Carlisle', 'Davenport', 'Fairfax', 'Holloway', 'Pemberton', 'Whitmore'],
  FR: ['Martin', 'Bernard', 'Dubois', 'Laurent', 'Lefèvre', 'Moreau', 'Girard'],
};

/** First names of the customers' contact persons, per country. */
export const FIRST_NAMES: Record<string, readonly string[]> = {
  NL: ['Anna', 'Sanne', 'Lotte', 'Maarten', 'Joost', 'Femke', 'Ruben', 'Eline'],
  BE: ['Lieve', 'Pieter', 'Sofie', 'Wim', 'An', 'Koen'],
  DE: ['Katrin', 'Jens', 'Sabine', 'Matthias', 'Anja', 'Stefan'],
  GB: ['Emma', 'Oliver', 'Charlotte', 'James', 'Harriet', 'Thomas'],
  FR: ['Camille', 'Julien', 'Claire', 'Nicolas', 'Élodie', 'Antoine'],
};

export const COMPANY_PATTERNS: Record<string, readonly ((name: string, city: string) => string)[]> = {
  NL: [
    (n) => `Woonwinkel ${n} B.V.`,
    (n) => `${n} Stoffering`,
    (_n, c) => `Interieurhuis ${c}`,
    (n) => `Behangspecialist ${n}`,
  ],
  BE: [(n) => `Decor ${n} BV`, (_n, c) => `Interieur ${c} NV`, (n) => `Stoffenhuis ${n}`],
  DE: [(n) => `Raumausstattung ${n} GmbH`, (n) => `Tapeten ${n} KG`, (_n, c) => `Wohnstudio ${c} GmbH`],
  GB: [(n) => `${n} Interiors Ltd`, (n) => `${n} & Sons Decorating`, (_n, c) => `${c} Fabric House Ltd`],
  FR: [(n) => `Décoration ${n} SARL`, (n) => `Tissus ${n}`, (_n, c) => `Maison ${c} SAS`],
};

export const SHIP_TO_NAMES = ['Warehouse', 'Showroom', 'Project site', 'Branch', 'Workshop'] as const;

export type CustomerLanguage = CustomerCountry['language'];

/**
 * What a customer writes on a return request, in their own language: the remark is their free text,
 * kept by the ERP as typed (D9). The same place in every language, so a seed draws the same remark.
 */
export const RETURN_REMARKS: Record<CustomerLanguage, readonly string[]> = {
  en: [
    'Colour differs from the sample',
    'Damaged in transport',
    'Wrong item delivered',
    'Customer changed their mind',
    'Misprint in the pattern',
  ],
  nl: [
    'Kleur wijkt af van het staal',
    'Beschadigd tijdens transport',
    'Verkeerd artikel geleverd',
    'Klant heeft zich bedacht',
    'Drukfout in het patroon',
  ],
  de: [
    'Farbe weicht vom Muster ab',
    'Beim Transport beschädigt',
    'Falscher Artikel geliefert',
    'Kunde hat es sich anders überlegt',
    'Druckfehler im Muster',
  ],
  fr: [
    'Couleur différente de l’échantillon',
    'Endommagé pendant le transport',
    'Mauvais article livré',
    'Le client a changé d’avis',
    'Défaut d’impression du motif',
  ],
};

/** The first word of a customer's order reference ("Kantoor 001-735"), in the customer's language. */
export const REFERENCES: Record<CustomerLanguage, readonly string[]> = {
  en: ['Project', 'Studio', 'Showroom', 'Hotel', 'Office', 'Residence'],
  nl: ['Project', 'Atelier', 'Toonzaal', 'Hotel', 'Kantoor', 'Woning'],
  de: ['Projekt', 'Atelier', 'Ausstellung', 'Hotel', 'Büro', 'Wohnung'],
  fr: ['Projet', 'Atelier', 'Showroom', 'Hôtel', 'Bureau', 'Résidence'],
};

/** The language a customer of this country writes in (CUSTOMER_COUNTRIES); English for any other. */
export function customerLanguageOf(country: string): CustomerLanguage {
  return CUSTOMER_COUNTRIES.find((c) => c.code === country)?.language ?? 'en';
}
