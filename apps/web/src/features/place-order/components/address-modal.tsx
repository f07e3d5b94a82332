import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  type DraftAddress,
  type OrderDraft,
  type OrderingContext,
  type ShipToAddress,
  STREET_MAX,
} from '@selvedge/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormButtons } from '../../../components/form-buttons';
import { IconCloudOff } from '../../../components/icons';
import { Notice } from '../../../components/notice';
import { countryChoices, countryName } from '../../../lib/country-name';
import { errorMessage } from '../../../lib/errors';
import { translatedInputProps } from '../../../lib/form';
import { currentLanguage } from '../../../lib/i18n';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useSaveAddressBookEntry } from '../api/address-book';
import { useUpdateDraftHeader } from '../api/draft';
import {
  type AddressFormValues,
  type AddressTarget,
  addressFieldErrors,
  addressFieldProblems,
  addressFormValues,
  addressSaveProblem,
  defaultCountryOf,
  isCountryChoice,
  shippingAddressOf,
  toAddressBookEntry,
  toDraftAddress,
} from '../lib/address-form';

/**
 * What the modal edits: this order's address only (customers without the address book), a new
 * address for the book, or one of the book's. `initial` prefills a new entry (the order's typed
 * address when the save-to-book icon needs a correction first), `initialProblem` says why.
 */
export type AddressModalState =
  | { mode: 'order' }
  | { mode: 'bookNew'; initial?: DraftAddress; initialProblem?: 'nameTaken' | 'invalid' }
  | { mode: 'bookEdit'; address: ShipToAddress }
  | null;

interface AddressModalProps {
  state: AddressModalState;
  draft: OrderDraft;
  context: OrderingContext;
  onClose: () => void;
  /** The saved address is now the order's. */
  onSaved: () => void;
}

/** What went wrong with the last save, and which of the two saves it was. */
type SaveProblem = { step: 'book' | 'order'; error: unknown } | null;

/**
 * The shipping address modal (ordering §2, §4 "Shipping address editing", §5): name, street (at most
 * 40), zip code, city and country, all required. The backdrop is static, so a stray click outside
 * never throws away what was typed; a failed save keeps every field as it is.
 */
export function AddressModal({ state, draft, context, onClose, onSaved }: AddressModalProps) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const titleKey =
    state?.mode === 'bookEdit'
      ? 'shippingAddress.form.editTitle'
      : state?.mode === 'bookNew'
        ? 'shippingAddress.form.newTitle'
        : 'shippingAddress.form.orderTitle';
  return (
    <Modal
      opened={state !== null}
      onClose={onClose}
      title={t(titleKey)}
      size="lg"
      fullScreen={isPhone}
      centered
      closeOnClickOutside={false}
      // Above the address book's slide-in, which stays open underneath.
      zIndex={300}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* Mounted only while open, so every opening starts from the address it edits. */}
      {state ? (
        <AddressForm state={state} draft={draft} context={context} onClose={onClose} onSaved={onSaved} />
      ) : null}
    </Modal>
  );
}

function initialValuesOf(state: NonNullable<AddressModalState>, draft: OrderDraft, context: OrderingContext) {
  const current = draft.shippingAddress;
  const fallback = defaultCountryOf(context, current);
  switch (state.mode) {
    case 'order':
      // What the block shows is what the form edits: the business partner's name for an ERP address.
      return addressFormValues(shippingAddressOf(current, context), fallback);
    case 'bookNew':
      return addressFormValues(state.initial ?? null, fallback);
    case 'bookEdit':
      return addressFormValues(state.address, fallback);
  }
}

