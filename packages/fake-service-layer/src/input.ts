import { enumMembers, type ScalarKind, type StructuredType } from './entity-schemas.js';
import type { Entity } from './entity-store.js';
import { invalidRequest } from './sl-error.js';

/**
 * Checks a POST or PATCH body against the type, as SAP does before any business rule: an unknown property
 * or a value of the wrong JSON type is a 400 (so an adapter's typo fails loudly instead of being dropped).
 * Returns a copy in the store's form: dates `YYYY-MM-DD` (a client may send `…T00:00:00Z`), times
 * `HH:MM:SS`. Annotations a client echoes back (`odata.etag`, `@odata.etag`) are ignored.
 */
export function readBody(body: unknown, type: StructuredType, where = type.name): Entity {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw invalidRequest(`The body of ${where} must be a JSON object`);
  const out: Entity = {};
  for (const [name, value] of Object.entries(body as Entity)) {
    if (name.startsWith('odata.') || name.startsWith('@odata.')) continue;
    const kind = type.scalars[name];
    if (kind) {
      out[name] = readScalar(value, kind, name, type);
      continue;
    }
    const complex = type.complex[name];
    if (complex) {
      out[name] = value === null ? null : readBody(value, complex, `${where}.${name}`);
      continue;
    }
    const member = type.collections[name];
    if (member) {
      if (!Array.isArray(value))
        throw invalidRequest(`Property '${name}' of '${type.name}' must be a collection`);
      out[name] = value.map((m) => readBody(m, member, `${where}.${name}`));
      continue;
    }
    throw invalidRequest(`Property '${name}' of '${type.name}' is invalid`);
  }
  return out;
}

function readScalar(value: unknown, kind: ScalarKind, name: string, type: StructuredType): unknown {
  if (value === null) return null;
  const bad = () =>
    invalidRequest(`Value ${JSON.stringify(value)} is invalid for property '${name}' of '${type.name}'`);
  switch (kind) {
    case 'string':
      if (typeof value !== 'string') throw bad();
      return value;
    case 'int':
      if (typeof value !== 'number' || !Number.isInteger(value)) throw bad();
      return value;
    case 'double':
      if (typeof value !== 'number' || !Number.isFinite(value)) throw bad();
      return value;
    case 'date': {
      const match =
        typeof value === 'string' ? /^(\d{4}-\d{2}-\d{2})(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.exec(value) : null;
      if (!match) throw bad();
      return match[1];
    }
    case 'time': {
      const match = typeof value === 'string' ? /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value) : null;
      if (!match) throw bad();
      return `${match[1]}:${match[2]}:${match[3] ?? '00'}`;
    }
    default: {
      const enumName = kind.slice('enum:'.length);
      if (typeof value !== 'string' || !enumMembers(enumName).includes(value)) throw bad();
      return value;
    }
  }
}
