import { NewsList, NewsPictureQuery } from '@selvedge/contracts';
import type { FastifyReply } from 'fastify';
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
        summary:
          'A news image: an uploaded one (<file id>.png|jpg) or a demo one (PNG); with a width, as WebP at most that wide',
        params: z.object({ name: z.string().max(100) }),
        querystring: NewsPictureQuery,
        response: { 200: fileAnswer('The image', ['image/png', 'image/jpeg', 'image/webp']) },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const uploaded = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(png|jpg)$/i.exec(
        name,
      );
      const picture = uploaded?.[1]
        ? await findNewsImageFile(deps, signedInContext(request), uploaded[1].toLowerCase())
        : demoPicture(name);
      if (!picture) throw notFound();
      const { width } = request.query;
      // The key names the bytes: an uploaded file's are never changed, a new picture is a new file.
      if (width) {
        const resized = await deps.pictures.resized(`news/${name}`, width, picture.bytes);
        if (!resized)
          request.log.warn({ name }, 'a news picture libvips cannot read is sent as it was uploaded');
        // A small drawing of flat colours can be fewer bytes as the PNG it is: the fewer bytes go.
        else if (resized.length < picture.bytes.length) return sendPicture(reply, 'image/webp', resized);
      }
      return sendPicture(reply, picture.contentType, picture.bytes);
    },
  );

  await newsAdminRoutes(app, deps);
}

function demoPicture(name: string) {
  const bytes = demoNewsImage(name);
  return bytes && { contentType: 'image/png', bytes };
}

const sendPicture = (reply: FastifyReply, contentType: string, bytes: Buffer) =>
  reply.type(contentType).header('cache-control', 'private, max-age=86400').send(bytes);
