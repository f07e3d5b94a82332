import type { InviteColleagueRequest } from '@selvedge/contracts';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { colleaguesKeys } from './queries';

/**
 * POST /api/my-users: the same answer whether or not the address already has an account (ADR-034), so
 * the list, asked again, shows whether a colleague was added.
 */
export const inviteColleague = (body: InviteColleagueRequest) =>
  api.post<{ ok: true }>('/api/my-users', body);

export function useInviteColleague() {
  return useRefreshingMutation(inviteColleague, { keys: [colleaguesKeys.all] });
}
