import type { StructuredType } from './entity-schemas.js';
import type { Entity } from './entity-store.js';
import { type Version, wireDate } from './protocol.js';

/**
 * An entity as it goes on the wire: every property of its type in schema order (SAP answers all of them,
 * null when empty), dates in the version's format, collections and complex properties recursively.
 * `select` limits the top level to the $select list, as SAP does.
 */
export function toWire(
  entity: Entity,
  type: StructuredType,
  version: Version,
  select: readonly string[] | null = null,
): Entity {
  const out: Entity = {};
  const wanted = (name: string) => select === null || select.includes(name);
  for (const [name, kind] of Object.entries(type.scalars)) {
    if (!wanted(name)) continue;
    const value = entity[name] ?? null;
    out[name] = kind === 'date' && typeof value === 'string' ? wireDate(version, value) : value;
  }
  for (const [name, complex] of Object.entries(type.complex)) {
    if (!wanted(name)) continue;
    const value = entity[name] as Entity | null | undefined;
    out[name] = toWire(value ?? {}, complex, version);
  }
  for (const [name, member] of Object.entries(type.collections)) {
    if (!wanted(name)) continue;
    const members = (entity[name] as Entity[] | undefined) ?? [];
    out[name] = members.map((m) => toWire(m, member, version));
  }
  return out;
}
