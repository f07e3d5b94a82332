import type { SessionResponse, ShipToAddress } from '@selvedge/contracts';
import { type QueryClient, queryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { createContext, createElement, type ReactNode, useContext } from 'react';
import { api, isApiError } from './api-client';
import { readStoredShowPrice } from './storage';

export const sessionQueryKey = ['session'] as const;

/** GET /api/session; `null` when nobody is signed in (a 401 here is an answer, not an error). */
export async function getSession(): Promise<SessionResponse | null> {
  try {
    return await api.get<SessionResponse>('/api/session', { isSessionProbe: true });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

/** How often the session is asked while the ERP's first sync runs. */
const FIRST_SYNC_POLL_MS = 5_000;

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: getSession,
  // Maintenance mode and deactivation are decided on the server; a regular look keeps the UI honest.
  staleTime: 30_000,
  // Every few seconds during a new install's first ERP sync (app/shell/first-sync-banner.tsx).
  refetchInterval: (query) => (query.state.data?.isAwaitingFirstSync ? FIRST_SYNC_POLL_MS : 5 * 60_000),
});

/**
 * Another user (or nobody) now acts: after sign-in, login-as, going back to admin and the end of a
 * session. Nothing cached for the previous user may show, so every query but the session is dropped
 * and the new session takes its place, which moves the guards on.
 */
export function replaceSession(queryClient: QueryClient, session: SessionResponse | null): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  queryClient.setQueryData(sessionQueryKey, session);
}

/** Every list, detail and the session itself are scoped by the ship-to choice (D2): all of it is asked again. */
export function refreshScopedData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries();
}

type SessionQuery = UseQueryResult<SessionResponse | null>;

const SessionContext = createContext<SessionQuery | null>(null);

/**
 * The session's one observer, for every screen and part that reads it (app/providers.tsx). A query
 * observer per reader cost each page a few dozen observers built, subscribed and timed before its
 * first paint, every one of them with its own five-minute timer; the readers render when
 * the session changes either way. The session's query is therefore never removed from the cache, only
 * given another value (replaceSession): an observer keeps the query it was made with.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const session = useQuery(sessionQueryOptions);
  return createElement(SessionContext.Provider, { value: session }, children);
}

export function useSession(): SessionQuery {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession used outside SessionProvider');
  return session;
}

/**
 * The session where one may be missing: a piece drawn on many screens (the favourites star) that has
 * nothing to show without a session, also when a screen is drawn on its own in a test.
 */
export function useOptionalSession(): SessionResponse | null {
  return useContext(SessionContext)?.data ?? null;
}

/**
 * The signed-in session inside the guarded area. The guard renders nothing until the session
 * exists, so a missing one here is a programming error.
 */
export function useSignedInSession(): SessionResponse {
  const { data } = useSession();
  if (!data) throw new Error('useSignedInSession used outside the signed-in area');
  return data;
}

/** Whether prices and amounts may be shown (D12): the profile's choice, else the stored one. */
export function useShowPrice(): boolean {
  const { data } = useSession();
  return data?.user.showPrice ?? readStoredShowPrice() ?? true;
}

/** The export customer's ship-to (D2): the chosen address, and whether one must be chosen first. */
export interface SessionShipTo {
  shipTo: ShipToAddress | null;
  mustChooseShipTo: boolean;
}

export function shipToOf(session: SessionResponse | null | undefined): SessionShipTo {
  return { shipTo: session?.shipTo ?? null, mustChooseShipTo: session?.mustChooseShipTo === true };
}
