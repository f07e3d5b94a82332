/**
 * fast-check arbitraries from the OpenAPI document's JSON Schemas (what a client of the public API would
 * generate from), and the mutations that make a valid request an invalid one: NUL and lone surrogates,
 * huge and negative numbers, deep objects, prototype keys, wrong types, missing and unknown fields; and
 * what the stack or the database cannot hold: JSON nested 20,000 deep, dates outside years
 * 1000-9999, ids beyond the integer range.
 */
import { type FilterColumn, logFilterColumns, userFilterColumns } from '@selvedge/contracts';
import fc from 'fast-check';
import type { JsonSchema, OpenApiDocument, Operation, ParameterObject } from './openapi-document.js';

/** Values seen in earlier answers, offered next to random ones so that some requests hit real rows. */
export interface KnownValues {
  uuids: string[];
  integers: number[];
  codes: string[];
  files: string[];
}

const word = fc.stringMatching(/^[a-z][a-z0-9]{0,9}$/);
const isoDay = fc
  .date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2028-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const email = fc
  .tuple(word, fc.constantFrom('example.com', 'demo.selvedge.test'))
  .map(([a, b]) => `${a}@${b}`);

const resolve = (document: OpenApiDocument, schema: JsonSchema): JsonSchema => {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const name = ref.replace('#/components/schemas/', '');
  return resolve(document, document.components.schemas[name] ?? {});
};

/** A value that the schema describes (within small sizes), given the property's name as a hint. */
export function schemaValue(
  document: OpenApiDocument,
  raw: JsonSchema,
  known: KnownValues,
  name = '',
): fc.Arbitrary<unknown> {
  const schema = resolve(document, raw);
  const plain = valueOfPlain(document, schema, known, name);
  return schema.nullable === true ? fc.option(plain, { nil: null, freq: 6 }) : plain;
}

function valueOfPlain(
  document: OpenApiDocument,
  schema: JsonSchema,
  known: KnownValues,
  name: string,
): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if (Array.isArray(schema.oneOf) && !schema.properties) {
    return fc.oneof(
      ...(schema.oneOf as JsonSchema[]).map((option) => schemaValue(document, option, known, name)),
    );
  }
  if (Array.isArray(schema.anyOf)) {
    return fc.oneof(
      ...(schema.anyOf as JsonSchema[]).map((option) => schemaValue(document, option, known, name)),
    );
  }
  switch (schema.type) {
    case 'object':
      return objectOf(document, schema, known);
    case 'array': {
      const minLength = Number(schema.minItems ?? 0);
      const maxLength = Math.min(Number(schema.maxItems ?? 3), minLength + 3);
      return fc.array(schemaValue(document, (schema.items as JsonSchema) ?? {}, known, name), {
        minLength,
        maxLength,
      });
    }
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return integerOf(schema, known, name);
    case 'number':
      return numberOf(schema);
    case 'string':
      return stringOf(schema, known, name);
    default:
      return fc.constant(null);
  }
}

function integerOf(schema: JsonSchema, known: KnownValues, name: string): fc.Arbitrary<number> {
  const min = Math.max(Number(schema.minimum ?? -1000), -1_000_000);
  const max = Math.min(Number(schema.maximum ?? 1000), 1_000_000);
  const random = fc.integer({ min, max: Math.max(min, max) });
  const pool = known.integers.filter((value) => value >= min && value <= max);
  const isId = /id$|Id$|Number$/.test(name) || name === '';
  return isId && pool.length > 0 ? fc.oneof(random, fc.constantFrom(...pool)) : random;
}

/** Amounts and quantities: whole cents, as the API takes them (at most 2 decimals). */
function numberOf(schema: JsonSchema): fc.Arbitrary<number> {
  const exclusiveMin = schema.exclusiveMinimum === true;
  const min = Number(schema.minimum ?? -1000);
  const max = Math.min(Number(schema.maximum ?? 1000), 1_000_000);
  const low = Math.round(min * 100) + (exclusiveMin ? 1 : 0);
  return fc.integer({ min: low, max: Math.max(low, Math.round(max * 100)) }).map((cents) => cents / 100);
}

