// The users module's public functions; other modules use these, never its tables.

export { findUserByEmail, findUserById, insertUser, updateUser } from './users.repository.js';
export type { UserRow } from './users.tables.js';
