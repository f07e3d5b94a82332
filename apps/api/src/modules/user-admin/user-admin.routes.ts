import {
  CreateUserRequest,
  Ok,
  SetUserPasswordRequest,
  UpdateUserRequest,
  UserIdParams,
  UserListQuery,
  UserPage,
  UserRow,
} from '@selvedge/contracts';
import { type RouteAccess, signedInContext } from '../../plugins/access.js';
import type { AppDeps } from '../../shared/deps.js';
import type { AppInstance } from '../../shared/fastify.js';
import { created, okAfter } from '../../shared/route-answers.js';
import {
  createUser,
  deleteUser,
  editUser,
  getUser,
  resetUserSecondFactor,
  searchUsers,
  setUserActive,
  setUserPassword,
} from './user-admin.service.js';

/**
 * The users screen is for Administrators and Sales (foundations 6), Sales not during maintenance
 * (foundations 4); D6 narrows each action further.
 */
const usersAccess: RouteAccess = { roles: ['Administrator', 'Sales'], needs: ['notDuringMaintenance'] };
const tags = ['users'];
/** Activating and deactivating are one route shape, one service call apart. */
const activeSwitches = [
  { action: 'activate', isActive: true, summary: 'Activate a user' },
  { action: 'deactivate', isActive: false, summary: 'Deactivate a user; their sessions end at once (D3)' },
] as const;

export async function userRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/api/users',
    {
      config: { access: usersAccess },
      schema: {
        tags,
        summary: 'Users, paged, with quick search, Show All Users and the filter panel (D6, D17)',
        querystring: UserListQuery,
        response: { 200: UserPage },
      },
    },
    async (request) => {
      signedInContext(request);
      return searchUsers(deps, request.query);
    },
  );

  app.get(
    '/api/users/:id',
    {
      config: { access: usersAccess, problems: { 404: ['NOT_FOUND'] } },
      schema: { tags, summary: 'A user', params: UserIdParams, response: { 200: UserRow } },
    },
    async (request) => {
      signedInContext(request);
      return getUser(deps, request.params.id);
    },
  );

  app.post(
    '/api/users',
    {
      config: { access: usersAccess, problems: { 409: ['EMAIL_TAKEN'] } },
      schema: {
        tags,
        summary: 'Create a user; they are mailed a link to choose a password (Administrator)',
        body: CreateUserRequest,
        response: { 201: UserRow },
      },
    },
    async (request, reply) => created(reply, createUser(deps, signedInContext(request), request.body)),
  );

  app.put(
    '/api/users/:id',
    {
      config: { access: usersAccess, problems: { 404: ['NOT_FOUND'] } },
      schema: {
        tags,
        summary: 'Edit a user (Administrator); the e-mail never changes',
        params: UserIdParams,
        body: UpdateUserRequest,
        response: { 200: UserRow },
      },
    },
    async (request) => editUser(deps, signedInContext(request), request.params.id, request.body),
  );

  for (const { action, isActive, summary } of activeSwitches) {
    app.post(
      `/api/users/:id/${action}`,
      {
        config: { access: usersAccess, problems: { 404: ['NOT_FOUND'] } },
        schema: { tags, summary, params: UserIdParams, response: { 200: UserRow } },
      },
      async (request) => setUserActive(deps, signedInContext(request), request.params.id, isActive),
    );
  }

  app.put(
    '/api/users/:id/password',
    {
      config: { access: usersAccess, problems: { 404: ['NOT_FOUND'] } },
      schema: {
        tags,
        summary: "Set a user's password; their sessions end (D3, D6)",
        params: UserIdParams,
        body: SetUserPasswordRequest,
        response: { 200: Ok },
      },
    },
    async (request) =>
      okAfter(setUserPassword(deps, signedInContext(request), request.params.id, request.body)),
  );

  app.post(
    '/api/users/:id/second-factor/reset',
    {
      config: { access: usersAccess, problems: { 404: ['NOT_FOUND'] } },
      schema: {
        tags,
        summary:
          "Reset a user's second factor (ADR-035): secret, recovery codes and remembered devices end; they enrol again when required",
        params: UserIdParams,
        response: { 200: Ok },
      },
    },
    async (request) => okAfter(resetUserSecondFactor(deps, signedInContext(request), request.params.id)),
  );

  app.delete(
    '/api/users/:id',
    {
      config: { access: usersAccess, problems: { 404: ['NOT_FOUND'], 409: ['USER_STILL_ACTIVE'] } },
      schema: {
        tags,
        summary: 'Delete an inactive user (Administrator)',
        params: UserIdParams,
        response: { 200: Ok },
      },
    },
    async (request) => okAfter(deleteUser(deps, signedInContext(request), request.params.id)),
  );
}
