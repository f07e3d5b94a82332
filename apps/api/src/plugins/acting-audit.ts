import fp from 'fastify-plugin';
import { LOGIN_AS_PATH } from '../modules/auth/login-as.routes.js';
import { writeLog } from '../modules/logs/logs.service.js';
import type { AppDeps } from '../shared/deps.js';

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * D5: every action taken while acting as another user is logged with both users. Services log their
 * own business events (writeLog records the real user from the context); this adds one row for every
 * changing request made while acting, whatever the module, so nothing done "as" someone goes unseen.
 * Login-as start and end log themselves. The row is written in onSend, before the answer leaves, so a
 * client that reads the log right after its request finds it (onResponse would race it).
 */
export const actingAuditPlugin = fp<{ deps: AppDeps }>(async (app, { deps }) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const { ctx } = request;
    if (!ctx?.realUser || !ctx.user || readOnlyMethods.has(request.method)) return payload;
    const route = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
    if (route === LOGIN_AS_PATH) return payload;
    await writeLog(deps.database.db, ctx, {
      level: 'info',
      event: 'ACTING_REQUEST',
      message: `${ctx.realUser.email} as ${ctx.user.email}: ${request.method} ${route} → ${reply.statusCode}`,
      data: { method: request.method, route, status: reply.statusCode },
    }).catch((error: unknown) => request.log.error({ err: error }, 'acting audit log failed'));
    return payload;
  });
});
