import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-client';
import { errorMessage, fieldErrorKeys, isAnnouncedGlobally } from '../lib/errors';
import { Notice } from './notice';

/**
 * A 400 answered to a modal's form, shown inside the modal (administration 8): the fields the server
 * named turn red with their message, and the answer's own message stands above the form. 401, 403 and
 * 5xx are announced by the app itself.
 */
export function FormProblem({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error || isAnnouncedGlobally(error)) return null;
  return <Notice tone="problem">{errorMessage(t, error)}</Notice>;
}

/** Marks the fields a 400 named; a domain code's message is in the FormProblem, so its fields are only red. */
export function markServerErrors<Values>(form: UseFormReturnType<Values>, error: unknown): void {
  const keys = fieldErrorKeys(error);
  const isGeneric = isApiError(error) && error.code === 'VALIDATION_FAILED';
  form.setErrors(
    Object.fromEntries(Object.entries(keys).map(([path, key]) => [path, isGeneric ? key : ' '])),
  );
}
