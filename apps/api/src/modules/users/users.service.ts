// The users module's public functions; other modules use these, never its tables.

export { userEmailSql } from './user-emails.js';
export { findUserByEmail, findUserById, insertUser, updateUser } from './users.repository.js';
export type { UserRow } from './users.tables.js';
export { deleteUserRow, listUsers } from './users-admin.repository.js';
