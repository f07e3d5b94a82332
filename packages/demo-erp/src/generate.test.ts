import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCES, RETURN_REMARKS } from './catalog.js';
import { queryRows } from './demo-database.js';
import { generate } from './generate.js';
import type { DemoTestDatabase } from './test-database.js';
import { hashDemoData, openMemoryDemoErp } from './test-database.js';

const today = '2026-11-23';

describe('the demo data generator', () => {
  it('makes the same data for the same seed, and other data for another seed', async () => {
    const hashes: string[] = [];
    for (const seed of [7, 7, 8]) {
      const database = await openMemoryDemoErp();
      await generate(database.db, { seed, scale: 'tiny', today });
      hashes.push(await hashDemoData(database));
      await database.close();
    }
    expect(hashes[0]).toBe(hashes[1]);
    expect(hashes[2]).not.toBe(hashes[0]);
  }, 90_000);

  describe('at small scale', () => {
    let database: DemoTestDatabase;
    let summary: Awaited<ReturnType<typeof generate>>;
    const count = async (query: string) =>
      (
        await queryRows<{ count: number }>(
          database.db,
          sql.raw(`select count(*)::int as count from ${query}`),
        )
      )[0]?.count ?? 0;

    beforeAll(async () => {
      database = await openMemoryDemoErp();
      summary = await generate(database.db, { seed: 1, scale: 'small', today });
      console.info(`small generation: ${JSON.stringify(summary)}`);
    }, 120_000);
    afterAll(() => database.close());

    it('has about 40 customers, 600 items and tens of thousands of lines', () => {
      expect(summary.customers).toBe(40);
      expect(summary.items).toBeGreaterThan(500);
      expect(summary.items).toBeLessThan(750);
      expect(summary.documentLines).toBeGreaterThan(20_000);
    });

    it('has the four demo customers with their flags', async () => {
      const rows = await queryRows<Record<string, string>>(
        database.db,
        sql`select "CardCode", "Currency", "U_DBS_EXPORTKLANT" as x, "U_EIJFF_PORTAL_ADRESBOEK" as a,
              "U_EIJFF_PORTAL_ANDERLAND" as o from demo_erp."BusinessPartners"
            where "CardCode" in ('C10001','C40001','C10002','C30001') order by 1`,
      );
      expect(rows.map((r) => Object.values(r).join(' '))).toEqual([
        'C10001 EUR N N N',
        'C10002 EUR N N N',
        'C30001 EUR N N Y',
        'C40001 GBP Y Y Y',
      ]);
      expect(
        await count(`demo_erp."BPAddresses" where "BPCode" = 'C40001' and "AddressType" = 'bo_ShipTo'`),
      ).toBe(4);
    });

    it('shows every document variant for C10001', async () => {
      const c = `d."CardCode" = 'C10001'`;
      expect(
        await count(
          `demo_erp."Documents" d where ${c} and "ObjType" = 17 and "DocumentStatus" = 'bost_Open'`,
        ),
      ).toBeGreaterThan(0);
      // partly delivered: an open order with a delivered line
      expect(
        await count(`demo_erp."Documents" d where ${c} and "ObjType" = 17 and "DocumentStatus" = 'bost_Open'
          and exists (select 1 from demo_erp."DocumentLines" l where l."ObjType" = 17 and l."DocEntry" = d."DocEntry" and l."RemainingOpenQuantity" = 0)`),
      ).toBeGreaterThan(0);
      const packages = await queryRows<{ n: number; urls: number }>(
        database.db,
        sql`select count(*)::int as n, count(p."U_DBS_TRACKURL")::int as urls from demo_erp."Documents" d
            join demo_erp."DocumentPackages" p on p."ObjType" = d."ObjType" and p."DocEntry" = d."DocEntry"
            where d."CardCode" = 'C10001' and d."ObjType" = 15 group by d."DocEntry"`,
      );
      expect(packages.some((p) => p.urls === 0)).toBe(true);
      expect(packages.some((p) => p.urls === 1)).toBe(true);
      expect(packages.some((p) => p.urls > 1)).toBe(true);
      expect(
        await count(
          `demo_erp."Documents" d where ${c} and "ObjType" = 13 and "DocumentStatus" = 'bost_Open' and "DocDueDate" < '${today}'`,
        ),
      ).toBeGreaterThan(0);
      expect(await count(`demo_erp."Documents" d where ${c} and "ObjType" = 14`)).toBeGreaterThan(0);
      expect(
        await count(
          `demo_erp."Documents" d where ${c} and "ObjType" = 234000031 and "DocumentStatus" = 'bost_Open'`,
        ),
      ).toBeGreaterThan(0);
      expect(
        await count(
          `demo_erp."Documents" d where ${c} and "ObjType" = 234000031 and "DocumentStatus" = 'bost_Close'`,
        ),
      ).toBeGreaterThan(0);
      expect(
        await count(`demo_erp."Documents" d where ${c} and "U_DBS_OrderType" = 'SAMPLE'`),
      ).toBeGreaterThan(0);
      expect(
        await count(
          `demo_erp."DocumentLines" l join demo_erp."Documents" d using ("ObjType", "DocEntry") where ${c} and l."TreeType" = 'iIngredient'`,
        ),
      ).toBeGreaterThan(0);
    });

    it('writes return remarks and references in the customer’s own language (D9)', async () => {
      const remarks = await queryRows<{ language: string; remark: string }>(
        database.db,
        sql`select distinct b."LanguageCode" as language, l."U_DBS_RETURNREMARK" as remark
            from demo_erp."DocumentLines" l join demo_erp."Documents" d using ("ObjType", "DocEntry")
            join demo_erp."BusinessPartners" b on b."CardCode" = d."CardCode"
            where l."U_DBS_RETURNREMARK" is not null`,
      );
      const byLanguage = (language: string) =>
        remarks.filter((r) => r.language === language).map((r) => r.remark);
      expect(byLanguage('nl').length).toBeGreaterThan(0);
      for (const language of ['nl', 'de', 'fr', 'en'] as const) {
        for (const remark of byLanguage(language)) expect(RETURN_REMARKS[language]).toContain(remark);
      }
      expect(byLanguage('nl')).not.toContain('Damaged in transport');
      const references = await queryRows<{ reference: string }>(
        database.db,
        sql`select "NumAtCard" as reference from demo_erp."Documents"
            where "CardCode" = 'C10001' and "NumAtCard" is not null`,
      );
      expect(references.length).toBeGreaterThan(0);
      for (const { reference } of references) {
        expect(REFERENCES.nl.some((word) => reference.startsWith(`${word} `))).toBe(true);
      }
    });

    it('has items of every kind the rules need', async () => {
      expect(
        await count(`demo_erp."Items" where "ItemsGroupCode" = 106 and "ItemCode" like 'S%'`),
      ).toBeGreaterThan(100);
      expect(await count(`demo_erp."Items" where "ItemsGroupCode" = 107`)).toBe(16);
      expect(await count(`demo_erp."Items" where "U_DBS_STUKSCONTR" = 'Y'`)).toBeGreaterThan(0);
      expect(await count(`demo_erp."Items" where "U_DBS_VERSPRINGEND" = 'Y'`)).toBeGreaterThan(0);
      expect(
        await count(
          `demo_erp."Items" i where "U_DBS_UITLOPEND" = 'Y' and exists (select 1 from demo_erp."BatchNumberDetails" b where b."ItemCode" = i."ItemCode")`,
        ),
      ).toBeGreaterThan(0);
      expect(
        await count(
          `demo_erp."Items" i where "U_DBS_UITLOPEND" = 'Y' and not exists (select 1 from demo_erp."BatchNumberDetails" b where b."ItemCode" = i."ItemCode")`,
        ),
      ).toBeGreaterThan(0);
      expect(await count(`demo_erp."PurchaseOrders" where "LineStatus" = 'bost_Open'`)).toBeGreaterThan(0);
      expect(await count(`demo_erp."ProductTreeLines"`)).toBeGreaterThan(0);
    });
  });
});
