import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITY_SETS, ENUM_DB_CODES, type ScalarKind, type StructuredType } from './entity-schemas.js';
import { type Metadata, type MetadataType, readMetadata, trimMetadata } from './metadata-reader.js';
import { VERSIONS, type Version } from './protocol.js';
import { SlClient, startTestFake, type TestFake } from './test-support.js';

/**
 * The fake's entity shapes against SAP's $metadata (research §6.2 item 13): every set, key, property,
 * collection and enum member the fake knows, and every property of every entity it actually serves, must
 * exist in the metadata of a real 10.0 system with SAP's name and type. The package carries a verbatim
 * excerpt of that file (src/metadata/…trimmed.xml); where the full file of the research is present, the
 * excerpt is rebuilt from it and must not differ (UPDATE_METADATA=1 rewrites it).
 */
const TRIMMED = fileURLToPath(new URL('./metadata/sap-b1-metadata-v4.trimmed.xml', import.meta.url));
/**
 * The full $metadata of a real 10.0 system (1.7 MB, kept outside the repository: SAP_B1_METADATA names the
 * file); without it the excerpt is taken as it is.
 */
const FULL = process.env.SAP_B1_METADATA ?? '';

/** This customer's own user-defined fields: not in the metadata of the German system (research §1.8). */
const CUSTOMER_UDF = /^U_(DBS_\w+|EIJFF_\w+|PMX_LOCO|PMX_QYSC|AantalPackages)$/;

/** Types outside the entity sets whose shapes the fake answers: Login's body, GetItemPrice, GetAdminInfo. */
const EXTRA_TYPES = ['B1Session', 'ItemPriceParams', 'ItemPriceReturnParams', 'AdminInfo'];

function typesOf(
  type: StructuredType,
  found = new Map<string, StructuredType>(),
): Map<string, StructuredType> {
  found.set(type.name, type);
  for (const child of [...Object.values(type.collections), ...Object.values(type.complex)])
    typesOf(child, found);
  return found;
}

const SERVED_TYPES = new Map<string, StructuredType>();
for (const set of ENTITY_SETS) typesOf(set.type, SERVED_TYPES);

const ENUMS = new Set(
  [...SERVED_TYPES.values()].flatMap((t) =>
    Object.values(t.scalars)
      .filter((k) => k.startsWith('enum:'))
      .map((k) => k.slice('enum:'.length)),
  ),
);

const SELECTION = {
  types: [...SERVED_TYPES.keys(), ...EXTRA_TYPES],
  enums: [...ENUMS],
  sets: ENTITY_SETS.map((s) => s.name),
};

const COMMENT =
  'Excerpt of the OData v4 $metadata of a real SAP ' +
  'Business One 10.0 Service Layer (SoftwareDesign-Solution/b1slayer-model-generator-node, commit c9a5aee, ' +
  'dist/servicelayer_metadata_v4.xml): the types, enums and entity sets the fake serves, copied verbatim by ' +
  'metadata.test.ts (UPDATE_METADATA=1 rewrites it). Do not edit by hand.';

const EDM: Record<Exclude<ScalarKind, `enum:${string}`>, string> = {
  string: 'Edm.String',
  int: 'Edm.Int32',
  double: 'Edm.Double',
  date: 'Edm.DateTimeOffset',
  time: 'Edm.TimeOfDay',
};

const edmOf = (kind: ScalarKind) =>
  kind.startsWith('enum:') ? `SAPB1.${kind.slice(5)}` : EDM[kind as keyof typeof EDM];

let metadata: Metadata;

beforeAll(() => {
  if (existsSync(FULL) && process.env.UPDATE_METADATA === '1') {
    writeFileSync(TRIMMED, trimMetadata(readFileSync(FULL, 'utf8'), SELECTION, COMMENT));
  }
  metadata = readMetadata(readFileSync(TRIMMED, 'utf8'));
});

function typeNamed(name: string): MetadataType {
  const type = metadata.types.get(name);
  if (!type) throw new Error(`SAPB1.${name} is not in the metadata`);
  return type;
}

describe('the metadata excerpt', () => {
  it.skipIf(!existsSync(FULL))('is a verbatim excerpt of the full $metadata of the research', () => {
    expect(readFileSync(TRIMMED, 'utf8')).toBe(trimMetadata(readFileSync(FULL, 'utf8'), SELECTION, COMMENT));
  });
});

