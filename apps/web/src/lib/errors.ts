import type { TFunction } from 'i18next';
import { isApiError } from './api-client';

/** The sentence a user reads for a failed call: the translated code, and the reference id of a 5xx. */
export function errorMessage(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('errors.UNKNOWN');
  const message = t(`errors.${error.code}`, { defaultValue: t('errors.UNKNOWN') });
  return error.referenceId ? t('errors.withReference', { message, referenceId: error.referenceId }) : message;
}

/**
 * Field codes of a 400 as translation keys per field path. Forms keep keys, not sentences, so a
 * message follows the user when they switch language.
 */
export function fieldErrorKeys(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  return Object.fromEntries(error.fields.map((field) => [field.path, `validation.${field.code}`]));
}

/** 401, 403, 5xx and lost connections are announced by the app itself, not by each form. */
export function isAnnouncedGlobally(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403 || error.isServerError);
}
