import { Alert, Anchor, Button, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import type { RegistrationRequest } from '@selvedge/contracts';
import { IconAlertTriangle, IconArrowLeft, IconCircleCheck } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicLayout } from '../../../components/public-layout';
import { errorMessage, fieldErrorKeys, isAnnouncedGlobally } from '../../../lib/errors';
import { translatedInputProps } from '../../../lib/form';
import { currentLanguage } from '../../../lib/i18n';
import { emailKey, requiredKey } from '../../../lib/validators';
import { useCreateRegistration } from '../api/create-registration';
import { countryOptions, defaultCountry } from '../countries';

type RegistrationValues = Omit<RegistrationRequest, 'language'>;

/** /registration: a request for an account, approved by an administrator (foundations 5, D32). */
export function RegistrationPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(`${t('registration.title')} · ${t('app.name')}`);
  const createRegistration = useCreateRegistration();
  const form = useForm<RegistrationValues>({
    initialValues: {
      firstName: '',
      lastName: '',
      companyName: '',
      address: '',
      zipCode: '',
      city: '',
      email: '',
      country: defaultCountry,
    },
    validate: {
      firstName: requiredKey,
      lastName: requiredKey,
      companyName: requiredKey,
      address: requiredKey,
      zipCode: requiredKey,
      city: requiredKey,
      email: emailKey,
      country: (value) => requiredKey(value ?? ''),
    },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names follow the interface language.
  const countries = useMemo(() => countryOptions(currentLanguage()), [i18n.language]);

  // On failure the typed values stay in the form: nobody types a company address twice.
  const submit = form.onSubmit((values) => {
    const trimmed = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, value.trim()]),
    ) as RegistrationValues;
    createRegistration.mutate(
      { ...trimmed, language: currentLanguage() },
      { onError: (error) => form.setErrors(fieldErrorKeys(error)) },
    );
  });

  const hasFormError = createRegistration.isError && !isAnnouncedGlobally(createRegistration.error);
  const input = (path: keyof RegistrationValues) => translatedInputProps(form, path, t);
  // Every text field is required and named after its value; the browser may fill each in (autoComplete).
  const field = (
    name: Exclude<keyof RegistrationValues, 'country'>,
    autoComplete: string,
    type?: 'email',
  ) => (
    <TextInput
      label={t(`registration.${name}`)}
      type={type}
      autoComplete={autoComplete}
      aria-required
      {...input(name)}
    />
  );

  return (
    <PublicLayout width={640}>
      <Stack gap={4}>
        <Title order={1} fz={26}>
          {t('registration.title')}
        </Title>
        {!createRegistration.isSuccess ? (
          <Text c="dimmed" size="sm">
            {t('registration.subtitle')}
          </Text>
        ) : null}
      </Stack>
      {createRegistration.isSuccess ? (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck size={20} />}
          title={t('registration.doneTitle')}
          role="status"
        >
          {t('registration.doneText')}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {hasFormError ? (
              <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
                {errorMessage(t, createRegistration.error)}
              </Alert>
            ) : null}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
              {field('firstName', 'given-name')}
              {field('lastName', 'family-name')}
            </SimpleGrid>
            {field('companyName', 'organization')}
            {field('address', 'street-address')}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
              {field('zipCode', 'postal-code')}
              {field('city', 'address-level2')}
            </SimpleGrid>
            <Select
              label={t('registration.country')}
              data={countries}
              searchable
              allowDeselect={false}
              nothingFoundMessage={t('common.nothingFound')}
              autoComplete="country"
              aria-required
              {...input('country')}
            />
            {field('email', 'email', 'email')}
            <Button type="submit" size="md" loading={createRegistration.isPending}>
              {t('registration.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/login" size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: -2 }} /> {t('registration.backToSignIn')}
      </Anchor>
    </PublicLayout>
  );
}