function stringOf(schema: JsonSchema, known: KnownValues, name: string): fc.Arbitrary<string> {
  const minLength = Number(schema.minLength ?? 0);
  const maxLength = Math.min(Number(schema.maxLength ?? 40), 40);
  const fit = (arbitrary: fc.Arbitrary<string>) =>
    arbitrary.filter((text) => text.length >= minLength && text.length <= Number(schema.maxLength ?? 1e9));
  const withPool = (pool: string[], arbitrary: fc.Arbitrary<string>) =>
    pool.length > 0 ? fc.oneof(arbitrary, fc.constantFrom(...pool)) : arbitrary;
  switch (schema.format) {
    case 'uuid':
      return withPool(known.uuids, fc.uuid());
    case 'email':
      return email;
    case 'date':
      return isoDay;
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    case 'uri':
      return word.map((path) => `https://example.com/${path}`);
    case 'uri-reference':
      return fc.oneof(
        word.map((path) => `https://example.com/${path}`),
        word.map((path) => `/help/${path}.pdf`),
      );
    default:
      break;
  }
  if (typeof schema.pattern === 'string') return fit(fc.stringMatching(new RegExp(schema.pattern)));
  if (/code$|Code$/.test(name)) return withPool(known.codes, fit(word));
  if (name === 'file' || name === 'name') return withPool(known.files, fit(word));
  return fit(fc.string({ minLength: Math.max(minLength, 1), maxLength: Math.max(minLength, maxLength, 1) }));
}

function objectOf(document: OpenApiDocument, schema: JsonSchema, known: KnownValues): fc.Arbitrary<unknown> {
  const variants = (schema.oneOf as JsonSchema[] | undefined) ?? [{}];
  return fc.oneof(
    ...variants.map((variant) => {
      const properties = {
        ...((schema.properties as Record<string, JsonSchema>) ?? {}),
        ...((variant.properties as Record<string, JsonSchema>) ?? {}),
      };
      const required = new Set([
        ...((schema.required as string[]) ?? []),
        ...((variant.required as string[]) ?? []),
      ]);
      const entries = Object.entries(properties).map(([key, property]) => {
        const value = schemaValue(document, property, known, key);
        return [key, required.has(key) ? value : fc.option(value, { nil: undefined, freq: 3 })] as const;
      });
      return fc.tuple(...entries.map(([, value]) => value)).map((values) => {
        const object: Record<string, unknown> = {};
        entries.forEach(([key], index) => {
          if (values[index] !== undefined) object[key] = values[index];
        });
        return object;
      });
    }),
  );
}

/** A request of an operation, before it is sent. */
export interface FuzzRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  /** A JSON value, or raw bytes or text with their content type. */
  body?: { json: unknown } | { raw: string | Buffer; contentType: string };
  /** What was done to make it invalid, for the report; undefined for a request built from the schema. */
  mutation?: string;
}

const paramText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Valid requests of the operation, as its document describes them. */
export function requestOf(
  document: OpenApiDocument,
  op: Operation,
  known: KnownValues,
): fc.Arbitrary<FuzzRequest> {
  const parameters = op.operation.parameters ?? [];
  const paramArbitrary = (parameter: ParameterObject): fc.Arbitrary<string | undefined> => {
    const json = parameter.content?.['application/json']?.schema;
    const value = json
      ? schemaValue(document, json, known, parameter.name).map((v) => JSON.stringify(v))
      : schemaValue(document, parameter.schema ?? {}, known, parameter.name).map(paramText);
    const nonEmpty = parameter.in === 'path' ? value.filter((text) => text !== '') : value;
    return parameter.required ? nonEmpty : fc.option(nonEmpty, { nil: undefined, freq: 2 });
  };
  const body = op.operation.requestBody?.content ?? {};
  const bodyArbitrary: fc.Arbitrary<FuzzRequest['body']> = body['application/json']?.schema
    ? schemaValue(document, body['application/json'].schema, known).map((json) => ({ json }))
    : body['application/octet-stream']
      ? fc
          .constantFrom(PNG, PDF, Buffer.from('GIF89a not really'), Buffer.alloc(0))
          .map((raw) => ({ raw, contentType: 'application/octet-stream' }))
      : fc.constant(undefined);
  return fc.tuple(fc.tuple(...parameters.map(paramArbitrary)), bodyArbitrary).map(([values, requestBody]) => {
    const request: FuzzRequest = { params: {}, query: {} };
    parameters.forEach((parameter, index) => {
      const value = values[index];
      if (value === undefined) return;
      if (parameter.in === 'path') request.params[parameter.name] = value;
      else if (parameter.in === 'query') request.query[parameter.name] = value;
    });
    if (requestBody !== undefined) request.body = requestBody;
    return request;
  });
}

