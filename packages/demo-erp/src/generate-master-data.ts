import {
  amountFromCents,
  asCents,
  centsFromAmount,
  lineTotalCents,
  subtractCents,
  sumCents,
} from '@selvedge/contracts';
import type { IsoDate } from '@selvedge/erp';
import { addDays } from '@selvedge/erp';
import { type BulkWriter, bulkInsert } from './bulk-insert.js';
import {
  ACCESSORIES,
  CITIES,
  COLLECTIONS,
  COLOURS,
  COMPANY_PATTERNS,
  COUNTRIES,
  CUSTOMER_COUNTRIES,
  CUSTOMER_GROUPS,
  type CustomerCountry,
  DESIGNS,
  GBP_PER_EUR,
  ITEM_GROUPS,
  PRICE_LISTS,
  SHIP_TO_NAMES,
  SHIPPING_TYPES,
  STREETS,
  SURNAMES,
  VAT_GROUPS,
  WAREHOUSES,
} from './catalog.js';
import { contactsOf, type GeneratedContact } from './contacts.js';
import type { DemoDb } from './host.js';
import type { Random } from './prng.js';
import { discountedCents } from './rules.js';

/** What the document generator needs to know of an item. */
export interface GeneratedItem {
  code: string;
  name: string;
  group: number;
  unit: string;
  collection: string | null;
  priceEur: number;
  isDiscontinued: boolean;
  /** Sales BOM parent: its components. */
  components: { code: string; quantity: number }[] | null;
}

export interface GeneratedAddress {
  name: string;
  street: string;
  zip: string;
  city: string;
  country: string;
}

export interface GeneratedCustomer {
  code: string;
  name: string;
  country: string;
  currency: string;
  vatRate: number;
  discount: number;
  specialDiscounts: Map<string, number>;
  isExport: boolean;
  billTo: GeneratedAddress;
  shipTos: GeneratedAddress[];
  ordersPerYear: number;
  contacts: GeneratedContact[];
}

export interface ItemScale {
  collections: readonly number[] | 'all';
  designs: number;
  colours: number;
}

const timestamp = (date: IsoDate) => `${date}T08:00:00Z`;

export async function writeReferenceData(db: DemoDb): Promise<void> {
  await bulkInsert(
    db,
    'ItemGroups',
    ['Number', 'GroupName'],
    ITEM_GROUPS.map((g) => [g.code, g.name]),
  );
  await bulkInsert(
    db,
    'BusinessPartnerGroups',
    ['Code', 'Name', 'Type'],
    CUSTOMER_GROUPS.map((g) => [g.code, g.name, 'bbpgt_CustomerGroup']),
  );
  await bulkInsert(
    db,
    'ShippingTypes',
    ['Code', 'Name', 'Website'],
    SHIPPING_TYPES.map((s) => [s.code, s.name, s.website]),
  );
  await bulkInsert(
    db,
    'VatGroups',
    ['Code', 'Name', 'Rate'],
    VAT_GROUPS.map((v) => [v.code, v.name, v.rate]),
  );
  await bulkInsert(
    db,
    'Countries',
    ['Code', 'Name'],
    COUNTRIES.map((c) => [c.code, c.name]),
  );
  await bulkInsert(
    db,
    'Warehouses',
    ['WarehouseCode', 'WarehouseName'],
    WAREHOUSES.map((w) => [w.code, w.name]),
  );
  await bulkInsert(
    db,
    'PriceLists',
    ['PriceListNo', 'PriceListName', 'DefaultPrimeCurrency'],
    PRICE_LISTS.map((p) => [p.number, p.name, p.currency]),
  );
}

const ITEM_COLUMNS = [
  'ItemCode',
  'ItemName',
  'ItemsGroupCode',
  'SalesUnit',
  'SalesVATGroup',
  'Picture',
  'TreeType',
  'U_DBS_COLLECTIE',
  'U_DBS_PATROON',
  'U_DBS_VERSPRINGEND',
  'U_DBS_STUKSCONTR',
  'U_DBS_UITLOPEND',
  'U_DBS_STAALCODE',
  'UpdateDate',
  'StockUpdateDate',
] as const;

