import type { EntitySetSchema, StructuredType } from './entity-schemas.js';
import { type Entity, touch } from './entity-store.js';
import { businessError, SlError } from './sl-error.js';

/**
 * PATCH as the Service Layer applies it (research §1.4, [S5] Q2, recorded on a 2511 system):
 * - properties sent replace their values; read-only ones (CardCode, DocEntry…) are silently ignored;
 * - a collection member that carries its full identifier set (BPAddresses: BPCode + AddressName +
 *   AddressType + RowNum; document lines: LineNum) updates that member in place; any other member is an
 *   insert, and nothing is deleted. A BPAddresses insert whose AddressName + AddressType already exists is
 *   `-2035 This entry already exists`; one without AddressType is appended with the default type;
 * - with `B1S-ReplaceCollectionsOnPatch: true` a collection in the body replaces the stored one: members
 *   left out are deleted, members sent with their identifiers keep them, the others are renumbered after
 *   the highest number the collection had (observed 0,1,2 → 3,4,5).
 * Every PATCH bumps DataVersion (a new ETag) and UpdateDate/UpdateTime.
 */
export function applyPatch(
  schema: EntitySetSchema,
  entity: Entity,
  body: Entity,
  replaceCollections: boolean,
  now: Date,
): void {
  const type = schema.type;
  const readOnly = new Set(schema.readOnly ?? []);
  const today = now.toISOString().slice(0, 10);
  for (const [name, value] of Object.entries(body)) {
    if (readOnly.has(name)) continue;
    if (name in type.scalars) {
      entity[name] = value;
    } else if (type.complex[name]) {
      entity[name] = { ...((entity[name] as Entity | null) ?? {}), ...((value as Entity | null) ?? {}) };
    } else {
      const memberType = type.collections[name] as StructuredType;
      const stored = (entity[name] as Entity[] | undefined) ?? [];
      const sent = value as Entity[];
      const context = { owner: entity, today, memberType };
      entity[name] = replaceCollections
        ? replaceCollection(stored, sent, context)
        : mergeCollection(stored, sent, context);
    }
  }
  touch(entity, now);
}

interface CollectionContext {
  owner: Entity;
  today: string;
  memberType: StructuredType;
}

const DUPLICATE = 'This entry already exists in the following tables (ODBC -2035)';

/** The numbering field of a collection: RowNum (BPAddresses), LineNum (lines), Number (packages)… */
function numberField(memberType: StructuredType): string | undefined {
  return memberType.memberKey?.find((k) => memberType.scalars[k] === 'int');
}

function carriesKey(member: Entity, memberType: StructuredType): boolean {
  return (memberType.memberKey ?? []).every((k) => member[k] !== undefined && member[k] !== null);
}

function sameKey(a: Entity, b: Entity, memberType: StructuredType): boolean {
  return (memberType.memberKey ?? []).every((k) => a[k] === b[k]);
}

function nextNumber(members: readonly Entity[], field: string): number {
  return members.reduce((max, m) => Math.max(max, (m[field] as number | null) ?? -1), -1) + 1;
}

/** A new member: what an insert gets from SAP besides what was sent. */
function inserted(sent: Entity, members: readonly Entity[], context: CollectionContext): Entity {
  const { memberType, owner, today } = context;
  const member: Entity = { ...sent };
  if (memberType.name === 'BPAddress') {
    if (!member.AddressName) throw businessError('Address is empty');
    member.AddressType ??= 'bo_ShipTo';
    member.BPCode = owner.CardCode;
    member.CreateDate = today;
    if (members.some((m) => m.AddressName === member.AddressName && m.AddressType === member.AddressType))
      throw new SlError(400, -2035, DUPLICATE);
  }
  const field = numberField(memberType);
  if (field) member[field] = nextNumber(members, field);
  return member;
}

function mergeCollection(stored: Entity[], sent: readonly Entity[], context: CollectionContext): Entity[] {
  const members = stored.map((m) => ({ ...m }));
  for (const member of sent) {
    const existing = carriesKey(member, context.memberType)
      ? members.find((m) => sameKey(m, member, context.memberType))
      : undefined;
    if (existing) Object.assign(existing, member);
    else members.push(inserted(member, members, context));
  }
  return members;
}

function replaceCollection(
  stored: readonly Entity[],
  sent: readonly Entity[],
  context: CollectionContext,
): Entity[] {
  const { memberType } = context;
  const field = numberField(memberType);
  const kept: Entity[] = [];
  const fresh: Entity[] = [];
  for (const member of sent) {
    const existing = carriesKey(member, memberType)
      ? stored.find((m) => sameKey(m, member, memberType))
      : undefined;
    if (existing) kept.push({ ...existing, ...member });
    else fresh.push(member);
  }
  // Renumbered after the highest number the collection had before, not after what survives.
  let next = field ? nextNumber([...stored, ...kept], field) : 0;
  const result = [...kept];
  for (const member of fresh) {
    const added = inserted(member, result, context);
    if (field) {
      added[field] = next;
      next += 1;
    }
    result.push(added);
  }
  return result;
}
