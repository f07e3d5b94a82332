import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { etagOf } from './entity-store.js';
import { VERSIONS, type Version } from './protocol.js';
import { SlClient, startTestFake, type TestFake } from './test-support.js';

/** POST of documents, PATCH of partners, ETags (research §1.4, §2.1, §6.2 items 5, 7, 8, 9). */
let setup: TestFake;

beforeAll(async () => {
  setup = await startTestFake();
});
afterAll(() => setup.close());

async function client(version: Version): Promise<SlClient> {
  const c = new SlClient(setup.fake, version);
  await c.login();
  return c;
}

/** The error code as a number, whichever version answered. */
const codeOf = (answer: { json: { error: { code: number | string } } }) => Number(answer.json.error.code);
const messageOf = (version: Version, answer: { json: { error: { message: unknown } } }) =>
  version === 'v1'
    ? (answer.json.error.message as { value: string }).value
    : (answer.json.error.message as string);

const ORDER = {
  CardCode: 'C10001',
  DocDueDate: '2026-11-27',
  NumAtCard: 'PO-778',
  DocumentLines: [
    { ItemCode: 'HF-1011', Quantity: 2, U_DBS_CUSTREF: 'hall' },
    { ItemCode: 'HF-1022', Quantity: 3 },
  ],
};

