// `npm run erp:check` against the fake Service Layer: what an administrator reads for a healthy company,
// for one whose user-defined fields are named otherwise, and for the usual connection mistakes.
import { generate } from '@selvedge/demo-erp';
import {
  BATCH_STOCK_QUERY,
  type FakeServiceLayer,
  startFakeServiceLayer,
} from '@selvedge/fake-service-layer';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openMemoryDemoErp } from '../../demo-erp/src/test-database.js';
import { type CheckStep, checkSapB1Connection, checkVerdict, formatCheck } from './check.js';
import type { SapB1Config } from './config.js';

const today = '2026-11-23';
let database: Awaited<ReturnType<typeof openMemoryDemoErp>>;
let fake: FakeServiceLayer;
/** A company whose e-mail field is U_WEB_EMAIL, that has no partial-supply field and no Produmex location. */
let otherCompany: FakeServiceLayer;

beforeAll(async () => {
  database = await openMemoryDemoErp();
  await generate(database.db, { seed: 42, scale: 'tiny', today });
  const now = () => new Date(`${today}T10:00:00Z`);
  [fake, otherCompany] = await Promise.all([
    startFakeServiceLayer({ db: database.db, now }),
    startFakeServiceLayer({
      db: database.db,
      now,
      userFields: {
        rename: { U_DBS_EMAIL: 'U_WEB_EMAIL', U_DBS_OrderType: 'U_DBS_ORDERTYPE' },
        drop: ['U_DBS_PARTIALSUPPLY', 'U_PMX_LOCO'],
      },
    }),
  ]);
});
afterEach(() => fake.faults.reset());
afterAll(async () => {
  await Promise.all([fake.close(), otherCompany.close()]);
  await database.close();
});

function configOf(server: FakeServiceLayer, more: Partial<SapB1Config> = {}): SapB1Config {
  return {
    serviceLayerUrl: server.url,
    version: 'v2',
    companyDb: server.companyDb,
    userName: server.userName,
    password: server.password,
    pdf: { gatewayUrl: server.gatewayUrl, layouts: { order: 'RDR20001', delivery: 'DLN20001' } },
    ...more,
  };
}

const problems = (steps: CheckStep[]) => steps.filter((step) => !step.ok);
const step = (steps: CheckStep[], name: string) => steps.find((s) => s.step === name);

