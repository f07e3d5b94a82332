import { z } from 'zod';
import { SessionResponse } from './auth.js';
import type { Role } from './common.js';

/*
 * Two-factor sign-in (docs/adr/ADR-035-two-factor-sign-in.md): TOTP (RFC 6238) with recovery codes.
 */

/** What a code field takes: six digits from the app, or a recovery code (`abcde-fghjk`). */
const CodeText = z.string().trim().min(1).max(40);

/**
 * POST /api/session answers 202 with this instead of a session when the password was right but a second
 * step is due: `code` (the user has the second factor on) or `enrol` (it is required for the user's role
 * and not set up yet). No session exists until the step is done; a cookie names the pending sign-in.
 */
export const SecondStepChallenge = z.object({ secondStep: z.enum(['code', 'enrol']) });
export type SecondStepChallenge = z.infer<typeof SecondStepChallenge>;

/** POST /api/session/second-step: a code of the app or a recovery code, and "remember this device". */
export const SecondStepRequest = z.strictObject({
  code: CodeText,
  rememberDevice: z.boolean().default(false),
});
export type SecondStepRequest = z.input<typeof SecondStepRequest>;

/** A new secret to add to an authenticator app: the QR code (SVG markup) and the secret for typing. */
export const TwoFactorEnrolment = z.object({
  /** Base32, grouped in fours for reading; the app takes it with or without the spaces. */
  secret: z.string(),
  otpauthUri: z.string(),
  qrCodeSvg: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof TwoFactorEnrolment>;

/** The first code from the app, which turns the second factor on. */
export const TwoFactorCodeRequest = z.strictObject({ code: CodeText });
export type TwoFactorCodeRequest = z.infer<typeof TwoFactorCodeRequest>;

/** Ten recovery codes, shown once: each signs in once instead of a code of the app. */
export const RecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

/** Enrolment during sign-in: the session it opens and the recovery codes to keep. */
export const EnrolledSession = z.object({ session: SessionResponse, recoveryCodes: z.array(z.string()) });
export type EnrolledSession = z.infer<typeof EnrolledSession>;

/** The profile's view of the user's own second factor. */
export const TwoFactorStatus = z.object({
  isOn: z.boolean(),
  /** Required for the user's role by the administrator's setting. */
  isRequired: z.boolean(),
  /** Customers may turn it off when it is not required; staff cannot (an administrator resets it). */
  canTurnOff: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>;

/** Turning the second factor off needs a code (or a recovery code) or the password. */
export const TurnOffTwoFactorRequest = z
  .strictObject({ code: CodeText.optional(), password: z.string().min(1).max(200).optional() })
  .refine((body) => body.code !== undefined || body.password !== undefined, {
    path: ['code'],
    message: 'REQUIRED',
  });
export type TurnOffTwoFactorRequest = z.infer<typeof TurnOffTwoFactorRequest>;

/** The administrator's setting: for which staff roles the second factor is required. */
export const TwoFactorSettings = z.strictObject({
  requiredForAdministrators: z.boolean(),
  requiredForSales: z.boolean(),
});
export type TwoFactorSettings = z.infer<typeof TwoFactorSettings>;

/** Without a stored setting: required for administrators and sales staff. */
export const defaultTwoFactorSettings: TwoFactorSettings = {
  requiredForAdministrators: true,
  requiredForSales: true,
};

/** Customers choose for themselves; the setting decides for staff. */
export function isSecondFactorRequired(settings: TwoFactorSettings, role: Role): boolean {
  if (role === 'Administrator') return settings.requiredForAdministrators;
  if (role === 'Sales') return settings.requiredForSales;
  return false;
}
