import {
  ApiKey,
  ApiKeyIdParams,
  ApiKeyList,
  CreateApiKeyRequest,
  CustomerApiKeyIdParams,
  CustomerApiKeyParams,
  IssuedApiKey,
} from '@selvedge/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type RouteAccess, signedInContext } from '../../plugins/access.js';
import type { RouteProblems } from '../../plugins/problem-responses.js';
import type { AuthenticatedContext } from '../../shared/context.js';
import type { AppDeps } from '../../shared/deps.js';
import type { AppInstance } from '../../shared/fastify.js';
import { created } from '../../shared/route-answers.js';
import {
  createKey,
  type KeyOwner,
  listKeys,
  ownCustomer,
  revokeKey,
  rotateKey,
  staffCustomer,
} from './api-keys.service.js';

/**
 * What tells the two scopes of the same key routes apart: who may call, whose keys they are (from the
 * path's parameters), what that lookup may answer, and the words of the OpenAPI document.
 */
interface KeyScope<Params extends object> {
  prefix: string;
  access: RouteAccess;
  /** The path's parameters of the list (whose keys), and with the key's id. */
  params: z.ZodType<Params>;
  keyParams: z.ZodType<Params & { id: string }>;
  owner: (deps: AppDeps, ctx: AuthenticatedContext, params: Params) => KeyOwner | Promise<KeyOwner>;
  /** Problems of finding the owner, on every route. */
  ownerProblems: RouteProblems;
  summaries: Record<'list' | 'create' | 'rotate' | 'revoke', string>;
}

/** A customer administrator's API keys screen (ADR-036, as the colleagues screen, ADR-034). */
const ownKeys: KeyScope<object> = {
  prefix: '/api/my-api-keys',
  access: { roles: ['Customer'], needs: ['notDuringMaintenance', 'customerAdministrator'] },
  params: z.object({}),
  keyParams: ApiKeyIdParams,
  owner: (_deps, ctx) => ownCustomer(ctx),
  ownerProblems: {},
  summaries: {
    list: "The API keys of the caller's own customer (customer administrator)",
    create: 'Create an API key: its token is in this answer only',
    rotate: 'A new token for the key; the old one works 24 hours more',
    revoke: 'Revoke the key at once',
  },
};

/** Staff on a customer's keys: Administrators, and Sales (not during maintenance), as for its users (D6). */
const staffKeys: KeyScope<{ code: string }> = {
  prefix: '/api/customers/:code/api-keys',
  access: { roles: ['Administrator', 'Sales'], needs: ['notDuringMaintenance'] },
  params: CustomerApiKeyParams,
  keyParams: CustomerApiKeyIdParams,
  owner: (deps, ctx, params) => staffCustomer(deps, ctx, params.code),
  ownerProblems: { 404: ['NOT_FOUND'] },
  summaries: {
    list: "A customer's API keys (staff)",
    create: 'Create an API key for a customer (staff): its token is in this answer only',
    rotate: "A new token for a customer's key (staff); the old one works 24 hours more",
    revoke: "Revoke a customer's key at once (staff)",
  },
};

const tags = ['api-keys'];
const createProblems = { 403: ['API_KEY_SCOPE_NOT_HELD'] } as const;
const keyProblems = { 404: ['NOT_FOUND'] } as const;
const rotateProblems = { 404: ['NOT_FOUND'], 409: ['API_KEY_INVALID'] } as const;

/** The key routes of one scope, under its prefix. */
async function keyRoutes<Params extends object>(
  app: AppInstance,
  deps: AppDeps,
  scope: KeyScope<Params>,
): Promise<void> {
  const { access, params, keyParams, ownerProblems, summaries } = scope;
  // The route's params schema has checked the path; Fastify's types cannot follow a generic schema.
  const ownerOf = async (request: FastifyRequest) =>
    scope.owner(deps, signedInContext(request), request.params as Params);
  const keyIdOf = (request: FastifyRequest) => (request.params as { id: string }).id;

  app.get(
    '',
    {
      config: { access, problems: ownerProblems },
      schema: { tags, summary: summaries.list, params, response: { 200: ApiKeyList } },
    },
    async (request) => listKeys(deps, await ownerOf(request)),
  );
  app.post(
    '',
    {
      config: { access, problems: { ...ownerProblems, ...createProblems } },
      schema: {
        tags,
        summary: summaries.create,
        params,
        body: CreateApiKeyRequest,
        response: { 201: IssuedApiKey },
      },
    },
    async (request, reply) => created(reply, createKey(deps, await ownerOf(request), request.body)),
  );
  app.post(
    '/:id/rotate',
    {
      config: { access, problems: { ...ownerProblems, ...rotateProblems } },
      schema: { tags, summary: summaries.rotate, params: keyParams, response: { 200: IssuedApiKey } },
    },
    async (request) => rotateKey(deps, await ownerOf(request), keyIdOf(request)),
  );
  app.post(
    '/:id/revoke',
    {
      config: { access, problems: { ...ownerProblems, ...keyProblems } },
      schema: { tags, summary: summaries.revoke, params: keyParams, response: { 200: ApiKey } },
    },
    async (request) => revokeKey(deps, await ownerOf(request), keyIdOf(request)),
  );
}

/** The same routes for a customer administrator's own customer and for staff on a given customer. */
export async function apiKeyRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  await app.register(async (scoped) => keyRoutes(scoped as AppInstance, deps, ownKeys), {
    prefix: ownKeys.prefix,
  });
  await app.register(async (scoped) => keyRoutes(scoped as AppInstance, deps, staffKeys), {
    prefix: staffKeys.prefix,
  });
}
