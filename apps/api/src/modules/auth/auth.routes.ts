import {
  ChangeOwnPasswordRequest,
  ForgotPasswordRequest,
  Ok,
  ProfileResponse,
  ProfileUpdate,
  ResetPasswordRequest,
  SecondStepChallenge,
  SessionLanguageUpdate,
  SessionResponse,
  SignInRequest,
} from '@selvedge/contracts';
import { publicAccess, signedInAccess, signedInContext } from '../../plugins/access.js';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../../plugins/session.js';
import type { AppDeps } from '../../shared/deps.js';
import type { AppInstance } from '../../shared/fastify.js';
import { okAfter } from '../../shared/route-answers.js';
import { afterAnswer, afterAnswerWorkDone } from './after-answer.js';
import {
  admitPasswordReset,
  changeOwnPassword,
  getProfile,
  requestPasswordReset,
  resetPassword,
  signIn,
  signOut,
  updateProfile,
  updateSessionLanguage,
} from './auth.service.js';
import { toSessionResponse } from './session-view.js';
import { DEVICE_COOKIE, setSecondStepCookie } from './two-factor.routes.js';

const tags = ['session'];

export async function authRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  // Password mails still being sent after their answers are finished before the database closes.
  app.addHook('onClose', () => afterAnswerWorkDone(deps));

  app.get(
    '/api/session',
    {
      config: { access: signedInAccess },
      schema: { tags, summary: 'The signed-in session', response: { 200: SessionResponse } },
    },
    // Answered from the request context alone: the session plugin resolved it (ADR-015).
    async (request) => toSessionResponse(signedInContext(request)),
  );

  app.post(
    '/api/session',
    {
      config: {
        access: publicAccess,
        problems: { 401: ['INVALID_CREDENTIALS'], 403: ['ACCOUNT_INACTIVE'], 429: ['RATE_LIMITED'] },
      },
      schema: {
        tags,
        summary:
          'Sign in; 202 when a second step is due (a code, or setting up two-factor sign-in; ADR-035): no session until it is done',
        body: SignInRequest,
        response: { 200: SessionResponse, 202: SecondStepChallenge },
      },
    },
    async (request, reply) => {
      const previousToken = request.cookies[SESSION_COOKIE];
      const deviceToken = request.cookies[DEVICE_COOKIE];
      const result = await signIn(deps, request.ctx, request.body, previousToken, deviceToken);
      if (result.kind === 'second-step') {
        // The old session ended with the right password; its cookie goes too.
        if (previousToken) clearSessionCookie(reply);
        setSecondStepCookie(deps.config, reply, result.challengeToken);
        return reply.code(202).send({ secondStep: result.step });
      }
      setSessionCookie(deps.config, reply, result.token);
      return result.session;
    },
  );

  app.delete(
    '/api/session',
    { config: { access: publicAccess }, schema: { tags, summary: 'Sign out', response: { 200: Ok } } },
    async (request, reply) => {
      await signOut(deps, request.ctx);
      clearSessionCookie(reply);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/profile',
    {
      config: { access: signedInAccess },
      schema: { tags, summary: 'Own profile', response: { 200: ProfileResponse } },
    },
    async (request) => getProfile(deps, signedInContext(request)),
  );

  app.patch(
    '/api/profile',
    {
      config: { access: signedInAccess },
      schema: {
        tags,
        summary: 'Update own profile (names, language, show-price, shipping mail)',
        body: ProfileUpdate,
        response: { 200: SessionResponse },
      },
    },
    async (request) => updateProfile(deps, signedInContext(request), request.body),
  );

  app.put(
    '/api/session/language',
    {
      config: { access: signedInAccess },
      schema: {
        tags,
        summary:
          "The interface language of the person at the keyboard, saved to their own profile (the real user's while acting)",
        body: SessionLanguageUpdate,
        response: { 200: SessionResponse },
      },
    },
    async (request) => updateSessionLanguage(deps, signedInContext(request), request.body),
  );

  app.put(
    '/api/profile/password',
    {
      config: { access: signedInAccess },
      schema: {
        tags,
        summary: 'Change own password; the session goes on under a new cookie',
        body: ChangeOwnPasswordRequest,
        response: { 200: Ok },
      },
    },
    async (request, reply) => {
      const { token } = await changeOwnPassword(deps, signedInContext(request), request.body);
      setSessionCookie(deps.config, reply, token);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/password/forgot',
    {
      config: { access: publicAccess, problems: { 429: ['RATE_LIMITED'] } },
      schema: {
        tags,
        summary: 'Mail a password reset link (same answer for unknown addresses)',
        body: ForgotPasswordRequest,
        response: { 202: Ok },
      },
    },
    async (request, reply) => {
      // Only the rate limits before the answer: the lookup and the mail after it, so the answer is the
      // same, and as quick, for every address (D4; ADR-021).
      await admitPasswordReset(deps, request.ctx, request.body);
      const { ctx, body } = request;
      afterAnswer(deps, reply, 'a password reset mail', () => requestPasswordReset(deps, ctx, body));
      return reply.code(202).send({ ok: true as const });
    },
  );

  app.post(
    '/api/password/reset',
    {
      config: { access: publicAccess, problems: { 400: ['RESET_TOKEN_INVALID'] } },
      schema: {
        tags,
        summary: 'Set a new password with a reset token',
        body: ResetPasswordRequest,
        response: { 200: Ok },
      },
    },
    async (request) => okAfter(resetPassword(deps, request.ctx, request.body)),
  );
}
