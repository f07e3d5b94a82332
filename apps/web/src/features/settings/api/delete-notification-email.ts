import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { settingsKeys } from './query-keys';

/** DELETE /api/settings/notification-emails/:id. */
export const deleteNotificationEmail = (id: string) =>
  api.delete<{ ok: true }>(`/api/settings/notification-emails/${encodeURIComponent(id)}`);

export function useDeleteNotificationEmail() {
  return useRefreshingMutation(deleteNotificationEmail, {
    keys: [settingsKeys.notificationEmails],
    after: 'settled',
  });
}
