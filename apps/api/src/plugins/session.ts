import type { Language } from '@selvedge/contracts';
import { languages } from '@selvedge/contracts';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { anonymousContext, type RequestContext } from '../shared/context.js';

export const SESSION_COOKIE = 'selvedge_session';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

/** Before sign-in: the browser's language when it is one of the four, else Dutch (D8). */
function languageFromHeader(header: string | undefined): Language {
  const wanted = (header ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim().slice(0, 2).toLowerCase());
  return (wanted.find((code) => languages.includes(code as Language)) as Language | undefined) ?? 'nl';
}

export interface SessionPluginOptions {
  /** Fills the context from a session token (the auth module's resolveSessionContext, given by buildApp). */
  resolve(ctx: RequestContext, token: string): Promise<void>;
}

/**
 * Puts the request context on every request: anonymous with the browser's language, then, with a
 * session cookie, whatever the resolver finds for it (ADR-015: once per request).
 */
export const sessionPlugin = fp<SessionPluginOptions>(async (app, { resolve }) => {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.addHook('onRequest', async (request) => {
    request.ctx = anonymousContext(
      request.id,
      request.ip,
      languageFromHeader(request.headers['accept-language']),
    );
    const token = request.cookies[SESSION_COOKIE];
    if (token) await resolve(request.ctx, token);
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
