import { Button, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import type { RegistrationRequest } from '@selvedge/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { IconCircleCheck } from '../../../components/icons';
import { Notice } from '../../../components/notice';
import { BackLink, PublicHeading } from '../../../components/public-heading';
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
      <PublicHeading
        title={t('registration.title')}
        subtitle={!createRegistration.isSuccess ? t('registration.subtitle') : undefined}
      />
      {createRegistration.isSuccess ? (
        <Notice tone="done" icon={IconCircleCheck} iconSize={20} title={t('registration.doneTitle')}>
          {t('registration.doneText')}
        </Notice>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {hasFormError ? (
              <Notice tone="problem">{errorMessage(t, createRegistration.error)}</Notice>
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
      <BackLink to="/login">{t('registration.backToSignIn')}</BackLink>
    </PublicLayout>
  );
}
