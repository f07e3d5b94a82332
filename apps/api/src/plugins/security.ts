import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { AppError } from '../shared/errors.js';
import type { AppInstance } from '../shared/fastify.js';
import { requestPartProblem } from '../shared/storable-text.js';
import { bearerToken } from './session.js';

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

type HeaderList = readonly (readonly [name: string, value: string])[];

/**
 * The headers helmet sends with these options, asked of @fastify/helmet once, at start. The plugin built
 * helmet's middleware again for every request (parsing the policy's directives each time): some 8 % of
 * what a request to /health/live cost. The headers depend on the options alone, so they are computed
 * once here and set in onSend below.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<HeaderList> {
  const probe = Fastify();
  await probe.register(helmet, options);
  // In the handler, helmet's onRequest hooks have set their headers on the raw response, and nothing else has.
  probe.get('/', async (_request, reply) => reply.raw.getHeaders());
  const answer = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.entries(answer.json<Record<string, string | number | string[]>>()).map(
    ([name, value]) => [name, String(value)] as const,
  );
}

/** Sets each header the answer does not carry yet. */
function setMissing(reply: FastifyReply, headers: HeaderList): void {
  for (const [name, value] of headers) if (!reply.hasHeader(name)) reply.header(name, value);
}

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
  const documentHeaders = await helmetHeaders({
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
  const leanHeaders = documentHeaders.filter(([name]) => !documentOnlyHeaders.includes(name));

  // The headers are set once the answer's type is known, in one onSend hook (a callback, not an async
  // function: no promise per answer). A header the route set itself is kept, as it was over helmet's
  // (the API viewer's own policy), except that a script, a stylesheet, a picture or an answer of the API
  // never carries a document's.
  app.addHook('onSend', (request, reply, payload, done) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (leanTypes.test(type)) {
      // Only a route's own can be there; deleting an absent one would still slow the reply's headers object.
      for (const header of documentOnlyHeaders) if (reply.hasHeader(header)) reply.removeHeader(header);
      setMissing(reply, leanHeaders);
      // An answer of the API is still never framed or rendered as a page (OWASP's headers for REST APIs).
      if (jsonTypes.test(type)) {
        reply.header('content-security-policy', "default-src 'none';frame-ancestors 'none'");
        reply.header('x-frame-options', 'DENY');
      }
    } else {
      setMissing(reply, documentHeaders);
    }
    // Answers of the API hold private data (the session, a customer's lists and documents): never kept
    // by a browser or a proxy cache, unless a route says otherwise.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'private, no-store');
    }
    done(null, payload);
  });

  // A NUL or a lone surrogate in any text of the request is refused before it reaches a handler, the
  // database or the log: a clear 400 on the field, never a 500 without a trace. So is a body nested
  // deeper than MAX_REQUEST_DEPTH, which overflowed the stack of whatever walked it next: JSON.parse
  // takes it, so the walk this hook does anyway is where it is stopped.
  app.addHook('preValidation', (request, _reply, done) => {
    const problem =
      requestPartProblem(request.params) ??
      requestPartProblem(request.query) ??
      requestPartProblem(request.body);
    done(problem === null ? undefined : new AppError('VALIDATION_FAILED', 400, { fields: [problem] }));
  });

  // The session cookie is SameSite=Lax; this also refuses cross-site writes, so a form or a
  // script on another site cannot act with the user's session. A client that is not a browser (curl, an
  // integration) sends none of these headers and is not refused.
  app.addHook('onRequest', (request, _reply, done) => {
    // An API key's call (ADR-036) carries no cookie: nothing a page of another site could send on the
    // user's behalf, so it is not a cross-site write (a bearer call with a cookie is refused later).
    const isKeyCall = bearerToken(request.headers.authorization) !== null && !request.headers.cookie;
    const isRefused =
      unsafeMethods.has(request.method) && !isKeyCall && !isSameOriginWrite(request, options.publicOrigin);
    done(isRefused ? new AppError('FORBIDDEN', 403) : undefined);
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