/** The smallest PNG and a PDF header: files the upload route takes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

const NUL = '\u0000';
const LONE_SURROGATE = '\uD800';

/** Strings that must never reach the database or a 500: NUL, a lone surrogate, prototype names. */
const nastyStrings = [
  `a${NUL}b`,
  `x${LONE_SURROGATE}`,
  `\uDFFF`,
  '__proto__',
  'constructor',
  'prototype',
  '',
  ' ',
  'x'.repeat(5000),
  '../../etc/passwd',
  "' or 1=1 --",
  '%00',
  '<script>alert(1)</script>',
];
const nastyNumbers = [-1, 0, -1e9, 1e308, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER, 1.005, 0.001, -0.5];
const wrongTypes: unknown[] = [null, true, 0, 'text', [], {}, [1, 2], { a: 1 }];

/** JSON text nested 20,000 levels deep (it overflowed the stack of whatever walked it). */
const DEEP_LEVELS = 20_000;
const deepJsonTexts = [
  `${'['.repeat(DEEP_LEVELS)}${']'.repeat(DEEP_LEVELS)}`,
  `${'{"a":'.repeat(DEEP_LEVELS)}1${'}'.repeat(DEEP_LEVELS)}`,
];
/** As deep as the filter parameter's 4000 characters allow. */
const deepFilter = `${'['.repeat(1999)}${']'.repeat(1999)}`;

/**
 * Calendar days outside 1000-01-01 … 9999-12-31, and ids beyond PostgreSQL's integer and bigint (as path
 * text and as JSON numbers); the first two of each were a 500 once (year 0 does not exist
 * for PostgreSQL; 2^31 and 2^53 - 1 are safe integers JavaScript lets through).
 */
const outOfRangeDays = [
  '0000-01-01',
  '0000-02-29',
  '0999-12-31',
  '10000-01-01',
  '-000001-01-01',
  '+275760-09-13',
];
const outOfRangeIdTexts = ['99999999999999999999', '9223372036854775808', '2147483648', '-2147483649'];
const outOfRangeIdNumbers = [2 ** 31, Number.MAX_SAFE_INTEGER, 2 ** 63, 1e20, -(2 ** 31) - 1];
const isDay = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The columns a list's filter panel offers, as the web app knows them from the contracts (the document
 * describes the filter's grammar, not each list's columns): a filter on a real column reaches the SQL.
 */
const filterColumnsByPath: Readonly<Record<string, readonly FilterColumn[]>> = {
  '/api/users': userFilterColumns,
  '/api/logs': logFilterColumns,
};
export const filterColumnsOf = (op: Operation): readonly FilterColumn[] => filterColumnsByPath[op.path] ?? [];

/** A JSON value nested `depth` levels deep. */
const deepObject = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
};

type Path = Array<string | number>;

/** Every place in a JSON value (objects' keys and arrays' items), the root included. */
function pathsOf(value: unknown, at: Path = []): Path[] {
  const found: Path[] = [at];
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      found.push(...pathsOf(item, [...at, index]));
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) found.push(...pathsOf(item, [...at, key]));
  }
  return found;
}

function setAt(root: unknown, path: Path, change: (value: unknown) => unknown | typeof REMOVE): unknown {
  if (path.length === 0) {
    const next = change(root);
    return next === REMOVE ? undefined : next;
  }
  const [head, ...rest] = path;
  const copy = (Array.isArray(root) ? [...root] : { ...(root as object) }) as Record<
    string | number,
    unknown
  >;
  const next = rest.length === 0 ? change(copy[head as string]) : setAt(copy[head as string], rest, change);
  if (next === REMOVE) delete copy[head as string];
  else copy[head as string] = next;
  return copy;
}
const REMOVE = Symbol('remove');