describe.each(VERSIONS)('POST Orders on %s', (version) => {
  it('answers 201 with the full entity, Location and ETag; SAP prices the lines', async () => {
    const c = await client(version);
    const item = (await c.get("Items('HF-1011')")).json;
    const listPrice = item.ItemPrices.find((p: { PriceList: number }) => p.PriceList === 1).Price;
    const answer = await c.post('Orders', ORDER);
    expect(answer.status).toBe(201);
    const order = answer.json;
    expect(answer.headers.get('location')).toBe(`${setup.fake.url}/b1s/${version}/Orders(${order.DocEntry})`);
    expect(answer.headers.get('etag')).toBe(etagOf(1));
    expect(order.DocumentStatus).toBe('bost_Open');
    expect(order.CardName).toBe('Interieurhuis De Vries B.V.');
    expect(order.DocCurrency).toBe('EUR');
    expect(order.UpdateTime).toBe('09:00:00');
    expect(order.DocDueDate).toBe(version === 'v1' ? '2026-11-27' : '2026-11-27T00:00:00Z');
    expect(order.DocumentLines.map((l: { LineNum: number }) => l.LineNum)).toEqual([0, 1]);
    const [first, second] = order.DocumentLines;
    expect(first.UnitPrice).toBe(listPrice);
    expect(first.DiscountPercent).toBe(10); // the partner's discount
    expect(second.DiscountPercent).toBe(15); // its special price for HF-1022 wins
    expect(first.U_DBS_CUSTREF).toBe('hall');
    expect(order.DocTotal).toBeCloseTo(first.LineTotal + second.LineTotal + order.VatSum, 2);
  });

  it('answers 204 with Location under Prefer: return-no-content', async () => {
    const c = await client(version);
    const answer = await c.post('Orders', ORDER, { Prefer: 'return-no-content' });
    expect(answer.status).toBe(204);
    expect(answer.text).toBe('');
    const location = answer.headers.get('location') as string;
    expect((await c.get(location)).json.NumAtCard).toBe('PO-778');
  });

  it('never de-duplicates: the same body with the same portal key makes two orders, both findable by the key', async () => {
    const c = await client(version);
    const key = `portal-key-${version}`;
    const body = { ...ORDER, U_DBS_PORTALKEY: key };
    const first = await c.post('Orders', body);
    const second = await c.post('Orders', body);
    expect(second.json.DocEntry).not.toBe(first.json.DocEntry);
    expect(second.json.DocNum).toBe(first.json.DocNum + 1);
    const found = await c.get(
      `Orders?$select=DocEntry&$filter=${encodeURIComponent(`U_DBS_PORTALKEY eq '${key}'`)}`,
    );
    expect(found.json.value.map((r: { DocEntry: number }) => r.DocEntry)).toEqual([
      first.json.DocEntry,
      second.json.DocEntry,
    ]);
  });

  it('explodes a sales BOM into its iIngredient components at price 0', async () => {
    const c = await client(version);
    const tree = (await c.get("ProductTrees('PKG-1001')")).json;
    const answer = await c.post('Orders', {
      CardCode: 'C10001',
      DocumentLines: [{ ItemCode: 'PKG-1001', Quantity: 2 }],
    });
    const lines = answer.json.DocumentLines;
    expect(lines[0].TreeType).toBe('iSalesTree');
    expect(lines.slice(1).map((l: { ItemCode: string }) => l.ItemCode)).toEqual(
      tree.ProductTreeLines.map((l: { ItemCode: string }) => l.ItemCode),
    );
    for (const line of lines.slice(1)) {
      expect(line.TreeType).toBe('iIngredient');
      expect(line.LineTotal).toBe(0);
    }
  });

  it('commits the ordered quantity in stock', async () => {
    const c = await client(version);
    const committed = async () =>
      (await c.get("Items('AD-1011')")).json.ItemWarehouseInfoCollection.reduce(
        (sum: number, w: { Committed: number }) => sum + w.Committed,
        0,
      );
    const before = await committed();
    await c.post('Orders', { CardCode: 'C10001', DocumentLines: [{ ItemCode: 'AD-1011', Quantity: 4 }] });
    expect(await committed()).toBeCloseTo(before + 4, 3);
  });

  it.each([
    ['an unknown partner', { CardCode: 'NOPE' }, "Invalid BP code [ORDR.CardCode] , 'NOPE'"],
    [
      'an unknown item',
      { DocumentLines: [{ ItemCode: 'NOPE-1', Quantity: 1 }] },
      "Invalid item code [RDR1.ItemCode][line: 1] , 'NOPE-1'",
    ],
    [
      'a quantity of 0',
      { DocumentLines: [{ ItemCode: 'HF-1011', Quantity: 0 }] },
      'Quantity must be greater than zero [RDR1.Quantity][line: 1]',
    ],
    [
      'a negative quantity',
      { DocumentLines: [{ ItemCode: 'HF-1011', Quantity: -1 }] },
      'Quantity must be greater than zero [RDR1.Quantity][line: 1]',
    ],
    [
      'a line without item',
      { DocumentLines: [{ Quantity: 1 }] },
      'Item number is missing; specify an item number [DocumentLines.ItemCode][line: 1]',
    ],
  ])('refuses %s with SAP 400 code -10', async (_, change, message) => {
    const c = await client(version);
    const answer = await c.post('Orders', { ...ORDER, ...change });
    expect(answer.status).toBe(400);
    expect(codeOf(answer)).toBe(-10);
    expect(messageOf(version, answer)).toBe(message);
    if (version === 'v2') expect(answer.json.error.code).toBe('-10');
  });

  it('refuses an unknown property and a value of the wrong JSON type (-1000)', async () => {
    const c = await client(version);
    const unknown = await c.post('Orders', { ...ORDER, CustomerReference: 'x' });
    expect(unknown.status).toBe(400);
    expect(messageOf(version, unknown)).toBe("Property 'CustomerReference' of 'Document' is invalid");
    const wrongType = await c.post('Orders', {
      ...ORDER,
      DocumentLines: [{ ItemCode: 'HF-1011', Quantity: '2' }],
    });
    expect(wrongType.status).toBe(400);
    expect(codeOf(wrongType)).toBe(-1000);
  });

  it('cannot delete an order (-5006) but can cancel it', async () => {
    const c = await client(version);
    const order = (await c.post('Orders', ORDER)).json;
    const deleted = await c.request('DELETE', `Orders(${order.DocEntry})`);
    expect(deleted.status).toBe(400);
    expect(codeOf(deleted)).toBe(-5006);
    expect((await c.post(`Orders(${order.DocEntry})/Cancel`, undefined)).status).toBe(204);
    const cancelled = (await c.get(`Orders(${order.DocEntry})`)).json;
    expect([cancelled.Cancelled, cancelled.CancelStatus, cancelled.DocumentStatus]).toEqual([
      'tYES',
      'csYes',
      'bost_Close',
    ]);
  });
});

