import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { errorMessage, isAnnouncedGlobally } from '../lib/errors';

/** A failed action outside a form, as a red notification; 401, 403 and 5xx the app announces itself. */
export function notifyError(t: TFunction, error: unknown): void {
  if (!isAnnouncedGlobally(error)) notifications.show({ color: 'red', message: errorMessage(t, error) });
}
