/**
 * The generated OpenAPI document as the tests read it: its operations, their problem answers, and a
 * JSON Schema validator (Ajv, which Fastify itself uses, with the OpenAPI 3.0 keywords) that checks
 * answers against it. Shared by openapi.test.ts and schema-fuzz.test.ts.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

export type JsonSchema = Record<string, unknown>;

export interface MediaType {
  schema?: JsonSchema;
}

export interface ResponseObject {
  description: string;
  headers?: Record<string, { schema?: JsonSchema; description?: string }>;
  content?: Record<string, MediaType>;
}

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
  content?: Record<string, MediaType>;
}

export interface OperationObject {
  summary?: string;
  tags?: string[];
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; description?: string; content: Record<string, MediaType> };
  responses: Record<string, ResponseObject>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes?: Record<string, unknown> };
  security?: unknown[];
}

export interface Operation {
  method: string;
  path: string;
  operation: OperationObject;
}

export const PROBLEM_JSON = 'application/problem+json';

/** Every operation of the document, in the document's order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

/** Where Ajv keeps the document's component schemas (an absolute id, so refs between them resolve). */
const COMPONENTS = 'https://openapi.selvedge.test/components/';

/**
 * An OpenAPI 3.0 schema as the JSON Schema (draft-07) Ajv reads: every `$ref` into the components points
 * at the Ajv schema of that name, and 3.0's boolean exclusiveMinimum/Maximum (a flag on minimum/maximum)
 * becomes draft-07's number.
 */
function withAjvRefs<T>(schema: T): T {
  return JSON.parse(
    JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${COMPONENTS}`),
    (_key, value: unknown) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
      const node = { ...(value as Record<string, unknown>) };
      for (const [flag, bound] of [
        ['exclusiveMinimum', 'minimum'],
        ['exclusiveMaximum', 'maximum'],
      ] as const) {
        if (typeof node[flag] !== 'boolean') continue;
        if (node[flag] === true) node[flag] = node[bound];
        else delete node[flag];
        if (node[flag] !== undefined) delete node[bound];
      }
      return node;
    },
  ) as T;
}

/** The codes a problem response of an operation lists (its code enum, narrowed or the shared one). */
export function documentedCodes(document: OpenApiDocument, response: ResponseObject | undefined): string[] {
  const schema = response?.content?.[PROBLEM_JSON]?.schema;
  if (!schema) return [];
  const parts = (schema.allOf as JsonSchema[] | undefined) ?? [schema];
  for (const part of parts.slice().reverse()) {
    const code = (part.properties as Record<string, JsonSchema> | undefined)?.code;
    if (code && Array.isArray(code.enum)) return code.enum as string[];
  }
  const shared = document.components.schemas.Problem?.properties as Record<string, JsonSchema>;
  return (shared.code?.enum as string[]) ?? [];
}

/**
 * An Ajv in strict mode that knows the OpenAPI 3.0 schema keywords and formats, with the document's
 * component schemas added, so that any schema of the document compiles (or fails loudly) and any
 * answer can be checked against it.
 */
export function createSchemaChecker(document: OpenApiDocument) {
  const ajv = new Ajv({ strict: true, strictTypes: false, allErrors: true, validateFormats: true });
  addFormats.default(ajv);
  // OpenAPI's own: binary is a file's bytes (never JSON), int32/int64/float/double are hints.
  for (const format of ['binary', 'byte', 'int32', 'int64', 'float', 'double', 'password']) {
    ajv.addFormat(format, true);
  }
  for (const keyword of ['example', 'xml', 'externalDocs', 'discriminator', 'x-consume']) {
    ajv.addKeyword(keyword);
  }
  for (const [name, schema] of Object.entries(document.components.schemas ?? {})) {
    ajv.addSchema(withAjvRefs(schema), `${COMPONENTS}${name}`);
  }
  const cache = new Map<JsonSchema, ValidateFunction>();
  const compile = (schema: JsonSchema): ValidateFunction => {
    let validate = cache.get(schema);
    if (!validate) {
      validate = ajv.compile(withAjvRefs(schema));
      cache.set(schema, validate);
    }
    return validate;
  };
  return {
    compile,
    /** The errors of `value` against `schema`, as text; empty when it is valid. */
    errorsOf(schema: JsonSchema, value: unknown): string[] {
      const validate = compile(schema);
      if (validate(value)) return [];
      return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`);
    },
  };
}

/** Every schema object the document holds (parameters, bodies, responses), with where it is. */
export function schemasOf(document: OpenApiDocument): Array<{ where: string; schema: JsonSchema }> {
  const found: Array<{ where: string; schema: JsonSchema }> = [];
  for (const { method, path, operation } of operationsOf(document)) {
    const at = `${method} ${path}`;
    for (const parameter of operation.parameters ?? []) {
      if (parameter.schema)
        found.push({ where: `${at} ${parameter.in} ${parameter.name}`, schema: parameter.schema });
      for (const [type, media] of Object.entries(parameter.content ?? {})) {
        if (media.schema) found.push({ where: `${at} ${parameter.name} ${type}`, schema: media.schema });
      }
    }
    for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
      if (media.schema) found.push({ where: `${at} body ${type}`, schema: media.schema });
    }
    for (const [status, response] of Object.entries(operation.responses)) {
      for (const [type, media] of Object.entries(response.content ?? {})) {
        if (media.schema) found.push({ where: `${at} ${status} ${type}`, schema: media.schema });
      }
    }
  }
  return found;
}
