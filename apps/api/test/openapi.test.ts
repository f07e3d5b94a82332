/**
 * The OpenAPI document (ADR-021): what customers' own systems will be built against, so it
 * must tell the truth. It is valid OpenAPI 3.0, every operation lists the problem answers it can give
 * with their codes, files are bytes of their real media types, formats and the one-of rule are there,
 * request bodies take no other properties, and the server does what the document says.
 */
import { errorCodes, fieldErrorCodes } from '@selvedge/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createSchemaChecker,
  documentedCodes,
  type JsonSchema,
  type OpenApiDocument,
  operationsOf,
  PROBLEM_JSON,
  schemasOf,
} from './fuzz/openapi-document.js';
import {
  createTestPortal,
  DEMO_PASSWORD,
  demo,
  expectFieldErrors,
  expectProblem,
  portalPerFile,
  type TestPortal,
} from './support/harness.js';

const portal = portalPerFile();
let document: OpenApiDocument;

beforeAll(async () => {
  document = portal.app.swagger() as unknown as OpenApiDocument;
});

const operation = (method: string, path: string) => {
  const found = document.paths[path]?.[method.toLowerCase()];
  if (!found) throw new Error(`${method} ${path} is not in the document`);
  return found;
};
const codesOf = (method: string, path: string, status: number) =>
  documentedCodes(document, operation(method, path).responses[String(status)]);
const requestSchema = (method: string, path: string) =>
  operation(method, path).requestBody?.content['application/json']?.schema as JsonSchema;
const properties = (schema: JsonSchema) => schema.properties as Record<string, JsonSchema>;

