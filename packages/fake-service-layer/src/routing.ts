import { type EntitySetSchema, entitySet } from './entity-schemas.js';
import type { KeyValue } from './entity-store.js';
import type { Version } from './protocol.js';
import { invalidRequest, SlError } from './sl-error.js';

/**
 * The resource a Service Layer path names, below `/b1s/v1/` or `/b1s/v2/`. Paths are case-sensitive, as on
 * SAP: `Login` logs in, `login` is just an unknown resource (and, without a session, a 401; research §1.1).
 * Keys: `Orders(22)`, `BusinessPartners('C1')`, composite `SpecialPrices(ItemCode='A',CardCode='C1')`.
 */
export type SlRoute =
  | { kind: 'logout' }
  | { kind: 'collection'; set: EntitySetSchema }
  | { kind: 'count'; set: EntitySetSchema }
  | { kind: 'entity'; set: EntitySetSchema; key: KeyValue[]; keyText: string }
  | { kind: 'entityAction'; set: EntitySetSchema; key: KeyValue[]; keyText: string; action: string }
  | { kind: 'serviceAction'; name: string }
  | { kind: 'unsupported'; segment: string }
  | { kind: 'sqlQueryList'; code: string }
  | { kind: 'unknown'; segment: string };

export interface SlPath {
  version: Version;
  /** The path below the service root, decoded: `Orders(5)`, `BusinessPartners('C1')/…`. */
  resource: string;
}

/** `/b1s/v2/Orders(5)` → { version: 'v2', resource: 'Orders(5)' }; null outside the Service Layer. */
export function splitServicePath(pathname: string): SlPath | null {
  const match = /^\/b1s\/(v1|v2)\/(.*)$/.exec(pathname);
  if (!match) return null;
  let resource: string;
  try {
    resource = decodeURIComponent(match[2] as string);
  } catch {
    resource = match[2] as string;
  }
  return { version: match[1] as Version, resource };
}

/** Service operations (function/action imports) the fake answers. `Login` is handled before routing. */
const SERVICE_ACTIONS = new Set(['CompanyService_GetItemPrice', 'CompanyService_GetAdminInfo']);

export function route(resource: string): SlRoute {
  if (resource === 'Logout') return { kind: 'logout' };
  // A stored query's result (SQLQueries('code')/List); creating or changing queries is not faked.
  const sqlList = /^SQLQueries\('((?:[^']|'')+)'\)\/List$/.exec(resource);
  if (sqlList) return { kind: 'sqlQueryList', code: (sqlList[1] as string).replaceAll("''", "'") };
  if (
    resource === '$batch' ||
    resource === '$metadata' ||
    resource.startsWith('$crossjoin') ||
    resource.startsWith('SQLQueries')
  )
    return { kind: 'unsupported', segment: resource };
  if (SERVICE_ACTIONS.has(resource)) return { kind: 'serviceAction', name: resource };
  const match = /^([A-Za-z_]\w*)(?:\((.*?)\))?(?:\/(.+))?$/.exec(resource);
  const name = match?.[1];
  const set = name ? entitySet(name) : undefined;
  if (!match || !set) return { kind: 'unknown', segment: resource.split(/[(/]/)[0] ?? resource };
  const keyText = match[2];
  const rest = match[3];
  if (keyText === undefined) {
    if (rest === '$count') return { kind: 'count', set };
    if (rest === undefined) return { kind: 'collection', set };
    return { kind: 'unknown', segment: rest };
  }
  const key = parseKey(set, keyText);
  if (rest === undefined) return { kind: 'entity', set, key, keyText };
  return { kind: 'entityAction', set, key, keyText, action: rest };
}

function parseLiteral(text: string): KeyValue {
  const trimmed = text.trim();
  if (/^'.*'$/s.test(trimmed)) return trimmed.slice(1, -1).replaceAll("''", "'");
  if (/^-?\d+$/.test(trimmed)) return Number(trimmed);
  throw invalidRequest(`Invalid key literal: ${trimmed}`);
}

/** Splits `A='x,y',B=2` at the commas outside quotes. */
function splitKeyParts(text: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (const c of text) {
    if (c === "'") quoted = !quoted;
    if (c === ',' && !quoted) {
      parts.push(current);
      current = '';
    } else current += c;
  }
  parts.push(current);
  return parts;
}

function parseKey(set: EntitySetSchema, text: string): KeyValue[] {
  const parts = splitKeyParts(text);
  let values: KeyValue[];
  if (parts.length === 1 && !/^\s*\w+\s*=/.test(parts[0] as string)) {
    if (set.key.length !== 1) throw invalidRequest(`The key of ${set.name} has ${set.key.length} parts`);
    values = [parseLiteral(parts[0] as string)];
  } else {
    const named = new Map<string, KeyValue>();
    for (const part of parts) {
      const index = part.indexOf('=');
      named.set(part.slice(0, index).trim(), parseLiteral(part.slice(index + 1)));
    }
    values = set.key.map((field) => {
      const value = named.get(field);
      if (value === undefined) throw invalidRequest(`Key property '${field}' of ${set.name} is missing`);
      return value;
    });
  }
  set.key.forEach((field, i) => {
    const kind = set.type.scalars[field];
    const value = values[i];
    const ok = kind === 'int' ? typeof value === 'number' : typeof value === 'string';
    if (!ok) throw new SlError(400, -1000, `Invalid key value for property '${field}' of '${set.type.name}'`);
  });
  return values;
}
