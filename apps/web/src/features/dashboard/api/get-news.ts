import type { NewsItem } from '@selvedge/contracts';
import { useQuery } from '@tanstack/react-query';
import { screenQuery } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { newsQuery } from './queries';

/**
 * The news (queries.ts), in the reader's language (the person at the keyboard's, also while acting): the
 * session is replaced once the flag picker has saved it, so the news follows at once.
 */
export function useNews() {
  const language = useSession().data?.language;
  return useQuery(screenQuery<{ news: NewsItem[] }>(newsQuery(language)));
}
