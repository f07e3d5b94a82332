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
  // A callback, not an async function: every answer passes here, and only a write while acting waits.
  app.addHook('onSend', (request, reply, payload, done) => {
    const { ctx } = request;
    const realUser = ctx?.realUser;
    const user = ctx?.user;
    const isLogged =
      realUser &&
      user &&
      !readOnlyMethods.has(request.method) &&
      !request.routeOptions.config.isLoggingItself;
    if (!isLogged) {
      done(null, payload);
      return;
    }
    const route = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
    writeActingRow(
      ctx,
      `${realUser.email} as ${user.email}: ${request.method} ${route} → ${reply.statusCode}`,
      {
        method: request.method,
        route,
        status: reply.statusCode,
      },
    )
      .catch((error: unknown) => request.log.error({ err: error }, 'acting audit log failed'))
      .then(() => done(null, payload));
  });
});
