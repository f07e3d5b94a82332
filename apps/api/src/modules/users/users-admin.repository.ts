import type { Filter, UserFilterColumnKey } from '@selvedge/contracts';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { buildFilterCondition, containsPattern, type FilterableColumns } from '../../shared/filter-query.js';
import { type UserRow, users } from './users.tables.js';

/** The filter panel's columns of the users list (contracts `userFilterColumns`), mapped to the table. */
const filterableColumns = {
  email: { kind: 'text', column: users.email },
  firstName: { kind: 'text', column: users.firstName },
  lastName: { kind: 'text', column: users.lastName },
  customerCode: { kind: 'text', column: users.customerCode },
  role: { kind: 'text', column: users.role },
  language: { kind: 'text', column: users.language },
  isActive: { kind: 'boolean', column: users.isActive },
  createdAt: { kind: 'date', column: users.createdAt },
} satisfies Record<UserFilterColumnKey, FilterableColumns[string]>;

export interface UserListCriteria {
  page: number;
  pageSize: number;
  search?: string | undefined;
  showAll: boolean;
  filter?: Filter | undefined;
}

/**
 * One page of users and the total. The quick search matches e-mail, first and last name, the full
 * name and the customer code; the expression is the one the trigram index covers. Newest first (D17).
 */
export async function listUsers(
  db: Db,
  criteria: UserListCriteria,
): Promise<{ rows: UserRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (!criteria.showAll) conditions.push(eq(users.isActive, true));
  if (criteria.search) {
    const pattern = containsPattern(criteria.search);
    conditions.push(
      sql`(${users.email} || ' ' || ${users.firstName} || ' ' || ${users.lastName} || ' ' || coalesce(${users.customerCode}, '')) ilike ${pattern}`,
    );
  }
  if (criteria.filter && criteria.filter.length > 0) {
    const filtered = buildFilterCondition(filterableColumns, criteria.filter);
    if (filtered) conditions.push(filtered);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [totalRow] = await db.select({ value: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), asc(users.email))
    .limit(criteria.pageSize)
    .offset((criteria.page - 1) * criteria.pageSize);
  return { rows, total: totalRow?.value ?? 0 };
}

export async function deleteUserRow(db: Db, id: string): Promise<boolean> {
  const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return deleted.length > 0;
}
