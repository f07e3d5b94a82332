import type { NewsItem } from '@selvedge/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGetQuery } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { dashboardKeys } from './query-keys';

/**
 * GET /api/news: the news for the user's language and group, newest first (D16).
 * Keyed by the profile's language: the server answers in it, and the flag picker changes it (the
 * session is replaced once the profile is saved), so the news follows at once.
 */
export function useNews() {
  const language = useSession().data?.user?.language;
  return useQuery({
    queryKey: dashboardKeys.news(language),
    ...apiGetQuery<{ news: NewsItem[] }>('/api/news'),
  });
}