describe.each(VERSIONS)('POST ReturnRequest on %s', (version) => {
  async function deliveryOf(c: SlClient, cardCode: string) {
    const filter = encodeURIComponent(`CardCode eq '${cardCode}'`);
    return (await c.get(`DeliveryNotes?$filter=${filter}&$orderby=DocEntry desc&$top=1`)).json.value[0];
  }

  it('keeps BaseType/BaseEntry/BaseLine and the D30 values as sent', async () => {
    const c = await client(version);
    const delivery = await deliveryOf(c, 'C10001');
    const line = delivery.DocumentLines[0];
    // What the line must keep as sent.
    const kept = {
      BaseType: 15,
      BaseEntry: delivery.DocEntry,
      BaseLine: line.LineNum,
      U_DBS_CUSTREF: 'room 2',
      U_DBS_RETURNREMARK: 'wrong colour',
      U_PMX_LOCO: 'RETOURVERK',
      U_PMX_QYSC: 'RELEASED',
    };
    const answer = await c.post('ReturnRequest', {
      CardCode: 'C10001',
      DocDueDate: '2026-11-25',
      U_AantalPackages: 2,
      U_DBS_PORTALKEY: `return-${version}`,
      DocumentLines: [{ ItemCode: line.ItemCode, Quantity: 1, ...kept }],
    });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.json.DocObjectCode).toBe('oReturnRequest');
    expect(answer.json.U_AantalPackages).toBe(2);
    const returned = answer.json.DocumentLines[0];
    expect(returned).toMatchObject({ ...kept, Price: line.Price });
    const read = await c.get(`ReturnRequest(${answer.json.DocEntry})`);
    expect(read.json.DocumentLines[0].U_PMX_LOCO).toBe('RETOURVERK');
  });

  it("refuses a base line of another customer's delivery and a base that does not exist", async () => {
    const c = await client(version);
    const other = await deliveryOf(c, 'C40001');
    const mismatch = await c.post('ReturnRequest', {
      CardCode: 'C10001',
      DocumentLines: [
        {
          ItemCode: other.DocumentLines[0].ItemCode,
          Quantity: 1,
          BaseType: 15,
          BaseEntry: other.DocEntry,
          BaseLine: 0,
        },
      ],
    });
    expect(mismatch.status).toBe(400);
    expect(messageOf(version, mismatch)).toBe('Base document card and target document card do not match.');
    const missing = await c.post('ReturnRequest', {
      CardCode: 'C10001',
      DocumentLines: [{ ItemCode: 'HF-1011', Quantity: 1, BaseType: 15, BaseEntry: 999999, BaseLine: 0 }],
    });
    expect(missing.status).toBe(400);
  });

  it('refuses a customer on GoodsReturnRequest (the purchasing side)', async () => {
    const c = await client(version);
    expect((await c.get('GoodsReturnRequest')).json.value).toEqual([]);
    const answer = await c.post('GoodsReturnRequest', {
      CardCode: 'C10001',
      DocumentLines: [{ ItemCode: 'HF-1011', Quantity: 1 }],
    });
    expect(answer.status).toBe(400);
    expect(messageOf(version, answer)).toBe("Invalid BP code [OPRR.CardCode] , 'C10001'");
  });
});

