import { Letterhead, LetterheadUpdate } from '@selvedge/contracts';
import { administratorAccess, signedInContext } from '../../plugins/access.js';
import { fileAnswer } from '../../plugins/file-responses.js';
import type { AppDeps } from '../../shared/deps.js';
import { notFound } from '../../shared/errors.js';
import type { AppInstance } from '../../shared/fastify.js';
import { findLetterheadLogo, getLetterhead, saveLetterhead } from './letterhead.service.js';

const tags = ['settings'];

/** The supplier's letterhead on the statement of account: administrators edit it in the settings. */
export async function letterheadRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  const { db } = deps.database;

  app.get(
    '/api/settings/letterhead',
    {
      config: { access: administratorAccess },
      schema: {
        tags,
        summary: "The supplier's letterhead printed on the statement of account (Administrator)",
        response: { 200: Letterhead },
      },
    },
    async () => getLetterhead(db),
  );

  app.put(
    '/api/settings/letterhead',
    {
      config: { access: administratorAccess },
      schema: {
        tags,
        summary:
          'Set the letterhead: name, address, VAT and chamber-of-commerce numbers, contact lines, logo (an uploaded PNG or JPEG; absent: kept)',
        body: LetterheadUpdate,
        response: { 200: Letterhead },
      },
    },
    async (request) => saveLetterhead(db, signedInContext(request), request.body),
  );

  app.get(
    '/api/letterhead/logo',
    {
      // The supplier's own logo: every signed-in user may see it (the statement screen, the settings).
      config: { access: { roles: 'signedIn' }, problems: { 404: ['NOT_FOUND'] } },
      schema: {
        tags,
        summary: "The letterhead's logo (404 when none is set)",
        response: { 200: fileAnswer('The logo', ['image/png', 'image/jpeg']) },
      },
    },
    async (_request, reply) => {
      const logo = await findLetterheadLogo(db);
      if (!logo) throw notFound();
      return reply.type(logo.contentType).header('cache-control', 'private, no-cache').send(logo.bytes);
    },
  );
}
