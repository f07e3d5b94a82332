import { Alert, Checkbox, Drawer, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  type Language,
  type Role,
  roles,
  rolesThatAdministerCustomers,
  rolesThatOrder,
  rolesWithCustomer,
  type UserRow,
} from '@selvedge/contracts';
import { useTranslation } from 'react-i18next';
import { FormButtons } from '../../../components/form-buttons';
import { Notice } from '../../../components/notice';
import { isApiError } from '../../../lib/api-client';
import { fieldErrorKeys, isAnnouncedGlobally } from '../../../lib/errors';
import { translatedInputProps } from '../../../lib/form';
import { uiLanguages } from '../../../lib/language';
import { emailKey, requiredKey } from '../../../lib/validators';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';

export type UserDrawerState = { mode: 'create' } | { mode: 'edit'; user: UserRow } | null;

interface UserFormValues {
  email: string;
  firstName: string;
  lastName: string;
  customerCode: string;
  role: Role | '';
  language: Language | '';
  showPrice: boolean;
  canCreateOrder: boolean;
  isCustomerAdmin: boolean;
}

const valuesOf = (user: UserRow | null): UserFormValues => ({
  email: user?.email ?? '',
  firstName: user?.firstName ?? '',
  lastName: user?.lastName ?? '',
  customerCode: user?.customerCode ?? '',
  role: user?.role ?? '',
  language: user?.language ?? '',
  showPrice: user?.showPrice ?? true,
  canCreateOrder: user?.canCreateOrder ?? false,
  isCustomerAdmin: user?.isCustomerAdmin ?? false,
});

/** Customer and Sales users may hold the create-order claim (foundations 6); Administrators never do. */
const mayOrder = (role: Role | '') => Boolean(role && rolesThatOrder.includes(role));
/** Only a Customer user may administer their customer's users (ADR-034). */
const mayAdministerCustomer = (role: Role | '') =>
  Boolean(role && rolesThatAdministerCustomers.includes(role));

