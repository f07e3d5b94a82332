import { MailboxQuery, MailboxResponse } from '@selvedge/contracts';
import { administratorAccess } from '../../plugins/access.js';
import type { AppDeps } from '../../shared/deps.js';
import { notFound } from '../../shared/errors.js';
import type { AppInstance } from '../../shared/fastify.js';
import { listMailbox } from './dev-mailbox.js';

/** Development only: exists while mail goes to the dev mailbox, never with SMTP configured. */
export async function devMailboxRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/api/dev/mailbox',
    {
      config: { access: administratorAccess, problems: { 404: ['NOT_FOUND'] } },
      schema: {
        tags: ['development'],
        summary: 'The dev mailbox: every e-mail the portal sent (Administrator, embedded mail only)',
        querystring: MailboxQuery,
        response: { 200: MailboxResponse },
      },
    },
    async (request) => {
      if (deps.mailer.kind !== 'dev-mailbox') throw notFound();
      return { messages: await listMailbox(deps.database.db, request.query.to) };
    },
  );
}
