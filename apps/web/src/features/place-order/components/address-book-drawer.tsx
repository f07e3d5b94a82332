import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Drawer,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { OrderDraft, OrderingContext, ShipToAddress } from '@selvedge/contracts';
import { useIsFetching } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { Hint } from '../../../components/hint';
import { IconAddressBook, IconPencil, IconPlus } from '../../../components/icons';
import { notifyError } from '../../../components/notify-error';
import { countryName } from '../../../lib/country-name';
import { currentLanguage } from '../../../lib/i18n';
import { shipToOf, useSession } from '../../../lib/session';
import { placeOrderKeys, useUpdateDraftHeader } from '../api/draft';

interface AddressBookDrawerProps {
  opened: boolean;
  draft: OrderDraft;
  context: OrderingContext;
  onClose: () => void;
  onAdd: () => void;
  onEdit: (address: ShipToAddress) => void;
  /**
   * The address modal is open above the slide-in: Escape is the modal's then. Mantine closes every
   * open overlay on Escape (a window listener each), which would close the list under the modal too.
   */
  isCovered: boolean;
}

/** ordering §2 "Sample order screen": the address list panel is at most 520 px high. */
const LIST_MAX_HEIGHT = 520;

/**
 * The address book slide-in (ordering §2 "Shipping address list slide-in", §4): Add new, and the
 * customer's saved addresses, each with an edit icon; choosing one makes it the order's address.
 * A session with a chosen ship-to lists and edits only that address and adds none (D2): the
 * server refuses a new one there, so the button is not offered.
 */
export function AddressBookDrawer({
  opened,
  draft,
  context,
  onClose,
  onAdd,
  onEdit,
  isCovered,
}: AddressBookDrawerProps) {
  const { t } = useTranslation();
  const { shipTo } = shipToOf(useSession().data);
  const updateHeader = useUpdateDraftHeader(draft.id);
  const [usingId, setUsingId] = useState<string | null>(null);
  // The list is the context's: it is asked again after every save to the book.
  const isReloading = useIsFetching({ queryKey: placeOrderKeys.context }) > 0;
  const addresses = context.shipToAddresses;
  const currentId = draft.shippingAddress?.addressId ?? null;

  const use = (address: ShipToAddress) => {
    if (usingId) return;
    setUsingId(address.id);
    updateHeader.mutate(
      {
        shippingAddress: {
          addressId: address.id,
          name: address.name,
          street: address.street,
          zipCode: address.zipCode,
          city: address.city,
          country: address.country,
        },
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('shippingAddress.saved') });
          onClose();
        },
        onError: (error) => notifyError(t, error),
        onSettled: () => setUsingId(null),
      },
    );
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      closeOnEscape={!isCovered}
      position="right"
      size="md"
      padding="lg"
      title={
        <Group gap="xs" wrap="nowrap">
          <IconAddressBook size={22} aria-hidden />
          <Title order={2} fz="h3">
            {t('shippingAddress.book.title')}
          </Title>
          {isReloading ? <Loader size="xs" aria-label={t('common.loading')} /> : null}
        </Group>
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" style={{ flex: 1, minWidth: 180 }}>
            {shipTo
              ? t('shippingAddress.book.introShipTo', { name: shipTo.name })
              : t('shippingAddress.book.intro')}
          </Text>
          {shipTo ? null : (
            <Button leftSection={<IconPlus size={16} />} onClick={onAdd}>
              {t('shippingAddress.book.addNew')}
            </Button>
          )}
        </Group>
        {addresses.length === 0 ? (
          <EmptyState
            compact
            icon={<IconAddressBook size={22} stroke={1.6} />}
            title={t('shippingAddress.book.emptyTitle')}
            description={t('shippingAddress.book.emptyText')}
          />
        ) : (
          <ScrollArea.Autosize mah={LIST_MAX_HEIGHT} type="auto" offsetScrollbars>
            <Stack
              component="ul"
              gap="xs"
              m={0}
              p={0}
              aria-label={t('shippingAddress.book.title')}
              style={{ listStyle: 'none' }}
            >
              {addresses.map((address) => (
                <AddressRow
                  key={address.id}
                  address={address}
                  countryLabel={countryName(address.country, currentLanguage())}
                  isCurrent={address.id === currentId}
                  isUsing={usingId === address.id}
                  isBusy={usingId !== null}
                  onUse={() => use(address)}
                  onEdit={() => onEdit(address)}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Drawer>
  );
}

function AddressRow({
  address,
  countryLabel,
  isCurrent,
  isUsing,
  isBusy,
  onUse,
  onEdit,
}: {
  address: ShipToAddress;
  countryLabel: string;
  isCurrent: boolean;
  isUsing: boolean;
  isBusy: boolean;
  onUse: () => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      // A click anywhere on the row uses it; the keyboard has the row's own button.
      onClick={onUse}
      style={{ cursor: isBusy ? 'progress' : 'pointer' }}
      bg={isCurrent ? 'var(--mantine-primary-color-light)' : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Box style={{ minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            <Text fw={600} size="sm">
              {address.name}
            </Text>
            {isCurrent ? (
              <Badge size="xs" variant="light" radius="sm" tt="none">
                {t('shippingAddress.book.current')}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm">{address.street}</Text>
          <Text size="sm">
            {address.zipCode} {address.city}
          </Text>
          <Text size="sm" c="dimmed">
            {countryLabel}
          </Text>
        </Box>
        <Hint label={t('shippingAddress.book.edit')}>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t('shippingAddress.book.editNamed', { name: address.name })}
            onClick={(event) => {
              event.stopPropagation();
              onEdit();
            }}
          >
            <IconPencil size={18} />
          </ActionIcon>
        </Hint>
      </Group>
      <Button
        mt="xs"
        size="xs"
        variant={isCurrent ? 'subtle' : 'light'}
        loading={isUsing}
        disabled={isBusy && !isUsing}
        aria-label={t('shippingAddress.book.useNamed', { name: address.name })}
        onClick={(event) => {
          event.stopPropagation();
          onUse();
        }}
      >
        {t('shippingAddress.book.use')}
      </Button>
    </Paper>
  );
}
