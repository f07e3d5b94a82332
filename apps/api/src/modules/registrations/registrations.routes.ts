import { RegistrationCreated, RegistrationRequest } from '@selvedge/contracts';
import type { AppDeps } from '../../shared/deps.js';
import type { AppInstance } from '../../shared/fastify.js';
import { register } from './registrations.service.js';

export async function registrationRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.post(
    '/api/registrations',
    {
      schema: {
        tags: ['registrations'],
        summary: 'Public registration request (stored pending, D32)',
        body: RegistrationRequest,
        response: { 201: RegistrationCreated },
      },
    },
    async (request, reply) => reply.code(201).send(await register(deps, request.ctx, request.body)),
  );
}
