import type { AddressBookEntry, ShipToAddress } from '@selvedge/contracts';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { placeOrderKeys } from './draft';

export interface SaveAddressVariables {
  /** The address-book entry being changed; null adds a new one. */
  id: string | null;
  entry: AddressBookEntry;
}

/** POST /api/address-book, or PUT /api/address-book/:id: stores the address in the customer's book in the ERP. */
export const saveAddressBookEntry = ({ id, entry }: SaveAddressVariables) =>
  id
    ? api.put<ShipToAddress>(`/api/address-book/${encodeURIComponent(id)}`, entry)
    : api.post<ShipToAddress>('/api/address-book', entry);

/**
 * Saves to the address book (ordering §4 "Shipping address editing"); the book is the context's list
 * of ship-to addresses, so the context is asked again and the slide-in shows the saved address.
 */
export function useSaveAddressBookEntry() {
  return useRefreshingMutation(saveAddressBookEntry, { keys: [placeOrderKeys.context] });
}
