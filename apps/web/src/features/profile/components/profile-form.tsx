import { Button, Checkbox, Group, Select, Skeleton, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { Language, ProfileResponse } from '@selvedge/contracts';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { Notice } from '../../../components/notice';
import { errorMessage, fieldErrorKeys, isAnnouncedGlobally } from '../../../lib/errors';
import { translatedInputProps } from '../../../lib/form';
import { i18n, switchLanguage } from '../../../lib/i18n';
import { uiLanguages } from '../../../lib/language';
import { useSignedInSession } from '../../../lib/session';
import { storeShowPrice } from '../../../lib/storage';
import { requiredKey } from '../../../lib/validators';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';

interface ProfileValues {
  firstName: string;
  lastName: string;
  language: Language;
  showPrice: boolean;
  deliveryMails: boolean;
}

function ProfileFormFields({ profile, onSaved }: { profile: ProfileResponse; onSaved: () => void }) {
  const { t } = useTranslation();
  const updateProfile = useUpdateProfile();
  // The shipping mail is for a customer's own users; the server refuses it to staff.
  const isCustomer = useSignedInSession().user.role === 'Customer';
  const form = useForm<ProfileValues>({
    initialValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      language: profile.language,
      showPrice: profile.showPrice,
      deliveryMails: profile.deliveryMails,
    },
    validate: {
      firstName: requiredKey,
      lastName: requiredKey,
    },
  });

  const save = form.onSubmit(({ deliveryMails, ...values }) => {
    updateProfile.mutate(
      {
        ...values,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        ...(isCustomer ? { deliveryMails } : {}),
      },
      {
        onSuccess: (session) => {
          storeShowPrice(session.user.showPrice);
          onSaved();
          // Said in the language of the screen, once its translations have loaded (before, the
          // notice showed the bare key "profile.saved"). While acting, the profile is the acted-for
          // user's and its language their mails'; the screen keeps the person's own.
          void switchLanguage(session.language).then(() =>
            notifications.show({
              color: 'teal',
              message: i18n.t('profile.saved', { lng: session.language }),
            }),
          );
        },
        onError: (error) => form.setErrors(fieldErrorKeys(error)),
      },
    );
  });

  const languageOptions = uiLanguages.map((language) => ({
    value: language,
    label: t(`language.names.${language}`),
  }));
  const hasFormError = updateProfile.isError && !isAnnouncedGlobally(updateProfile.error);

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="md">
        <TextInput label={t('profile.email')} value={profile.email} readOnly variant="filled" />
        <TextInput
          label={t('profile.customerName')}
          value={profile.customerName ?? t('profile.noCustomer')}
          readOnly
          variant="filled"
        />
        <Group grow align="flex-start" gap="sm">
          <TextInput
            label={t('profile.firstName')}
            autoComplete="given-name"
            aria-required
            {...translatedInputProps(form, 'firstName', t)}
          />
          <TextInput
            label={t('profile.lastName')}
            autoComplete="family-name"
            aria-required
            {...translatedInputProps(form, 'lastName', t)}
          />
        </Group>
        <Select
          label={t('profile.language')}
          data={languageOptions}
          allowDeselect={false}
          checkIconPosition="right"
          comboboxProps={{ withinPortal: true, zIndex: 1000 }}
          {...translatedInputProps(form, 'language', t)}
        />
        <Checkbox
          label={t('profile.showPrice')}
          description={t('profile.showPriceHint')}
          {...translatedInputProps(form, 'showPrice', t, { type: 'checkbox' })}
        />
        {isCustomer ? (
          <Checkbox
            label={t('shippingMail.setting')}
            description={t('shippingMail.settingHint')}
            {...translatedInputProps(form, 'deliveryMails', t, { type: 'checkbox' })}
          />
        ) : null}
        {hasFormError ? <Notice tone="problem">{errorMessage(t, updateProfile.error)}</Notice> : null}
        <Group justify="flex-end">
          <Button type="submit" loading={updateProfile.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function ProfileForm({ onSaved }: { onSaved: () => void }) {
  const profile = useProfile();
  if (profile.isPending) {
    return (
      <Stack gap="md" aria-busy="true">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height={58} radius="md" />
        ))}
      </Stack>
    );
  }
  if (profile.isError) return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;
  return <ProfileFormFields profile={profile.data} onSaved={onSaved} />;
}
