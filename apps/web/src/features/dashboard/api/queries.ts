import type { Language, NewsItem, SessionResponse } from '@selvedge/contracts';
import type { GetQuery, ScreenFirstQueries } from '../../../lib/screen-queries';
import { helpTextQuery } from '../../../lib/screen-queries';
import { newsPictureSources } from '../news-picture';
import { dashboardKeys } from './query-keys';

/**
 * GET /api/news: the news for the user's language and group, newest first (D16). Keyed by the
 * profile's language: the server answers in it, and the flag picker changes it.
 */
export const newsQuery = (language: Language | undefined): GetQuery => ({
  queryKey: dashboardKeys.news(language),
  path: '/api/news',
});

/** GET /api/dashboard/customer: the latest 5 orders, deliveries and open items (D16). */
export const customerDashboardQuery: GetQuery = {
  queryKey: dashboardKeys.customer,
  path: '/api/dashboard/customer',
};

/** GET /api/dashboard/work-queue: what waits for an administrator. */
export const workQueueQuery: GetQuery = {
  queryKey: dashboardKeys.workQueue,
  path: '/api/dashboard/work-queue',
};

/** An administrator's dashboard shows the work queue, anyone else's their own overview (dashboard-page.tsx). */
const showsWorkQueue = (user: Pick<SessionResponse['user'], 'role'>) => user.role === 'Administrator';

/** What /dashboard asks when first drawn (dashboard-page.tsx, news-feed.tsx, and the card of its kind). */
export const dashboardFirstQueries: ScreenFirstQueries = {
  // The news in the reader's language: the person at the keyboard's, also while acting.
  queries: ({ session: { user, language } }) => [
    helpTextQuery('News'),
    newsQuery(language),
    showsWorkQueue(user) ? workQueueQuery : customerDashboardQuery,
  ],
  // The top news picture: news-feed.tsx shows the first picture of the first item that has one.
  topPicture: {
    query: ({ session }) => newsQuery(session.language),
    pictureOf: (answer) => {
      const url = (answer as { news: NewsItem[] }).news.find((item) => item.images.length > 0)?.images[0]
        ?.url;
      return url ? newsPictureSources(url) : undefined;
    },
  },
};
