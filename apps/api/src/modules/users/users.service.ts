// The users module's public functions; other modules use these, never its tables.
export type { UserRow } from './users.tables.js';
export { findUserByEmail, findUserById, insertUser, updateUser } from './users.repository.js';
