import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FieldError, FieldErrorCode, Problem } from '@selvedge/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { RequestContext } from '../shared/context.js';
import { AppError } from '../shared/errors.js';
import type { AppInstance } from '../shared/fastify.js';

interface ZodLikeIssue {
  code: string;
  format?: string;
  origin?: string;
  minimum?: number | bigint;
  input?: unknown;
  /** unrecognized_keys: the properties that are not taken. */
  keys?: string[];
}

/** Maps a zod issue to the stable field code the SPA translates. */
function fieldCodeOf(issue: ZodLikeIssue): FieldErrorCode {
  if (issue.code === 'invalid_format' && issue.format === 'email') return 'INVALID_EMAIL';
  // A missing enum value (role, language) is `invalid_value` in zod 4: still a missing field.
  if ((issue.code === 'invalid_type' || issue.code === 'invalid_value') && issue.input === undefined) {
    return 'REQUIRED';
  }
  if (issue.code === 'too_small' && issue.origin === 'string') {
    return Number(issue.minimum) <= 1 ? 'REQUIRED' : 'TOO_SHORT';
  }
  if (issue.code === 'too_big') return 'TOO_LONG';
  return 'INVALID_VALUE';
}

/** The value a validation issue is about, from the part of the request that was validated. */
function valueAt(request: FastifyRequest, part: string | undefined, instancePath: string): unknown {
  let value: unknown = (request as unknown as Record<string, unknown>)[part ?? 'body'];
  for (const key of instancePath.split('/').filter(Boolean)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function problem(
  status: number,
  body: Omit<Problem, 'type' | 'title' | 'status'> & { title?: string },
): Problem {
  return {
    type: `https://selvedge.test/problems/${body.code.toLowerCase().replaceAll('_', '-')}`,
    title: body.title ?? body.code,
    status,
    ...body,
  };
}

/** Fastify's own 4xx answers, by status; any other is a malformed request. */
const CODE_OF_STATUS: Readonly<Record<number, Problem['code']>> = {
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/**
 * One error handler: domain errors keep their code; validation failures answer 400 with one code
 * per field; anything else is a bug, answered 500 with a reference id and logged (conventions).
 */
export type UnhandledErrorLogger = (
  ctx: RequestContext | null,
  entry: { message: string; referenceId: string },
) => Promise<void>;

export function registerErrorHandler(app: AppInstance, logUnhandled: UnhandledErrorLogger): void {
  app.setErrorHandler(async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    reply.type('application/problem+json');
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.status).send(
        problem(error.status, {
          code: error.code,
          ...(error.fields ? { fields: error.fields } : {}),
          // A 5xx the user is told to report (ordering §8): the id finds it in the logs.
          ...(error.status >= 500 ? { referenceId: request.id } : {}),
        }),
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldError[] = error.validation.flatMap((entry) => {
        // fastify-type-provider-zod puts the zod issue's code in `keyword`, the rest in `params`.
        const issue = { ...(entry.params as object), code: entry.keyword } as ZodLikeIssue;
        const path = entry.instancePath.replace(/^\//, '').replaceAll('/', '.');
        // A property the route does not take (strict bodies): named, one field each.
        if (entry.keyword === 'unrecognized_keys' && Array.isArray(issue.keys)) {
          return issue.keys.map((key) => ({
            path: path ? `${path}.${key}` : key,
            code: 'UNKNOWN_FIELD' as const,
          }));
        }
        // zod leaves the input out of its issues: look it up, so a wrong type is not called missing.
        issue.input ??= valueAt(request, error.validationContext, entry.instancePath);
        return { path, code: fieldCodeOf(issue) };
      });
      return reply.code(400).send(problem(400, { code: 'VALIDATION_FAILED', fields }));
    }
    // Fastify's own 4xx (malformed JSON, body too large, unsupported media type).
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = CODE_OF_STATUS[status] ?? 'VALIDATION_FAILED';
      return reply.code(status).send(problem(status, { code }));
    }
    const referenceId = request.id;
    request.log.error({ err: error, referenceId }, 'unhandled error');
    await logUnhandled(request.ctx ?? null, {
      message: `${request.method} ${request.routeOptions.url ?? request.url}: ${error.message}`,
      referenceId,
    }).catch((logError: Error) => request.log.error({ err: logError }, 'could not write the error log'));
    return reply.code(500).send(problem(500, { code: 'INTERNAL', referenceId }));
  });

  const methodsOf = methodsByPath(app);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const allowed = methodsOf(path);
    if (allowed.length > 0) {
      // The path exists with other methods: say which (RFC 9110 §15.5.6), not "No route".
      reply
        .code(405)
        .header('allow', allowed.join(', '))
        .type('application/problem+json')
        .send(
          problem(405, { code: 'METHOD_NOT_ALLOWED', title: `${request.method} is not allowed on ${path}` }),
        );
      return;
    }
    reply
      .code(404)
      .type('application/problem+json')
      .send(
        problem(404, { code: 'NOT_FOUND', title: `No route ${request.method} ${request.url.split('?')[0]}` }),
      );
  });
}

/**
 * The methods the API's routes answer on a concrete path, from the routes as they are registered
 * (only /api paths with named parameters; the SPA's catch-all GET would otherwise allow everything).
 */
function methodsByPath(app: AppInstance): (path: string) => string[] {
  const routes: Array<{ pattern: RegExp; methods: string[] }> = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.includes('*')) return;
    const source = route.url
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    const methods = [route.method].flat();
    routes.push({ pattern: new RegExp(`^${source}/?$`), methods });
  });
  return (path) => {
    const allowed = new Set<string>();
    for (const route of routes) {
      if (route.pattern.test(path)) for (const method of route.methods) allowed.add(method);
    }
    return [...allowed].sort();
  };
}

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (headers too large, a malformed
 * request line, a timeout): answered as problem+json like every other error, not with a bare status
 * (ADR-021). Given to Fastify as its clientErrorHandler.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code]: [number, Problem['code']] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'HEADERS_TOO_LARGE']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'REQUEST_TIMEOUT']
        : [400, 'VALIDATION_FAILED'];
  if (socket.writable) {
    const body = JSON.stringify(problem(status, { code }));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/problem+json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Fastify's router refuses a URL it cannot decode (FST_ERR_BAD_URL) or a path parameter above
 * maxParamLength before any hook runs: answered as a 400 problem, not in Fastify's own JSON.
 */
export function answerFrameworkError(
  _error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  reply
    .code(400)
    .type('application/problem+json')
    .send(problem(400, { code: 'VALIDATION_FAILED' }));
}
