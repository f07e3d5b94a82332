import helmet from '@fastify/helmet';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../shared/errors.js';
import type { AppInstance } from '../shared/fastify.js';
import { requestPartProblem } from '../shared/storable-text.js';

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
 * Security headers on every response (those only a document reads on documents), a same-origin check
 * on state-changing requests, and the refusal of text that cannot be stored and of bodies nested too deep.
 */
export async function registerSecurity(
  app: AppInstance,
  options: {
    isHttps: boolean;
    /** The PUBLIC_URL's origin (scheme, host, port): a write from a page there is the portal's own. */
    publicOrigin: string;
  },
): Promise<void> {
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

  // What only a document reads is sent with documents only (ADR-026): on a phone's slow line the full
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
  // database or the log: a clear 400 on the field, never a 500 without a trace. So is a body nested
  // deeper than MAX_REQUEST_DEPTH, which overflowed the stack of whatever walked it next: JSON.parse
  // takes it, so the walk this hook does anyway is where it is stopped.
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const problem = requestPartProblem(part);
      if (problem !== null) throw new AppError('VALIDATION_FAILED', 400, { fields: [problem] });
    }
  });

  // Answers of the API hold private data (the session, a customer's lists and documents): never kept
  // by a browser or a proxy cache, unless a route says otherwise.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'private, no-store');
    }
  });

  // The session cookie is SameSite=Lax; this also refuses cross-site writes, so a form or a
  // script on another site cannot act with the user's session. A client that is not a browser (curl, an
  // integration) sends none of these headers and is not refused.
  app.addHook('onRequest', async (request) => {
    if (!unsafeMethods.has(request.method)) return;
    if (!isSameOriginWrite(request, options.publicOrigin)) throw new AppError('FORBIDDEN', 403);
  });
}

/**
 * Whether a write comes from the portal's own pages, by what the browser says: Sec-Fetch-Site
 * (`cross-site` never; `same-origin` and `none`, a user's own action, always; `same-site`, a sibling
 * subdomain, only with an origin of ours), else the Origin, else (a browser that sends no Origin) the
 * Referer. An origin is ours when it is the PUBLIC_URL's, or when its host is the one the request was
 * sent to: `request.host`, which Fastify takes from X-Forwarded-Host only when the request came through
 * a proxy TRUST_PROXY trusts; anyone else could name any host there.
 */
function isSameOriginWrite(request: FastifyRequest, publicOrigin: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') return false;
  if (fetchSite === 'same-origin' || fetchSite === 'none') return true;
  const source = request.headers.origin ?? request.headers.referer;
  if (source === undefined) return fetchSite !== 'same-site';
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    // `Origin: null` (a sandboxed frame, a redirect across sites) or no URL at all.
    return false;
  }
  return url.origin === publicOrigin || url.host === request.host.toLowerCase();
}