describe('npm run erp:check', () => {
  it.each([
    'v1',
    'v2',
  ] as const)('on %s: logs in, finds every field, reads each feed, prices an item, prints a PDF', async (version) => {
    const steps = await checkSapB1Connection(configOf(fake, { version, batchStockQuery: BATCH_STOCK_QUERY }));
    expect(problems(steps)).toEqual([]);
    expect(steps.map((s) => s.step)).toEqual([
      'configuration',
      'login',
      'user fields',
      'feed businessPartners',
      'feed items',
      'feed stock',
      'feed salesDocuments',
      'feed openItems',
      'feed referenceData',
      'price',
      'batch stock',
      'pdf',
      'requests',
    ]);
    expect(step(steps, 'batch stock')?.detail).toMatch(
      /^SQLQueries\('SELVEDGE_BATCHSTOCK'\) read \(first: \S+ batch \S+\)$/,
    );
    expect(step(steps, 'user fields')?.detail).toMatch(/^20 configured fields found \(from UserFieldsMD\)/);
    expect(step(steps, 'price')?.detail).toMatch(/^\S+ for C\d+: \d+\.\d{2} (EUR|GBP) \(list \d+\.\d{2}/);
    expect(checkVerdict(steps)).toEqual({ exitCode: 0, text: 'Everything the portal needs answered.' });
  });

  it('says when the batch stock query is not set (a warning) or does not exist in SAP (a problem)', async () => {
    const without = await checkSapB1Connection(configOf(fake));
    expect(step(without, 'batch stock')).toMatchObject({ ok: true, warning: true });
    const unknown = await checkSapB1Connection(configOf(fake, { batchStockQuery: 'NO_SUCH_QUERY' }));
    expect(step(unknown, 'batch stock')).toMatchObject({ ok: false });
    expect(step(unknown, 'batch stock')?.detail).toMatch(/docs\/connect-sap-b1\.md, 2\.8/);
  });

  it('lists every missing or misnamed field in one run, each with its setting and a near match', async () => {
    const steps = await checkSapB1Connection(configOf(otherCompany), {
      settingsFile: '/etc/selvedge/sap-b1.json',
    });
    const fieldProblems = problems(steps).filter((s) => s.step.startsWith('fields.'));
    expect(fieldProblems.map((s) => s.step)).toEqual([
      'fields.orderType',
      'fields.partialSupply',
      'fields.orderEmail',
      'fields.storageLocation',
    ]);
    expect(step(steps, 'fields.orderEmail')?.detail).toBe(
      'U_DBS_EMAIL is not a field of ORDR (Orders). This company has U_WEB_EMAIL there: set "orderEmail": ' +
        '"U_WEB_EMAIL" under "fields" in the settings file /etc/selvedge/sap-b1.json (SAP_B1_SETTINGS_FILE)',
    );
    // Names are case-sensitive in the Service Layer: another case is a near match, not the field.
    expect(step(steps, 'fields.orderType')?.detail).toMatch(
      /^U_DBS_OrderType is not a field of ORDR, ODLN, OINV, ORIN, ORDN, ORRR \(every sales document\)\. This company has U_DBS_ORDERTYPE there/,
    );
    expect(step(steps, 'fields.partialSupply')?.detail).toMatch(
      /^U_DBS_PARTIALSUPPLY is not a field of ORDR \(Orders\)\. Create it in SAP \(written on orders\), or set "partialSupply"/,
    );
    expect(step(steps, 'fields.storageLocation')?.detail).toMatch(
      /^U_PMX_LOCO is not a field of RRR1 \(return request lines\)/,
    );
    // The field lines are the whole story: the four problems and nothing else.
    expect(problems(steps)).toEqual(fieldProblems);
    expect(checkVerdict(steps)).toEqual({
      exitCode: 1,
      text: '4 problems (✗ above): fix each with the setting it names, then run npm run erp:check again.',
    });
    expect(formatCheck(steps)).toMatch(/\n✗ fields\.orderEmail: U_DBS_EMAIL is not a field of ORDR/);
  });

  it('a settings key that is no field role, or a name without U_, is named before SAP is asked', async () => {
    const steps = await checkSapB1Connection(
      configOf(fake, {
        fields: { orderMail: 'U_DBS_EMAIL', sampleCode: 'DBS_STAALCODE' } as SapB1Config['fields'],
      }),
    );
    expect(step(steps, 'fields.orderMail')?.detail).toMatch(
      /^"orderMail" is not a field setting, so the portal ignores it/,
    );
    expect(step(steps, 'fields.sampleCode')?.detail).toMatch(
      /"DBS_STAALCODE" cannot be a user-defined field.*"U_DBS_STAALCODE"/,
    );
    expect(checkVerdict(steps).exitCode).toBe(1);
  });

  it('without UserFieldsMD, says so and looks the fields up on one record of each table', async () => {
    // SAP's answer to a user without the authorisation is not documented: a 403 stands for it here.
    fake.faults.refuse('UserFieldsMD', { status: 403, code: -1000, message: 'No authorisation' });
    const steps = await checkSapB1Connection(configOf(fake, { fields: { orderEmail: 'U_WEB_EMAIL' } }));
    expect(steps.find((s) => s.step === 'user fields' && s.warning)?.detail).toMatch(
      /may not read UserFieldsMD/,
    );
    expect(step(steps, 'fields.orderEmail')?.detail).toMatch(
      /^U_WEB_EMAIL is not a field of ORDR \(Orders\)\. This company has U_DBS_EMAIL there/,
    );
    expect(problems(steps).map((s) => s.step)).toEqual(['fields.orderEmail']);
  });

  it('a field a feed selects names its setting in the feed line too', async () => {
    const steps = await checkSapB1Connection(configOf(fake, { fields: { discontinued: 'U_OBSOLETE' } }));
    expect(step(steps, 'fields.discontinued')?.detail).toMatch(
      /^U_OBSOLETE is not a field of OITM \(Items\)/,
    );
    expect(step(steps, 'feed items')).toMatchObject({ ok: false });
    expect(step(steps, 'feed items')?.detail).toMatch(
      /U_OBSOLETE.*set fields\.discontinued in a settings file/,
    );
  });

  it('a wrong path in SAP_B1_URL gets the path hint, not the credentials one', async () => {
    const steps = await checkSapB1Connection(configOf(fake, { serviceLayerUrl: `${fake.url}/sap` }));
    const login = step(steps, 'login');
    expect(login?.ok).toBe(false);
    expect(login?.detail).toMatch(
      /^Nothing answers at http:\/\/127\.0\.0\.1:\d+\/sap\/b1s\/v2\/Login: .*HTTP 404/,
    );
    expect(login?.detail).toMatch(/the portal adds \/b1s\/v2 itself; remove "\/sap" from SAP_B1_URL/);
    expect(login?.detail).not.toMatch(/password/i);
    expect(steps.at(-1)?.step).toBe('login');
    // Past the Service Layer's root, SAP answers any path without a session "invalid session" (301).
    const beyond = step(
      await checkSapB1Connection(configOf(fake, { serviceLayerUrl: `${fake.url}/b1s/v2/sap` })),
      'login',
    );
    expect(beyond?.detail).toMatch(
      /^Nothing answers at .*\/b1s\/v2\/sap\/b1s\/v2\/Login: Invalid session .*\(HTTP 401, SAP 301\)\. SAP_B1_URL is the address up to the port/,
    );
  });

  it('a refused login names the three variables; nothing listening names host and port', async () => {
    const refused = step(await checkSapB1Connection(configOf(fake, { password: 'wrong' })), 'login');
    expect(refused?.detail).toMatch(
      /^SAP refused the login: Fail to get DB Credentials from SLD \(HTTP 401, SAP -304\)\. Check SAP_B1_COMPANY_DB \(SBODEMO_SELVEDGE\), SAP_B1_USER \(manager\) and SAP_B1_PASSWORD/,
    );
    const closed = step(
      await checkSapB1Connection(configOf(fake, { serviceLayerUrl: 'http://127.0.0.1:9' })),
      'login',
    );
    expect(closed?.detail).toMatch(
      /ECONNREFUSED.*Nothing listens on 127\.0\.0\.1 port 9: check the host and port in SAP_B1_URL/,
    );
  });

  it('configuration errors name the environment variable, not the adapter key', async () => {
    const steps = await checkSapB1Connection({ ...configOf(fake), companyDb: ' ' });
    expect(steps).toEqual([
      { step: 'configuration', ok: false, detail: 'SAP B1 config: missing SAP_B1_COMPANY_DB' },
    ]);
  });
});