describe("the fake's schemas", () => {
  it.each(
    ENTITY_SETS.map((s) => [s.name, s] as const),
  )('%s is an entity set of its type, with its key', (_, set) => {
    expect(metadata.sets.get(set.name)).toBe(set.type.name);
    expect(typeNamed(set.type.name).keys).toEqual([...set.key]);
  });

  it.each(
    [...SERVED_TYPES.values()].map((t) => [t.name, t] as const),
  )('every property of %s exists with SAP’s name and type', (_, type) => {
    const sap = typeNamed(type.name);
    expect(sap.kind).toBe(type.kind);
    for (const [name, kind] of Object.entries(type.scalars)) {
      if (CUSTOMER_UDF.test(name)) continue;
      expect(sap.properties.get(name), `${type.name}.${name}`).toBe(edmOf(kind));
    }
    for (const [name, member] of Object.entries(type.collections))
      expect(sap.properties.get(name), `${type.name}.${name}`).toBe(`Collection(SAPB1.${member.name})`);
    for (const [name, complex] of Object.entries(type.complex))
      expect(sap.properties.get(name), `${type.name}.${name}`).toBe(`SAPB1.${complex.name}`);
    for (const key of type.memberKey ?? []) expect(sap.properties.has(key), `${type.name}.${key}`).toBe(true);
  });

  it("keeps the U_ fields to this customer's UDFs", () => {
    const udfs = [...SERVED_TYPES.values()].flatMap((t) =>
      Object.keys(t.scalars).filter((n) => n.startsWith('U_')),
    );
    expect(udfs.length).toBeGreaterThan(0);
    for (const name of udfs) expect(name).toMatch(CUSTOMER_UDF);
  });

  it("knows only members of SAP's enums", () => {
    for (const [enumName, members] of Object.entries(ENUM_DB_CODES)) {
      const sap = metadata.enums.get(enumName);
      expect(sap, enumName).toBeDefined();
      for (const member of Object.values(members)) expect(sap, `${enumName}.${member}`).toContain(member);
    }
  });
});

describe('what the fake serves', () => {
  let setup: TestFake;

  beforeAll(async () => {
    setup = await startTestFake();
  });
  afterAll(() => setup.close());

  /** Checks one JSON object against the metadata type, recursively; returns the problems found. */
  function check(
    value: Record<string, unknown>,
    typeName: string,
    version: Version,
    where: string,
  ): string[] {
    const type = typeNamed(typeName);
    const problems: string[] = [];
    for (const [name, v] of Object.entries(value)) {
      if (name.includes('odata.')) continue;
      const at = `${where}.${name}`;
      if (CUSTOMER_UDF.test(name)) continue;
      const edm = type.properties.get(name);
      if (!edm) {
        problems.push(`${at} is not a property of SAPB1.${typeName}`);
        continue;
      }
      if (v === null) continue;
      const collection = /^Collection\(SAPB1\.(\w+)\)$/.exec(edm);
      if (collection) {
        for (const [i, m] of (v as Record<string, unknown>[]).entries())
          problems.push(...check(m, collection[1] as string, version, `${at}[${i}]`));
        continue;
      }
      const sapb1 = /^SAPB1\.(\w+)$/.exec(edm);
      if (sapb1) {
        const enumMembers = metadata.enums.get(sapb1[1] as string);
        if (enumMembers) {
          if (!enumMembers.includes(v as string))
            problems.push(`${at} = ${String(v)} is not a member of ${edm}`);
        } else {
          problems.push(...check(v as Record<string, unknown>, sapb1[1] as string, version, at));
        }
        continue;
      }
      const ok =
        edm === 'Edm.String'
          ? typeof v === 'string'
          : edm === 'Edm.Int32'
            ? Number.isInteger(v)
            : edm === 'Edm.Double'
              ? typeof v === 'number'
              : edm === 'Edm.TimeOfDay'
                ? /^\d{2}:\d{2}:\d{2}$/.test(v as string)
                : edm === 'Edm.DateTimeOffset'
                  ? (version === 'v1' ? /^\d{4}-\d{2}-\d{2}$/ : /^\d{4}-\d{2}-\d{2}T00:00:00Z$/).test(
                      v as string,
                    )
                  : false;
      if (!ok) problems.push(`${at} = ${JSON.stringify(v)} does not fit ${edm}`);
    }
    return problems;
  }

  it.each(VERSIONS)('every entity of every set on %s fits SAP’s metadata', async (version) => {
    const client = new SlClient(setup.fake, version);
    const login = await client.login();
    expect(check(login.json, 'B1Session', version, 'Login')).toEqual([]);
    await client.post('Orders', {
      CardCode: 'C10001',
      DocumentLines: [{ ItemCode: 'PKG-1001', Quantity: 1 }],
    });
    await client.post('ReturnRequest', {
      CardCode: 'C10001',
      U_AantalPackages: 1,
      DocumentLines: [{ ItemCode: 'HF-1011', Quantity: 1, U_PMX_LOCO: 'RETOURVERK', U_PMX_QYSC: 'RELEASED' }],
    });
    let entities = 0;
    for (const set of ENTITY_SETS) {
      const answer = await client.get(set.name, { Prefer: 'odata.maxpagesize=0' });
      expect(answer.status, set.name).toBe(200);
      for (const entity of answer.json.value) {
        expect(check(entity, set.type.name, version, set.name)).toEqual([]);
        entities += 1;
      }
    }
    expect(entities).toBeGreaterThan(500);
    const price = await client.post('CompanyService_GetItemPrice', {
      ItemPriceParams: { ItemCode: 'HF-1011', CardCode: 'C10001' },
    });
    expect(check(price.json, 'ItemPriceReturnParams', version, 'GetItemPrice')).toEqual([]);
    const adminInfo = await client.post('CompanyService_GetAdminInfo', {});
    expect(check(adminInfo.json, 'AdminInfo', version, 'GetAdminInfo')).toEqual([]);
  });

  it('fills every set the adapter reads', async () => {
    const client = new SlClient(setup.fake, 'v2');
    await client.login();
    for (const set of ENTITY_SETS.filter((s) => s.name !== 'GoodsReturnRequest')) {
      expect(Number((await client.get(`${set.name}/$count`)).text), set.name).toBeGreaterThan(0);
    }
  });
});
