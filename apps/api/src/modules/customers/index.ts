// The customers module's one door: the rest of the API imports only this file
// (docs/architecture.md, "Modules: one door, SQL in repositories").

export {
  findBillToAddress,
  listShipToAddresses,
  shipToColumns,
  storeShipToAddress,
} from './customer-addresses.repository.js';
export {
  findCustomer,
  searchCustomerCodes,
  unknownCustomerCodes,
  upsertCustomer,
} from './customers.repository.js';
export { applyBusinessPartners } from './customers.sync.js';
export { toShipToView } from './ship-to-view.js';
