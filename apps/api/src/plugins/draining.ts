import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../shared/errors.js';

/**
 * Graceful shutdown (ADR-021): once the process is told to stop, the requests it is already working on
 * finish, and every new one is answered at once with 503 SHUTTING_DOWN, a Retry-After and
 * `Connection: close`, so a browser shows "the portal is restarting" and a load balancer or client
 * tries again, instead of waiting on a server that is going away or losing its answer half-way.
 *
 * The server calls `drain` on SIGTERM, before `app.close()`: Fastify's own close answers new requests
 * with a bare 503 before any hook runs, so the clear answer is given while the app still listens. Idle
 * keep-alive connections are closed as the drain begins, so every later request comes on a connection
 * of its own and is answered.
 * A plain `app.close()` (tests, tools) marks the app as draining too (preClose), so the answers of the
 * requests still running tell their keep-alive connections to close.
 */

/** Seconds a client is asked to wait: a restart of the portal takes a few seconds. */
export const RETRY_AFTER_SECONDS = 5;

interface DrainState {
  isDraining: boolean;
  inFlight: number;
  /** Told each time a request finishes while draining. */
  onFinished: (() => void) | null;
}

const states = new WeakMap<object, DrainState>();

export const drainingPlugin = fp(
  async (app) => {
    const state: DrainState = { isDraining: false, inFlight: 0, onFinished: null };
    states.set(app, state);

    // First of the onRequest hooks (registered before the others): counted in the tick the request came in.
    // Callbacks, not async functions: every request passes here (app.ts).
    app.addHook('onRequest', (_request, reply, done) => {
      if (state.isDraining) {
        done(
          new AppError('SHUTTING_DOWN', 503, {
            headers: { 'retry-after': String(RETRY_AFTER_SECONDS), connection: 'close' },
          }),
        );
        return;
      }
      state.inFlight += 1;
      // 'close' comes once the answer is sent or the client went away: either way the request is done.
      reply.raw.once('close', () => {
        state.inFlight -= 1;
        state.onFinished?.();
      });
      done();
    });

    app.addHook('onSend', (_request, reply, payload, done) => {
      if (state.isDraining) reply.header('connection', 'close');
      done(null, payload);
    });

    app.addHook('preClose', async () => {
      state.isDraining = true;
    });
  },
  { name: 'draining' },
);

/**
 * Starts draining: new requests are answered 503 SHUTTING_DOWN from now on. Settles when the requests
 * already running have finished, or after `timeoutMs`, with the number still running then (0: all done).
 */
export function drain(app: FastifyInstance, timeoutMs: number): Promise<number> {
  const state = states.get(app);
  if (!state) throw new Error('drain needs the draining plugin registered on this app');
  state.isDraining = true;
  // Kept-alive connections that wait for their next request are closed now, while the server still
  // listens: their clients connect again and get the 503. Left open, they were closed only
  // by app.close(), as the server stopped listening, and a request sent on one then was reset instead
  // of answered. Node skips connections with a request in progress; those close after their answer
  // (`Connection: close`, onSend above).
  app.server.closeIdleConnections();
  if (state.inFlight === 0) return Promise.resolve(0);
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      state.onFinished = null;
      resolve(state.inFlight);
    };
    const timer = setTimeout(finish, timeoutMs);
    state.onFinished = () => {
      if (state.inFlight === 0) finish();
    };
  });
}
