import { Alert, Anchor, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { IconAlertTriangle, IconCircleCheck, IconLinkOff } from '../../../components/icons';
import { PublicLayout } from '../../../components/public-layout';
import { isApiError } from '../../../lib/api-client';
import { errorMessage, fieldErrorKeys, isAnnouncedGlobally } from '../../../lib/errors';
import { translatedInputProps } from '../../../lib/form';
import { requiredKey } from '../../../lib/validators';
import { useResetPassword } from '../api/reset-password';
import { useLanguagePickTracking } from '../language-pick';

/** `message`: why the link cannot be used; the token's by default. */
function InvalidLink({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconLinkOff size={20} />}
      title={t('resetPassword.invalidTitle')}
      role="alert"
    >
      <Stack gap="xs">
        <Text size="sm">{message ?? t('errors.RESET_TOKEN_INVALID')}</Text>
        <Anchor component={Link} to="/forgot-password" size="sm" fw={600}>
          {t('resetPassword.requestNewLink')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

/** /reset-password?token=&email= from the e-mailed link (foundations 2). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('resetPassword.title')} · ${t('app.name')}`);
  useLanguagePickTracking();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const email = searchParams.get('email') ?? '';
  const resetPassword = useResetPassword();
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: { password: requiredKey, confirmPassword: requiredKey },
  });

  const submit = form.onSubmit((values) => {
    resetPassword.mutate(
      { email, token, ...values },
      { onError: (error) => form.setErrors(fieldErrorKeys(error)) },
    );
  });

  const error = isApiError(resetPassword.error) ? resetPassword.error : null;
  // The e-mail and token come from the link, not from a field: their problems are the link's.
  const isLinkEmailInvalid = Boolean(error?.fields.some((field) => field.path === 'email'));
  const isTokenInvalid =
    !token ||
    !email ||
    isLinkEmailInvalid ||
    error?.code === 'RESET_TOKEN_INVALID' ||
    Boolean(error?.fields.some((field) => field.path === 'token'));
  const hasOtherError =
    resetPassword.isError &&
    !isTokenInvalid &&
    !isAnnouncedGlobally(resetPassword.error) &&
    !error?.fields.some((field) => field.path === 'password' || field.path === 'confirmPassword');

  return (
    <PublicLayout>
      <Stack gap={4}>
        <Title order={1} fz={26}>
          {t('resetPassword.title')}
        </Title>
        {email && !resetPassword.isSuccess ? (
          <Text c="dimmed" size="sm">
            {t('resetPassword.subtitle', { email })}
          </Text>
        ) : null}
      </Stack>
      {resetPassword.isSuccess ? (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck size={20} />}
          title={t('resetPassword.doneTitle')}
          role="status"
        >
          <Stack gap="xs">
            <Text size="sm">{t('resetPassword.doneText')}</Text>
            <Anchor component={Link} to="/login" size="sm" fw={600}>
              {t('resetPassword.toSignIn')}
            </Anchor>
          </Stack>
        </Alert>
      ) : isTokenInvalid ? (
        <InvalidLink message={isLinkEmailInvalid ? t('resetPassword.linkEmailInvalid') : undefined} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {hasOtherError ? (
              <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
                {errorMessage(t, resetPassword.error)}
              </Alert>
            ) : null}
            <PasswordInput
              label={t('resetPassword.password')}
              description={t('password.rules')}
              autoComplete="new-password"
              aria-required
              autoFocus
              {...translatedInputProps(form, 'password', t)}
            />
            <PasswordInput
              label={t('resetPassword.confirmPassword')}
              autoComplete="new-password"
              aria-required
              {...translatedInputProps(form, 'confirmPassword', t)}
            />
            <Button type="submit" fullWidth loading={resetPassword.isPending}>
              {t('resetPassword.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </PublicLayout>
  );
}
