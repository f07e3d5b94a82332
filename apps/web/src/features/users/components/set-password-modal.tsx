import { Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { UserRow } from '@selvedge/contracts';
import { useTranslation } from 'react-i18next';
import { FormButtons } from '../../../components/form-buttons';
import { errorMessage, fieldErrorKeys, isAnnouncedGlobally } from '../../../lib/errors';
import { translatedInputProps } from '../../../lib/form';
import { useSetUserPassword } from '../api/set-user-password';

function SetPasswordForm({ user, onDone }: { user: UserRow; onDone: () => void }) {
  const { t } = useTranslation();
  const setPassword = useSetUserPassword();
  const form = useForm({
    initialValues: { password: '' },
    validate: { password: (value) => (value ? null : 'validation.REQUIRED') },
  });
  const save = form.onSubmit(({ password }) =>
    setPassword.mutate(
      { id: user.id, password },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('users.password.success') });
          onDone();
        },
        onError: (error) => {
          const fields = fieldErrorKeys(error);
          if (Object.keys(fields).length > 0) form.setErrors(fields);
          else if (!isAnnouncedGlobally(error)) form.setFieldError('password', errorMessage(t, error));
        },
      },
    ),
  );
  return (
    <form onSubmit={save} noValidate>
      <Stack gap="md">
        <TextInput label={t('users.form.email')} value={user.email} readOnly variant="filled" />
        <PasswordInput
          label={t('users.password.label')}
          description={t('users.password.hint')}
          autoComplete="new-password"
          aria-required
          data-autofocus
          {...translatedInputProps(form, 'password', t)}
        />
        <FormButtons onCancel={onDone} isPending={setPassword.isPending} gap="sm" />
      </Stack>
    </form>
  );
}

/** An administrator (or Sales, for a Customer user) sets a user's password; their sessions end. */
export function SetPasswordModal({ user, onClose }: { user: UserRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={t('users.password.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {user ? <SetPasswordForm key={user.id} user={user} onDone={onClose} /> : null}
    </Modal>
  );
}
