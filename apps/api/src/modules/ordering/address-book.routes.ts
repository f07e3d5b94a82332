import { AddressBookEntry, AddressIdParam, ShipToAddress } from '@selvedge/contracts';
import { type RouteAccess, signedInContext } from '../../plugins/access.js';
import type { AppDeps } from '../../shared/deps.js';
import type { AppInstance } from '../../shared/fastify.js';
import { saveAddressBookEntry } from './address-book.service.js';

/** Used from the order screens: their users, with the create-order claim; the flag is checked inside. */
const access: RouteAccess = {
  roles: ['Customer', 'Sales'],
  needs: ['notDuringMaintenance', 'mayCreateOrder'],
};

export async function addressBookRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.post(
    '/api/address-book',
    {
      config: { access },
      schema: {
        tags: ['ordering'],
        summary: "Add a ship-to address to the customer's address book in the ERP (address-book flag)",
        body: AddressBookEntry,
        response: { 200: ShipToAddress },
      },
    },
    async (request) => saveAddressBookEntry(deps, signedInContext(request), request.body, null),
  );
  app.put(
    '/api/address-book/:id',
    {
      config: { access },
      schema: {
        tags: ['ordering'],
        summary: "Change a ship-to address of the customer's address book in the ERP (address-book flag)",
        params: AddressIdParam,
        body: AddressBookEntry,
        response: { 200: ShipToAddress },
      },
    },
    async (request) => saveAddressBookEntry(deps, signedInContext(request), request.body, request.params.id),
  );
}
