import fp from 'fastify-plugin';
import type { RequestContext } from '../shared/context.js';

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route writes its own acting log row (login-as start and end). */
    isLoggingItself?: boolean;
  }
}

export interface ActingAuditOptions {
  /** Writes one row of the portal's log (the logs module's writeLog, given by buildApp). */
  writeActingRow(ctx: RequestContext, message: string, data: Record<string, unknown>): Promise<void>;
}

/**
 * D5: every action taken while acting as another user is logged with both users. Services log their
 * own business events (writeLog records the real user from the context); this adds one row for every
 * changing request made while acting, whatever the module, so nothing done "as" someone goes unseen.
 * The row is written in onSend, before the answer leaves, so a client that reads the log right after
 * its request finds it (onResponse would race it).
 */
export const actingAuditPlugin = fp<ActingAuditOptions>(async (app, { writeActingRow }) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const { ctx } = request;
    if (!ctx?.realUser || !ctx.user || readOnlyMethods.has(request.method)) return payload;
    if (request.routeOptions.config.isLoggingItself) return payload;
    const route = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
    await writeActingRow(
      ctx,
      `${ctx.realUser.email} as ${ctx.user.email}: ${request.method} ${route} → ${reply.statusCode}`,
      { method: request.method, route, status: reply.statusCode },
    ).catch((error: unknown) => request.log.error({ err: error }, 'acting audit log failed'));
    return payload;
  });
});
