import {
  IdParam,
  Ok,
  PagedQuery,
  RegistrationApproval,
  RegistrationApproved,
  RegistrationCreated,
  RegistrationPage,
  RegistrationRequest,
} from '@selvedge/contracts';
import { administratorAccess, publicAccess, signedInContext } from '../../plugins/access.js';
import type { AppDeps } from '../../shared/deps.js';
import type { AppInstance } from '../../shared/fastify.js';
import { created, okAfter } from '../../shared/route-answers.js';
import {
  approveRegistration,
  deleteRegistration,
  pagePendingRegistrations,
  register,
} from './registrations.service.js';

const tags = ['registrations'];

export async function registrationRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.post(
    '/api/registrations',
    {
      config: { access: publicAccess, problems: { 429: ['RATE_LIMITED'] } },
      schema: {
        tags,
        summary: 'Public registration request (stored pending, D32)',
        body: RegistrationRequest,
        response: { 201: RegistrationCreated },
      },
    },
    async (request, reply) => created(reply, register(deps, request.ctx, request.body)),
  );

  app.get(
    '/api/registrations',
    {
      config: { access: administratorAccess },
      schema: {
        tags,
        summary: 'Pending registration requests, newest first, 10 a page (Administrator)',
        querystring: PagedQuery,
        response: { 200: RegistrationPage },
      },
    },
    async (request) => {
      return pagePendingRegistrations(deps.database.db, request.query);
    },
  );

  app.post(
    '/api/registrations/:id/approve',
    {
      config: { access: administratorAccess, problems: { 400: ['EMAIL_TAKEN'], 404: ['NOT_FOUND'] } },
      schema: {
        tags,
        summary:
          'Approve: creates an active Customer user and mails a set-password link (Administrator, D32)',
        params: IdParam,
        body: RegistrationApproval,
        response: { 200: RegistrationApproved },
      },
    },
    async (request) => {
      const ctx = signedInContext(request);
      return approveRegistration(deps, ctx, request.params.id, request.body);
    },
  );

  app.delete(
    '/api/registrations/:id',
    {
      config: { access: administratorAccess, problems: { 404: ['NOT_FOUND'] } },
      schema: {
        tags,
        summary: 'Delete a pending registration request (Administrator)',
        params: IdParam,
        response: { 200: Ok },
      },
    },
    async (request) => okAfter(deleteRegistration(deps, signedInContext(request), request.params.id)),
  );
}
