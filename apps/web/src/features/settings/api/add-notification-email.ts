import type { NotificationEmail, NotificationEmailCreate } from '@selvedge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './query-keys';

/** POST /api/settings/notification-emails; an address on the list already answers 400. */
export const addNotificationEmail = (body: NotificationEmailCreate) =>
  api.post<NotificationEmail>('/api/settings/notification-emails', body);

export function useAddNotificationEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addNotificationEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.notificationEmails }),
  });
}
