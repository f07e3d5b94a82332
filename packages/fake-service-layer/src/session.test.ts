import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { VERSIONS } from './protocol.js';
import { startFakeServiceLayer } from './server.js';
import { SlClient, startTestFake, type TestFake, testClock } from './test-support.js';

/** Login, cookies, idle expiry and Logout, on both versions (research §1.2, §6.2 items 1–2). */
let setup: TestFake;

beforeAll(async () => {
  setup = await startTestFake();
});
afterEach(() => setup.fake.faults.reset());
afterAll(() => setup.close());

const V1_INVALID_SESSION = {
  error: { code: 301, message: { lang: 'en-us', value: 'Invalid session or session already timeout.' } },
};
const V2_INVALID_SESSION = {
  error: {
    code: '301',
    details: [{ code: '', message: '' }],
    message: 'Invalid session or session already timeout.',
  },
};

describe('Login', () => {
  it('answers v1 with odata.metadata, both cookies and the session body', async () => {
    const client = new SlClient(setup.fake, 'v1');
    const answer = await client.login();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json;odata=minimalmetadata;charset=utf-8');
    expect(answer.json).toEqual({
      'odata.metadata': `${setup.fake.url}/b1s/v1/$metadata#B1Sessions/@Element`,
      SessionId: expect.any(String),
      Version: '1000310',
      SessionTimeout: 30,
    });
    const cookies = answer.headers.getSetCookie();
    expect(cookies).toEqual([`B1SESSION=${answer.json.SessionId};HttpOnly;`, 'ROUTEID=.node1; path=/b1s']);
  });

  it('answers v2 with @odata.context and OData-Version 4.0', async () => {
    const client = new SlClient(setup.fake, 'v2');
    const answer = await client.login();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('odata-version')).toBe('4.0');
    expect(answer.json['@odata.context']).toBe(`${setup.fake.url}/b1s/v2/$metadata#B1Sessions/$entity`);
    expect(answer.json.SessionTimeout).toBe(30);
  });

  it('refuses wrong credentials with a 401 in each version shape and sets no cookie', async () => {
    const v1 = await new SlClient(setup.fake, 'v1').post('Login', {
      CompanyDB: setup.fake.companyDb,
      UserName: setup.fake.userName,
      Password: 'wrong',
    });
    expect(v1.status).toBe(401);
    expect(v1.json).toEqual({
      error: { code: -304, message: { lang: 'en-us', value: 'Fail to get DB Credentials from SLD' } },
    });
    expect(v1.headers.getSetCookie()).toEqual([]);
    const v2 = await new SlClient(setup.fake, 'v2').post('Login', {
      CompanyDB: 'OTHER',
      UserName: setup.fake.userName,
      Password: setup.fake.password,
    });
    expect(v2.status).toBe(401);
    expect(v2.json.error.code).toBe('-304');
  });

  it.each(
    VERSIONS,
  )('treats lowercase /login as an unknown resource without a session (%s): 401 code 301', async (v) => {
    const answer = await new SlClient(setup.fake, v).post('login', {
      CompanyDB: setup.fake.companyDb,
      UserName: setup.fake.userName,
      Password: setup.fake.password,
    });
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual(v === 'v1' ? V1_INVALID_SESSION : V2_INVALID_SESSION);
  });

  it('counts logins', async () => {
    const before = setup.fake.stats.logins;
    await new SlClient(setup.fake, 'v2').login();
    expect(setup.fake.stats.logins).toBe(before + 1);
  });
});

describe.each(VERSIONS)('sessions on %s', (version) => {
  const invalid = version === 'v1' ? V1_INVALID_SESSION : V2_INVALID_SESSION;

  it('answers 401 with the exact error body without a cookie', async () => {
    const answer = await new SlClient(setup.fake, version).get('Items');
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual(invalid);
    if (version === 'v2') expect(answer.headers.get('www-authenticate')).toBe('Basic realm=/b1s/v2/Items');
  });

  it('answers 401 with an unknown session id', async () => {
    const client = new SlClient(setup.fake, version);
    client.cookie = 'B1SESSION=not-a-session; ROUTEID=.node1';
    expect((await client.get('Items')).status).toBe(401);
  });

  it('expires a session after SessionTimeout minutes of inactivity, and activity slides it', async () => {
    const client = new SlClient(setup.fake, version);
    await client.login();
    setup.clock.advanceMinutes(29);
    expect((await client.get('ShippingTypes')).status).toBe(200);
    setup.clock.advanceMinutes(29);
    expect((await client.get('ShippingTypes')).status).toBe(200);
    setup.clock.advanceMinutes(30);
    const expired = await client.get('ShippingTypes');
    expect(expired.status).toBe(401);
    expect(expired.json).toEqual(invalid);
  });

  it('ends the session on Logout (204)', async () => {
    const client = new SlClient(setup.fake, version);
    await client.login();
    const logout = await client.post('Logout', undefined);
    expect(logout.status).toBe(204);
    expect(logout.text).toBe('');
    expect((await client.get('ShippingTypes')).status).toBe(401);
  });

  it('answers 403 instead when the fault asks for the load-balancer variant', async () => {
    setup.fake.faults.expiredSessionStatus(403);
    const answer = await new SlClient(setup.fake, version).get('Items');
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual(invalid);
  });
});

it('accepts a session of one version on the other (one session store)', async () => {
  const v1 = new SlClient(setup.fake, 'v1');
  await v1.login();
  const v2 = new SlClient(setup.fake, 'v2');
  v2.cookie = v1.cookie;
  expect((await v2.get('ShippingTypes')).status).toBe(200);
});

it('honours a custom session timeout', async () => {
  const clock = testClock();
  const short = await startFakeServiceLayer({ db: setup.db, sessionTimeoutMinutes: 5, now: clock.now });
  try {
    const client = new SlClient(short, 'v2');
    expect((await client.login()).json.SessionTimeout).toBe(5);
    clock.advanceMinutes(5);
    expect((await client.get('ShippingTypes')).status).toBe(401);
  } finally {
    await short.close();
  }
});
