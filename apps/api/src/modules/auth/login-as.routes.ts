import { LoginAsRequest, SessionResponse } from '@selvedge/contracts';
import { signedInAccess, signedInContext } from '../../plugins/access.js';
import type { AppDeps } from '../../shared/deps.js';
import type { AppInstance } from '../../shared/fastify.js';
import { endLoginAs, startLoginAs } from './login-as.service.js';

export const LOGIN_AS_PATH = '/api/session/login-as';

export async function loginAsRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.post(
    LOGIN_AS_PATH,
    {
      config: {
        isLoggingItself: true,
        access: { roles: 'signedIn', needs: ['notDuringMaintenance'] },
        problems: {
          403: ['FORBIDDEN', 'SECOND_FACTOR_REQUIRED'],
          404: ['NOT_FOUND'],
          409: ['ACCOUNT_INACTIVE', 'ALREADY_ACTING'],
        },
      },
      schema: {
        tags: ['session'],
        summary: 'Act as another user (D5); answers the session as that user, with realUser set',
        body: LoginAsRequest,
        response: { 200: SessionResponse },
      },
    },
    async (request) =>
      startLoginAs(
        deps,
        // Roles are checked by the service, after "already acting" (acting as a Customer is not the reason).
        signedInContext(request),
        request.body.userId,
      ),
  );

  app.delete(
    LOGIN_AS_PATH,
    {
      config: { isLoggingItself: true, access: signedInAccess, problems: { 409: ['NOT_ACTING'] } },
      schema: {
        tags: ['session'],
        // Never blocked by maintenance: the way back must always be open.
        summary: 'Go back to Admin: stop acting and answer the real user’s session (D5)',
        response: { 200: SessionResponse },
      },
    },
    async (request) => endLoginAs(deps, signedInContext(request)),
  );
}