/** The GBP list price: the EUR price × GBP_PER_EUR, the exact product rounded once to cents. */
export const gbpPrice = (eur: number) =>
  amountFromCents(lineTotalCents(centsFromAmount(eur), String(GBP_PER_EUR)));

/** Sales BOM sets sell at this discount on the sum of their components' list prices. */
const SET_DISCOUNT_PERCENT = 10;

/**
 * Items by position: in every collection, design × colour gives the code (HF-1011 is the first design
 * in the first colour); the last design is discontinued (even colours still in stock, odd ones sold
 * out and never replenished); the fourth colour has no sample cut. Fabrics and roll goods are sold by
 * the metre, odd designs with a pattern repeat need a pattern calculation, every fourth is staggered.
 */
export async function writeItems(
  writer: BulkWriter,
  random: Random,
  scale: ItemScale,
  today: IsoDate,
): Promise<GeneratedItem[]> {
  const result: GeneratedItem[] = [];
  const updated = timestamp(addDays(today, -30));
  const collections =
    scale.collections === 'all'
      ? COLLECTIONS
      : scale.collections.map((i) => COLLECTIONS[i] as (typeof COLLECTIONS)[number]);
  const addItem = async (
    item: GeneratedItem,
    extra: Partial<Record<(typeof ITEM_COLUMNS)[number], string | number | null>>,
  ) => {
    result.push(item);
    const row: Record<string, string | number | null> = {
      ItemCode: item.code,
      ItemName: item.name,
      ItemsGroupCode: item.group,
      SalesUnit: item.unit,
      SalesVATGroup: 'V21',
      Picture: null,
      TreeType: item.components ? 'iSalesTree' : 'iNotATree',
      U_DBS_COLLECTIE: item.collection,
      U_DBS_PATROON: 0,
      U_DBS_VERSPRINGEND: 'N',
      U_DBS_STUKSCONTR: 'N',
      U_DBS_UITLOPEND: item.isDiscontinued ? 'Y' : 'N',
      U_DBS_STAALCODE: null,
      UpdateDate: updated,
      StockUpdateDate: updated,
      ...extra,
    };
    await writer.add(
      'Items',
      ITEM_COLUMNS,
      ITEM_COLUMNS.map((c) => row[c] ?? null),
    );
    await writer.add(
      'ItemPrices',
      ['ItemCode', 'PriceList', 'Price', 'Currency'],
      [item.code, 1, item.priceEur, 'EUR'],
    );
    await writer.add(
      'ItemPrices',
      ['ItemCode', 'PriceList', 'Price', 'Currency'],
      [item.code, 2, gbpPrice(item.priceEur), 'GBP'],
    );
  };

  for (const collection of collections) {
    const isWallpaper = collection.kind === 'wallpaper';
    const group = collection.kind === 'wallpaper' ? 101 : collection.kind === 'fabric' ? 102 : 104;
    for (let design = 0; design < scale.designs; design += 1) {
      const designName = DESIGNS[design % DESIGNS.length] as string;
      const isDiscontinued = design === scale.designs - 1;
      const repeat =
        design % 3 === 0 ? 0 : random.pick(isWallpaper ? [26.5, 32, 53, 64] : [14, 21, 27, 32, 45, 64]);
      const isStaggered = repeat > 0 && (isWallpaper ? design % 3 === 1 : design % 4 === 2);
      const isPatternRequired = !isWallpaper && repeat > 0 && design % 2 === 1;
      // A whole amount less 5 cents: 39.95, 54.95…
      const whole = random.decimal(collection.priceFrom, collection.priceTo, 0);
      const price = amountFromCents(subtractCents(centsFromAmount(whole), asCents(5)));
      for (let colour = 0; colour < scale.colours; colour += 1) {
        const swatch = COLOURS[colour % COLOURS.length] as (typeof COLOURS)[number];
        const code = `${collection.prefix}-${1000 + (design + 1) * 10 + colour + 1}`;
        const hasSample = !isDiscontinued && colour !== 3;
        const name = `${collection.name} ${designName} ${swatch.name}`;
        await addItem(
          {
            code,
            name,
            group,
            unit: isWallpaper ? 'roll' : 'm',
            collection: collection.name,
            priceEur: Math.max(price, 9.95),
            isDiscontinued,
            components: null,
          },
          {
            Picture: swatch.hex,
            U_DBS_PATROON: repeat,
            U_DBS_VERSPRINGEND: isStaggered ? 'Y' : 'N',
            U_DBS_STUKSCONTR: isPatternRequired ? 'Y' : 'N',
            U_DBS_STAALCODE: hasSample ? `S${code}` : null,
          },
        );
        if (hasSample) {
          await addItem(
            {
              code: `S${code}`,
              name: `Sample cut ${name}`,
              group: 106,
              unit: 'm',
              collection: collection.name,
              priceEur: 0,
              isDiscontinued: false,
              components: null,
            },
            { Picture: swatch.hex },
          );
        }
      }
    }
    await addItem(
      {
        code: `SB-${collection.prefix}`,
        name: `Sample book ${collection.name}`,
        group: 107,
        unit: 'book',
        collection: collection.name,
        priceEur: 12.5,
        isDiscontinued: false,
        components: null,
      },
      {},
    );
  }

  for (const accessory of ACCESSORIES) {
    await addItem(
      {
        code: accessory.code,
        name: accessory.name,
        group: 105,
        unit: accessory.unit,
        collection: null,
        priceEur: accessory.price,
        isDiscontinued: false,
        components: null,
      },
      {},
    );
  }

  // Sales BOM packages: a curtain fabric with lining, tape and hooks, sold as one set (D17).
  const fabrics = result.filter((i) => i.group === 102 && !i.isDiscontinued).slice(0, 4);
  for (const [index, fabric] of fabrics.entries()) {
    const components = [
      { code: fabric.code, quantity: 3 },
      { code: 'ACC-LIN-150', quantity: 3 },
      { code: 'ACC-TAPE-PL', quantity: 3 },
      { code: 'ACC-HOOK-20', quantity: 1 },
    ];
    const code = `PKG-${1001 + index}`;
    const sum = sumCents(
      components.map((component) => {
        const price = result.find((i) => i.code === component.code)?.priceEur;
        if (price === undefined) throw new Error(`set component ${component.code} has no price`);
        return lineTotalCents(centsFromAmount(price), String(component.quantity));
      }),
    );
    await addItem(
      {
        code,
        name: `Curtain set ${fabric.name} (3 m)`,
        group: 108,
        unit: 'set',
        collection: fabric.collection,
        priceEur: amountFromCents(discountedCents(sum, SET_DISCOUNT_PERCENT)),
        isDiscontinued: false,
        components,
      },
      {},
    );
    await writer.add('ProductTrees', ['TreeCode', 'TreeType', 'Quantity'], [code, 'iSalesTree', 1]);
    for (const [childNum, component] of components.entries()) {
      await writer.add(
        'ProductTreeLines',
        ['Father', 'ChildNum', 'ItemCode', 'Quantity'],
        [code, childNum, component.code, component.quantity],
      );
    }
  }
  await writer.flush();
  return result;
}

