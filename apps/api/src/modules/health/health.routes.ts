import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { isDatabaseReady } from '../../db/migrate.js';
import { publicAccess } from '../../plugins/access.js';
import type { AppDeps } from '../../shared/deps.js';
import type { AppInstance } from '../../shared/fastify.js';

const migrationsFolder = fileURLToPath(new URL('../../db/migrations', import.meta.url));
const committedMigrations = readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql')).length;

const Health = z.object({ status: z.enum(['ok', 'unavailable']) });

export async function healthRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/health/live',
    {
      config: { access: publicAccess },
      schema: { tags: ['health'], summary: 'The process is up', response: { 200: Health } },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/health/ready',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['health'],
        summary: 'The database answers and every migration is applied',
        response: { 200: Health, 503: Health },
      },
    },
    async (_request, reply) => {
      const isReady = await isDatabaseReady(deps.database, committedMigrations);
      return reply.code(isReady ? 200 : 503).send({ status: isReady ? 'ok' : 'unavailable' });
    },
  );
}
