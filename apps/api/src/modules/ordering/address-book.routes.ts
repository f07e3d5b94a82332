import { AddressBookEntry, AddressIdParam, ShipToAddress } from '@selvedge/contracts';
import { orderingAccess, signedInContext } from '../../plugins/access.js';
import type { AppDeps } from '../../shared/deps.js';
import type { AppInstance } from '../../shared/fastify.js';
import { saveAddressBookEntry } from './address-book.service.js';

/** Used from the order screens, by their users (the address-book flag is checked inside). */
const access = orderingAccess;

export async function addressBookRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.post(
    '/api/address-book',
    {
      config: {
        access,
        problems: { 409: ['ADDRESS_NAME_TAKEN'], 422: ['ADDRESS_REJECTED'], 503: ['ERP_UNAVAILABLE'] },
      },
      schema: {
        tags: ['ordering'],
        summary:
          "Add a ship-to address to the customer's address book in the ERP (address-book flag; not in a session with a chosen ship-to)",
        body: AddressBookEntry,
        response: { 200: ShipToAddress },
      },
    },
    async (request) => saveAddressBookEntry(deps, signedInContext(request), request.body, null),
  );
  app.put(
    '/api/address-book/:id',
    {
      config: {
        access,
        problems: {
          404: ['NOT_FOUND'],
          409: ['ADDRESS_NAME_TAKEN'],
          422: ['ADDRESS_REJECTED'],
          503: ['ERP_UNAVAILABLE'],
        },
      },
      schema: {
        tags: ['ordering'],
        summary:
          "Change a ship-to address of the customer's address book in the ERP (address-book flag; in a session with a chosen ship-to, only that one)",
        params: AddressIdParam,
        body: AddressBookEntry,
        response: { 200: ShipToAddress },
      },
    },
    async (request) => saveAddressBookEntry(deps, signedInContext(request), request.body, request.params.id),
  );
}