/**
 * Stock in batches (dye lots) per warehouse, and open purchase orders. Discontinued items in an odd
 * colour are sold out for good; other items without stock always have a purchase order coming.
 */
export async function writeStock(
  writer: BulkWriter,
  random: Random,
  items: readonly GeneratedItem[],
  today: IsoDate,
): Promise<void> {
  let purchaseEntry = 0;
  for (const item of items) {
    if (item.components) continue;
    const colour = Number(item.code.slice(-1)) - 1;
    const soldOut = item.isDiscontinued && colour % 2 === 1;
    const isSample = item.group === 106 || item.group === 107;
    const warehouse = item.unit === 'roll' || item.group === 105 || isSample ? '01' : '02';
    const big = item.unit === 'm' ? 600 : 250;
    const inStock = soldOut
      ? 0
      : !item.isDiscontinued && random.chance(0.15)
        ? 0
        : random.int(isSample ? 20 : 5, isSample ? 400 : big);
    let left = inStock;
    let lot = 0;
    while (left > 0) {
      lot += 1;
      const quantity = lot >= 3 ? left : Math.min(left, random.int(Math.ceil(left / 3), left));
      await writer.add(
        'BatchNumberDetails',
        ['ItemCode', 'Batch', 'WarehouseCode', 'Quantity', 'AdmissionDate'],
        [
          item.code,
          `L${today.slice(2, 4)}${String(random.int(1, 9999)).padStart(4, '0')}-${lot}`,
          warehouse,
          quantity,
          addDays(today, -random.int(10, 300)),
        ],
      );
      left -= quantity;
    }
    let ordered = 0;
    if (!item.isDiscontinued && !isSample && (inStock === 0 || random.chance(0.35))) {
      const count = random.int(1, 2);
      for (let i = 0; i < count; i += 1) {
        purchaseEntry += 1;
        const quantity = random.int(5, 40) * 10;
        ordered += quantity;
        await writer.add(
          'PurchaseOrders',
          [
            'DocEntry',
            'DocNum',
            'CardCode',
            'ItemCode',
            'Quantity',
            'RemainingOpenQuantity',
            'ShipDate',
            'LineStatus',
          ],
          [
            purchaseEntry,
            8_000_000 + purchaseEntry,
            random.pick(['V70001', 'V70002', 'V70003']),
            item.code,
            quantity,
            quantity,
            addDays(today, random.int(4, 70)),
            'bost_Open',
          ],
        );
      }
    }
    await writer.add(
      'ItemWarehouseInfo',
      ['ItemCode', 'WarehouseCode', 'InStock', 'Committed', 'Ordered'],
      [item.code, warehouse, inStock, 0, ordered],
    );
  }
  await writer.flush();
}

