import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firstRow } from '../../db/first-row.js';
import { type CustomerDocumentRow, customerDocuments } from './customer-documents.tables.js';

/** Visible to the customer: their code or their group is listed; images are never listed (foundations 2). */
function visibleTo(customerCode: string, groupCode: string | null): SQL {
  return and(
    or(
      sql`${customerCode} = any(${customerDocuments.customerCodes})`,
      groupCode ? sql`${groupCode} = any(${customerDocuments.customerGroupCodes})` : undefined,
    ),
    sql`${customerDocuments.url} !~* '\\.(jpe?g|png)$'`,
  ) as SQL;
}

export async function findVisibleDocuments(
  db: Db,
  customerCode: string,
  groupCode: string | null,
): Promise<CustomerDocumentRow[]> {
  return db
    .select()
    .from(customerDocuments)
    .where(visibleTo(customerCode, groupCode))
    .orderBy(asc(customerDocuments.name), asc(customerDocuments.id));
}

export function findVisibleDocumentByUrl(
  db: Db,
  customerCode: string,
  groupCode: string | null,
  url: string,
): Promise<CustomerDocumentRow | undefined> {
  return firstRow(
    db,
    customerDocuments,
    and(eq(customerDocuments.url, url), visibleTo(customerCode, groupCode)),
  );
}