describe('the OpenAPI document', () => {
  it('is an OpenAPI 3.0 document whose every schema compiles and every reference resolves', () => {
    expect(document.openapi).toMatch(/^3\.0\.\d+$/);
    expect(document.info).toMatchObject({ title: 'Selvedge portal API', version: expect.any(String) });
    const { compile } = createSchemaChecker(document);
    const text = JSON.stringify(document);
    for (const ref of text.match(/"\$ref":"[^"]+"/g) ?? []) {
      const name = ref.replace(/^"\$ref":"#\/components\/schemas\//, '').replace(/"$/, '');
      expect(document.components.schemas[name], ref).toBeDefined();
    }
    for (const { where, schema } of schemasOf(document)) {
      expect(() => compile(schema), where).not.toThrow();
    }
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(90);
    for (const { method, path, operation: op } of operations) {
      const at = `${method} ${path}`;
      expect(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], at).toContain(method);
      expect(path, at).toMatch(/^\/[\w\-/{}.]*$/);
      // Every {name} of the path is a required path parameter, and no other.
      const named = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const pathParameters = (op.parameters ?? []).filter((parameter) => parameter.in === 'path');
      expect(pathParameters.map((parameter) => parameter.name).sort(), at).toEqual(named.sort());
      expect(
        pathParameters.every((parameter) => parameter.required === true),
        at,
      ).toBe(true);
      for (const parameter of op.parameters ?? []) {
        expect(['path', 'query'], at).toContain(parameter.in);
        expect(Boolean(parameter.schema) !== Boolean(parameter.content), `${at} ${parameter.name}`).toBe(
          true,
        );
      }
      expect(
        Object.keys(op.responses).some((status) => status.startsWith('2')),
        at,
      ).toBe(true);
      for (const [status, response] of Object.entries(op.responses)) {
        expect(status, at).toMatch(/^[1-5]\d\d$/);
        expect(response.description, `${at} ${status}`).toBeTruthy();
      }
    }
  });

  it('lists every problem answer of every operation, as problem+json with its codes', () => {
    const publicOperations = [
      'GET /health/live',
      'GET /health/ready',
      'POST /api/session',
      'DELETE /api/session',
      'POST /api/session/second-step',
      'POST /api/session/second-step/enrolment',
      'POST /api/session/second-step/enrolment/confirm',
      'POST /api/password/forgot',
      'POST /api/password/reset',
      'POST /api/registrations',
      // The payment provider's webhook: public, verified by asking the provider (ADR-037).
      'POST /api/payments/webhook',
    ];
    for (const { method, path, operation: op } of operationsOf(document)) {
      const at = `${method} ${path}`;
      const problems = Object.entries(op.responses).filter(([status]) => Number(status) >= 400);
      const statuses = problems.map(([status]) => Number(status));
      // Every route validates its input (a NUL in any query string too) and can fail.
      expect(statuses, at).toEqual(expect.arrayContaining([400, 500]));
      for (const [status, response] of problems) {
        if (path === '/health/ready' && status === '503') continue; // the readiness answer itself
        expect(Object.keys(response.content ?? {}), `${at} ${status}`).toEqual([PROBLEM_JSON]);
        const codes = documentedCodes(document, response);
        expect(codes.length, `${at} ${status}`).toBeGreaterThan(0);
        for (const code of codes) expect(errorCodes, `${at} ${status}`).toContain(code);
      }
      const takesBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);
      if (takesBody) expect(statuses, at).toEqual(expect.arrayContaining([403, 413, 415]));
      if (publicOperations.includes(at))
        expect(codesOf(method, path, 401), at).not.toContain('UNAUTHENTICATED');
      else expect(codesOf(method, path, 401), at).toContain('UNAUTHENTICATED');
    }
    // Derived from the access declarations.
    expect(operation('GET', '/health/live').responses['401']).toBeUndefined();
    expect(codesOf('GET', '/api/orders', 409)).toEqual(['SHIP_TO_REQUIRED']);
    expect(codesOf('GET', '/api/orders', 503)).toEqual(['MAINTENANCE', 'SHUTTING_DOWN']);
    expect(codesOf('GET', '/api/users', 403)).toEqual(['FORBIDDEN']);
    // Declared next to the access: what the services answer.
    expect(codesOf('POST', '/api/session', 401)).toEqual(['INVALID_CREDENTIALS']);
    expect(codesOf('POST', '/api/session', 429)).toEqual(['RATE_LIMITED']);
    expect(operation('POST', '/api/session').responses['429']?.headers?.['retry-after']).toBeDefined();
    expect(codesOf('POST', '/api/order-drafts/{id}/lines', 409)).toEqual([
      'DRAFT_NOT_EDITABLE',
      'ITEM_DISCONTINUED',
      'SHIP_TO_REQUIRED',
    ]);
    expect(codesOf('POST', '/api/order-drafts/{id}/lines', 422)).toEqual([
      'ITEM_UNKNOWN',
      'PATTERN_REQUIRED',
    ]);
    expect(codesOf('GET', '/api/documents/{kind}/{id}/pdf', 503)).toEqual(
      expect.arrayContaining(['ERP_UNAVAILABLE', 'MAINTENANCE']),
    );
    expect(codesOf('DELETE', '/api/users/{id}', 409)).toEqual(['USER_STILL_ACTIVE']);
    // The problem's shape, once, for every operation to point at.
    const problem = document.components.schemas.Problem as JsonSchema;
    expect(problem.required).toEqual(['type', 'title', 'status', 'code']);
    expect(properties(document.components.schemas.FieldProblem as JsonSchema).code?.enum).toEqual([
      ...fieldErrorCodes,
    ]);
  });

  it('documents files as bytes of their real media types, not JSON', () => {
    const binary = { schema: { type: 'string', format: 'binary' } };
    expect(operation('GET', '/api/documents/{kind}/{id}/pdf').responses['200']?.content).toEqual({
      'application/pdf': binary,
    });
    expect(operation('GET', '/api/news/images/{name}').responses['200']?.content).toEqual({
      'image/png': binary,
      'image/jpeg': binary,
      'image/webp': binary,
    });
    for (const path of ['/api/customer-documents/files/{file}', '/api/admin/documents/{id}/file']) {
      expect(Object.keys(operation('GET', path).responses['200']?.content ?? {})).toEqual([
        'application/pdf',
        'image/png',
        'image/jpeg',
      ]);
    }
    expect(operation('POST', '/api/admin/files').requestBody?.content).toEqual({
      'application/octet-stream': { schema: expect.objectContaining({ type: 'string', format: 'binary' }) },
    });
  });

  it('gives formats, the one-of rule of documents and the filter grammar', () => {
    expect(properties(requestSchema('POST', '/api/session')).email).toMatchObject({ format: 'email' });
    expect(properties(requestSchema('POST', '/api/password/forgot')).email).toMatchObject({
      format: 'email',
    });
    expect(properties(requestSchema('POST', '/api/users')).email).toMatchObject({ format: 'email' });
    expect(properties(requestSchema('PUT', '/api/settings/terms-of-delivery/{key}')).url).toMatchObject({
      format: 'uri',
    });
    expect(properties(requestSchema('POST', '/api/return-requests')).pickUpDate).toMatchObject({
      format: 'date',
    });
    expect(properties(requestSchema('POST', '/api/session/login-as')).userId).toMatchObject({
      format: 'uuid',
    });
    const pathId = operation('GET', '/api/users/{id}').parameters?.find(
      (parameter) => parameter.name === 'id',
    );
    expect(pathId?.schema).toMatchObject({ format: 'uuid' });
    const user = operation('GET', '/api/users/{id}').responses['200']?.content?.['application/json']?.schema;
    expect(properties(user as JsonSchema)).toMatchObject({
      id: { format: 'uuid' },
      email: { format: 'email' },
      createdAt: { format: 'date-time' },
    });

    // A document is an uploaded file or an external address: exactly one.
    const documentInput = requestSchema('POST', '/api/admin/documents');
    expect(documentInput.description).toMatch(/exactly one/);
    expect(documentInput.oneOf).toEqual([
      expect.objectContaining({ required: ['fileId'] }),
      expect.objectContaining({ required: ['externalUrl'] }),
    ]);
    const { errorsOf } = createSchemaChecker(document);
    const base = { name: 'Price list' };
    expect(errorsOf(documentInput, { ...base, fileId: '6f1c2a7e-8d9b-4c3a-9e1f-2b3c4d5e6f70' })).toEqual([]);
    expect(errorsOf(documentInput, { ...base, externalUrl: 'https://example.com/list.pdf' })).toEqual([]);
    expect(errorsOf(documentInput, base)).not.toEqual([]);
    expect(
      errorsOf(documentInput, {
        ...base,
        fileId: '6f1c2a7e-8d9b-4c3a-9e1f-2b3c4d5e6f70',
        externalUrl: 'https://example.com/list.pdf',
      }),
    ).not.toEqual([]);

    // The filter travels as JSON in the query string; its rows and grammar are described.
    const filter = operation('GET', '/api/users').parameters?.find(
      (parameter) => parameter.name === 'filter',
    );
    expect(filter?.description).toMatch(/applied left to right/);
    const rows = filter?.content?.['application/json']?.schema as JsonSchema;
    expect(rows).toMatchObject({ type: 'array', maxItems: 10 });
    expect(
      operation('GET', '/api/logs').parameters?.find((parameter) => parameter.name === 'filter')?.content,
    ).toBeDefined();
  });

  it('takes no properties in request bodies beyond those it lists', () => {
    const objectsOf = (schema: JsonSchema, at: string): Array<{ at: string; schema: JsonSchema }> => {
      const found = schema.type === 'object' ? [{ at, schema }] : [];
      for (const [key, value] of Object.entries(schema)) {
        if (key === 'oneOf') continue; // the one-of cases only narrow the object around them
        if (Array.isArray(value)) {
          value.forEach((item, index) => {
            if (item && typeof item === 'object')
              found.push(...objectsOf(item as JsonSchema, `${at}.${key}.${index}`));
          });
        } else if (value && typeof value === 'object')
          found.push(...objectsOf(value as JsonSchema, `${at}.${key}`));
      }
      return found;
    };
    let count = 0;
    for (const { method, path, operation: op } of operationsOf(document)) {
      const body = op.requestBody?.content['application/json']?.schema;
      if (!body) continue;
      for (const { at, schema } of objectsOf(body, `${method} ${path}`)) {
        count += 1;
        expect(schema.additionalProperties, at).toBe(false);
      }
    }
    expect(count).toBeGreaterThan(40);
  });
});

