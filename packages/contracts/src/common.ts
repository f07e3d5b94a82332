import { z } from 'zod';

/** The portal's four languages. Shown as GB, NL, DE, FR; see `languageFlagCode`. */
export const languages = ['en', 'nl', 'de', 'fr'] as const;
export const Language = z.enum(languages);
export type Language = z.infer<typeof Language>;

/** Display codes of the language picker (foundations 1: GB, NL, DE, FR). */
export const languageFlagCode: Record<Language, 'GB' | 'NL' | 'DE' | 'FR'> = {
  en: 'GB',
  nl: 'NL',
  de: 'DE',
  fr: 'FR',
};

export const roles = ['Administrator', 'Sales', 'Customer'] as const;
export const Role = z.enum(roles);
export type Role = z.infer<typeof Role>;

/**
 * Stable codes for field validation problems. The API maps every zod issue to one of them;
 * the SPA translates `validation.<code>`.
 */
export const fieldErrorCodes = [
  'REQUIRED',
  'INVALID_EMAIL',
  'INVALID_VALUE',
  'TOO_LONG',
  'TOO_SHORT',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_WEAK',
  'PASSWORD_MISMATCH',
  'PASSWORD_INCORRECT',
  'PASSWORD_SAME_AS_EMAIL',
] as const;
export const FieldErrorCode = z.enum(fieldErrorCodes);
export type FieldErrorCode = z.infer<typeof FieldErrorCode>;

/**
 * Stable error codes of the API (problem+json `code`). The SPA translates `errors.<code>`.
 * Domain modules add theirs here so that the list of translations stays complete.
 */
export const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'RATE_LIMITED',
  'INTERNAL',
  'INVALID_CREDENTIALS',
  'ACCOUNT_INACTIVE',
  'MAINTENANCE',
  'RESET_TOKEN_INVALID',
  'EMAIL_TAKEN',
] as const;
export const ErrorCode = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const FieldError = z.object({
  /** Dotted path of the field, e.g. `email` or `lines.0.quantity`. */
  path: z.string(),
  code: FieldErrorCode,
});
export type FieldError = z.infer<typeof FieldError>;

/** RFC 9457 problem details, as every non-2xx answer of the API. */
export const Problem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  code: ErrorCode,
  /** Present on 5xx answers: the id under which the error is in the log (D31). */
  referenceId: z.string().optional(),
  fields: z.array(FieldError).optional(),
});
export type Problem = z.infer<typeof Problem>;

export const Email = z.string().trim().toLowerCase().max(254).pipe(z.email());

/** A required, trimmed, non-empty text. */
export const RequiredText = (max = 200) => z.string().trim().min(1).max(max);

export const Ok = z.object({ ok: z.literal(true) });
