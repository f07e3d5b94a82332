import type { UseFormReturnType } from '@mantine/form';
import { type NotificationData, notifications } from '@mantine/notifications';
import { markServerErrors } from './form-problem';

/**
 * What a form in a modal or drawer does with its save's answer (the `mutate` options): once saved, a
 * notice says what was done (green unless it says otherwise) and the form closes; a refusal leaves it
 * open with the fields the server named marked (its message stands above them, FormProblem). `notice`
 * may read the answer, as a save whose mail could not be sent says so.
 */
export function closeWhenSaved<Values, Result>(
  form: UseFormReturnType<Values>,
  onClose: () => void,
  notice: NotificationData | ((result: Result) => NotificationData),
) {
  return {
    onSuccess: (result: Result) => {
      notifications.show({ color: 'teal', ...(typeof notice === 'function' ? notice(result) : notice) });
      onClose();
    },
    onError: (error: unknown) => markServerErrors(form, error),
  };
}