export const mutationKinds = [
  'nul',
  'surrogate',
  'nastyString',
  'nastyNumber',
  'wrongType',
  'remove',
  'unknownKey',
  'deepObject',
  'protoKey',
  'nastyParam',
  'nastyQuery',
  'wrongContentType',
  'brokenJson',
  'oversized',
  'deepJson',
  'outOfRangeDate',
  'outOfRangeId',
] as const;
export type MutationKind = (typeof mutationKinds)[number];

/** What the stack or the database cannot hold: every operation gets each of them. */
export const edgeKinds = ['deepJson', 'outOfRangeDate', 'outOfRangeId'] as const satisfies MutationKind[];

/**
 * Turns a valid request into an invalid one: `kind` says how, `pick` and `choice` where and with what
 * (reduced modulo the places and values there are, so any numbers fast-check draws will do);
 * `columns` are the filter columns of the operation's list, if it has one.
 */
export function mutate(
  request: FuzzRequest,
  kind: MutationKind,
  pick: number,
  choice: number,
  columns: readonly FilterColumn[] = [],
): FuzzRequest {
  const body = request.body && 'json' in request.body ? request.body.json : undefined;
  const paths = body === undefined ? [] : pathsOf(body);
  const place = paths.length > 0 ? (paths[pick % paths.length] ?? []) : [];
  const withBody = (json: unknown, what: string): FuzzRequest => ({
    ...request,
    body: { json },
    mutation: what,
  });
  const paramNames = Object.keys(request.params);
  const queryNames = Object.keys(request.query);
  const nasty = nastyStrings[choice % nastyStrings.length] ?? NUL;
  switch (kind) {
    case 'nul':
    case 'surrogate': {
      const bad = kind === 'nul' ? NUL : LONE_SURROGATE;
      if (body === undefined) {
        return { ...request, query: { ...request.query, q: `x${bad}` }, mutation: `${kind} in the query` };
      }
      const strings = paths.filter((path) => typeof valueAtPath(body, path) === 'string');
      const target = strings.length > 0 ? (strings[pick % strings.length] ?? []) : place;
      return withBody(
        setAt(body, target, (value) => `${typeof value === 'string' ? value : ''}${bad}`),
        `${kind} at ${target.join('.')}`,
      );
    }
    case 'nastyString':
      return body === undefined
        ? { ...request, query: { ...request.query, search: nasty }, mutation: 'nasty query search' }
        : withBody(
            setAt(body, place, () => nasty),
            `string ${JSON.stringify(nasty.slice(0, 20))} at ${place.join('.')}`,
          );
    case 'nastyNumber': {
      const number = nastyNumbers[choice % nastyNumbers.length] ?? -1;
      if (body === undefined) {
        const name = queryNames[pick % Math.max(queryNames.length, 1)] ?? 'page';
        return {
          ...request,
          query: { ...request.query, [name]: String(number) },
          mutation: `query ${name}=${number}`,
        };
      }
      const numbers = paths.filter((path) => typeof valueAtPath(body, path) === 'number');
      const target = numbers.length > 0 ? (numbers[pick % numbers.length] ?? []) : place;
      return withBody(
        setAt(body, target, () => number),
        `number ${number} at ${target.join('.')}`,
      );
    }
    case 'wrongType': {
      const wrong = wrongTypes[choice % wrongTypes.length];
      return withBody(
        setAt(body ?? {}, place, () => wrong),
        `${JSON.stringify(wrong)} at ${place.join('.') || 'the root'}`,
      );
    }
    case 'remove':
      return place.length === 0
        ? { ...request, body: undefined, mutation: 'no body' }
        : withBody(
            setAt(body, place, () => REMOVE),
            `without ${place.join('.')}`,
          );
    case 'unknownKey': {
      const objects = paths.filter((path) => isPlainObject(valueAtPath(body, path)));
      const target = objects.length > 0 ? (objects[pick % objects.length] ?? []) : [];
      return withBody(
        setAt(body ?? {}, target, (value) => ({ ...(isPlainObject(value) ? value : {}), isAdmin: true })),
        `unknown key at ${target.join('.') || 'the root'}`,
      );
    }
    case 'deepObject':
      return withBody(
        setAt(body ?? {}, place, () => deepObject(500 + (choice % 3) * 1000)),
        `deep object at ${place.join('.') || 'the root'}`,
      );
    case 'protoKey': {
      const key = ['__proto__', 'constructor', 'prototype'][choice % 3] ?? '__proto__';
      const json = JSON.stringify(body ?? {});
      const raw =
        json.startsWith('{') && json !== '{}'
          ? `{"${key}":{"isAdmin":true},${json.slice(1)}`
          : `{"${key}":{"isAdmin":true}}`;
      return { ...request, body: { raw, contentType: 'application/json' }, mutation: `${key} key` };
    }
    case 'nastyParam': {
      const name = paramNames[pick % Math.max(paramNames.length, 1)];
      if (!name)
        return { ...request, query: { ...request.query, [nasty]: nasty }, mutation: 'nasty query key' };
      const value =
        [nasty, String(nastyNumbers[choice % nastyNumbers.length]), '%ED%A0%80'][pick % 3] ?? nasty;
      return {
        ...request,
        params: { ...request.params, [name]: value },
        mutation: `path ${name}=${JSON.stringify(value.slice(0, 20))}`,
      };
    }
    case 'nastyQuery': {
      const name = queryNames[pick % Math.max(queryNames.length, 1)] ?? 'filter';
      return {
        ...request,
        query: { ...request.query, [name]: nasty },
        mutation: `query ${name}=${JSON.stringify(nasty.slice(0, 20))}`,
      };
    }
    case 'wrongContentType':
      return {
        ...request,
        body: {
          raw: JSON.stringify(body ?? {}),
          contentType: ['text/plain', 'application/xml', 'multipart/form-data'][choice % 3] ?? 'text/plain',
        },
        mutation: 'another content type',
      };
    case 'oversized':
      // Above the API's body limit (1 MiB): refused by its length, before it is read.
      return {
        ...request,
        body: { raw: JSON.stringify({ text: 'x'.repeat(1_100_000) }), contentType: 'application/json' },
        mutation: 'a body over the limit',
      };
    case 'brokenJson':
      return {
        ...request,
        body: { raw: `${JSON.stringify(body ?? {}).slice(0, -1)}`, contentType: 'application/json' },
        mutation: 'broken JSON',
      };
    case 'deepJson': {
      if (body === undefined) {
        return { ...request, query: { ...request.query, filter: deepFilter }, mutation: 'a deep filter' };
      }
      const deep = deepJsonTexts[choice % deepJsonTexts.length] ?? '[]';
      // The whole body, or one of its values (JSON text: no value this deep can be built and stringified).
      const target = pick % 2 === 0 ? [] : place;
      const marker = '\u0001deep\u0001';
      const raw = JSON.stringify(setAt(body, target, () => marker)).replace(JSON.stringify(marker), deep);
      return {
        ...request,
        body: { raw, contentType: 'application/json' },
        mutation: `${DEEP_LEVELS} levels of ${deep[0]} at ${target.join('.') || 'the root'}`,
      };
    }
    case 'outOfRangeDate': {
      const day = outOfRangeDays[choice % outOfRangeDays.length] ?? '0000-01-01';
      const days = body === undefined ? [] : paths.filter((path) => isDay(valueAtPath(body, path)));
      if (days.length > 0) {
        // Every day of the body, so that no rule between them (an end before its start) answers first.
        const json = days.reduce((changed, path) => setAt(changed, path, () => day), body);
        return withBody(json, `day ${day} at ${days.map((path) => path.join('.')).join(', ')}`);
      }
      const dateColumns = columns.filter((column) => column.kind === 'date');
      if (body === undefined || dateColumns.length > 0) {
        const column = dateColumns[pick % Math.max(dateColumns.length, 1)]?.key ?? 'createdAt';
        const [from, to] = pick % 2 === 0 ? [day, '2026-12-31'] : ['2026-01-01', day];
        const filter = JSON.stringify([{ join: 'where', column, condition: 'between', from, to }]);
        return {
          ...request,
          query: { ...request.query, filter },
          mutation: `filter ${column} ${from} … ${to}`,
        };
      }
      return withBody(
        setAt(body, place, () => day),
        `day ${day} at ${place.join('.') || 'the root'}`,
      );
    }
    case 'outOfRangeId': {
      const text = outOfRangeIdTexts[choice % outOfRangeIdTexts.length] ?? '2147483648';
      const number = outOfRangeIdNumbers[choice % outOfRangeIdNumbers.length] ?? 2 ** 31;
      const integers =
        body === undefined ? [] : paths.filter((path) => Number.isInteger(valueAtPath(body, path)));
      // Ids and line numbers first: those are what the database looks up.
      const ids = integers.filter((path) => /([iI]d|Number)$/.test(String(path.at(-1))));
      const numbers = ids.length > 0 ? ids : integers;
      const name = paramNames[pick % Math.max(paramNames.length, 1)];
      if (name !== undefined && (numbers.length === 0 || pick % 2 === 0)) {
        return { ...request, params: { ...request.params, [name]: text }, mutation: `path ${name}=${text}` };
      }
      if (ids.length > 0) {
        const json = ids.reduce((changed, path) => setAt(changed, path, () => number), body);
        return withBody(json, `number ${number} at ${ids.map((path) => path.join('.')).join(', ')}`);
      }
      if (numbers.length > 0) {
        const target = numbers[pick % numbers.length] ?? [];
        return withBody(
          setAt(body, target, () => number),
          `number ${number} at ${target.join('.')}`,
        );
      }
      const idColumn = columns.find((column) => column.kind === 'number');
      if (idColumn) {
        const filter = JSON.stringify([
          { join: 'where', column: idColumn.key, condition: 'is', value: text },
        ]);
        return {
          ...request,
          query: { ...request.query, filter },
          mutation: `filter ${idColumn.key} is ${text}`,
        };
      }
      return body === undefined
        ? { ...request, query: { ...request.query, page: text }, mutation: `query page=${text}` }
        : withBody(
            setAt(body, place, () => number),
            `number ${number} at ${place.join('.') || 'the root'}`,
          );
    }
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function valueAtPath(root: unknown, path: Path): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

/** The mutations of a request without a body: its path and query only. */
const withoutBodyKinds: readonly MutationKind[] = [
  'nul',
  'surrogate',
  'nastyString',
  'nastyNumber',
  'nastyParam',
  'nastyQuery',
  'deepJson',
  'outOfRangeDate',
  'outOfRangeId',
];

/** Invalid requests of the operation: a valid one, mutated (its body only when it takes one). */
export function invalidRequestOf(
  document: OpenApiDocument,
  op: Operation,
  known: KnownValues,
): fc.Arbitrary<FuzzRequest> {
  const kinds = op.operation.requestBody ? mutationKinds : withoutBodyKinds;
  const columns = filterColumnsOf(op);
  return fc
    .tuple(requestOf(document, op, known), fc.constantFrom(...kinds), fc.nat(), fc.nat())
    .map(([request, kind, pick, choice]) => mutate(request, kind, pick, choice, columns));
}

/**
 * Requests of the operation mutated by one of the edge kinds with a chosen value (`variant`: 0 and 1
 * are the values that broke the server), at a place fast-check picks.
 */
export function edgeRequestOf(
  document: OpenApiDocument,
  op: Operation,
  known: KnownValues,
  kind: (typeof edgeKinds)[number],
  variant: number,
): fc.Arbitrary<FuzzRequest> {
  const columns = filterColumnsOf(op);
  return fc
    .tuple(requestOf(document, op, known), fc.nat())
    .map(([request, pick]) => mutate(request, kind, pick, variant, columns));
}

/**
 * Percent-encodes a URL part; a lone surrogate, which UTF-8 cannot spell, is sent as the bytes a lax
 * encoder would write for it (%ED%A0%80), and the literal text %ED%A0%80 is sent as it is.
 */
function encodePart(value: string): string {
  if (value === '%ED%A0%80') return value;
  return Array.from(value, (char) =>
    /^[\uD800-\uDFFF]$/.test(char) ? '%ED%A0%80' : encodeURIComponent(char),
  ).join('');
}

/** The URL of a request: the path with its parameters, and the query string. */
export function urlOf(path: string, request: FuzzRequest): string {
  const filled = path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    encodePart(request.params[name] ?? 'x'),
  );
  const query = Object.entries(request.query)
    .map(([name, value]) => `${encodePart(name)}=${encodePart(value)}`)
    .join('&');
  return query ? `${filled}?${query}` : filled;
}
