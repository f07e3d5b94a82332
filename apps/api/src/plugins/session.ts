import type { Language } from '@selvedge/contracts';
import { languages } from '@selvedge/contracts';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { anonymousContext, type RequestContext } from '../shared/context.js';
import { AppError } from '../shared/errors.js';

export const SESSION_COOKIE = 'selvedge_session';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

const isLanguage = (code: string): code is Language => languages.includes(code as Language);

/**
 * Before sign-in: the browser's language when it is one of the four, else Dutch (D8). Every request
 * asks this, so the header's ranges are read in place instead of split into arrays: its first range
 * whose first two letters are a language of the portal.
 */
function languageFromHeader(header: string | undefined): Language {
  if (!header) return 'nl';
  let start = 0;
  while (start < header.length) {
    while (header[start] === ' ' || header[start] === '\t') start += 1;
    const code = header.slice(start, start + 2).toLowerCase();
    if (isLanguage(code)) return code;
    const next = header.indexOf(',', start);
    if (next < 0) break;
    start = next + 1;
  }
  return 'nl';
}

export interface SessionPluginOptions {
  /** Fills the context from a session token (the auth module's resolveSessionContext, given by buildApp). */
  resolve(ctx: RequestContext, token: string): Promise<void>;
  /**
   * Fills the context from an API key's bearer token (the auth module's resolveApiKeyContext): refuses a
   * bad key (401) or one over its rate (429), else answers the rate-limit headers to send.
   */
  resolveApiKey(ctx: RequestContext, token: string): Promise<Record<string, string>>;
}

/** `Authorization: Bearer <token>`: the token, else null (another scheme is not ours to judge). */
export function bearerToken(header: string | undefined): string | null {
  if (header === undefined || !/^bearer /i.test(header)) return null;
  return header.slice(7).trim();
}

/**
 * Puts the request context on every request: anonymous with the browser's language, then, with a
 * session cookie, whatever the resolver finds for it (ADR-015: once per request).
 */
export const sessionPlugin = fp<SessionPluginOptions>(async (app, { resolve, resolveApiKey }) => {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  // A callback, not an async function: a request without a session (a health check, a script, the
  // sign-in page) does not wait a microtask for a lookup it does not make.
  app.addHook('onRequest', (request, reply, done) => {
    request.ctx = anonymousContext(
      request.id,
      request.ip,
      languageFromHeader(request.headers['accept-language']),
    );
    const token = request.cookies[SESSION_COOKIE];
    const bearer = bearerToken(request.headers.authorization);
    if (bearer !== null) {
      // An API key (ADR-036): a distinct caller, never mixed with a browser's session.
      if (token) {
        done(new AppError('API_KEY_WITH_SESSION', 400));
        return;
      }
      resolveApiKey(request.ctx, bearer).then((headers) => {
        reply.headers(headers);
        done();
      }, done);
      return;
    }
    if (!token) {
      done();
      return;
    }
    resolve(request.ctx, token).then(() => done(), done);
  });
});

export interface CookieSettings {
  isCookieSecure: boolean;
}

export function setSessionCookie(config: CookieSettings, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isCookieSecure,
    path: '/',
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
