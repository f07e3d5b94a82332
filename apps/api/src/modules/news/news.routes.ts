import { NewsList } from '@selvedge/contracts';
import { z } from 'zod';
import { signedInContext } from '../../plugins/access.js';
import { fileAnswer } from '../../plugins/file-responses.js';
import type { AppDeps } from '../../shared/deps.js';
import { notFound } from '../../shared/errors.js';
import type { AppInstance } from '../../shared/fastify.js';
import { demoNewsImage } from './demo-news-images.js';
import { findNewsImageFile, listNews } from './news.service.js';
import { newsAdminRoutes } from './news-admin.routes.js';

export const DEMO_NEWS_IMAGE_PATH = '/api/news/images';

export async function newsRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/api/news',
    {
      config: { access: { roles: 'signedIn', needs: ['notDuringMaintenance'] } },
      schema: {
        tags: ['news'],
        summary: "The dashboard's news in the user's language and for their group (D16)",
        response: { 200: NewsList },
      },
    },
    async (request) => listNews(deps, signedInContext(request)),
  );

  app.get(
    `${DEMO_NEWS_IMAGE_PATH}/:name`,
    {
      config: {
        access: { roles: 'signedIn', needs: ['notDuringMaintenance'] },
        problems: { 404: ['NOT_FOUND'] },
      },
      schema: {
        tags: ['news'],
        summary: 'A news image: an uploaded one (<file id>.png|jpg) or a demo one (PNG)',
        params: z.object({ name: z.string().max(100) }),
        response: { 200: fileAnswer('The image', ['image/png', 'image/jpeg']) },
      },
    },
    async (request, reply) => {
      const uploaded = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(png|jpg)$/i.exec(
        request.params.name,
      );
      if (uploaded?.[1]) {
        const file = await findNewsImageFile(deps, signedInContext(request), uploaded[1].toLowerCase());
        if (!file) throw notFound();
        return reply
          .type(file.contentType)
          .header('cache-control', 'private, max-age=86400')
          .send(file.bytes);
      }
      const png = demoNewsImage(request.params.name);
      if (!png) throw notFound();
      return reply.type('image/png').header('cache-control', 'private, max-age=86400').send(png);
    },
  );

  await newsAdminRoutes(app, deps);
}
