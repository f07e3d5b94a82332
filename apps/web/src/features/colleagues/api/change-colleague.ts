import type { Colleague, SetColleagueRightsRequest } from '@selvedge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { colleaguesKeys } from './queries';

/** PUT /api/my-users/:id/rights: may order, sees prices, customer administrator. */
export const setColleagueRights = ({ id, ...rights }: SetColleagueRightsRequest & { id: string }) =>
  api.put<Colleague>(`/api/my-users/${encodeURIComponent(id)}/rights`, rights);

/** POST /api/my-users/:id/activate or /deactivate; deactivation signs the colleague out (D3). */
export const setColleagueActive = ({ id, isActive }: { id: string; isActive: boolean }) =>
  api.post<Colleague>(`/api/my-users/${encodeURIComponent(id)}/${isActive ? 'activate' : 'deactivate'}`);

const useColleagueMutation = <Input>(mutationFn: (input: Input) => Promise<Colleague>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Refused or not, the list may be outdated (another administrator may have changed it).
    onSettled: () => queryClient.invalidateQueries({ queryKey: colleaguesKeys.all }),
  });
};

export const useSetColleagueRights = () => useColleagueMutation(setColleagueRights);
export const useSetColleagueActive = () => useColleagueMutation(setColleagueActive);
