import type { IsoDate } from '@selvedge/erp';
import { addDays, toIsoDate } from '@selvedge/erp';
import { sql } from 'drizzle-orm';
import { BulkWriter, bulkInsert } from './bulk-insert.js';
import { DocumentNumbering } from './document-writer.js';
import { type DocumentContext, type OrderPlan, writeOrderHistory } from './generate-documents.js';
import {
  type GeneratedCustomer,
  type GeneratedItem,
  type ItemScale,
  writeCustomers,
  writeItems,
  writeReferenceData,
  writeStock,
} from './generate-master-data.js';
import type { DemoDb } from './host.js';
import { createRandom, type Random } from './prng.js';

export type DemoScale = 'tiny' | 'small' | 'large';

export interface GenerateOptions {
  seed: number;
  scale: DemoScale;
  /** The demo's "today": documents lead up to it. Default: the current date. */
  today?: IsoDate;
}

export interface GenerateSummary {
  customers: number;
  items: number;
  orders: number;
  documentLines: number;
  milliseconds: number;
}

interface ScaleSettings {
  customers: number;
  items: ItemScale;
  years: number;
  ordersPerYear: number;
  maxLines: number;
}

/** tiny: tests; small: the default demo (≈ 40 customers, 600 items); large: 10 000 customers, > 1 M order lines. */
export const SCALES: Record<DemoScale, ScaleSettings> = {
  tiny: {
    customers: 6,
    items: { collections: [0, 3, 9, 14], designs: 3, colours: 2 },
    years: 1,
    ordersPerYear: 6,
    maxLines: 4,
  },
  small: {
    customers: 40,
    items: { collections: 'all', designs: 6, colours: 4 },
    years: 3,
    ordersPerYear: 36,
    maxLines: 6,
  },
  large: {
    customers: 10_000,
    items: { collections: 'all', designs: 20, colours: 6 },
    years: 3,
    ordersPerYear: 10,
    maxLines: 7,
  },
};

function quantityFor(random: Random, item: GeneratedItem): number {
  if (item.unit === 'roll') return random.int(1, 14);
  if (item.unit === 'm') return random.decimal(1.5, 36, 1);
  if (item.unit === 'set') return random.int(1, 3);
  return random.int(1, 12);
}

function randomPlan(
  random: Random,
  customer: GeneratedCustomer,
  date: IsoDate,
  catalog: { regular: GeneratedItem[]; samples: GeneratedItem[]; packages: GeneratedItem[] },
  maxLines: number,
): OrderPlan {
  const isSample = !customer.isExport && random.chance(0.1);
  const lines: OrderPlan['lines'] = [];
  const count = random.int(1, isSample ? 4 : maxLines);
  for (let i = 0; i < count; i += 1) {
    const item = isSample
      ? random.pick(catalog.samples)
      : i === 0 && catalog.packages.length > 0 && random.chance(0.03)
        ? random.pick(catalog.packages)
        : random.pick(catalog.regular);
    if (lines.some((l) => l.item.code === item.code)) continue;
    const quantity =
      item.group === 106 ? 0.3 : item.group === 107 ? random.int(1, 3) : quantityFor(random, item);
    lines.push({ item, quantity });
  }
  const roll = random.next();
  return {
    customer,
    date,
    orderType: isSample ? 'SAMPLE' : 'B2B',
    lines,
    shipToIndex: random.int(0, customer.shipTos.length - 1),
    leadDays: random.chance(0.7) ? random.int(2, 6) : random.int(7, 28),
    lateLineDays: lines.length > 1 && random.chance(0.08) ? random.int(7, 35) : null,
    isCancelled: random.chance(0.01),
    packages: roll < 0.15 ? 'none' : roll < 0.75 ? 'one' : 'several',
    payment: random.chance(0.78) ? 'onTime' : random.chance(0.6) ? 'late' : 'never',
    creditAfterDays: random.chance(0.03) ? random.int(5, 20) : null,
    returnAfterDays: random.chance(0.025) ? random.int(3, 20) : null,
  };
}

/**
 * Recent orders of the demo customers with a known outcome, so every screen has something to show
 * whatever the seed (docs/erp-demo.md lists them).
 */
