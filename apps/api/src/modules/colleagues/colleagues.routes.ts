import {
  Colleague,
  ColleagueIdParams,
  ColleagueList,
  InviteColleagueRequest,
  Ok,
  SetColleagueRightsRequest,
} from '@selvedge/contracts';
import { type RouteAccess, signedInContext } from '../../plugins/access.js';
import type { AppDeps } from '../../shared/deps.js';
import type { AppInstance } from '../../shared/fastify.js';
import {
  inviteColleague,
  listColleagues,
  setColleagueActive,
  setColleagueRights,
} from './colleagues.service.js';

/**
 * A customer administrator's colleagues screen (ADR-034): Customer users with the right, not during
 * maintenance. Staff manage users on the users screen (D6); staff acting as a customer administrator
 * (login-as, D5) come through as that user and are logged with both.
 */
const colleaguesAccess: RouteAccess = {
  roles: ['Customer'],
  needs: ['notDuringMaintenance', 'customerAdministrator'],
};
const tags = ['colleagues'];
/** Deactivating and reactivating are one route shape, one service call apart. */
const activeSwitches = [
  {
    action: 'deactivate',
    isActive: false,
    summary: 'Deactivate a colleague; their sessions end at once (D3)',
  },
  { action: 'activate', isActive: true, summary: 'Reactivate a colleague' },
] as const;

export async function colleagueRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/api/my-users',
    {
      config: { access: colleaguesAccess },
      schema: {
        tags,
        summary: "The users of the caller's own customer (customer administrator)",
        response: { 200: ColleagueList },
      },
    },
    async (request) => ({ rows: await listColleagues(deps, signedInContext(request)) }),
  );

  app.post(
    '/api/my-users',
    {
      config: { access: colleaguesAccess, problems: { 429: ['RATE_LIMITED'] } },
      schema: {
        tags,
        summary:
          'Invite a colleague: mailed a link to choose a password; the same answer for an address that has an account',
        body: InviteColleagueRequest,
        response: { 202: Ok },
      },
    },
    async (request, reply) => {
      await inviteColleague(deps, signedInContext(request), request.body);
      return reply.code(202).send({ ok: true as const });
    },
  );

  app.put(
    '/api/my-users/:id/rights',
    {
      config: { access: colleaguesAccess, problems: { 404: ['NOT_FOUND'], 409: ['OWN_ACCOUNT'] } },
      schema: {
        tags,
        summary: "Set a colleague's rights (may order, sees prices, customer administrator)",
        params: ColleagueIdParams,
        body: SetColleagueRightsRequest,
        response: { 200: Colleague },
      },
    },
    async (request) => setColleagueRights(deps, signedInContext(request), request.params.id, request.body),
  );

  for (const { action, isActive, summary } of activeSwitches) {
    app.post(
      `/api/my-users/:id/${action}`,
      {
        config: { access: colleaguesAccess, problems: { 404: ['NOT_FOUND'], 409: ['OWN_ACCOUNT'] } },
        schema: { tags, summary, params: ColleagueIdParams, response: { 200: Colleague } },
      },
      async (request) => setColleagueActive(deps, signedInContext(request), request.params.id, isActive),
    );
  }
}
