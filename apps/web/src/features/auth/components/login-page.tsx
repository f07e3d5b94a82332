import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Divider,
  Group,
  Loader,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import type { SecondStepChallenge, SessionResponse } from '@selvedge/contracts';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { IconAlertTriangle, IconMail } from '../../../components/icons';
import { PublicLayout } from '../../../components/public-layout';
import { safeReturnTo } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/errors';
import { translatedInputProps } from '../../../lib/form';
import { useSession } from '../../../lib/session';
import { markWelcomePending, readStoredShowPrice, storeShowPrice } from '../../../lib/storage';
import { requiredKey } from '../../../lib/validators';
import { useSignIn } from '../api/sign-in';
import { forgetPickedLanguage, pickedLanguage, useLanguagePickTracking } from '../language-pick';
import { useTypedBeforeStart } from '../use-typed-before-start';

const SALES_EMAIL = 'sales@selvedge.test';

/** Only after a right password of a user with two-step verification: not in the sign-in page's first load. */
const SecondStep = lazy(() => import('./second-step').then((module) => ({ default: module.SecondStep })));

interface SignInValues {
  email: string;
  password: string;
  showPrice: boolean;
}

export function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('login.title')} · ${t('app.name')}`);
  useLanguagePickTracking();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnTo(searchParams.get('returnTo'));
  const { data: session } = useSession();
  // Two-factor sign-in (ADR-035): after a right password, the code (or setting it up) comes first.
  const [secondStep, setSecondStep] = useState<SecondStepChallenge['secondStep'] | null>(null);
  const onSignedIn = (signedIn: SessionResponse) => {
    storeShowPrice(signedIn.user.showPrice);
    forgetPickedLanguage();
    if ((returnTo ?? signedIn.landing) === '/dashboard') markWelcomePending();
  };
  const signIn = useSignIn({ onSignedIn, onSecondStep: setSecondStep });
  const form = useForm<SignInValues>({
    initialValues: { email: '', password: '', showPrice: readStoredShowPrice() ?? true },
    validate: { email: requiredKey, password: requiredKey },
  });
  const validSubmit = form.onSubmit((values) => {
    const language = pickedLanguage();
    signIn.mutate({
      email: values.email.trim(),
      password: values.password,
      showPrice: values.showPrice,
      // Only a language picked on these pages is sent: it then wins over the profile's (D8).
      ...(language ? { language } : {}),
    });
  });
  // Every submit starts afresh: the message of the previous attempt goes.
  const submit = (event?: FormEvent<HTMLFormElement>) => {
    signIn.reset();
    validSubmit(event);
  };
  // What the visitor typed into the page's markup before the app came (lib/sign-in-markup.ts).
  const formRef = useTypedBeforeStart(form, submit);

  // Signed in (now or already): back to where the user was, else their landing page (D15).
  if (session) return <Navigate to={returnTo ?? session.landing} replace />;

  if (secondStep) {
    return (
      <PublicLayout>
        <Suspense fallback={<Loader size="sm" mx="auto" />}>
          <SecondStep
            step={secondStep}
            onSignedIn={onSignedIn}
            onRestart={() => {
              setSecondStep(null);
              signIn.reset();
              form.setFieldValue('password', '');
            }}
          />
        </Suspense>
      </PublicLayout>
    );
  }

  return (
    <PublicLayout>
      <Stack gap={4}>
        <Title order={1} fz={26}>
          {t('login.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('login.subtitle')}
        </Text>
      </Stack>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          {signIn.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
              {errorMessage(t, signIn.error)}
            </Alert>
          ) : null}
          <TextInput
            label={t('login.email')}
            type="email"
            autoComplete="username"
            aria-required
            data-autofocus
            autoFocus
            {...translatedInputProps(form, 'email', t)}
          />
          <PasswordInput
            label={t('login.password')}
            autoComplete="current-password"
            aria-required
            {...translatedInputProps(form, 'password', t)}
          />
          <Group justify="space-between" align="center" wrap="wrap" gap="xs">
            <Checkbox
              label={t('login.showPrice')}
              {...translatedInputProps(form, 'showPrice', t, { type: 'checkbox' })}
            />
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t('login.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={signIn.isPending}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      <Divider label={t('login.newHere')} labelPosition="center" />
      <Stack gap="xs" align="center">
        <Button component={Link} to="/registration" variant="default" fullWidth>
          {t('login.register')}
        </Button>
        <Text size="sm" c="dimmed" ta="center">
          {t('login.questions')}{' '}
          <Anchor href={`mailto:${SALES_EMAIL}`} size="sm" style={{ whiteSpace: 'nowrap' }}>
            <IconMail size={14} aria-hidden style={{ verticalAlign: -2 }} /> {t('login.contactSales')}
          </Anchor>
        </Text>
      </Stack>
    </PublicLayout>
  );
}
