import { type Column, type SQL, sql } from 'drizzle-orm';
import { users } from './users.tables.js';

/**
 * The e-mail of the user whose id is in `userId`, as an SQL expression another module's query can
 * select, search and filter on (the error log shows users by e-mail) without reading this module's table.
 */
export function userEmailSql(userId: Column | SQL): SQL<string | null> {
  return sql<string | null>`(select ${users.email} from ${users} where ${users.id} = ${userId})`;
}
