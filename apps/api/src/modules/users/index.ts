// The users module's one door: the rest of the API imports only this file
// (docs/architecture.md, "Modules: one door, SQL in repositories").

export {
  findCustomerUser,
  listCustomerUsers,
  lockCustomerUsers,
  updateCustomerUser,
} from './colleagues.repository.js';
export {
  type DeliveryMailRecipient,
  findDeliveryMailRecipients,
  findUserByEmail,
  findUserById,
  hasAnyUser,
  insertUser,
  updateUser,
  userEmailSql,
} from './users.repository.js';
export type { UserRow } from './users.tables.js';
export { deleteUserRow, listUsers } from './users-admin.repository.js';
