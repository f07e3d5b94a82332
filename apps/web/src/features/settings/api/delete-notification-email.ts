import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './query-keys';

/** DELETE /api/settings/notification-emails/:id. */
export const deleteNotificationEmail = (id: string) =>
  api.delete<{ ok: true }>(`/api/settings/notification-emails/${encodeURIComponent(id)}`);

export function useDeleteNotificationEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotificationEmail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.notificationEmails }),
  });
}
