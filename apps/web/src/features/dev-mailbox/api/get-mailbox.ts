import type { MailboxResponse, SessionResponse } from '@selvedge/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session';

export const mailboxKeys = {
  inbox: (to: string) => ['dev-mailbox', to] as const,
  availability: ['dev-mailbox', 'availability'] as const,
};

export const getMailbox = (to: string) => api.get<MailboxResponse>('/api/dev/mailbox', { query: { to } });

export const mailboxQueryOptions = (to: string) =>
  queryOptions({ queryKey: mailboxKeys.inbox(to), queryFn: () => getMailbox(to) });

export function useMailbox(to: string) {
  return useQuery(mailboxQueryOptions(to));
}

/**
 * Whether the dev mailbox exists: it answers 404 once real mail is sent through SMTP. Asked only
 * for administrators, the only ones who may read it: as the session is when it would be asked, not as
 * the side menu last drew it. An administrator who starts acting as a customer gets the customer's
 * session while the menu still shows the administrator's entries for a moment (the next page is on its
 * way, app-router.tsx); asked then, the customer's session would be refused it.
 */
export function useIsDevMailboxAvailable(): boolean {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: mailboxKeys.availability,
    queryFn: async () => {
      try {
        await getMailbox('');
        return true;
      } catch (error) {
        if (isApiError(error) && error.status === 404) return false;
        throw error;
      }
    },
    enabled: () =>
      queryClient.getQueryData<SessionResponse | null>(sessionQueryKey)?.user.role === 'Administrator',
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ?? false;
}
