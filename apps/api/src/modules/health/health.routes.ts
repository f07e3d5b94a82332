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
const FIRST_SYNC_RUNNING = 'first ERP sync running';
const FEED_PROBLEMS = ['failed', 'lagging'] as const satisfies readonly FeedProblem[];
/**
 * Ready, and whether the ERP's feeds keep up: `degraded` names each feed whose last run failed after its
 * last success, or whose last success is older than it may be (SYNC_MAX_LAG_MINUTES), with `since` its
 * last success (its last failure when it never succeeded). The ERP's message is not here: this answer is
 * public; the log and the administrators' "ERP connection" screen have it.
 */
const Readiness = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable']),
  /** Why it is not ready yet, when the database is: a new install's first full ERP sync has not finished. */
  reason: z.literal(FIRST_SYNC_RUNNING).optional(),
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
          'The database answers, every migration is applied and every ERP feed has synced once (503 before: a new install syncing); degraded when an ERP feed fails or lags',
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
      // A feed that has neither succeeded nor failed yet: a new install's first sync is under way, and
      // until it ends the lists are empty and an order screen knows no address or shipping type (a
      // demo portal fills and syncs its demo ERP after it listens). Not ready, so no traffic comes yet.
      if (overview.some(({ status }) => status === 'waiting')) {
        return reply.code(503).send({
          status: 'unavailable' as const,
          reason: FIRST_SYNC_RUNNING,
          ...(feeds.length > 0 ? { feeds } : {}),
        });
      }
      return feeds.length === 0 ? { status: 'ok' as const } : { status: 'degraded' as const, feeds };
    },
  );
}
