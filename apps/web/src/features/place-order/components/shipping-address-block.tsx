import { ActionIcon, Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { OrderDraft, OrderingContext } from '@selvedge/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Hint } from '../../../components/hint';
import {
  IconAlertTriangle,
  IconDeviceFloppy,
  IconPencil,
  IconTruckDelivery,
} from '../../../components/icons';
import { notifyError } from '../../../components/notify-error';
import { isApiError } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { lazyComponent, lazyDialog, OnceOpened } from '../../../lib/lazy-component';
import { shipToOf, useSession } from '../../../lib/session';
import { useSaveAddressBookEntry } from '../api/address-book';
import { useUpdateDraftHeader } from '../api/draft';
import {
  addressFieldProblems,
  addressFormValues,
  addressLines,
  addressSaveProblem,
  isInAddressBook,
  shippingAddressOf,
  toAddressBookEntry,
} from '../lib/address-form';
import type { AddressModalState } from './address-modal';

interface ShippingAddressBlockProps {
  draft: OrderDraft;
  context: OrderingContext;
}

/** The address book and the address form: fetched when first opened, out of the form's first paint. */
const AddressBookDrawer = lazyDialog(() => import('./address-book-drawer'), 'AddressBookDrawer');
const AddressModal = lazyComponent(() => import('./address-modal'), 'AddressModal');

/**
 * The order's shipping address (ordering §2 "Shipping address block", §4, §5) with its edit icon.
 * Without the address-book flag the icon edits this order's address; with it, it opens the address
 * book, and a save icon stores the order's typed address in the book.
 */
export function ShippingAddressBlock({ draft, context }: ShippingAddressBlockProps) {
  const { t } = useTranslation();
  const [modal, setModal] = useState<AddressModalState>(null);
  const [isBookOpen, setIsBookOpen] = useState(false);
  const hasBook = context.customer.hasAddressBook;
  // A session with a chosen ship-to adds nothing to the book (D2): the server refuses it.
  const { shipTo } = shipToOf(useSession().data);
  const address = draft.shippingAddress;
  // Only an open draft changes (D22); one being placed is shown as it is. Before the first ERP sync
  // there is no country or address to choose from yet.
  const isEditable = draft.state === 'open' && !context.isAwaitingFirstSync;

  const edit = () => (hasBook ? setIsBookOpen(true) : setModal({ mode: 'order' }));

  return (
    <Paper withBorder radius="md" p="md" h="100%">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" mb="xs">
        <Group gap="xs" wrap="nowrap">
          <IconTruckDelivery size={20} aria-hidden />
          <Title order={2} fz="h5">
            {t('shippingAddress.title')}
          </Title>
        </Group>
        <Group gap={4} wrap="nowrap">
          {hasBook && !shipTo ? (
            <SaveToBookButton draft={draft} context={context} onNeedsForm={setModal} />
          ) : null}
          <Hint label={t('shippingAddress.edit')}>
            <ActionIcon
              variant="light"
              size="lg"
              aria-label={t('shippingAddress.edit')}
              onClick={edit}
              disabled={!isEditable}
            >
              <IconPencil size={18} />
            </ActionIcon>
          </Hint>
        </Group>
      </Group>
      {address ? (
        <Stack gap={0} component="address" style={{ fontStyle: 'normal' }}>
          {addressLines(shippingAddressOf(address, context) ?? address, currentLanguage()).map(
            (line, index) => (
              <Text key={`${index}-${line}`} size="sm" fw={index === 0 ? 600 : undefined}>
                {line}
              </Text>
            ),
          )}
        </Stack>
      ) : context.isAwaitingFirstSync ? (
        <Text size="sm" c="dimmed">
          {t('placeOrder.firstSync.address')}
        </Text>
      ) : (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} p="sm">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('shippingAddress.none')}</Text>
            {isEditable ? (
              <Button size="xs" variant="white" color="yellow.9" onClick={edit}>
                {t('shippingAddress.add')}
              </Button>
            ) : null}
          </Stack>
        </Alert>
      )}
      {hasBook ? (
        <AddressBookDrawer
          opened={isBookOpen}
          draft={draft}
          context={context}
          onClose={() => setIsBookOpen(false)}
          onAdd={() => setModal({ mode: 'bookNew' })}
          onEdit={(entry) => setModal({ mode: 'bookEdit', address: entry })}
          isCovered={modal !== null}
        />
      ) : null}
      <OnceOpened isOpen={modal !== null}>
        <AddressModal
          state={modal}
          draft={draft}
          context={context}
          onClose={() => setModal(null)}
          onSaved={() => {
            setModal(null);
            setIsBookOpen(false);
          }}
        />
      </OnceOpened>
    </Paper>
  );
}

/**
 * Stores the order's typed address in the address book (POST) and links the order to the stored
 * entry. An address the book cannot take as it is (a name that is taken or too long) opens the form
 * with it, so the user corrects it instead of typing it again.
 */
function SaveToBookButton({
  draft,
  context,
  onNeedsForm,
}: {
  draft: OrderDraft;
  context: OrderingContext;
  onNeedsForm: (state: AddressModalState) => void;
}) {
  const { t } = useTranslation();
  const saveToBook = useSaveAddressBookEntry();
  const updateHeader = useUpdateDraftHeader(draft.id);
  const address = draft.shippingAddress;
  const isStored = isInAddressBook(address, context.shipToAddresses);
  const label = isStored ? t('shippingAddress.inBook') : t('shippingAddress.saveToBook');

  const save = async () => {
    if (!address) return;
    const values = addressFormValues(address, address.country);
    if (Object.keys(addressFieldProblems(values, 'book')).length > 0) {
      onNeedsForm({ mode: 'bookNew', initial: address, initialProblem: 'invalid' });
      return;
    }
    try {
      const saved = await saveToBook.mutateAsync({ id: null, entry: toAddressBookEntry(values) });
      await updateHeader.mutateAsync({
        shippingAddress: {
          addressId: saved.id,
          name: saved.name,
          street: saved.street,
          zipCode: saved.zipCode,
          city: saved.city,
          country: saved.country,
        },
      });
      notifications.show({ color: 'teal', message: t('shippingAddress.savedToBook') });
    } catch (error) {
      const problem = addressSaveProblem(error);
      if (problem === 'nameTaken')
        onNeedsForm({ mode: 'bookNew', initial: address, initialProblem: 'nameTaken' });
      else if (problem === 'rejected')
        notifications.show({ color: 'red', message: t('shippingAddress.form.bookRejected') });
      else if (isApiError(error) && error.code === 'VALIDATION_FAILED')
        onNeedsForm({ mode: 'bookNew', initial: address, initialProblem: 'invalid' });
      // ERP_UNAVAILABLE and other 5xx the app announces itself.
      else notifyError(t, error);
    }
  };

  return (
    <Hint label={address ? label : t('shippingAddress.saveToBookNone')}>
      <ActionIcon
        variant="light"
        size="lg"
        aria-label={t('shippingAddress.saveToBook')}
        onClick={() => void save()}
        loading={saveToBook.isPending || updateHeader.isPending}
        disabled={!address || isStored}
      >
        <IconDeviceFloppy size={18} />
      </ActionIcon>
    </Hint>
  );
}