interface FixedCustomer {
  code: string;
  name: string;
  country: CustomerCountry['code'];
  flags: { export: boolean; addressBook: boolean; otherCountry: boolean };
  shippingType: number;
  shipTos: GeneratedAddress[];
  billTo: GeneratedAddress;
  discount: number;
  ordersPerYear: number;
}

/** The business partners of the portal's demo accounts (apps/api/src/db/demo-seed.ts). */
export const FIXED_CUSTOMERS: readonly FixedCustomer[] = [
  {
    code: 'C10001',
    name: 'Interieurhuis De Vries B.V.',
    country: 'NL',
    flags: { export: false, addressBook: false, otherCountry: false },
    shippingType: 1,
    billTo: { name: 'Bill to', street: 'Oudegracht 112', zip: '3511 AW', city: 'Utrecht', country: 'NL' },
    shipTos: [{ name: 'Ship to', street: 'Oudegracht 112', zip: '3511 AW', city: 'Utrecht', country: 'NL' }],
    discount: 10,
    ordersPerYear: 60,
  },
  {
    code: 'C40001',
    name: 'Harrington & Webb Interiors Ltd',
    country: 'GB',
    flags: { export: true, addressBook: true, otherCountry: true },
    shippingType: 2,
    billTo: { name: 'Bill to', street: '14 Sloane Street', zip: 'SW1X 9NB', city: 'London', country: 'GB' },
    shipTos: [
      { name: 'London showroom', street: '14 Sloane Street', zip: 'SW1X 9NB', city: 'London', country: 'GB' },
      {
        name: 'Manchester warehouse',
        street: '8 Trafford Park Road',
        zip: 'M17 1HH',
        city: 'Manchester',
        country: 'GB',
      },
      {
        name: 'Edinburgh studio',
        street: '22 George Street',
        zip: 'EH2 2PF',
        city: 'Edinburgh',
        country: 'GB',
      },
      { name: 'Dublin project', street: '5 Merrion Square', zip: 'D02 XY45', city: 'Dublin', country: 'IE' },
    ],
    discount: 15,
    ordersPerYear: 40,
  },
  {
    code: 'C10002',
    name: 'Studio Noord Wonen',
    country: 'NL',
    flags: { export: false, addressBook: false, otherCountry: false },
    shippingType: 1,
    billTo: { name: 'Bill to', street: 'Vismarkt 9', zip: '9711 KT', city: 'Groningen', country: 'NL' },
    shipTos: [{ name: 'Ship to', street: 'Vismarkt 9', zip: '9711 KT', city: 'Groningen', country: 'NL' }],
    discount: 5,
    ordersPerYear: 25,
  },
  {
    code: 'C30001',
    name: 'Raumausstattung Becker GmbH',
    country: 'DE',
    flags: { export: false, addressBook: false, otherCountry: true },
    shippingType: 1,
    billTo: { name: 'Bill to', street: 'Schadowstraße 41', zip: '40212', city: 'Düsseldorf', country: 'DE' },
    shipTos: [
      { name: 'Ship to', street: 'Schadowstraße 41', zip: '40212', city: 'Düsseldorf', country: 'DE' },
    ],
    discount: 8,
    ordersPerYear: 20,
  },
];

