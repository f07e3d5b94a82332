import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { IconAlertTriangle, IconArrowLeft, IconMailCheck } from '../../../components/icons';
import { PublicLayout } from '../../../components/public-layout';
import { errorMessage, fieldErrorKeys, isAnnouncedGlobally } from '../../../lib/errors';
import { translatedInputProps } from '../../../lib/form';
import { currentLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { emailKey } from '../../../lib/validators';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useLanguagePickTracking } from '../language-pick';

/**
 * /forgot-password, also reached from the profile as ?loginUser=true (foundations 2): then the
 * signed-in user's address is filled in and the way back leads to the profile.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('forgotPassword.title')} · ${t('app.name')}`);
  useLanguagePickTracking();
  const [searchParams] = useSearchParams();
  const { data: session } = useSession();
  const isFromProfile = searchParams.get('loginUser') === 'true' && Boolean(session);
  const requestReset = useRequestPasswordReset();
  const form = useForm({
    initialValues: { email: isFromProfile && session ? session.user.email : '' },
    validate: { email: emailKey },
  });

  const submit = form.onSubmit((values) => {
    requestReset.mutate(
      { email: values.email.trim(), language: currentLanguage() },
      { onError: (error) => form.setErrors(fieldErrorKeys(error)) },
    );
  });

  const backLink = isFromProfile ? (
    <Anchor component={Link} to="/profile" size="sm">
      <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: -2 }} />{' '}
      {t('forgotPassword.backToProfile')}
    </Anchor>
  ) : (
    <Anchor component={Link} to="/login" size="sm">
      <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: -2 }} /> {t('forgotPassword.backToSignIn')}
    </Anchor>
  );

  if (requestReset.isSuccess) {
    return (
      <PublicLayout>
        <Alert
          color="teal"
          variant="light"
          icon={<IconMailCheck size={20} />}
          title={t('forgotPassword.doneTitle')}
          role="status"
        >
          {t('forgotPassword.doneText')}
        </Alert>
        {backLink}
      </PublicLayout>
    );
  }

  const hasFormError = requestReset.isError && !isAnnouncedGlobally(requestReset.error) && !form.errors.email;

  return (
    <PublicLayout>
      <Stack gap={4}>
        <Title order={1} fz={26}>
          {t('forgotPassword.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('forgotPassword.subtitle')}
        </Text>
      </Stack>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {hasFormError ? (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
              {errorMessage(t, requestReset.error)}
            </Alert>
          ) : null}
          <TextInput
            label={t('forgotPassword.email')}
            type="email"
            autoComplete="email"
            aria-required
            autoFocus={!isFromProfile}
            {...translatedInputProps(form, 'email', t)}
          />
          <Button type="submit" fullWidth loading={requestReset.isPending}>
            {t('forgotPassword.submit')}
          </Button>
        </Stack>
      </form>
      {backLink}
    </PublicLayout>
  );
}
