import type { NotificationEmail, NotificationEmailCreate } from '@selvedge/contracts';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { settingsKeys } from './query-keys';

/** POST /api/settings/notification-emails; an address on the list already answers 400. */
export const addNotificationEmail = (body: NotificationEmailCreate) =>
  api.post<NotificationEmail>('/api/settings/notification-emails', body);

export function useAddNotificationEmail() {
  return useRefreshingMutation(addNotificationEmail, { keys: [settingsKeys.notificationEmails] });
}
