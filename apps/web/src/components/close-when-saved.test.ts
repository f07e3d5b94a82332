import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { closeWhenSaved } from './close-when-saved';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));
afterEach(() => vi.clearAllMocks());

/** Only what the handlers touch of a form: its errors. */
function fakeForm() {
  const setErrors = vi.fn();
  return { form: { setErrors } as unknown as UseFormReturnType<{ email: string }>, setErrors };
}

describe('closeWhenSaved, what a form does with its save’s answer', () => {
  it('says what was saved, in green unless told otherwise, then closes', () => {
    const { form } = fakeForm();
    const onClose = vi.fn();
    closeWhenSaved(form, onClose, { message: 'Saved' }).onSuccess(undefined);
    expect(notifications.show).toHaveBeenCalledWith({ color: 'teal', message: 'Saved' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('words the notice from the answer when given a function', () => {
    const { form } = fakeForm();
    const handlers = closeWhenSaved(form, vi.fn(), (result: { isMailSent: boolean }) =>
      result.isMailSent ? { message: 'Mailed' } : { color: 'orange', message: 'Not mailed' },
    );
    handlers.onSuccess({ isMailSent: false });
    expect(notifications.show).toHaveBeenCalledWith({ color: 'orange', message: 'Not mailed' });
  });

  it('leaves the form open on a refusal, with the fields the server named marked', () => {
    const { form, setErrors } = fakeForm();
    const onClose = vi.fn();
    const refusal = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      fields: [{ path: 'email', code: 'INVALID_EMAIL' }],
    });
    closeWhenSaved(form, onClose, { message: 'Saved' }).onError(refusal);
    expect(onClose).not.toHaveBeenCalled();
    expect(notifications.show).not.toHaveBeenCalled();
    expect(setErrors).toHaveBeenCalledWith({ email: 'validation.INVALID_EMAIL' });
  });
});
