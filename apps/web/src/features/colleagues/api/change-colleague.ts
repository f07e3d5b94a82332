import type { Colleague, SetColleagueRightsRequest } from '@selvedge/contracts';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { colleaguesKeys } from './queries';

/** PUT /api/my-users/:id/rights: may order, sees prices, customer administrator. */
export const setColleagueRights = ({ id, ...rights }: SetColleagueRightsRequest & { id: string }) =>
  api.put<Colleague>(`/api/my-users/${encodeURIComponent(id)}/rights`, rights);

/** POST /api/my-users/:id/activate or /deactivate; deactivation signs the colleague out (D3). */
export const setColleagueActive = ({ id, isActive }: { id: string; isActive: boolean }) =>
  api.post<Colleague>(`/api/my-users/${encodeURIComponent(id)}/${isActive ? 'activate' : 'deactivate'}`);

// Refused or not, the list may be outdated (another administrator may have changed it).
const useColleagueMutation = <Input>(mutationFn: (input: Input) => Promise<Colleague>) =>
  useRefreshingMutation(mutationFn, { keys: [colleaguesKeys.all], after: 'settled' });

export const useSetColleagueRights = () => useColleagueMutation(setColleagueRights);
export const useSetColleagueActive = () => useColleagueMutation(setColleagueActive);