function UserForm({ user, onDone }: { user: UserRow | null; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateUser();
  const update = useUpdateUser();
  const mutation = user ? update : create;
  const form = useForm<UserFormValues>({
    initialValues: valuesOf(user),
    validate: {
      email: (value) => (user ? null : emailKey(value)),
      firstName: requiredKey,
      lastName: requiredKey,
      role: (value) => (value ? null : 'validation.REQUIRED'),
      language: (value) => (value ? null : 'validation.REQUIRED'),
      // Customer and Sales users belong to a customer (foundations 5).
      customerCode: (value, values) =>
        values.role && rolesWithCustomer.includes(values.role) ? requiredKey(value) : null,
    },
  });

  const save = form.onSubmit((values) => {
    const body = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      customerCode: values.customerCode.trim() || null,
      role: values.role as Role,
      language: values.language as Language,
      showPrice: values.showPrice,
      // Hidden for an Administrator, so never sent as given for one (the API would refuse it).
      canCreateOrder: mayOrder(values.role) && values.canCreateOrder,
      isCustomerAdmin: mayAdministerCustomer(values.role) && values.isCustomerAdmin,
    };
    const onError = (error: unknown) => {
      if (isApiError(error) && error.code === 'EMAIL_TAKEN')
        form.setFieldError('email', 'errors.EMAIL_TAKEN');
      else form.setErrors(fieldErrorKeys(error));
    };
    const onSuccess = () => {
      notifications.show({ color: 'teal', message: t(user ? 'users.saved' : 'users.created') });
      onDone();
    };
    if (user) update.mutate({ id: user.id, ...body }, { onSuccess, onError });
    else create.mutate({ email: values.email.trim(), ...body }, { onSuccess, onError });
  });

  const error = mutation.error;
  const hasFieldErrors = Object.keys(fieldErrorKeys(error)).length > 0;
  const isEmailTaken = isApiError(error) && error.code === 'EMAIL_TAKEN';
  // Foundations 8: a save that fails otherwise says "Something went wrong, please try again later".
  const showsAlert = mutation.isError && !isAnnouncedGlobally(error) && !hasFieldErrors && !isEmailTaken;
  const needsCustomer = Boolean(form.values.role && rolesWithCustomer.includes(form.values.role as Role));

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="md">
        {user ? (
          <TextInput label={t('users.form.email')} value={user.email} readOnly variant="filled" />
        ) : (
          <TextInput
            label={t('users.form.email')}
            type="email"
            autoComplete="off"
            aria-required
            data-autofocus
            {...translatedInputProps(form, 'email', t)}
          />
        )}
        <Group grow align="flex-start" gap="sm">
          <TextInput
            label={t('users.form.firstName')}
            aria-required
            maxLength={100}
            {...translatedInputProps(form, 'firstName', t)}
          />
          <TextInput
            label={t('users.form.lastName')}
            aria-required
            maxLength={100}
            {...translatedInputProps(form, 'lastName', t)}
          />
        </Group>
        <Select
          label={t('users.form.role')}
          placeholder={t('users.form.choose')}
          data={roles.map((role) => ({ value: role, label: t(`users.roles.${role}`) }))}
          allowDeselect={false}
          aria-required
          comboboxProps={{ withinPortal: true, zIndex: 1000 }}
          {...translatedInputProps(form, 'role', t)}
        />
        <TextInput
          label={t('users.form.customerCode')}
          description={t(
            needsCustomer ? 'users.form.customerCodeRequired' : 'users.form.customerCodeOptional',
          )}
          aria-required={needsCustomer}
          maxLength={50}
          {...translatedInputProps(form, 'customerCode', t)}
        />
        <Select
          label={t('users.form.language')}
          placeholder={t('users.form.choose')}
          data={uiLanguages.map((language) => ({ value: language, label: t(`language.names.${language}`) }))}
          allowDeselect={false}
          aria-required
          comboboxProps={{ withinPortal: true, zIndex: 1000 }}
          {...translatedInputProps(form, 'language', t)}
        />
        <Checkbox
          label={t('users.form.showPrice')}
          {...translatedInputProps(form, 'showPrice', t, { type: 'checkbox' })}
        />
        {mayOrder(form.values.role) ? (
          <Checkbox
            label={t('users.form.canCreateOrder')}
            description={t('users.form.canCreateOrderHint')}
            {...translatedInputProps(form, 'canCreateOrder', t, { type: 'checkbox' })}
          />
        ) : null}
        {mayAdministerCustomer(form.values.role) ? (
          <Checkbox
            label={t('users.form.isCustomerAdmin')}
            description={t('users.form.isCustomerAdminHint')}
            {...translatedInputProps(form, 'isCustomerAdmin', t, { type: 'checkbox' })}
          />
        ) : null}
        {user?.role === 'Customer' ? (
          // The user's own choice (their profile): shown here, never set by an administrator.
          <Checkbox
            label={t('shippingMail.adminLabel')}
            description={t('shippingMail.adminHint')}
            checked={user.deliveryMails}
            disabled
            readOnly
          />
        ) : null}
        {!user ? (
          <Alert variant="light" color="blue">
            {t('users.form.passwordMailHint')}
          </Alert>
        ) : null}
        {showsAlert ? <Notice tone="problem">{t('users.saveFailed')}</Notice> : null}
        <FormButtons onCancel={onDone} isPending={mutation.isPending} gap="sm" />
      </Stack>
    </form>
  );
}

/** The slide-in form that adds or edits a user (foundations 2 "Users", 5). */
export function UserDrawer({ state, onClose }: { state: UserDrawerState; onClose: () => void }) {
  const { t } = useTranslation();
  const user = state?.mode === 'edit' ? state.user : null;
  return (
    <Drawer
      opened={state !== null}
      onClose={onClose}
      position="right"
      size="md"
      padding="lg"
      title={
        <Title order={2} fz="h3">
          {t(user ? 'users.form.editTitle' : 'users.form.addTitle')}
        </Title>
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* Mounted only while open, so every opening starts from the saved user. */}
      {state ? <UserForm key={user?.id ?? 'new'} user={user} onDone={onClose} /> : null}
    </Drawer>
  );
}
