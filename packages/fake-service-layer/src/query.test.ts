import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERSIONS, type Version } from './protocol.js';
import { SlClient, startTestFake, type TestFake } from './test-support.js';

/** $filter, $select, $orderby and reads by key, per version (research §1.3, §1.5). */
let setup: TestFake;

beforeAll(async () => {
  setup = await startTestFake();
});
afterAll(() => setup.close());

interface OrderRow {
  DocEntry: number;
  CardCode: string;
  DocTotal: number;
  DocDate: string;
  DocumentStatus: string;
  U_DBS_PORTALKEY: string | null;
}

async function client(version: Version): Promise<SlClient> {
  const c = new SlClient(setup.fake, version);
  await c.login();
  return c;
}

const NO_PAGING = { Prefer: 'odata.maxpagesize=0' };

async function entries(c: SlClient, filter: string, headers: Record<string, string> = {}): Promise<number[]> {
  const answer = await c.get(`Orders?$select=DocEntry&$filter=${encodeURIComponent(filter)}`, {
    ...NO_PAGING,
    ...headers,
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.json.value.map((r: { DocEntry: number }) => r.DocEntry);
}

async function allOrders(c: SlClient): Promise<OrderRow[]> {
  const answer = await c.get(
    'Orders?$select=DocEntry,CardCode,DocTotal,DocDate,DocumentStatus,U_DBS_PORTALKEY',
    NO_PAGING,
  );
  return answer.json.value.map((r: OrderRow) => ({ ...r, DocDate: r.DocDate.slice(0, 10) }));
}

const ids = (rows: readonly OrderRow[]) => rows.map((r) => r.DocEntry);

describe.each(VERSIONS)('$filter on %s', (version) => {
  it('compares strings, numbers and combines with and/or/not and parentheses', async () => {
    const c = await client(version);
    const all = await allOrders(c);
    expect(await entries(c, "CardCode eq 'C10001'")).toEqual(ids(all.filter((o) => o.CardCode === 'C10001')));
    expect(await entries(c, "CardCode ne 'C10001'")).toEqual(ids(all.filter((o) => o.CardCode !== 'C10001')));
    expect(await entries(c, 'DocTotal gt 500 and DocTotal le 1000')).toEqual(
      ids(all.filter((o) => o.DocTotal > 500 && o.DocTotal <= 1000)),
    );
    expect(await entries(c, 'DocEntry lt 10 or DocEntry ge 160')).toEqual(
      ids(all.filter((o) => o.DocEntry < 10 || o.DocEntry >= 160)),
    );
    expect(
      await entries(
        c,
        "(CardCode eq 'C10001' or CardCode eq 'C40001') and not (DocumentStatus eq 'bost_Open')",
      ),
    ).toEqual(
      ids(
        all.filter(
          (o) => (o.CardCode === 'C10001' || o.CardCode === 'C40001') && o.DocumentStatus !== 'bost_Open',
        ),
      ),
    );
  });

  it('accepts an enum by name or by database code, and refuses an unknown member', async () => {
    const c = await client(version);
    const open = await entries(c, "DocumentStatus eq 'bost_Open'");
    expect(open.length).toBeGreaterThan(0);
    expect(await entries(c, "DocumentStatus eq 'O'")).toEqual(open);
    const bad = await c.get(`Orders?$filter=${encodeURIComponent("DocumentStatus eq 'open'")}`);
    expect(bad.status).toBe(400);
  });

  it('compares dates given as a quoted string (both versions) and ignores the time part', async () => {
    const c = await client(version);
    const all = await allOrders(c);
    const expected = ids(all.filter((o) => o.DocDate >= '2026-06-01'));
    expect(await entries(c, "DocDate ge '2026-06-01'")).toEqual(expected);
    expect(await entries(c, "DocDate ge '20260601'")).toEqual(expected);
    expect(await entries(c, "DocDate ge '2026-06-01T15:30:00Z'")).toEqual(expected);
  });

  it('takes the date literal of its own OData version only', async () => {
    const c = await client(version);
    const all = await allOrders(c);
    const expected = ids(all.filter((o) => o.DocDate >= '2026-06-01'));
    const own = version === 'v1' ? "DocDate ge datetime'2026-06-01T00:00:00'" : 'DocDate ge 2026-06-01';
    const other = version === 'v1' ? 'DocDate ge 2026-06-01' : "DocDate ge datetime'2026-06-01T00:00:00'";
    expect(await entries(c, own)).toEqual(expected);
    const refused = await c.get(`Orders?$filter=${encodeURIComponent(other)}`);
    expect(refused.status).toBe(400);
    expect(version === 'v1' ? refused.json.error.code : Number(refused.json.error.code)).toBe(-1000);
  });

  it('reads a delta by UpdateDate and UpdateTime', async () => {
    const c = await client(version);
    const rows = (
      await c.get(
        'Orders?$select=DocEntry,UpdateDate,UpdateTime&$orderby=UpdateDate,UpdateTime,DocEntry',
        NO_PAGING,
      )
    ).json.value as { DocEntry: number; UpdateDate: string; UpdateTime: string }[];
    const middle = rows[Math.floor(rows.length / 2)] as (typeof rows)[number];
    const date = middle.UpdateDate.slice(0, 10);
    const filter = `UpdateDate gt '${date}' or (UpdateDate eq '${date}' and UpdateTime ge '${middle.UpdateTime}')`;
    const expected = rows
      .filter(
        (r) =>
          r.UpdateDate.slice(0, 10) > date ||
          (r.UpdateDate.slice(0, 10) === date && r.UpdateTime >= middle.UpdateTime),
      )
      .map((r) => r.DocEntry)
      .sort((a, b) => a - b);
    expect(await entries(c, filter)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(rows.length);
  });

  it('refuses a literal of the wrong type and an unknown property, in the version error shape', async () => {
    const c = await client(version);
    for (const filter of ["DocEntry eq '5'", 'CardCode eq 5', "NoSuchField eq 'x'", "DocumentLines eq 'x'"]) {
      const answer = await c.get(`Orders?$filter=${encodeURIComponent(filter)}`);
      expect(answer.status, filter).toBe(400);
      if (version === 'v1') expect(answer.json.error.message.lang).toBe('en-us');
      else expect(typeof answer.json.error.message).toBe('string');
    }
  });

  it('compares with null', async () => {
    const c = await client(version);
    const all = await allOrders(c);
    expect(await entries(c, 'U_DBS_PORTALKEY eq null')).toEqual(
      ids(all.filter((o) => o.U_DBS_PORTALKEY === null)),
    );
    expect(await entries(c, 'U_DBS_PORTALKEY ne null')).toEqual(
      ids(all.filter((o) => o.U_DBS_PORTALKEY !== null)),
    );
  });

  it('filters on a complex property path', async () => {
    const c = await client(version);
    const filter = encodeURIComponent("AddressExtension/ShipToCountry eq 'GB'");
    const answer = await c.get(`Orders?$select=CardCode,AddressExtension&$filter=${filter}`, NO_PAGING);
    expect(answer.json.value.length).toBeGreaterThan(0);
    for (const row of answer.json.value) expect(row.AddressExtension.ShipToCountry).toBe('GB');
    expect(answer.json.value.map((r: { CardCode: string }) => r.CardCode)).toContain('C40001');
  });

  it('supports startswith, endswith and contains, case-sensitively unless B1S-CaseInsensitive', async () => {
    const c = await client(version);
    const codes = async (filter: string, headers: Record<string, string> = {}) =>
      (
        await c.get(`Items?$select=ItemCode,ItemName&$filter=${encodeURIComponent(filter)}`, {
          ...NO_PAGING,
          ...headers,
        })
      ).json.value.map((r: { ItemCode: string }) => r.ItemCode);
    const hf = await codes("startswith(ItemCode,'HF-')");
    expect(hf.length).toBeGreaterThan(0);
    expect(hf.every((code: string) => code.startsWith('HF-'))).toBe(true);
    expect(await codes("endswith(ItemCode,'-1011')")).toContain('HF-1011');
    const florals = await codes("contains(ItemName,'Florals')");
    expect(florals.length).toBeGreaterThan(0);
    expect(await codes("contains(ItemName,'florals')")).toEqual([]);
    expect(await codes("contains(ItemName,'florals')", { 'B1S-CaseInsensitive': 'true' })).toEqual(florals);
  });

  it('knows substringof on v1 only (OData v4 replaced it with contains)', async () => {
    const c = await client(version);
    const filter = encodeURIComponent("substringof('Florals',ItemName) eq true");
    const answer = await c.get(`Items?$select=ItemCode&$filter=${filter}`, NO_PAGING);
    if (version === 'v1') {
      expect(answer.status).toBe(200);
      expect(answer.json.value.length).toBeGreaterThan(0);
    } else {
      expect(answer.status).toBe(400);
    }
  });

  it('filters BusinessPartnerGroups by Type (there is no CustomerGroups set)', async () => {
    const c = await client(version);
    const groups = await c.get(
      `BusinessPartnerGroups?$filter=${encodeURIComponent("Type eq 'bbpgt_CustomerGroup'")}`,
    );
    expect(groups.json.value.length).toBeGreaterThan(0);
    const missing = await c.get('CustomerGroups');
    expect(missing.status).toBe(404);
  });
});

describe.each(VERSIONS)('$select and $orderby on %s', (version) => {
  it('answers only the selected properties, collections included', async () => {
    const c = await client(version);
    const answer = await c.get('Orders?$select=DocEntry,DocumentLines&$top=1');
    const row = answer.json.value[0];
    expect(Object.keys(row).filter((k) => !k.includes('odata'))).toEqual(['DocEntry', 'DocumentLines']);
    expect(row.DocumentLines[0].LineNum).toBe(0);
  });

  it('refuses an unknown property in $select and $orderby', async () => {
    const c = await client(version);
    expect((await c.get('Orders?$select=DocEntry,Nope')).status).toBe(400);
    expect((await c.get('Orders?$orderby=Nope desc')).status).toBe(400);
  });

  it('sorts by several keys, ascending and descending', async () => {
    const c = await client(version);
    const rows = (
      await c.get('Orders?$select=CardCode,DocTotal&$orderby=CardCode asc,DocTotal desc', NO_PAGING)
    ).json.value as { CardCode: string; DocTotal: number }[];
    const sorted = [...rows].sort((a, b) =>
      a.CardCode === b.CardCode ? b.DocTotal - a.DocTotal : a.CardCode < b.CardCode ? -1 : 1,
    );
    expect(rows).toEqual(sorted);
  });
});

describe.each(VERSIONS)('reads by key on %s', (version) => {
  it('answers an entity with its ETag in header and body', async () => {
    const c = await client(version);
    const order = await c.get('Orders(1)');
    expect(order.status).toBe(200);
    expect(order.headers.get('etag')).toBe('W/"356A192B7913B04C54574D18C28D46E6395428AB"');
    expect(order.json[version === 'v1' ? 'odata.etag' : '@odata.etag']).toBe(order.headers.get('etag'));
    expect(order.json[version === 'v1' ? 'odata.metadata' : '@odata.context']).toBe(
      `${setup.fake.url}/b1s/${version}/$metadata#Orders/${version === 'v1' ? '@Element' : '$entity'}`,
    );
    expect(order.json.DocDate).toMatch(
      version === 'v1' ? /^\d{4}-\d{2}-\d{2}$/ : /^\d{4}-\d{2}-\d{2}T00:00:00Z$/,
    );
    const partner = await c.get("BusinessPartners('C10001')");
    expect(partner.json.CardCode).toBe('C10001');
    expect(partner.json.BPAddresses.length).toBeGreaterThan(0);
  });

  it('answers a composite key', async () => {
    const c = await client(version);
    const special = await c.get("SpecialPrices(ItemCode='HF-1022',CardCode='C10001')");
    expect(special.status).toBe(200);
    expect(special.json.DiscountPercent).toBe(15);
  });

  it('answers 404 -2028 in the version shape for an unknown key', async () => {
    const c = await client(version);
    const order = await c.get('Orders(999999)');
    expect(order.status).toBe(404);
    const partner = await c.get("BusinessPartners('NOPE')");
    if (version === 'v1') {
      expect(order.json).toEqual({
        error: { code: -2028, message: { lang: 'en-us', value: 'No matching records found (ODBC -2028)' } },
      });
    } else {
      expect(partner.json).toEqual({
        error: {
          code: '-2028',
          details: [{ code: '', message: '' }],
          message: "Entity with value('NOPE') does not exist",
        },
      });
    }
  });

  it('refuses a key literal of the wrong type and names an unknown segment', async () => {
    const c = await client(version);
    expect((await c.get("Orders('1')")).status).toBe(400);
    const unknown = await c.get('GoodsReturnRequests');
    expect(unknown.status).toBe(404);
  });
});
