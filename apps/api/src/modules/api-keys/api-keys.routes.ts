import {
  ApiKey,
  ApiKeyIdParams,
  ApiKeyList,
  CreateApiKeyRequest,
  CustomerApiKeyIdParams,
  CustomerApiKeyParams,
  IssuedApiKey,
} from '@selvedge/contracts';
import { type RouteAccess, signedInContext } from '../../plugins/access.js';
import type { AppDeps } from '../../shared/deps.js';
import type { AppInstance } from '../../shared/fastify.js';
import { createKey, listKeys, ownCustomer, revokeKey, rotateKey, staffCustomer } from './api-keys.service.js';

/** A customer administrator's API keys screen (ADR-036, as the colleagues screen, ADR-034). */
const customerAdminAccess: RouteAccess = {
  roles: ['Customer'],
  needs: ['notDuringMaintenance', 'customerAdministrator'],
};
/** Staff on a customer's keys: Administrators, and Sales (not during maintenance), as for its users (D6). */
const staffAccess: RouteAccess = { roles: ['Administrator', 'Sales'], needs: ['notDuringMaintenance'] };
const tags = ['api-keys'];
const createProblems = { 403: ['API_KEY_SCOPE_NOT_HELD'] } as const;
const keyProblems = { 404: ['NOT_FOUND'] } as const;
const rotateProblems = { 404: ['NOT_FOUND'], 409: ['API_KEY_INVALID'] } as const;

export async function apiKeyRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/api/my-api-keys',
    {
      config: { access: customerAdminAccess },
      schema: {
        tags,
        summary: "The API keys of the caller's own customer (customer administrator)",
        response: { 200: ApiKeyList },
      },
    },
    async (request) => listKeys(deps, ownCustomer(signedInContext(request))),
  );
  app.post(
    '/api/my-api-keys',
    {
      config: { access: customerAdminAccess, problems: createProblems },
      schema: {
        tags,
        summary: 'Create an API key: its token is in this answer only',
        body: CreateApiKeyRequest,
        response: { 201: IssuedApiKey },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createKey(deps, ownCustomer(signedInContext(request)), request.body)),
  );
  app.post(
    '/api/my-api-keys/:id/rotate',
    {
      config: { access: customerAdminAccess, problems: rotateProblems },
      schema: {
        tags,
        summary: 'A new token for the key; the old one works 24 hours more',
        params: ApiKeyIdParams,
        response: { 200: IssuedApiKey },
      },
    },
    async (request) => rotateKey(deps, ownCustomer(signedInContext(request)), request.params.id),
  );
  app.post(
    '/api/my-api-keys/:id/revoke',
    {
      config: { access: customerAdminAccess, problems: keyProblems },
      schema: { tags, summary: 'Revoke the key at once', params: ApiKeyIdParams, response: { 200: ApiKey } },
    },
    async (request) => revokeKey(deps, ownCustomer(signedInContext(request)), request.params.id),
  );

  app.get(
    '/api/customers/:code/api-keys',
    {
      config: { access: staffAccess, problems: keyProblems },
      schema: {
        tags,
        summary: "A customer's API keys (staff)",
        params: CustomerApiKeyParams,
        response: { 200: ApiKeyList },
      },
    },
    async (request) =>
      listKeys(deps, await staffCustomer(deps, signedInContext(request), request.params.code)),
  );
  app.post(
    '/api/customers/:code/api-keys',
    {
      config: { access: staffAccess, problems: { ...keyProblems, ...createProblems } },
      schema: {
        tags,
        summary: 'Create an API key for a customer (staff): its token is in this answer only',
        params: CustomerApiKeyParams,
        body: CreateApiKeyRequest,
        response: { 201: IssuedApiKey },
      },
    },
    async (request, reply) => {
      const owner = await staffCustomer(deps, signedInContext(request), request.params.code);
      return reply.code(201).send(await createKey(deps, owner, request.body));
    },
  );
  app.post(
    '/api/customers/:code/api-keys/:id/rotate',
    {
      config: { access: staffAccess, problems: rotateProblems },
      schema: {
        tags,
        summary: "A new token for a customer's key (staff); the old one works 24 hours more",
        params: CustomerApiKeyIdParams,
        response: { 200: IssuedApiKey },
      },
    },
    async (request) => {
      const owner = await staffCustomer(deps, signedInContext(request), request.params.code);
      return rotateKey(deps, owner, request.params.id);
    },
  );
  app.post(
    '/api/customers/:code/api-keys/:id/revoke',
    {
      config: { access: staffAccess, problems: keyProblems },
      schema: {
        tags,
        summary: "Revoke a customer's key at once (staff)",
        params: CustomerApiKeyIdParams,
        response: { 200: ApiKey },
      },
    },
    async (request) => {
      const owner = await staffCustomer(deps, signedInContext(request), request.params.code);
      return revokeKey(deps, owner, request.params.id);
    },
  );
}
