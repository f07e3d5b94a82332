import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { FILTER_DESCRIPTION, Filter, FilterParam } from '@selvedge/contracts';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { z } from 'zod';
import type { AppInstance } from '../shared/fastify.js';
import { binaryContent, fileAnswers } from './file-responses.js';
import { problemComponents, problemResponse, problemsOf } from './problem-responses.js';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type TransformOutput = ReturnType<typeof jsonSchemaTransform>;
type JsonObject = Record<string, unknown>;

const isZodType = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/** The schema a query key wraps (optional, default), to recognise a shared parameter such as the filter. */
function unwrapped(schema: z.ZodType): z.ZodType {
  let current = schema;
  while (current instanceof z.ZodOptional || current instanceof z.ZodDefault) {
    current = current.unwrap() as z.ZodType;
  }
  return current;
}

/**
 * The filter parameter as it travels: JSON in the query string. Described by its rows' schema (OpenAPI's
 * `content` of a parameter, through @fastify/swagger's x-consume) and its grammar in words.
 */
const filterParameter: JsonObject = {
  ...(z.toJSONSchema(Filter, { io: 'input', target: 'openapi-3.0', unrepresentable: 'any' }) as JsonObject),
  description: FILTER_DESCRIPTION,
  'x-consume': 'application/json',
};
delete filterParameter.$schema;

/**
 * OpenAPI 3.0.3: `nullable` does not widen an `enum`, which must list null itself; zod's openapi-3.0
 * output leaves it out (a nullable language would refuse null). Adds it, in place, throughout.
 */
function nullInNullableEnums(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) nullInNullableEnums(item);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const schema = node as JsonObject;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
    schema.enum = [...schema.enum, null];
  }
  for (const value of Object.values(schema)) nullInNullableEnums(value);
}

/**
 * The OpenAPI document's view of one route: the zod contracts as JSON Schema (fastify-type-provider-zod),
 * then what they cannot say: file answers and uploads as bytes of their media types, the filter
 * parameter as JSON, and every problem answer the route can give with its codes (problem-responses.ts).
 */
function transform(input: TransformInput): TransformOutput {
  const { schema, route } = input;
  if (!schema || schema.hide) return jsonSchemaTransform(input);
  const response = (schema.response ?? {}) as Record<string, unknown>;
  const files = Object.entries(response).flatMap(([status, answer]) => {
    const file = isZodType(answer) ? fileAnswers.get(answer) : undefined;
    return file ? [{ status, file }] : [];
  });
  const jsonResponse = Object.fromEntries(
    Object.entries(response).filter(([status]) => !files.some((file) => file.status === status)),
  );
  const result = jsonSchemaTransform({ ...input, schema: { ...schema, response: jsonResponse } });
  const out = result.schema as JsonObject;
  nullInNullableEnums(out);

  const responses = (out.response ?? {}) as Record<string, unknown>;
  for (const { status, file } of files) {
    responses[status] = { description: file.description, content: binaryContent(file.mediaTypes) };
  }
  for (const [status, codes] of problemsOf(route)) {
    responses[String(status)] ??= problemResponse(status, codes);
  }
  out.response = responses;

  // The operations an API key reaches (docs/api-keys.md): a bearer token with the scope, or a session.
  const keyScope = route.config?.access?.apiKey;
  if (keyScope) {
    out.security = [{ session: [] }, { bearerAuth: [keyScope] }];
    const note = `API key scope: \`${keyScope}\`.`;
    out.description = typeof out.description === 'string' ? `${out.description}\n\n${note}` : note;
  }

  const fileBody = route.config?.fileBody;
  if (fileBody) {
    out.body = { type: 'string', format: 'binary', description: fileBody.description };
    out.consumes = [...fileBody.mediaTypes];
  }

  const querystring = schema.querystring;
  const queryJson = out.querystring as { properties?: Record<string, unknown> } | undefined;
  if (querystring instanceof z.ZodObject && queryJson?.properties) {
    for (const [key, value] of Object.entries(querystring.shape as Record<string, z.ZodType>)) {
      if (unwrapped(value) === FilterParam) queryJson.properties[key] = structuredClone(filterParameter);
    }
  }
  return result;
}

/**
 * The OpenAPI document, generated from the zod contracts (app.swagger()); served with its viewer at
 * /api/docs (JSON at /api/docs/json) when the configuration says so, by default not in production.
 */
export async function registerOpenApi(app: AppInstance, options: { isServed: boolean }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Selvedge portal API',
        description: [
          'The customer portal API. Every answer that is not 2xx is application/problem+json (RFC 9457)',
          'with a stable `code`; each operation lists the statuses and codes it can answer. Besides those,',
          'any request can be answered 405 METHOD_NOT_ALLOWED (with Allow) on a path that exists with',
          'another method, 404 NOT_FOUND on a path that does not exist, 408 REQUEST_TIMEOUT and',
          '431 HEADERS_TOO_LARGE. Request bodies take no properties beyond those listed.',
          "A customer's own systems call the operations marked with `bearerAuth` with an API key",
          '(`Authorization: Bearer slv_…`, docs/api-keys.md); a key on any other operation is answered',
          '403 API_KEY_NOT_ALLOWED.',
        ].join(' '),
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'selvedge_session' },
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'slv_<public id>_<secret>',
            description:
              "An API key of a customer (created on the API keys screen): the customer's documents with the scope documents:read, its orders with orders:write. Rate-limited per key (RateLimit-* headers, 429 with Retry-After).",
          },
        },
        schemas: problemComponents as Record<string, OpenAPIV3.SchemaObject>,
      },
      security: [{ session: [] }],
    },
    transform,
  });
  if (options.isServed) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
