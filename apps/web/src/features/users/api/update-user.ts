import type { UpdateUserRequest, UserRow } from '@selvedge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersKeys } from './query-keys';

/** PUT /api/users/:id: everything but the e-mail. */
export const updateUser = ({ id, ...body }: UpdateUserRequest & { id: string }) =>
  api.put<UserRow>(`/api/users/${encodeURIComponent(id)}`, body);

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
