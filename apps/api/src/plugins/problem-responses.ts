import { type ErrorCode, errorCodes, fieldErrorCodes } from '@selvedge/contracts';
import type { RouteAccess } from './access.js';

/**
 * The problem answers (RFC 9457, application/problem+json) a route can give, for the OpenAPI document
 * (ADR-021: it is what customers' own systems are built against). Most follow from what
 * the route declares anyway (its access, its input, its method); what its handler and services add on
 * top is declared next to its access as `config.problems`. openapi.ts turns the result into the
 * document's responses; the schema fuzz (test/schema-fuzz.test.ts) checks every answer against it.
 */

/** Statuses of the problems a route gives; 405, 408 and 431 are the server's own, documented once. */
export const problemStatuses = [400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 502, 503] as const;
export type ProblemStatus = (typeof problemStatuses)[number];

/** A route's own problems beyond those derived here, by status. */
export type RouteProblems = Partial<Record<ProblemStatus, readonly ErrorCode[]>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route's handler and services answer besides the derived problems (problem-responses.ts). */
    problems?: RouteProblems;
  }
}

/** What problemsOf reads of a route: its method and its declarations (access, problems). */
export interface ProblemSource {
  method: string | readonly string[];
  config?: { access?: RouteAccess; problems?: RouteProblems } | undefined;
}

/** Methods whose request body Fastify reads: a body too large (413) or of another type (415) is refused. */
const methodsWithBody = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every problem a route can answer, by status, codes sorted:
 * - every route: 400 VALIDATION_FAILED (its input, and a NUL or a lone surrogate in any query string,
 *   security.ts), 500 INTERNAL, 503 SHUTTING_DOWN (a request that arrives while the server drains);
 * - a method with a body: 413 PAYLOAD_TOO_LARGE, 415 UNSUPPORTED_MEDIA_TYPE, 403 FORBIDDEN (a write
 *   from another site's page, security.ts);
 * - its access: 401 UNAUTHENTICATED unless public, 403 FORBIDDEN for roles or needs, 503 MAINTENANCE
 *   when maintenance blocks it, 409 SHIP_TO_REQUIRED until an export customer's ship-to is chosen;
 * - and what the route declares in `config.problems`.
 */
export function problemsOf(route: ProblemSource): Map<ProblemStatus, ErrorCode[]> {
  const found = new Map<ProblemStatus, Set<ErrorCode>>();
  const add = (status: ProblemStatus, ...codes: readonly ErrorCode[]) => {
    const set = found.get(status) ?? new Set<ErrorCode>();
    for (const code of codes) set.add(code);
    found.set(status, set);
  };
  add(400, 'VALIDATION_FAILED');
  add(500, 'INTERNAL');
  add(503, 'SHUTTING_DOWN');
  const methods = typeof route.method === 'string' ? [route.method] : route.method;
  if (methods.some((method) => methodsWithBody.has(method))) {
    add(413, 'PAYLOAD_TOO_LARGE');
    add(415, 'UNSUPPORTED_MEDIA_TYPE');
    add(403, 'FORBIDDEN');
  }
  const access = route.config?.access;
  if (access && access.roles !== 'public') {
    add(401, 'UNAUTHENTICATED');
    const needs = access.needs ?? [];
    if (access.roles !== 'signedIn' || needs.includes('mayCreateOrder') || needs.includes('notExport')) {
      add(403, 'FORBIDDEN');
    }
    if (needs.includes('notDuringMaintenance')) add(503, 'MAINTENANCE');
    if (needs.includes('shipToChosen')) add(409, 'SHIP_TO_REQUIRED');
    // An API key's call (ADR-036): a bad key, a scope it lacks, a cookie too, its rate.
    if (access.apiKey) {
      add(400, 'API_KEY_WITH_SESSION');
      add(401, 'API_KEY_INVALID');
      add(403, 'API_KEY_NOT_ALLOWED');
      add(429, 'RATE_LIMITED');
    }
  }
  for (const [status, codes] of Object.entries(route.config?.problems ?? {})) {
    add(Number(status) as ProblemStatus, ...(codes ?? []));
  }
  const order = (status: ProblemStatus) => problemStatuses.indexOf(status);
  return new Map(
    [...found.entries()]
      .sort(([a], [b]) => order(a) - order(b))
      .map(([status, codes]) => [status, [...codes].sort()]),
  );
}

/** What a problem says in a few words, by status, for the document's response descriptions. */
const statusDescriptions: Record<ProblemStatus, string> = {
  400: 'The request is not valid: see `fields` for the fields and their codes.',
  401: 'Not signed in, or the credentials are wrong.',
  403: 'The caller may not do this.',
  404: 'Nothing with this id exists for the caller.',
  409: 'The request conflicts with the current state.',
  413: 'The request body is too large.',
  415: 'The request body is of a content type this route does not take.',
  422: 'The request is well-formed, but the business rules refuse it.',
  429: 'Too many attempts: try again after the seconds in Retry-After.',
  500: 'A fault of the server; `referenceId` finds it in the error log.',
  502: 'The ERP answered, but could not do what was asked.',
  503: 'Not available now (maintenance, the ERP, or a restart): try again later.',
};

/** The document's components: a problem of any code, and a field's problem (problem+json `fields`). */
export const problemComponents = {
  FieldProblem: {
    type: 'object',
    properties: {
      path: { type: 'string', description: 'Dotted path of the field, e.g. `lines.0.quantity`.' },
      code: { type: 'string', enum: [...fieldErrorCodes] },
    },
    required: ['path', 'code'],
    additionalProperties: false,
  },
  Problem: {
    type: 'object',
    description: 'RFC 9457 problem details; `code` is stable, `title` is for people.',
    properties: {
      type: { type: 'string', format: 'uri', description: 'Identifies the kind of problem.' },
      title: { type: 'string' },
      status: { type: 'integer' },
      code: { type: 'string', enum: [...errorCodes] },
      referenceId: {
        type: 'string',
        description: 'On 5xx answers: the id under which the error is in the log (D31).',
      },
      fields: {
        type: 'array',
        description: 'The fields the problem is about, each with a stable code (400, some 409 and 422).',
        items: { $ref: '#/components/schemas/FieldProblem' },
      },
    },
    required: ['type', 'title', 'status', 'code'],
    additionalProperties: false,
  },
};

/** A problem of one status whose code is one of `codes`: the shared Problem, narrowed. */
export function problemSchema(status: number, codes: readonly string[]) {
  return {
    allOf: [
      { $ref: '#/components/schemas/Problem' },
      { type: 'object', properties: { status: { enum: [status] }, code: { enum: [...codes] } } },
    ],
  };
}

/** The document's response object of one problem status of a route. */
export function problemResponse(status: ProblemStatus, codes: readonly ErrorCode[]) {
  return {
    description: `${statusDescriptions[status]} Codes: ${codes.join(', ')}.`,
    ...(status === 429 || (status === 503 && codes.includes('SHUTTING_DOWN'))
      ? {
          headers: {
            'retry-after': {
              type: 'integer',
              minimum: 1,
              description:
                status === 429
                  ? 'Seconds until the next attempt may succeed.'
                  : 'With SHUTTING_DOWN: seconds until the server takes requests again.',
            },
          },
        }
      : {}),
    content: { 'application/problem+json': { schema: problemSchema(status, codes) } },
  };
}
