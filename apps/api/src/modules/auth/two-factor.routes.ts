import {
  EnrolledSession,
  Ok,
  RecoveryCodes,
  SecondStepRequest,
  SessionResponse,
  TurnOffTwoFactorRequest,
  TwoFactorCodeRequest,
  TwoFactorEnrolment,
  TwoFactorStatus,
} from '@selvedge/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { publicAccess, signedInAccess, signedInContext } from '../../plugins/access.js';
import { type CookieSettings, setSessionCookie } from '../../plugins/session.js';
import type { RequestContext } from '../../shared/context.js';
import type { AppDeps } from '../../shared/deps.js';
import type { AppInstance } from '../../shared/fastify.js';
import { okAfter } from '../../shared/route-answers.js';
import {
  completeEnrolmentStep,
  completeSecondStep,
  confirmProfileEnrolment,
  getTwoFactorStatus,
  renewRecoveryCodes,
  type SecondStepDone,
  startEnrolmentStep,
  startProfileEnrolment,
  turnOffSecondFactor,
} from './two-factor.service.js';

/** The pending second step of a sign-in (ADR-035): read only by the routes under /api/session. */
export const SECOND_STEP_COOKIE = 'selvedge_second_step';
/** "Remember this device for 30 days": read only by the sign-in under /api/session. */
export const DEVICE_COOKIE = 'selvedge_device';
const COOKIE_PATH = '/api/session';

export function setSecondStepCookie(config: CookieSettings, reply: FastifyReply, token: string): void {
  reply.setCookie(SECOND_STEP_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.isCookieSecure,
    path: COOKIE_PATH,
  });
}

function clearSecondStepCookie(reply: FastifyReply): void {
  reply.clearCookie(SECOND_STEP_COOKIE, { path: COOKIE_PATH });
}

function setDeviceCookie(
  config: CookieSettings,
  reply: FastifyReply,
  device: SecondStepDone['device'],
): void {
  if (!device) return;
  reply.setCookie(DEVICE_COOKIE, device.token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.isCookieSecure,
    path: COOKIE_PATH,
    expires: device.expiresAt,
  });
}

/** A service that completes the pending second step with its code (completeSecondStep, completeEnrolmentStep). */
type CompleteStep<Done> = (
  deps: AppDeps,
  ctx: RequestContext,
  challengeToken: string | undefined,
  input: Required<SecondStepRequest>,
) => Promise<Done>;

/**
 * Completes the pending step of the request's cookie; a device is remembered only when asked. Then the
 * step's cookie goes, the session's is set, and the device's when it is remembered.
 */
async function finishStep<Done extends Pick<SecondStepDone, 'token' | 'device'>>(
  deps: AppDeps,
  request: Pick<FastifyRequest, 'cookies' | 'ctx'> & { body: SecondStepRequest },
  reply: FastifyReply,
  complete: CompleteStep<Done>,
): Promise<Done> {
  const input = { code: request.body.code, rememberDevice: request.body.rememberDevice ?? false };
  const done = await complete(deps, request.ctx, request.cookies[SECOND_STEP_COOKIE], input);
  clearSecondStepCookie(reply);
  setSessionCookie(deps.config, reply, done.token);
  setDeviceCookie(deps.config, reply, done.device);
  return done;
}

const tags = ['session'];
const profileTags = ['profile'];
/** A code of the app for the profile's own factor: counted by the sign-in limits (checkedProof). */
const codeProblems = {
  400: ['VALIDATION_FAILED'],
  409: ['SECOND_FACTOR_STATE'],
  429: ['RATE_LIMITED'],
} as const;
/** Turning the factor on and renewing the codes are one route shape, one service call apart. */
const codeForRecoveryCodes = [
  {
    path: 'enrolment/confirm',
    summary: 'The first code of the app turns two-factor sign-in on; answers the recovery codes, once',
    answer: confirmProfileEnrolment,
  },
  {
    path: 'recovery-codes',
    summary: 'Ten new recovery codes for a right code; the old ones stop working',
    answer: renewRecoveryCodes,
  },
] as const;
const stepProblems = { 400: ['VALIDATION_FAILED', 'SECOND_STEP_EXPIRED'], 429: ['RATE_LIMITED'] } as const;

export async function twoFactorRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  // The second step of a sign-in: public (there is no session yet), answered only to the pending step's cookie.
  app.post(
    '/api/session/second-step',
    {
      config: { access: publicAccess, problems: stepProblems },
      schema: {
        tags,
        summary: 'The second step of a sign-in: a code of the authenticator app or a recovery code',
        body: SecondStepRequest,
        response: { 200: SessionResponse },
      },
    },
    async (request, reply) => (await finishStep(deps, request, reply, completeSecondStep)).session,
  );

  app.post(
    '/api/session/second-step/enrolment',
    {
      config: {
        access: publicAccess,
        problems: { 400: ['SECOND_STEP_EXPIRED'], 409: ['SECOND_FACTOR_STATE'] },
      },
      schema: {
        tags,
        summary: 'Required and not set up: a new secret for the authenticator app (QR code and text)',
        response: { 200: TwoFactorEnrolment },
      },
    },
    async (request) => startEnrolmentStep(deps, request.cookies[SECOND_STEP_COOKIE]),
  );

  app.post(
    '/api/session/second-step/enrolment/confirm',
    {
      config: { access: publicAccess, problems: { ...stepProblems, 409: ['SECOND_FACTOR_STATE'] } },
      schema: {
        tags,
        summary:
          'The first code of the app: the second factor is on and the session opens, with recovery codes',
        body: SecondStepRequest,
        response: { 200: EnrolledSession },
      },
    },
    async (request, reply) => (await finishStep(deps, request, reply, completeEnrolmentStep)).answer,
  );

  // The profile: the signed-in person's own second factor (never while acting for someone: 403).
  app.get(
    '/api/profile/two-factor',
    {
      config: { access: signedInAccess, problems: { 403: ['FORBIDDEN'] } },
      schema: { tags: profileTags, summary: 'Own two-factor sign-in', response: { 200: TwoFactorStatus } },
    },
    async (request) => getTwoFactorStatus(deps, signedInContext(request)),
  );

  app.post(
    '/api/profile/two-factor/enrolment',
    {
      config: { access: signedInAccess, problems: { 403: ['FORBIDDEN'], 409: ['SECOND_FACTOR_STATE'] } },
      schema: {
        tags: profileTags,
        summary: 'Start setting up two-factor sign-in: a new secret for the app (QR code and text)',
        response: { 200: TwoFactorEnrolment },
      },
    },
    async (request) => startProfileEnrolment(deps, signedInContext(request)),
  );

  for (const { path, summary, answer } of codeForRecoveryCodes) {
    app.post(
      `/api/profile/two-factor/${path}`,
      {
        config: { access: signedInAccess, problems: codeProblems },
        schema: { tags: profileTags, summary, body: TwoFactorCodeRequest, response: { 200: RecoveryCodes } },
      },
      async (request) => answer(deps, signedInContext(request), request.body.code),
    );
  }

  app.post(
    '/api/profile/two-factor/turn-off',
    {
      config: { access: signedInAccess, problems: { ...codeProblems, 403: ['FORBIDDEN'] } },
      schema: {
        tags: profileTags,
        summary: 'Turn two-factor sign-in off (customers, when not required) with a code or the password',
        body: TurnOffTwoFactorRequest,
        response: { 200: Ok },
      },
    },
    async (request) => okAfter(turnOffSecondFactor(deps, signedInContext(request), request.body)),
  );
}