const BP_COLUMNS = [
  'CardCode',
  'CardName',
  'CardType',
  'GroupCode',
  'Currency',
  'VatGroup',
  'ShippingType',
  'LanguageCode',
  'PriceListNum',
  'DiscountPercent',
  'EmailAddress',
  'Valid',
  'ShipToDefault',
  'BilltoDefault',
  'U_DBS_EXPORTKLANT',
  'U_EIJFF_PORTAL_ADRESBOEK',
  'U_EIJFF_PORTAL_ANDERLAND',
  'UpdateDate',
] as const;

const CONTACT_COLUMNS = ['InternalCode', 'CardCode', 'Name', 'FirstName', 'LastName', 'E_Mail'] as const;

const ADDRESS_COLUMNS = [
  'BPCode',
  'AddressName',
  'AddressType',
  'Street',
  'StreetNo',
  'Block',
  'ZipCode',
  'City',
  'Country',
  'RowNum',
] as const;

function randomAddress(random: Random, country: string, name: string): GeneratedAddress {
  const place = random.pick(CITIES[country] ?? []);
  const street = random.pick(STREETS[country] ?? []);
  const number = random.int(1, 220);
  return {
    name,
    street: country === 'GB' || country === 'FR' ? `${number} ${street}` : `${street} ${number}`,
    zip: place.zip(),
    city: place.city,
    country,
  };
}

const yn = (value: boolean) => (value ? 'Y' : 'N');

