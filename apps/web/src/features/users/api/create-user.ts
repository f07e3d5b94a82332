import type { CreateUserRequest, UserRow } from '@selvedge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersKeys } from './query-keys';

/** POST /api/users; the new user is mailed a link to choose a password. */
export const createUser = (body: CreateUserRequest) => api.post<UserRow>('/api/users', body);

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
