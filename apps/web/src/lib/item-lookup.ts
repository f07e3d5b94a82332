import type { ItemKind } from '@selvedge/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { type ItemLookup, lookUpItem } from './items';

/**
 * The lookup behind an item code field, as the item modal and the stock check share it (ordering §2,
 * §8): only the latest lookup's answer counts, and a code that is not found opens the search panel.
 * Each screen's reducer keeps these fields next to its own and hands these actions to `itemLookupStep`.
 */

export interface ItemLookupState {
  isLookingUp: boolean;
  /** The item search panel, and the code it opens with. */
  search: { opened: boolean; code: string };
}

export const initialItemLookup: ItemLookupState = { isLookingUp: false, search: { opened: false, code: '' } };

export type ItemLookupAction =
  | { type: 'lookupStarted' }
  /** Not found or no answer; searchCode opens the search panel with it, null leaves it shut. */
  | { type: 'lookupMissed'; searchCode: string | null }
  | { type: 'searchOpened'; code: string }
  | { type: 'searchClosed' };

const lookupActionTypes: ReadonlySet<string> = new Set<ItemLookupAction['type']>([
  'lookupStarted',
  'lookupMissed',
  'searchOpened',
  'searchClosed',
]);

/** Whether a screen's action is one of the lookup's, for `itemLookupStep`. */
export const isItemLookupAction = (action: { type: string }): action is ItemLookupAction =>
  lookupActionTypes.has(action.type);

export function itemLookupStep<State extends ItemLookupState>(state: State, action: ItemLookupAction): State {
  switch (action.type) {
    case 'lookupStarted':
      return { ...state, isLookingUp: true };
    case 'lookupMissed':
      return {
        ...state,
        isLookingUp: false,
        search: action.searchCode === null ? state.search : { opened: true, code: action.searchCode },
      };
    case 'searchOpened':
      return { ...state, search: { opened: true, code: action.code } };
    case 'searchClosed':
      return { ...state, search: { ...state.search, opened: false } };
  }
}

export interface LatestItemLookup {
  /** GET /api/items/:code (cached a few minutes); null when a later lookup, or `forget`, came after it. */
  lookUp: (code: string, kind?: ItemKind) => Promise<ItemLookup | null>;
  /** The lookup on its way no longer counts (its dialog closed). */
  forget: () => void;
}

export function useLatestItemLookup(): LatestItemLookup {
  const queryClient = useQueryClient();
  /** Bumped by every lookup and by `forget`: an answer for an older one is dropped. */
  const latest = useRef(0);
  return useMemo(
    () => ({
      lookUp: async (code, kind) => {
        latest.current += 1;
        const token = latest.current;
        const result = await lookUpItem(queryClient, code, kind);
        return token === latest.current ? result : null;
      },
      forget: () => {
        latest.current += 1;
      },
    }),
    [queryClient],
  );
}
