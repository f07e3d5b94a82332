import { Checkbox, Group, Select, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { changeableColleagueRights, type Language } from '@selvedge/contracts';
import { useTranslation } from 'react-i18next';
import { closeWhenSaved } from '../../../components/close-when-saved';
import { FormModal } from '../../../components/form-modal';
import { IconSend } from '../../../components/icons';
import { translatedInputProps } from '../../../lib/form';
import { uiLanguages } from '../../../lib/language';
import { useSignedInSession } from '../../../lib/session';
import { emailKey, requiredKey } from '../../../lib/validators';
import { useInviteColleague } from '../api/invite-colleague';

interface InviteValues {
  email: string;
  firstName: string;
  lastName: string;
  language: Language | '';
  canCreateOrder: boolean;
  showPrice: boolean;
  isCustomerAdmin: boolean;
}

/**
 * Invite a colleague: the address, the name, the language of their mails and screens, and their rights.
 * The answer is the same for an address that has an account already (ADR-034), and the notice says so.
 * A refused invitation keeps everything typed.
 */
export function InviteModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSignedInSession();
  const invite = useInviteColleague();
  const changeable = changeableColleagueRights(session.user);
  const customer = session.user.customer?.name ?? '';
  const form = useForm<InviteValues>({
    initialValues: {
      email: '',
      firstName: '',
      lastName: '',
      language: session.user.language,
      canCreateOrder: false,
      showPrice: true,
      isCustomerAdmin: false,
    },
    validate: {
      email: emailKey,
      firstName: requiredKey,
      lastName: requiredKey,
      language: (value) => (value ? null : 'validation.REQUIRED'),
    },
  });

  const submit = form.onSubmit((values) => {
    const email = values.email.trim();
    invite.mutate(
      {
        email,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        language: values.language as Language,
        canCreateOrder: changeable.canCreateOrder && values.canCreateOrder,
        showPrice: values.showPrice,
        isCustomerAdmin: values.isCustomerAdmin,
      },
      closeWhenSaved(form, onClose, { autoClose: 10_000, message: t('colleagues.invited', { email }) }),
    );
  });

  return (
    <FormModal
      opened
      onClose={onClose}
      title={t('colleagues.form.inviteTitle')}
      onSubmit={submit}
      mutation={invite}
      submitLabel={t('colleagues.form.send')}
      submitIcon={<IconSend size={16} />}
      isFullScreenOnPhone
      intro={
        <Text size="sm" c="dimmed">
          {t('colleagues.form.mailHint')}
        </Text>
      }
    >
      <TextInput
        label={t('colleagues.form.email')}
        type="email"
        autoComplete="off"
        aria-required
        data-autofocus
        maxLength={254}
        {...translatedInputProps(form, 'email', t)}
      />
      <Group grow align="flex-start" gap="sm">
        <TextInput
          label={t('colleagues.form.firstName')}
          aria-required
          maxLength={100}
          {...translatedInputProps(form, 'firstName', t)}
        />
        <TextInput
          label={t('colleagues.form.lastName')}
          aria-required
          maxLength={100}
          {...translatedInputProps(form, 'lastName', t)}
        />
      </Group>
      <Select
        label={t('colleagues.form.language')}
        data={uiLanguages.map((language) => ({ value: language, label: t(`language.names.${language}`) }))}
        allowDeselect={false}
        aria-required
        comboboxProps={{ withinPortal: true, zIndex: 1000 }}
        {...translatedInputProps(form, 'language', t)}
      />
      <RightCheckboxes form={form} canGrantOrders={changeable.canCreateOrder} customer={customer} />
    </FormModal>
  );
}

type RightValues = Pick<InviteValues, 'canCreateOrder' | 'showPrice' | 'isCustomerAdmin'>;

/** The three rights, with what each means; may order is greyed for an administrator who may not order. */
export function RightCheckboxes<Values extends RightValues>({
  form,
  canGrantOrders,
  customer,
}: {
  form: ReturnType<typeof useForm<Values>>;
  canGrantOrders: boolean;
  customer: string;
}) {
  const { t } = useTranslation();
  const typed = form as unknown as ReturnType<typeof useForm<RightValues>>;
  return (
    <>
      <Checkbox
        label={t('colleagues.rights.canCreateOrder')}
        description={t(
          canGrantOrders ? 'colleagues.form.canCreateOrderHint' : 'colleagues.form.canCreateOrderNotHeld',
          { customer },
        )}
        disabled={!canGrantOrders}
        {...translatedInputProps(typed, 'canCreateOrder', t, { type: 'checkbox' })}
      />
      <Checkbox
        label={t('colleagues.rights.showPrice')}
        description={t('colleagues.form.showPriceHint')}
        {...translatedInputProps(typed, 'showPrice', t, { type: 'checkbox' })}
      />
      <Checkbox
        label={t('colleagues.rights.isCustomerAdmin')}
        description={t('colleagues.form.isCustomerAdminHint')}
        {...translatedInputProps(typed, 'isCustomerAdmin', t, { type: 'checkbox' })}
      />
    </>
  );
}
