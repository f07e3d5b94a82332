import { LogEntryPage, LogQuery } from '@selvedge/contracts';
import { administratorAccess } from '../../plugins/access.js';
import type { AppDeps } from '../../shared/deps.js';
import type { AppInstance } from '../../shared/fastify.js';
import { pageLogEntries } from './logs.repository.js';

export async function logRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/api/logs',
    {
      config: { access: administratorAccess },
      schema: {
        tags: ['logs'],
        summary: 'The error log, newest first, with quick search and the filter panel (Administrator, D31)',
        querystring: LogQuery,
        response: { 200: LogEntryPage },
      },
    },
    async (request) => {
      return pageLogEntries(deps.database.db, request.query);
    },
  );
}
