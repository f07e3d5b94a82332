import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { VERSIONS } from './protocol.js';
import { SlClient, startTestFake, type TestFake } from './test-support.js';

/** Server paging, next links, counts (research §1.3, §6.2 item 3). */
let setup: TestFake;

beforeAll(async () => {
  setup = await startTestFake();
});
afterEach(() => setup.fake.faults.reset());
afterAll(() => setup.close());

async function loggedIn(version: 'v1' | 'v2'): Promise<SlClient> {
  const client = new SlClient(setup.fake, version);
  await client.login();
  return client;
}

describe.each(VERSIONS)('paging on %s', (version) => {
  const nextLink = version === 'v1' ? 'odata.nextLink' : '@odata.nextLink';
  const count = version === 'v1' ? 'odata.count' : '@odata.count';

  it('pages at 20 by default with a next link in the version form', async () => {
    const client = await loggedIn(version);
    const page = await client.get('Orders?$select=DocEntry');
    expect(page.json.value).toHaveLength(20);
    expect(page.headers.get('preference-applied')).toBeNull();
    expect(page.json[nextLink]).toBe(
      version === 'v1' ? '/b1s/v1/Orders?$select=DocEntry&$skip=20' : 'Orders?$select=DocEntry&$skip=20',
    );
  });

  it('honours Prefer: odata.maxpagesize and says so in Preference-Applied', async () => {
    const client = await loggedIn(version);
    const page = await client.get('Items?$select=ItemCode', { Prefer: 'odata.maxpagesize=7' });
    expect(page.json.value).toHaveLength(7);
    expect(page.headers.get('preference-applied')).toBe('odata.maxpagesize=7');
  });

  it('honours B1S-PageSize (no Preference-Applied), and Prefer beats it', async () => {
    const client = await loggedIn(version);
    const b1s = await client.get('Items?$select=ItemCode', { 'B1S-PageSize': '9' });
    expect(b1s.json.value).toHaveLength(9);
    expect(b1s.headers.get('preference-applied')).toBeNull();
    const both = await client.get('Items?$select=ItemCode', {
      'B1S-PageSize': '9',
      Prefer: 'odata.maxpagesize=4',
    });
    expect(both.json.value).toHaveLength(4);
  });

  it('turns paging off with maxpagesize 0', async () => {
    const client = await loggedIn(version);
    const all = await client.get('Items?$select=ItemCode', { Prefer: 'odata.maxpagesize=0' });
    const total = Number((await client.get('Items/$count')).text);
    expect(all.json.value).toHaveLength(total);
    expect(all.json[nextLink]).toBeUndefined();
  });

  it('carries $filter, $select and $orderby in next links; following them reads every row once', async () => {
    const client = await loggedIn(version);
    const filter = "CardCode eq 'C10001' and DocumentStatus eq 'bost_Close'";
    const expected = Number((await client.get(`Orders/$count?$filter=${encodeURIComponent(filter)}`)).text);
    expect(expected).toBeGreaterThan(6);
    let link: string | undefined =
      `Orders?$filter=${encodeURIComponent(filter)}&$select=DocEntry,CardCode&$orderby=DocEntry desc`;
    const seen: number[] = [];
    let pages = 0;
    while (link) {
      const page = await client.get(pages === 0 ? link : client.resolve(link), {
        Prefer: 'odata.maxpagesize=3',
      });
      expect(page.status).toBe(200);
      for (const row of page.json.value) {
        expect(Object.keys(row).filter((k) => !k.includes('odata'))).toEqual(['DocEntry', 'CardCode']);
        expect(row.CardCode).toBe('C10001');
        seen.push(row.DocEntry);
      }
      link = page.json[nextLink];
      if (link) {
        expect(link).toContain("$filter=CardCode%20eq%20'C10001'%20and%20DocumentStatus%20eq%20'bost_Close'");
        expect(link).toContain('$select=DocEntry%2CCardCode');
        expect(link).toContain('$orderby=DocEntry%20desc');
      }
      pages += 1;
    }
    expect(seen).toHaveLength(expected);
    expect(new Set(seen).size).toBe(expected);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(pages).toBe(Math.ceil(expected / 3));
  });

  it('gives no next link when $top fits in one page, even if more rows match (fence-post)', async () => {
    const client = await loggedIn(version);
    const page = await client.get('Orders?$select=DocEntry&$top=5');
    expect(page.json.value).toHaveLength(5);
    expect(page.json[nextLink]).toBeUndefined();
  });

  it('pages a $top larger than the page, carrying the remaining $top', async () => {
    const client = await loggedIn(version);
    const first = await client.get('Orders?$select=DocEntry&$top=25&$skip=2');
    expect(first.json.value).toHaveLength(20);
    expect(first.json.value[0].DocEntry).toBe(3);
    expect(first.json[nextLink]).toMatch(/\$top=5&\$skip=22$/);
    const second = await client.get(client.resolve(first.json[nextLink]));
    expect(second.json.value).toHaveLength(5);
    expect(second.json[nextLink]).toBeUndefined();
  });

  it('answers /$count as a bare number, with a filter', async () => {
    const client = await loggedIn(version);
    const all = await client.get('BusinessPartners/$count');
    expect(all.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(all.text).toBe('6');
    const filtered = await client.get("BusinessPartners/$count?$filter=startswith(CardCode,'C1')");
    expect(Number(filtered.text)).toBeLessThan(6);
  });

  it('adds the inline count in the version form, and refuses the other version form', async () => {
    const client = await loggedIn(version);
    const option = version === 'v1' ? '$inlinecount=allpages' : '$count=true';
    const wrong = version === 'v1' ? '$count=true' : '$inlinecount=allpages';
    const page = await client.get(`Items?$select=ItemCode&${option}`, { Prefer: 'odata.maxpagesize=5' });
    const total = Number((await client.get('Items/$count')).text);
    expect(page.json[count]).toBe(total);
    expect(page.json[nextLink]).toContain(option);
    const refused = await client.get(`Items?${wrong}`);
    expect(refused.status).toBe(400);
  });
});

it('lets a test force either next link form on either version', async () => {
  const v1 = await loggedIn('v1');
  setup.fake.faults.nextLinkForm('relative');
  expect((await v1.get('Orders?$select=DocEntry')).json['odata.nextLink']).toBe(
    'Orders?$select=DocEntry&$skip=20',
  );
  const v2 = await loggedIn('v2');
  setup.fake.faults.nextLinkForm('path');
  expect((await v2.get('Orders?$select=DocEntry')).json['@odata.nextLink']).toBe(
    '/b1s/v2/Orders?$select=DocEntry&$skip=20',
  );
});