describe('the server does what the document says', () => {
  it('refuses a property a body does not take, and a sign-in e-mail that is not one', async () => {
    /** An unknown property is named: UNKNOWN_FIELD on its path. */
    const expectUnknownProperty = (response: Awaited<ReturnType<TestPortal['post']>>, key: string) => {
      const fields = expectProblem(response, 400, 'VALIDATION_FAILED').fields ?? [];
      expect(fields).toEqual([{ path: key, code: 'UNKNOWN_FIELD' }]);
    };
    expectUnknownProperty(
      await portal.post('/api/session', { email: demo.customer, password: DEMO_PASSWORD, remember: true }),
      'remember',
    );
    expectFieldErrors(await portal.post('/api/session', { email: 'customer', password: DEMO_PASSWORD }), {
      email: 'INVALID_EMAIL',
    });
    const cookie = await portal.signIn(demo.admin);
    expectUnknownProperty(
      await portal.put('/api/settings/demo-erp', { isDown: false, extra: 1 }, cookie),
      'extra',
    );
    const users = (await portal.get('/api/users', cookie)).json() as {
      rows: Array<{ id: string; email: string }>;
    };
    const user = users.rows.find((row) => row.email === demo.viewer);
    expect(user).toBeDefined();
    // The e-mail never changes (foundations 5): asking to change it is refused, not silently ignored.
    expectUnknownProperty(
      await portal.put(
        `/api/users/${user?.id}`,
        { email: 'changed@example.com', firstName: 'V', lastName: 'W', role: 'Customer', language: 'en' },
        cookie,
      ),
      'email',
    );
  });

  it('refuses a filter day that does not exist with a 400, not a database error', async () => {
    const cookie = await portal.signIn(demo.admin);
    const filter = JSON.stringify([
      { join: 'where', column: 'createdAt', condition: 'between', from: '2026-02-30', to: '2026-03-01' },
    ]);
    expectFieldErrors(await portal.get(`/api/users?filter=${encodeURIComponent(filter)}`, cookie), {
      'filter.0.from': 'INVALID_VALUE',
    });
  });

  it('answers a document PDF with the media type the document gives it', async () => {
    const withErp = await createTestPortal({ erpData: 'tiny' });
    try {
      const cookie = await withErp.signIn(demo.customer);
      const orders = (await withErp.get('/api/orders', cookie)).json() as {
        rows: Array<{ documentId: number }>;
      };
      const id = orders.rows[0]?.documentId;
      expect(id).toBeDefined();
      const pdf = await withErp.get(`/api/documents/order/${id}/pdf`, cookie);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expectProblem(await withErp.get('/api/documents/order/2147483647/pdf', cookie), 404, 'NOT_FOUND');
    } finally {
      await withErp.close();
    }
  });
});

describe('API keys in the document (ADR-036)', () => {
  it('declares the bearer scheme and marks the operations a key reaches, with their scope', () => {
    const schemes = (document as unknown as { components: { securitySchemes: Record<string, unknown> } })
      .components.securitySchemes;
    expect(schemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const security = (method: string, path: string) =>
      (operation(method, path) as unknown as { security?: unknown }).security;
    expect(security('GET', '/api/orders')).toEqual([{ session: [] }, { bearerAuth: ['documents:read'] }]);
    expect(security('POST', '/api/order-drafts/{id}/approve')).toEqual([
      { session: [] },
      { bearerAuth: ['orders:write'] },
    ]);
    // Not a route a key reaches: the document's default, the session only.
    expect(security('GET', '/api/profile')).toBeUndefined();
    expect(JSON.stringify(operation('GET', '/api/orders'))).toContain('API_KEY_INVALID');
  });
});