function AddressForm({
  state,
  draft,
  context,
  onClose,
  onSaved,
}: Omit<AddressModalProps, 'state'> & { state: NonNullable<AddressModalState> }) {
  const { t } = useTranslation();
  const saveToBook = useSaveAddressBookEntry();
  const updateHeader = useUpdateDraftHeader(draft.id);
  const target: AddressTarget = state.mode === 'order' ? 'order' : 'book';
  // After the book has stored a new address, a retry (the header save failed) changes that one.
  const [savedId, setSavedId] = useState<string | null>(state.mode === 'bookEdit' ? state.address.id : null);
  const [problem, setProblem] = useState<SaveProblem>(null);
  const form = useForm<AddressFormValues>({
    initialValues: initialValuesOf(state, draft, context),
    validate: (values) => addressFieldProblems(values, target),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the problem the modal was opened with.
  useEffect(() => {
    if (state.mode !== 'bookNew' || !state.initialProblem) return;
    form.validate();
    if (state.initialProblem === 'nameTaken') form.setFieldError('name', 'shippingAddress.form.nameTaken');
  }, []);

  const applyToOrder = async (address: DraftAddress) => {
    try {
      await updateHeader.mutateAsync({ shippingAddress: address });
    } catch (error) {
      setProblem({ step: 'order', error });
      form.setErrors(addressFieldErrors(error));
      return;
    }
    notifications.show({ color: 'teal', message: t('shippingAddress.saved') });
    onSaved();
  };

  const submit = form.onSubmit(async (values) => {
    setProblem(null);
    if (target === 'order') {
      await applyToOrder(toDraftAddress(values, null));
      return;
    }
    let saved: ShipToAddress;
    try {
      saved = await saveToBook.mutateAsync({ id: savedId, entry: toAddressBookEntry(values) });
    } catch (error) {
      setProblem({ step: 'book', error });
      if (addressSaveProblem(error) === 'nameTaken')
        form.setFieldError('name', 'shippingAddress.form.nameTaken');
      else form.setErrors(addressFieldErrors(error));
      return;
    }
    setSavedId(saved.id);
    await applyToOrder({
      addressId: saved.id,
      name: saved.name,
      street: saved.street,
      zipCode: saved.zipCode,
      city: saved.city,
      country: saved.country,
    });
  });

  // The address book is out of reach (the ERP is down): the order can still go to this address.
  const useForThisOrderOnly = async () => {
    setProblem(null);
    await applyToOrder(toDraftAddress(form.values, null));
  };

  const isSaving = saveToBook.isPending || updateHeader.isPending;
  const streetLength = form.values.street.trim().length;
  const language = currentLanguage();
  // The ERP's countries, and the address's own should the ERP not list it, named in the reader's language.
  const countryOptions = countryChoices(
    [...context.countries.map((country) => country.code), form.values.country].filter(Boolean),
    language,
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {state.mode === 'order' ? (
          <Text size="sm" c="dimmed">
            {t('shippingAddress.form.orderOnlyHint')}
          </Text>
        ) : null}
        <ProblemAlert problem={problem} isSaving={isSaving} onUseForOrder={useForThisOrderOnly} />
        <TextInput
          label={t('shippingAddress.form.name')}
          aria-required
          withAsterisk
          autoComplete="organization"
          data-autofocus
          {...translatedInputProps(form, 'name', t)}
        />
        <TextInput
          label={t('shippingAddress.form.street')}
          aria-required
          withAsterisk
          autoComplete="address-line1"
          description={
            <Text span size="xs" c={streetLength > STREET_MAX ? 'red.7' : 'dimmed'}>
              {t('shippingAddress.form.streetCounter', { length: streetLength, max: STREET_MAX })}
            </Text>
          }
          {...translatedInputProps(form, 'street', t)}
        />
        <Group grow align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('shippingAddress.form.zipCode')}
            aria-required
            withAsterisk
            autoComplete="postal-code"
            miw={120}
            {...translatedInputProps(form, 'zipCode', t)}
          />
          <TextInput
            label={t('shippingAddress.form.city')}
            aria-required
            withAsterisk
            autoComplete="address-level2"
            miw={160}
            {...translatedInputProps(form, 'city', t)}
          />
        </Group>
        {isCountryChoice(context.customer) ? (
          <Select
            label={t('shippingAddress.form.country')}
            placeholder={t('shippingAddress.form.chooseCountry')}
            data={countryOptions}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('common.nothingFound')}
            aria-required
            withAsterisk
            comboboxProps={{ withinPortal: true, zIndex: 1000 }}
            {...translatedInputProps(form, 'country', t)}
          />
        ) : (
          <TextInput
            label={t('shippingAddress.form.country')}
            value={countryName(form.values.country, language)}
            readOnly
            variant="filled"
            error={form.errors.country ? t(String(form.errors.country)) : undefined}
          />
        )}
        <FormButtons onCancel={onClose} isPending={isSaving} mt="sm" />
      </Stack>
    </form>
  );
}

/** The last save's failure in words; for an unreachable address book, the way on for this order. */
function ProblemAlert({
  problem,
  isSaving,
  onUseForOrder,
}: {
  problem: SaveProblem;
  isSaving: boolean;
  onUseForOrder: () => void;
}) {
  const { t } = useTranslation();
  if (!problem) return null;
  const kind = problem.step === 'book' ? addressSaveProblem(problem.error) : 'other';
  // The name field says it itself.
  if (kind === 'nameTaken') return null;
  if (kind === 'erpUnavailable') {
    return (
      <Notice tone="warning" icon={IconCloudOff}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('shippingAddress.form.bookUnavailable')}</Text>
          <Button size="xs" variant="white" color="orange" onClick={onUseForOrder} loading={isSaving}>
            {t('shippingAddress.form.useForOrderOnly')}
          </Button>
        </Stack>
      </Notice>
    );
  }
  return (
    <Notice tone="problem">
      {kind === 'rejected' ? t('shippingAddress.form.bookRejected') : errorMessage(t, problem.error)}
    </Notice>
  );
}
