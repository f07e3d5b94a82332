import { Button, Group, List, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTimeout } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { ChangeOwnPasswordRequest } from '@selvedge/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/notice';
import { isApiError } from '../../../lib/api-client';
import { fieldErrorKeys, isAnnouncedGlobally } from '../../../lib/errors';
import { translatedInputProps } from '../../../lib/form';
import { requiredKey } from '../../../lib/validators';
import { useChangePassword } from '../api/change-password';

/** The server's messages stay this long (foundations 9: error banner 3000 ms). */
const BANNER_MS = 3000;

const emptyValues: ChangeOwnPasswordRequest = {
  currentPassword: '',
  newPassword: '',
  confirmNewPassword: '',
};

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const changePassword = useChangePassword();
  const [bannerKeys, setBannerKeys] = useState<string[]>([]);
  const hideBanner = useTimeout(() => setBannerKeys([]), BANNER_MS);
  const form = useForm<ChangeOwnPasswordRequest>({
    initialValues: emptyValues,
    validate: {
      currentPassword: requiredKey,
      newPassword: requiredKey,
      confirmNewPassword: requiredKey,
    },
  });

  const showBanner = (keys: string[]) => {
    setBannerKeys(keys);
    hideBanner.clear();
    hideBanner.start();
  };

  const submit = form.onSubmit((values) => {
    changePassword.mutate(values, {
      onSuccess: () => {
        form.reset();
        setBannerKeys([]);
        notifications.show({ color: 'teal', message: t('profile.passwordChanged') });
      },
      onError: (error) => {
        if (isAnnouncedGlobally(error)) return;
        const keys = fieldErrorKeys(error);
        // The fields turn red without a message; the messages are in the banner.
        form.setErrors(Object.fromEntries(Object.keys(keys).map((path) => [path, ' '])));
        const messages = [...new Set(Object.values(keys))];
        showBanner(messages.length > 0 ? messages : [`errors.${isApiError(error) ? error.code : 'UNKNOWN'}`]);
      },
    });
  });

  const inputProps = (path: keyof ChangeOwnPasswordRequest) => {
    const props = translatedInputProps(form, path, t);
    // A field marked by the server (a blank error) is red, its message shown in the banner.
    const isMarked = form.errors[path] === ' ';
    return {
      ...props,
      error: isMarked ? true : props.error,
      'aria-invalid': isMarked || props['aria-invalid'] ? true : undefined,
    };
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {bannerKeys.length > 0 ? (
          <Notice tone="problem">
            {bannerKeys.length === 1 ? (
              <Text size="sm">{t(bannerKeys[0] ?? 'errors.UNKNOWN')}</Text>
            ) : (
              <List size="sm" spacing={2}>
                {bannerKeys.map((key) => (
                  <List.Item key={key}>{t(key)}</List.Item>
                ))}
              </List>
            )}
          </Notice>
        ) : null}
        <PasswordInput
          label={t('profile.currentPassword')}
          autoComplete="current-password"
          aria-required
          {...inputProps('currentPassword')}
        />
        <PasswordInput
          label={t('profile.newPassword')}
          description={t('password.rules')}
          autoComplete="new-password"
          aria-required
          {...inputProps('newPassword')}
        />
        <PasswordInput
          label={t('profile.confirmNewPassword')}
          autoComplete="new-password"
          aria-required
          {...inputProps('confirmNewPassword')}
        />
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={changePassword.isPending}>
            {t('profile.changePassword')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
