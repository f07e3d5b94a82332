import { createHash } from 'node:crypto';
import { ENTITY_SETS, type EntitySetSchema, entitySet } from './entity-schemas.js';

/**
 * The fake's data: one map per entity set, entities kept as the Service Layer answers them on v1 (dates
 * `YYYY-MM-DD`, times `HH:MM:SS`, enums by name); protocol.ts and the serializer turn them into v2 where
 * needed. Filled once from the demo ERP (demo-mapping.ts), changed by POST and PATCH.
 */
export type Entity = Record<string, unknown>;
export type KeyValue = string | number;

export class EntityStore {
  private readonly sets = new Map<string, Map<string, Entity>>();
  /**
   * The stored SQL queries (SQLQueries) the fake answers, by SqlCode: their result rows, fixed at start.
   * Only those the adapter is configured for (docs/connect-sap-b1.md, 2.8), not SQL itself.
   */
  readonly sqlQueries = new Map<string, Entity[]>();

  constructor() {
    for (const set of ENTITY_SETS) this.sets.set(set.name, new Map());
  }

  private map(setName: string): Map<string, Entity> {
    const map = this.sets.get(setName);
    if (!map) throw new Error(`unknown entity set ${setName}`);
    return map;
  }

  /** Every entity of the set in the Service Layer's default order: by key, ascending. */
  all(setName: string): Entity[] {
    const schema = schemaOf(setName);
    return [...this.map(setName).values()].sort((a, b) => compareKeys(schema, a, b));
  }

  count(setName: string): number {
    return this.map(setName).size;
  }

  get(setName: string, key: readonly KeyValue[]): Entity | undefined {
    return this.map(setName).get(keyString(key));
  }

  put(setName: string, entity: Entity): void {
    this.map(setName).set(keyString(keyOf(schemaOf(setName), entity)), entity);
  }

  /** The next DocEntry of a set (SAP numbers each document table on its own). */
  nextNumber(setName: string, field: string, floor = 1): number {
    let max = floor - 1;
    for (const entity of this.map(setName).values()) max = Math.max(max, Number(entity[field] ?? 0));
    return max + 1;
  }
}

function schemaOf(setName: string): EntitySetSchema {
  const schema = entitySet(setName);
  if (!schema) throw new Error(`unknown entity set ${setName}`);
  return schema;
}

export function keyOf(schema: EntitySetSchema, entity: Entity): KeyValue[] {
  return schema.key.map((field) => entity[field] as KeyValue);
}

function keyString(key: readonly KeyValue[]): string {
  return JSON.stringify(key);
}

function compareKeys(schema: EntitySetSchema, a: Entity, b: Entity): number {
  for (const field of schema.key) {
    const x = a[field] as KeyValue;
    const y = b[field] as KeyValue;
    if (x < y) return -1;
    if (x > y) return 1;
  }
  return 0;
}

/**
 * SAP's weak ETag: `W/"<SHA-1 of the DataVersion counter as decimal text>"`, upper-case hex. A 2511 system
 * answers sha1("1") for a fresh record and the hash of the next counter after each write (research §1.4,
 * [S5] Q1).
 */
export function etagOf(version: number): string {
  return `W/"${createHash('sha1').update(String(version)).digest('hex').toUpperCase()}"`;
}

/** UpdateDate and UpdateTime as SAP keeps them: the date and the time of day, here in UTC. */
export function stamp(now: Date): { UpdateDate: string; UpdateTime: string } {
  const iso = now.toISOString();
  return { UpdateDate: iso.slice(0, 10), UpdateTime: iso.slice(11, 19) };
}

/** Marks an entity as written now: a new DataVersion (so a new ETag) and UpdateDate/UpdateTime. */
export function touch(entity: Entity, now: Date): void {
  Object.assign(entity, stamp(now));
  if (typeof entity.DataVersion === 'number') entity.DataVersion += 1;
}
