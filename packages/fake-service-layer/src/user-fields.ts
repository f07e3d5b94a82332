import {
  businessPartner,
  DOCUMENT_SETS,
  document,
  documentLine,
  item,
  type ScalarKind,
  type StructuredType,
} from './entity-schemas.js';
import type { EntityStore } from './entity-store.js';

/**
 * How this fake company's user-defined fields differ from the demo's, as UserFieldsMD lists them (the
 * documents, partners and items keep the demo's properties): enough to show a connection check a company
 * whose fields are named otherwise, or missing.
 */
export interface UserFieldChanges {
  /** Listed under another name: `{ U_DBS_EMAIL: 'U_WEB_EMAIL' }`. */
  rename?: Record<string, string>;
  /** Not listed at all: `['U_DBS_PARTIALSUPPLY']`. */
  drop?: readonly string[];
}

/** BoFieldTypes of a property's kind, and the size SAP shows for such a field. */
const FIELD_TYPE: Record<string, { type: string; size: number }> = {
  string: { type: 'db_Alpha', size: 100 },
  int: { type: 'db_Numeric', size: 11 },
  double: { type: 'db_Float', size: 19 },
  date: { type: 'db_Date', size: 8 },
};

/**
 * The SAP tables of the fake's types: a document set's header is `O` + its three letters (ORDR), its lines
 * the letters + 1 (RDR1), its packages + 7 (RDR7); business partners OCRD, items OITM.
 */
function tablesWithTypes(): [string, StructuredType][] {
  const packages = document.collections.DocumentPackages as StructuredType;
  const tables: [string, StructuredType][] = [];
  for (const { table } of Object.values(DOCUMENT_SETS)) {
    tables.push([`O${table}`, document], [`${table}1`, documentLine], [`${table}7`, packages]);
  }
  tables.push(['OCRD', businessPartner], ['OITM', item]);
  return tables;
}

/** Fills UserFieldsMD with the `U_…` properties of the fake's schemas, changed as the options say. */
export function addUserFields(store: EntityStore, changes: UserFieldChanges = {}): void {
  const dropped = new Set(changes.drop ?? []);
  for (const [table, type] of tablesWithTypes()) {
    let fieldId = 0;
    for (const [property, kind] of Object.entries(type.scalars) as [string, ScalarKind][]) {
      if (!property.startsWith('U_') || dropped.has(property)) continue;
      const name = changes.rename?.[property] ?? property;
      const { type: fieldType, size } = FIELD_TYPE[kind] ?? { type: 'db_Alpha', size: 100 };
      store.put('UserFieldsMD', {
        // SAP lists the name without its U_ (CUFD.AliasID); the Service Layer's property adds it.
        Name: name.slice('U_'.length),
        Type: fieldType,
        Size: size,
        Description: name.slice('U_'.length),
        TableName: table,
        FieldID: fieldId,
        EditSize: size,
      });
      fieldId += 1;
    }
  }
}