/** The fixed demo customers, then generated ones spread over NL, BE, DE, GB and FR. */
export async function writeCustomers(
  writer: BulkWriter,
  random: Random,
  count: number,
  ordersPerYear: number,
  items: readonly GeneratedItem[],
  today: IsoDate,
): Promise<GeneratedCustomer[]> {
  const customers: GeneratedCustomer[] = [];
  const nextNumber = new Map<string, number>([
    ['1', 3],
    ['2', 1],
    ['3', 2],
    ['4', 2],
    ['5', 1],
  ]);
  const sellable = items.filter((i) => i.group <= 104 && !i.isDiscontinued);
  let nextContactCode = 1;
  const write = async (fixed: FixedCustomer) => {
    const country = CUSTOMER_COUNTRIES.find((c) => c.code === fixed.country) as CustomerCountry;
    const isExportGroup = fixed.flags.export && country.code !== 'GB' ? 400 : country.group;
    const vat = fixed.flags.export ? 'EX0' : country.vat;
    const specialDiscounts = new Map<string, number>();
    if (random.chance(0.25) || fixed.code === 'C10001') {
      for (let i = 0; i < 4; i += 1)
        specialDiscounts.set(random.pick(sellable).code, random.pick([15, 20, 25]));
    }
    const updated = timestamp(addDays(today, -random.int(1, 400)));
    await writer.add('BusinessPartners', BP_COLUMNS, [
      fixed.code,
      fixed.name,
      'cCustomer',
      isExportGroup,
      country.currency,
      vat,
      fixed.shippingType,
      country.language,
      country.currency === 'GBP' ? 2 : 1,
      fixed.discount,
      `orders@${fixed.code.toLowerCase()}.demo.selvedge.test`,
      'tYES',
      fixed.shipTos[0]?.name ?? null,
      'Bill to',
      yn(fixed.flags.export),
      yn(fixed.flags.addressBook),
      yn(fixed.flags.otherCountry),
      updated,
    ]);
    const addresses: [GeneratedAddress, string][] = [
      [fixed.billTo, 'bo_BillTo'],
      ...fixed.shipTos.map((a): [GeneratedAddress, string] => [a, 'bo_ShipTo']),
    ];
    for (const [row, [address, type]] of addresses.entries()) {
      await writer.add('BPAddresses', ADDRESS_COLUMNS, [
        fixed.code,
        address.name,
        type,
        address.street,
        null,
        null,
        address.zip,
        address.city,
        address.country,
        row,
      ]);
    }
    const contacts = contactsOf(fixed.code, country.code, nextContactCode);
    nextContactCode += contacts.length;
    for (const contact of contacts) {
      await writer.add('ContactEmployees', CONTACT_COLUMNS, [
        contact.internalCode,
        fixed.code,
        contact.name,
        contact.firstName,
        contact.lastName,
        contact.email,
      ]);
    }
    for (const [itemCode, discount] of specialDiscounts) {
      await writer.add(
        'SpecialPrices',
        ['CardCode', 'ItemCode', 'DiscountPercent'],
        [fixed.code, itemCode, discount],
      );
    }
    customers.push({
      code: fixed.code,
      name: fixed.name,
      country: country.code,
      currency: country.currency,
      vatRate: vat === 'V21' ? 21 : 0,
      discount: fixed.discount,
      specialDiscounts,
      isExport: fixed.flags.export,
      billTo: fixed.billTo,
      shipTos: fixed.shipTos,
      ordersPerYear: fixed.ordersPerYear,
      contacts,
    });
  };

  // The demo accounts' customers exist at every scale, tiny included.
  for (const fixed of FIXED_CUSTOMERS) await write(fixed);
  for (let i = FIXED_CUSTOMERS.length; i < count; i += 1) {
    const pickAt = random.next();
    let sum = 0;
    const country =
      CUSTOMER_COUNTRIES.find((c) => {
        sum += c.share;
        return pickAt < sum;
      }) ?? CUSTOMER_COUNTRIES[0];
    const number = nextNumber.get(country.digit) ?? 1;
    nextNumber.set(country.digit, number + 1);
    const code = `C${country.digit}${String(number).padStart(4, '0')}`;
    const billTo = randomAddress(random, country.code, 'Bill to');
    const surname = random.pick(SURNAMES[country.code] ?? []);
    const name = random.pick(COMPANY_PATTERNS[country.code] ?? [])(surname, billTo.city);
    const isExport = country.code === 'GB' || random.chance(0.05);
    const shipTos = [{ ...billTo, name: 'Ship to' }];
    const extra = isExport ? random.int(1, 3) : random.chance(0.25) ? random.int(1, 2) : 0;
    for (let s = 0; s < extra; s += 1) {
      shipTos.push(randomAddress(random, country.code, SHIP_TO_NAMES[s] as string));
    }
    await write({
      code,
      name,
      country: country.code,
      flags: {
        export: isExport,
        addressBook: random.chance(0.2),
        otherCountry: isExport || random.chance(0.1),
      },
      shippingType: isExport ? 2 : random.pick([1, 1, 1, 3, 4]),
      billTo,
      shipTos,
      discount: random.pick([0, 0, 5, 7.5, 10, 12.5, 15]),
      ordersPerYear: Math.max(1, Math.round(ordersPerYear * random.decimal(0.5, 1.5, 2))),
    });
  }
  await writer.flush();
  return customers;
}