function showcasePlans(
  customers: readonly GeneratedCustomer[],
  catalog: { regular: GeneratedItem[]; samples: GeneratedItem[]; packages: GeneratedItem[] },
  today: IsoDate,
): OrderPlan[] {
  const plans: OrderPlan[] = [];
  const regular = (n: number) => catalog.regular[n % catalog.regular.length] as GeneratedItem;
  const base = (customer: GeneratedCustomer, daysAgo: number, n: number): OrderPlan => ({
    customer,
    date: addDays(today, -daysAgo),
    orderType: 'B2B',
    lines: [
      { item: regular(n), quantity: regular(n).unit === 'roll' ? 6 : 12.5 },
      { item: regular(n + 7), quantity: regular(n + 7).unit === 'roll' ? 4 : 8 },
    ],
    shipToIndex: 0,
    leadDays: 4,
    lateLineDays: null,
    isCancelled: false,
    packages: 'one',
    payment: 'onTime',
    creditAfterDays: null,
    returnAfterDays: null,
  });
  const dutch = customers.find((c) => c.code === 'C10001');
  if (dutch) {
    plans.push(
      { ...base(dutch, 95, 1), payment: 'never' }, // delivered, invoice overdue
      { ...base(dutch, 70, 2), packages: 'several', creditAfterDays: 6, returnAfterDays: 5 }, // credit note, closed return
      { ...base(dutch, 50, 3), isCancelled: true },
      { ...base(dutch, 30, 4), lines: catalog.packages.slice(0, 1).map((item) => ({ item, quantity: 2 })) },
      { ...base(dutch, 22, 5), leadDays: 3, lateLineDays: 45 }, // partly delivered, rest open
      { ...base(dutch, 16, 6), packages: 'none' }, // delivered without track-and-trace
      { ...base(dutch, 14, 8), packages: 'several', returnAfterDays: 9 }, // open return request
      {
        ...base(dutch, 10, 9),
        orderType: 'SAMPLE',
        lines: catalog.samples.slice(0, 3).map((item) => ({ item, quantity: item.group === 106 ? 0.3 : 2 })),
      },
      { ...base(dutch, 2, 10), leadDays: 12 }, // open, not yet delivered
    );
  }
  const export_ = customers.find((c) => c.code === 'C40001');
  if (export_) {
    plans.push(
      { ...base(export_, 60, 11), shipToIndex: 1, packages: 'several', payment: 'never' },
      { ...base(export_, 25, 12), shipToIndex: 2, leadDays: 5, lateLineDays: 40 },
      { ...base(export_, 12, 13), shipToIndex: 3, packages: 'several' },
      { ...base(export_, 3, 14), shipToIndex: 0, leadDays: 14 },
    );
  }
  return plans;
}

async function recomputeCommitted(db: DemoDb): Promise<void> {
  // Committed stock = what open order lines still have to ship, per item and warehouse.
  await db.execute(sql`
    update demo_erp."ItemWarehouseInfo" w set "Committed" = c.open
    from (
      select l."ItemCode", l."WarehouseCode", sum(l."RemainingOpenQuantity") as open
      from demo_erp."DocumentLines" l
      join demo_erp."Documents" d on d."ObjType" = l."ObjType" and d."DocEntry" = l."DocEntry"
      where l."ObjType" = 17 and d."DocumentStatus" = 'bost_Open' and l."RemainingOpenQuantity" > 0
      group by l."ItemCode", l."WarehouseCode"
    ) c
    where w."ItemCode" = c."ItemCode" and w."WarehouseCode" = c."WarehouseCode"`);
}

/**
 * Fills an empty demo ERP (openDemoErp first) with a seeded, repeatable data set: the same seed, scale
 * and today give the same rows. Writes in large multi-row batches, so `large` takes minutes.
 */
export async function generate(db: DemoDb, options: GenerateOptions): Promise<GenerateSummary> {
  const started = Date.now();
  const settings = SCALES[options.scale];
  const today = options.today ?? toIsoDate(new Date());
  const random = createRandom(options.seed);
  const writer = new BulkWriter(db);

  await writeReferenceData(db);
  const items = await writeItems(writer, random, settings.items, today);
  await writeStock(writer, random, items, today);
  const customers = await writeCustomers(
    writer,
    random,
    settings.customers,
    settings.ordersPerYear,
    items,
    today,
  );

  const catalog = {
    // History may hold discontinued items that still have stock (first colour), not sold-out ones.
    regular: items.filter((i) => i.group <= 105 && (!i.isDiscontinued || i.code.endsWith('1'))),
    samples: items.filter((i) => i.group === 106 || i.group === 107),
    packages: items.filter((i) => i.components !== null),
  };
  const context: DocumentContext = {
    writer,
    numbering: new DocumentNumbering(),
    random,
    today,
    items: new Map(items.map((i) => [i.code, i])),
  };

  // History first, date by date within each customer; the showcase orders last, as the newest.
  const days = settings.years * 365;
  let orders = 0;
  for (const customer of customers) {
    const count = Math.round(customer.ordersPerYear * settings.years);
    const dates = Array.from({ length: count }, () => addDays(today, -random.int(8, days))).sort();
    for (const date of dates) {
      await writeOrderHistory(randomPlan(random, customer, date, catalog, settings.maxLines), context);
      orders += 1;
    }
  }
  for (const plan of showcasePlans(customers, catalog, today)) {
    await writeOrderHistory(plan, context);
    orders += 1;
  }
  await writer.flush();
  await bulkInsert(
    db,
    'DocumentSeries',
    ['ObjectCode', 'NextEntry', 'NextNumber'],
    context.numbering.series(),
  );
  await recomputeCommitted(db);
  // Fresh statistics: without them the planner guesses a few thousand rows where there are millions
  // and the feeds' "changed since" queries scan instead of walking the ChangeSeq index.
  await db.execute(
    sql`analyze demo_erp."Documents", demo_erp."DocumentLines", demo_erp."DocumentPackages", demo_erp."Items", demo_erp."BusinessPartners"`,
  );

  const [lineCount] = (
    (await db.execute(sql`select count(*)::int as count from demo_erp."DocumentLines"`)) as unknown as {
      rows: { count: number }[];
    }
  ).rows;
  return {
    customers: customers.length,
    items: items.length,
    orders,
    documentLines: lineCount?.count ?? 0,
    milliseconds: Date.now() - started,
  };
}
