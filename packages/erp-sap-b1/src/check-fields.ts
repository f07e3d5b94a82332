/**
 * The user-defined fields' part of `npm run erp:check`: every field the settings name, looked up on each
 * table the portal reads or writes it on (UserFieldsMD), each miss with the setting to change.
 */
import { connectionHint, hinted } from './check-connection.js';
import { type CheckOptions, type CheckStep, type Role, settingsFileText } from './check-step.js';
import {
  DEFAULT_FIELD_NAMES,
  FIELD_TABLES,
  NUMERIC_FIELDS,
  type ResolvedConfig,
  type SapB1Config,
} from './config.js';
import { anyOf } from './odata.js';
import type { ServiceLayer } from './service-layer.js';

/** SAP's tables the portal's fields live on, as the SAP client names them. */
const TABLE_NAMES: Record<string, string> = {
  ORDR: 'Orders',
  ODLN: 'Deliveries',
  OINV: 'A/R invoices',
  ORIN: 'A/R credit memos',
  ORDN: 'Returns',
  ORRR: 'Return requests',
  RDR1: 'order lines',
  DLN1: 'delivery lines',
  INV1: 'invoice lines',
  RIN1: 'credit memo lines',
  RDN1: 'return lines',
  RRR1: 'return request lines',
  DLN7: 'delivery packages',
  OCRD: 'Business partners',
  OITM: 'Items',
};

/**
 * Where the check finds a table's fields when UserFieldsMD cannot be read: one record of the entity set,
 * whose answer carries every user-defined field (null when empty), at the header, its first line or its
 * first package.
 */
const SAMPLE_OF_TABLE: Record<
  string,
  { set: string; part: 'header' | 'DocumentLines' | 'DocumentPackages' }
> = {
  ORDR: { set: 'Orders', part: 'header' },
  ODLN: { set: 'DeliveryNotes', part: 'header' },
  OINV: { set: 'Invoices', part: 'header' },
  ORIN: { set: 'CreditNotes', part: 'header' },
  ORDN: { set: 'Returns', part: 'header' },
  ORRR: { set: 'ReturnRequest', part: 'header' },
  RDR1: { set: 'Orders', part: 'DocumentLines' },
  DLN1: { set: 'DeliveryNotes', part: 'DocumentLines' },
  INV1: { set: 'Invoices', part: 'DocumentLines' },
  RIN1: { set: 'CreditNotes', part: 'DocumentLines' },
  RDN1: { set: 'Returns', part: 'DocumentLines' },
  RRR1: { set: 'ReturnRequest', part: 'DocumentLines' },
  DLN7: { set: 'DeliveryNotes', part: 'DocumentPackages' },
  OCRD: { set: 'BusinessPartners', part: 'header' },
  OITM: { set: 'Items', part: 'header' },
};

const tableLabel = (table: string) => `${table} (${TABLE_NAMES[table] ?? table})`;

// --- User-defined fields -----------------------------------------------------------------------------

/** Per SAP table, its user-defined fields by their Service Layer name (`U_…`) and their type when known. */
type FieldInventory = Map<string, Map<string, string | null>>;

/** The settings' own mistakes, before SAP is asked: an unknown role, a name SAP cannot have. */
export function settingsProblems(config: SapB1Config, options: CheckOptions): CheckStep[] {
  const problems: CheckStep[] = [];
  const given = (config.fields ?? {}) as Record<string, unknown>;
  const roles = Object.keys(DEFAULT_FIELD_NAMES);
  for (const [key, value] of Object.entries(given)) {
    if (!roles.includes(key)) {
      problems.push({
        step: `fields.${key}`,
        ok: false,
        detail: `"${key}" is not a field setting, so the portal ignores it (in ${settingsFileText(options)}). The settings are: ${roles.join(', ')}`,
      });
    } else if (value !== null && (typeof value !== 'string' || !/^U_\w+$/.test(value))) {
      problems.push({
        step: `fields.${key}`,
        ok: false,
        detail: `${JSON.stringify(value)} cannot be a user-defined field: the Service Layer names every one U_ followed by its name in SAP (e.g. "U_${typeof value === 'string' ? value.replace(/^U_/i, '') : 'NAME'}"), or null to leave it out`,
      });
    }
  }
  return problems;
}

async function readUserFieldsMD(sl: ServiceLayer, tables: readonly string[]): Promise<FieldInventory> {
  const rows = await sl.collection<{ TableName?: unknown; Name?: unknown; Type?: unknown }>(
    'UserFieldsMD',
    { select: ['TableName', 'Name', 'Type'], filter: anyOf('TableName', tables) },
    { what: 'the user-defined fields (UserFieldsMD)' },
  );
  const inventory: FieldInventory = new Map(tables.map((table) => [table, new Map()]));
  for (const row of rows) {
    if (typeof row.TableName !== 'string' || typeof row.Name !== 'string') continue;
    // UserFieldsMD names a field without the U_ the Service Layer's property carries.
    inventory.get(row.TableName)?.set(`U_${row.Name}`, typeof row.Type === 'string' ? row.Type : null);
  }
  return inventory;
}

