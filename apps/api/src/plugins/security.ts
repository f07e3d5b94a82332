import helmet from '@fastify/helmet';
import { AppError } from '../shared/errors.js';
import type { AppInstance } from '../shared/fastify.js';
import { unstorablePath } from '../shared/storable-text.js';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Headers that rule what a document may do (its scripts, frames, window, referrer): a script, a
 * stylesheet, a PNG, JPEG or WebP picture, a font and a JSON answer are never documents, so they go
 * without (and without the legacy ones for Internet Explorer and Flash). Kept on them: HSTS, nosniff (a
 * script must be served as one), Cross-Origin-Resource-Policy and the request id. Pages, SVG pictures
 * (an SVG opened on its own is a document that may run script), PDFs and anything else keep them all.
 */
const documentOnlyHeaders = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
const leanTypes =
  /^(application\/(javascript|json|problem\+json)|text\/(css|javascript)|image\/(png|jpeg|webp)|font\/)(;|$)/i;
const jsonTypes = /^application\/(json|problem\+json)(;|$)/i;

/**
 * Security headers on every response (those only a document reads on documents), and a same-origin
 * check on state-changing requests.
 */
export async function registerSecurity(app: AppInstance, options: { isHttps: boolean }): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(options.isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
  });

  // What only a document reads is sent with documents only (issue 15): on a phone's slow line the full
  // set is a kilobyte on every script, stylesheet, picture and answer, some twenty kilobytes a page.
  app.addHook('onSend', async (_request, reply) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (!leanTypes.test(type)) return;
    for (const header of documentOnlyHeaders) reply.removeHeader(header);
    // An answer of the API is still never framed or rendered as a page (OWASP's headers for REST APIs).
    if (jsonTypes.test(type)) {
      reply.header('content-security-policy', "default-src 'none';frame-ancestors 'none'");
      reply.header('x-frame-options', 'DENY');
    }
  });

  // A NUL or a lone surrogate in any text of the request is refused before it reaches a handler, the
  // database or the log (issue 10): a clear 400 on the field, never a 500 without a trace.
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = unstorablePath(part);
      if (path !== null) {
        throw new AppError('VALIDATION_FAILED', 400, { fields: [{ path, code: 'INVALID_CHARACTERS' }] });
      }
    }
  });

  // Answers of the API hold private data (the session, a customer's lists and documents): never kept
  // by a browser or a proxy cache, unless a route says otherwise (issue 10, finding 8).
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'private, no-store');
    }
  });

  // The session cookie is SameSite=Lax; this also refuses cross-site writes from browsers that
  // send an Origin, so a form on another site cannot act with the user's session.
  app.addHook('onRequest', async (request) => {
    if (!unsafeMethods.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin) return;
    const host = request.headers['x-forwarded-host'] ?? request.headers.host;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw new AppError('FORBIDDEN', 403);
    }
    if (originHost !== host) throw new AppError('FORBIDDEN', 403);
  });
}
