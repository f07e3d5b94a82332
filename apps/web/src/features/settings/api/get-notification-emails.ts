import type { ListPage, NotificationEmail } from '@selvedge/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './query-keys';

/** GET /api/settings/notification-emails: 10 a page (administration 9). */
export const getNotificationEmails = (page: number) =>
  api.get<ListPage<NotificationEmail>>('/api/settings/notification-emails', { query: { page } });

export function useNotificationEmails(page: number) {
  return useQuery({
    queryKey: settingsKeys.notificationEmailsPage(page),
    queryFn: () => getNotificationEmails(page),
    placeholderData: keepPreviousData,
  });
}
