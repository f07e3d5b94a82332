import type { MailboxResponse } from '@selvedge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';

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
 * for administrators, the only ones who may read it.
 */
export function useIsDevMailboxAvailable(isAdministrator: boolean): boolean {
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
    enabled: isAdministrator,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ?? false;
}
