import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { isDatabaseReady } from '../../db/migrate.js';
import { publicAccess } from '../../plugins/access.js';
import type { AppDeps } from '../../shared/deps.js';
import type { AppInstance } from '../../shared/fastify.js';
import { type FeedProblem, feedOverview } from '../erp-sync/index.js';

const migrationsFolder = fileURLToPath(new URL('../../db/migrations', import.meta.url));
const committedMigrations = readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql')).length;

const Health = z.object({ status: z.enum(['ok', 'unavailable']) });
const FEED_PROBLEMS = ['failed', 'lagging'] as const satisfies readonly FeedProblem[];
/**
 * Ready, and whether the ERP's feeds keep up: `degraded` names each feed whose last run failed after its
 * last success, or whose last success is older than it may be (SYNC_MAX_LAG_MINUTES), with `since` its
 * last success (its last failure when it never succeeded). The ERP's message is not here: this answer is
 * public; the log and the administrators' "ERP connection" screen have it.
 */
const Readiness = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable']),
  feeds: z
    .array(z.object({ feed: z.string(), reason: z.enum(FEED_PROBLEMS), since: z.string().nullable() }))
    .optional(),
});
const isProblem = (status: string): status is FeedProblem =>
  (FEED_PROBLEMS as readonly string[]).includes(status);

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
        summary:
          'The database answers and every migration is applied; degraded when an ERP feed fails or lags',
        response: { 200: Readiness, 503: Readiness },
      },
    },
    async (_request, reply) => {
      if (!(await isDatabaseReady(deps.database, committedMigrations)))
        return reply.code(503).send({ status: 'unavailable' });
      const overview = await feedOverview(deps.database.db, deps.clock.now(), deps.config.syncMaxLagMinutes);
      const feeds = overview.flatMap(({ feed, status, since }) =>
        isProblem(status) ? [{ feed, reason: status, since: since?.toISOString() ?? null }] : [],
      );
      return feeds.length === 0 ? { status: 'ok' as const } : { status: 'degraded' as const, feeds };
    },
  );
}