describe.each([
  ['v1', 'C10002'],
  ['v2', 'C30001'],
] as const)('PATCH BusinessPartners on %s (%s)', (version, cardCode) => {
  const path = `BusinessPartners('${cardCode}')`;
  type Address = { AddressName: string; AddressType: string; RowNum: number; City: string; BPCode: string };
  const addresses = async (c: SlClient): Promise<Address[]> => (await c.get(path)).json.BPAddresses;

  it('without the header: a member with its full identifiers updates in place, a new one is appended', async () => {
    const c = await client(version);
    const before = await addresses(c);
    const first = before[0] as Address;
    const update = await c.patch(path, {
      CardCode: 'IGNORED',
      BPAddresses: [
        {
          BPCode: cardCode,
          AddressName: first.AddressName,
          AddressType: first.AddressType,
          RowNum: first.RowNum,
          City: 'Zwolle',
        },
        {
          AddressName: 'Warehouse Zwolle',
          AddressType: 'bo_ShipTo',
          Street: 'Dijk 1',
          City: 'Zwolle',
          Country: 'NL',
        },
      ],
    });
    expect(update.status).toBe(204);
    const after = await addresses(c);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({ AddressName: first.AddressName, City: 'Zwolle', RowNum: first.RowNum });
    const added = after.at(-1) as Address;
    expect(added).toMatchObject({ AddressName: 'Warehouse Zwolle', BPCode: cardCode });
    expect(added.RowNum).toBe(Math.max(...before.map((a) => a.RowNum)) + 1);
    expect((await c.get(path)).json.CardCode).toBe(cardCode);
  });

  it('without the header: a known address without BPCode is an insert, so -2035', async () => {
    const c = await client(version);
    const first = (await addresses(c))[0] as Address;
    const answer = await c.patch(path, {
      BPAddresses: [
        { AddressName: first.AddressName, AddressType: first.AddressType, RowNum: first.RowNum, City: 'X' },
      ],
    });
    expect(answer.status).toBe(400);
    expect(codeOf(answer)).toBe(-2035);
    expect(messageOf(version, answer)).toBe('This entry already exists in the following tables (ODBC -2035)');
  });

  it('with B1S-ReplaceCollectionsOnPatch: members left out are deleted, new ones renumbered after the highest', async () => {
    const c = await client(version);
    const before = await addresses(c);
    const kept = before[0] as Address;
    const answer = await c.patch(
      path,
      {
        BPAddresses: [
          { ...kept },
          { AddressName: 'Depot', AddressType: 'bo_ShipTo', Street: 'Weg 2', City: 'Ede', Country: 'NL' },
        ],
      },
      { 'B1S-ReplaceCollectionsOnPatch': 'true' },
    );
    expect(answer.status).toBe(204);
    const after = await addresses(c);
    expect(after.map((a) => a.AddressName)).toEqual([kept.AddressName, 'Depot']);
    expect(after[0]?.RowNum).toBe(kept.RowNum);
    expect(after[1]?.RowNum).toBe(Math.max(...before.map((a) => a.RowNum)) + 1);
  });

  it('answers 412 -2039 for a stale If-Match, and accepts the current ETag', async () => {
    const c = await client(version);
    const read = await c.get(path);
    const etag = read.headers.get('etag') as string;
    expect((await c.patch(path, { EmailAddress: 'a@example.com' }, { 'If-Match': etag })).status).toBe(204);
    const stale = await c.patch(path, { EmailAddress: 'b@example.com' }, { 'If-Match': etag });
    expect(stale.status).toBe(412);
    expect(codeOf(stale)).toBe(-2039);
    expect(messageOf(version, stale)).toBe(
      'Another user or another operation modified data; to continue, open the window again (ODBC -2039)',
    );
    const fresh = await c.get(path);
    expect(fresh.headers.get('etag')).not.toBe(etag);
    expect(fresh.json.EmailAddress).toBe('a@example.com');
    expect(
      (
        await c.patch(
          path,
          { EmailAddress: 'c@example.com' },
          { 'If-Match': fresh.headers.get('etag') as string },
        )
      ).status,
    ).toBe(204);
  });

  it('answers a $select read without ETag header and with a frozen body ETag that fails (2511 quirk)', async () => {
    const c = await client(version);
    const projected = await c.get(`${path}?$select=CardCode,EmailAddress`);
    expect(projected.headers.get('etag')).toBeNull();
    const bodyEtag = projected.json[version === 'v1' ? 'odata.etag' : '@odata.etag'];
    expect(bodyEtag).toBe(etagOf(1));
    const answer = await c.patch(path, { EmailAddress: 'd@example.com' }, { 'If-Match': bodyEtag });
    expect(answer.status).toBe(412);
  });

  it('moves UpdateDate/UpdateTime on a PATCH, so a delta read finds the partner', async () => {
    setup.clock.advanceMinutes(90);
    const c = await client(version);
    await c.request('POST', path, {
      body: { EmailAddress: 'e@example.com' },
      headers: { 'X-HTTP-Method-Override': 'PATCH' },
    });
    const partner = (await c.get(path)).json;
    expect(partner.EmailAddress).toBe('e@example.com');
    expect(partner.UpdateTime).toBe(setup.clock.now().toISOString().slice(11, 19));
    const delta = await c.get(
      `BusinessPartners?$select=CardCode&$filter=${encodeURIComponent(`UpdateDate ge '2026-11-20' and UpdateTime ge '${partner.UpdateTime}'`)}`,
    );
    expect(delta.json.value.map((r: { CardCode: string }) => r.CardCode)).toContain(cardCode);
  });
});

it.each(VERSIONS)('answers CompanyService_GetItemPrice on %s', async (version) => {
  const c = await client(version);
  const answer = await c.post('CompanyService_GetItemPrice', {
    ItemPriceParams: { ItemCode: 'HF-1022', CardCode: 'C10001', Date: '2026-11-20', UoMQuantity: 1 },
  });
  expect(answer.status).toBe(200);
  expect(answer.json).toMatchObject({ Currency: 'EUR', Discount: 15 });
  expect(answer.json.Price).toBeGreaterThan(0);
});
