import { HelpPage, HelpTextLinks } from '@selvedge/contracts';
import { z } from 'zod';
import { signedInAccess } from '../../plugins/access.js';
import type { AppDeps } from '../../shared/deps.js';
import { notFound } from '../../shared/errors.js';
import type { AppInstance } from '../../shared/fastify.js';
import { findHelpTextByPage } from './help-texts.repository.js';
import { helpTextAdminRoutes } from './help-texts-admin.routes.js';

export async function helpTextRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/api/help-texts/:page',
    {
      config: { access: signedInAccess, problems: { 404: ['NOT_FOUND'] } },
      schema: {
        tags: ['help-texts'],
        summary: 'The help document links of a page, one per language (info button)',
        params: z.object({ page: HelpPage }),
        response: { 200: HelpTextLinks },
      },
    },
    async (request) => {
      const row = await findHelpTextByPage(deps.database.db, request.params.page);
      if (!row) throw notFound();
      return {
        page: request.params.page,
        title: row.title,
        links: { en: row.contentEn, nl: row.contentNl, de: row.contentDe, fr: row.contentFr },
      };
    },
  );

  await helpTextAdminRoutes(app, deps);
}
