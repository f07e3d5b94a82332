/**
 * A small reader of the Service Layer's OData v4 `$metadata` (CSDL XML), enough for metadata.test.ts to
 * hold the fake's entity shapes against SAP's: entity and complex types with their keys and property
 * types, enum members, entity sets and their types. Regex-based on purpose (Node has no DOM parser and the
 * project takes no XML dependency): CSDL elements of one kind never nest, so each is one match.
 */
export interface MetadataType {
  kind: 'EntityType' | 'ComplexType';
  name: string;
  keys: string[];
  /** Property name → its type (`Edm.String`, `SAPB1.BoStatus`, `Collection(SAPB1.DocumentLine)`…). */
  properties: Map<string, string>;
}

export interface Metadata {
  types: Map<string, MetadataType>;
  enums: Map<string, string[]>;
  /** Entity set name → its entity type name without the namespace (Orders → Document). */
  sets: Map<string, string>;
}

type Element = 'EntityType' | 'ComplexType' | 'EnumType' | 'EntitySet';

interface Block {
  name: string;
  /** The block verbatim, from the start of its line. */
  text: string;
  attributes: Record<string, string>;
}

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w:.]+)="([^"]*)"/g))
    attributes[match[1] as string] = match[2] as string;
  return attributes;
}

/** Every `<element …/>` or `<element …>…</element>` of the document, by its Name. */
export function blocksOf(xml: string, element: Element): Map<string, Block> {
  const blocks = new Map<string, Block>();
  const pattern = new RegExp(`^[ \\t]*<${element}\\b([^>]*?)(?:/>|>[\\s\\S]*?</${element}>)`, 'gm');
  for (const match of xml.matchAll(pattern)) {
    const attributes = attributesOf(match[1] as string);
    const name = attributes.Name;
    if (name) blocks.set(name, { name, text: match[0], attributes });
  }
  return blocks;
}

export function readMetadata(xml: string): Metadata {
  const types = new Map<string, MetadataType>();
  for (const kind of ['EntityType', 'ComplexType'] as const) {
    for (const block of blocksOf(xml, kind).values()) {
      const keys = [...block.text.matchAll(/<PropertyRef\b([^>]*)\/>/g)].map(
        (m) => attributesOf(m[1] as string).Name as string,
      );
      const properties = new Map<string, string>();
      for (const m of block.text.matchAll(/<Property\b([^>]*)\/?>/g)) {
        const attributes = attributesOf(m[1] as string);
        if (attributes.Name && attributes.Type) properties.set(attributes.Name, attributes.Type);
      }
      types.set(block.name, { kind, name: block.name, keys, properties });
    }
  }
  const enums = new Map<string, string[]>();
  for (const block of blocksOf(xml, 'EnumType').values()) {
    enums.set(
      block.name,
      [...block.text.matchAll(/<Member\b([^>]*)\/>/g)].map(
        (m) => attributesOf(m[1] as string).Name as string,
      ),
    );
  }
  const sets = new Map<string, string>();
  for (const block of blocksOf(xml, 'EntitySet').values()) {
    sets.set(block.name, (block.attributes.EntityType ?? '').replace(/^SAPB1\./, ''));
  }
  return { types, enums, sets };
}

export interface MetadataSelection {
  types: readonly string[];
  enums: readonly string[];
  sets: readonly string[];
}

/**
 * An excerpt of the full $metadata with only the selected types, enums and sets, each block copied
 * verbatim, so the package carries the part of SAP's metadata its test needs.
 */
export function trimMetadata(full: string, selection: MetadataSelection, comment: string): string {
  const all = {
    EntityType: blocksOf(full, 'EntityType'),
    ComplexType: blocksOf(full, 'ComplexType'),
    EnumType: blocksOf(full, 'EnumType'),
    EntitySet: blocksOf(full, 'EntitySet'),
  };
  const pick = (element: Element, names: readonly string[]) => {
    const blocks = all[element];
    return [...names].sort().map((name) => {
      const block = blocks.get(name);
      if (!block) throw new Error(`${element} ${name} is not in the metadata`);
      return block.text;
    });
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<!-- ${comment} -->`,
    '<edmx:Edmx Version="4.0" xmlns:edmx="http://docs.oasis-open.org/odata/ns/edmx">',
    '  <edmx:DataServices>',
    '    <Schema Namespace="SAPB1" xmlns="http://docs.oasis-open.org/odata/ns/edm">',
    ...pick('EnumType', selection.enums),
    ...pick(
      'ComplexType',
      selection.types.filter((t) => all.ComplexType.has(t)),
    ),
    ...pick(
      'EntityType',
      selection.types.filter((t) => all.EntityType.has(t)),
    ),
    '      <EntityContainer Name="ServiceLayer">',
    ...pick('EntitySet', selection.sets),
    '      </EntityContainer>',
    '    </Schema>',
    '  </edmx:DataServices>',
    '</edmx:Edmx>',
    '',
  ].join('\n');
}
