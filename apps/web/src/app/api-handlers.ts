import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { configureApiClient } from '../lib/api-client';
import { errorMessage } from '../lib/errors';
import { i18n } from '../lib/i18n';
import { replaceSession, sessionQueryKey } from '../lib/session';

/** What the API client needs of the router's history: to replace the address (app-router.tsx). */
interface History {
  replace(to: string): void;
}

/** Connects the one HTTP client to the router, the query cache and the notifications (D15). */
export function connectApiClient(history: History, queryClient: QueryClient): void {
  configureApiClient({
    navigate: (to) => history.replace(to),
    onSignedOut: () => {
      // Nothing of the ended session may stay on screen for whoever signs in next.
      replaceSession(queryClient, null);
    },
    onForbidden: () => {
      notifications.show({
        id: 'api-forbidden',
        color: 'orange',
        title: i18n.t('notifications.forbiddenTitle'),
        message: i18n.t('errors.FORBIDDEN'),
      });
    },
    onServerError: (error) => {
      notifications.show({
        id: `api-${error.code}-${error.referenceId ?? error.status}`,
        color: 'red',
        title: i18n.t('notifications.serverErrorTitle'),
        message: errorMessage(i18n.t, error),
        autoClose: 10_000,
      });
    },
    onSessionOutdated: () => {
      // The session says whether maintenance restricts this user or a ship-to must be chosen again;
      // the guards then show the notice or the choice.
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