/** The fallback: the U_ properties of one record per table; a table without records stays unknown. */
async function readSampleFields(sl: ServiceLayer, tables: readonly string[]): Promise<FieldInventory> {
  const inventory: FieldInventory = new Map();
  const records = new Map<string, Record<string, unknown> | null>();
  for (const table of tables) {
    const sample = SAMPLE_OF_TABLE[table];
    if (!sample) continue;
    if (!records.has(sample.set)) {
      try {
        const body = (await sl.get(`${sample.set}?$top=1`, { what: sample.set })) as { value?: unknown[] };
        records.set(sample.set, (body?.value?.[0] as Record<string, unknown> | undefined) ?? null);
      } catch {
        records.set(sample.set, null);
      }
    }
    const record = records.get(sample.set);
    const part =
      sample.part === 'header'
        ? record
        : ((record?.[sample.part] as Record<string, unknown>[] | undefined)?.[0] ?? null);
    if (!part) continue;
    inventory.set(
      table,
      new Map(
        Object.keys(part)
          .filter((k) => k.startsWith('U_'))
          .map((k) => [k, null]),
      ),
    );
  }
  return inventory;
}

/** The part of a field name after its prefix: U_DBS_EMAIL → EMAIL, U_AantalPackages → AantalPackages. */
function baseOf(name: string): string {
  const bare = name.replace(/^U_/i, '');
  const at = bare.indexOf('_');
  return (at > 0 ? bare.slice(at + 1) : bare).toUpperCase();
}

/** Fields of the table that are likely what was meant: the same name in other case, or with another prefix. */
function nearMatches(wanted: string, present: Iterable<string>): string[] {
  const lower = wanted.toLowerCase();
  const bareWanted = wanted.replace(/^U_/i, '').toUpperCase();
  const base = baseOf(wanted);
  const found: string[] = [];
  for (const name of present) {
    if (name === wanted) continue;
    const bare = name.replace(/^U_/, '').toUpperCase();
    if (name.toLowerCase() === lower || bare === bareWanted || baseOf(name) === base || bare === base)
      found.push(name);
  }
  return found.slice(0, 3);
}

function fieldSteps(
  resolved: ResolvedConfig,
  inventory: FieldInventory,
  source: 'UserFieldsMD' | 'records',
  options: CheckOptions,
): CheckStep[] {
  const steps: CheckStep[] = [];
  const unknown = new Set<string>();
  let checked = 0;
  for (const role of Object.keys(FIELD_TABLES) as Role[]) {
    const name = resolved.fields[role];
    if (!name) continue;
    checked += 1;
    const { tables, use } = FIELD_TABLES[role];
    const missing: string[] = [];
    const suggestions = new Set<string>();
    let wrongType: string | null = null;
    for (const table of tables) {
      const fields = inventory.get(table);
      if (!fields) {
        unknown.add(table);
        continue;
      }
      if (!fields.has(name)) {
        missing.push(table);
        for (const near of nearMatches(name, fields.keys())) suggestions.add(near);
        continue;
      }
      const type = fields.get(name);
      if (NUMERIC_FIELDS.includes(role) && type && type !== 'db_Numeric' && type !== 'db_Float')
        wrongType = `${name} on ${tableLabel(table)} is of type ${type}; the portal needs a numeric field here`;
    }
    if (missing.length > 0) {
      const where =
        missing.length === 6 && tables.length === 6
          ? `${missing.join(', ')} (every sales document)`
          : missing.map(tableLabel).join(', ');
      const advice =
        suggestions.size > 0
          ? `This company has ${[...suggestions].join(' or ')} there: set "${role}": "${[...suggestions][0]}" under "fields" in ${settingsFileText(options)}`
          : `Create it in SAP (${use}), or set "${role}" under "fields" in ${settingsFileText(options)} to its real name, or to null to leave it out`;
      steps.push({
        step: `fields.${role}`,
        ok: false,
        detail: `${name} is not a field of ${where}. ${advice}`,
      });
    } else if (wrongType) {
      steps.push({ step: `fields.${role}`, ok: false, detail: wrongType });
    }
  }
  // With problems, their lines are the step: a summary line above them would be one more ✗ to count.
  const sourceText = source === 'UserFieldsMD' ? 'UserFieldsMD' : 'one record of each table';
  const summary: CheckStep[] =
    steps.length === 0
      ? [{ step: 'user fields', ok: true, detail: `${checked} configured fields found (from ${sourceText})` }]
      : [];
  const rest: CheckStep[] =
    unknown.size > 0
      ? [
          {
            step: 'user fields',
            ok: true,
            warning: true,
            detail: `Not checked on ${[...unknown].map(tableLabel).join(', ')}: no record there to look at`,
          },
        ]
      : [];
  return [...summary, ...steps, ...rest];
}

export async function checkFields(
  sl: ServiceLayer,
  resolved: ResolvedConfig,
  url: string,
  options: CheckOptions,
): Promise<CheckStep[]> {
  const tables = [...new Set(Object.values(FIELD_TABLES).flatMap((use) => use.tables))];
  try {
    return fieldSteps(resolved, await readUserFieldsMD(sl, tables), 'UserFieldsMD', options);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (connectionHint(message, url))
      return [{ step: 'user fields', ok: false, detail: hinted(message, resolved, url, options) }];
    const refused: CheckStep = {
      step: 'user fields',
      ok: true,
      warning: true,
      detail: `This user may not read UserFieldsMD (${message}), so the fields are looked up on one record of each table instead. Give the user read access to the user-defined fields for the complete check`,
    };
    return [refused, ...fieldSteps(resolved, await readSampleFields(sl, tables), 'records', options)];
  }
}
