import type { ErrorCode, FieldError } from '@selvedge/contracts';

/**
 * A domain error with a stable code; the error handler turns it into problem+json and the SPA
 * translates the code. Bugs throw plain errors and answer 500 with a reference id.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: FieldError[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    status: number,
    options: { fields?: FieldError[]; headers?: Record<string, string>; message?: string } = {},
  ) {
    super(options.message ?? code);
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.fields = options.fields;
    this.headers = options.headers;
  }
}

export const notFound = () => new AppError('NOT_FOUND', 404);
export const forbidden = () => new AppError('FORBIDDEN', 403);
export const unauthenticated = () => new AppError('UNAUTHENTICATED', 401);

/** A 400 on named fields, for rules that a schema cannot express (password rules, mismatch). */
export const invalidFields = (fields: FieldError[]) => new AppError('VALIDATION_FAILED', 400, { fields });
