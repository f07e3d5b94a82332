import { Alert, Button, Group, Modal, Radio, ScrollArea, Skeleton, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ShipToAddress } from '@selvedge/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { IconMapPin } from '../../../components/icons';
import { countryName } from '../../../lib/country-name';
import { errorMessage, isAnnouncedGlobally } from '../../../lib/errors';
import { currentLanguage } from '../../../lib/i18n';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useChooseShipTo } from '../api/choose-ship-to';
import { useShipToChoice } from '../api/get-ship-to';

interface ShipToDialogProps {
  opened: boolean;
  /** Absent while the choice is required: the dialog cannot be dismissed then. */
  onClose?: () => void;
  /** While the choice is required, the only other way out. */
  onSignOut?: () => void;
}

/**
 * An export customer's choice of ship-to address (foundations 2, D2): country, name, city, street
 * and postcode, the first (or the stored) address preselected; Save scopes the whole portal to it.
 */
export function ShipToDialog({ opened, onClose, onSignOut }: ShipToDialogProps) {
  const { t } = useTranslation();
  const choice = useShipToChoice(opened);
  const choose = useChooseShipTo();
  const isPhone = useIsPhone();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const addresses = choice.data?.addresses ?? [];
  const isRequired = !onClose;

  useEffect(() => {
    if (!opened || !choice.data) return;
    const stored = choice.data.addresses.find((address) => address.id === choice.data.selectedId);
    setSelectedId(stored?.id ?? choice.data.addresses[0]?.id ?? null);
  }, [opened, choice.data]);

  const save = () => {
    if (!selectedId) return;
    choose.mutate(
      { addressId: selectedId },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('shipTo.saved') });
          onClose?.();
        },
        onError: (error) => {
          if (!isAnnouncedGlobally(error))
            notifications.show({ color: 'red', message: errorMessage(t, error) });
        },
      },
    );
  };

  const rows = (
    <Radio.Group
      value={selectedId}
      onChange={setSelectedId}
      name="ship-to"
      label={<span className="visually-hidden">{t('shipTo.title')}</span>}
    >
      {isPhone ? (
        <Stack gap="xs">
          {addresses.map((address) => (
            <Radio.Card key={address.id} value={address.id} radius="md" p="sm" aria-label={labelOf(address)}>
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator mt={2} />
                <div>
                  <Text fw={600} size="sm" translate="no">
                    {address.name}
                  </Text>
                  <Text size="sm" translate="no">
                    {address.street}
                  </Text>
                  <Text size="sm">
                    <span translate="no">
                      {address.zipCode} {address.city}
                    </span>{' '}
                    · {countryName(address.country, currentLanguage())}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      ) : (
        <Table highlightOnHover verticalSpacing="sm" aria-label={t('shipTo.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <span className="visually-hidden">{t('shipTo.choose')}</span>
              </Table.Th>
              <Table.Th>{t('shipTo.country')}</Table.Th>
              <Table.Th>{t('shipTo.name')}</Table.Th>
              <Table.Th>{t('shipTo.city')}</Table.Th>
              <Table.Th>{t('shipTo.street')}</Table.Th>
              <Table.Th>{t('shipTo.zipCode')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {addresses.map((address) => (
              <Table.Tr
                key={address.id}
                onClick={() => setSelectedId(address.id)}
                style={{ cursor: 'pointer' }}
                bg={address.id === selectedId ? 'var(--mantine-primary-color-light)' : undefined}
              >
                <Table.Td>
                  <Radio value={address.id} aria-label={labelOf(address)} />
                </Table.Td>
                <Table.Td>{countryName(address.country, currentLanguage())}</Table.Td>
                {/* The addresses as the ERP keeps them: the customer's own words, not translated. */}
                <Table.Td fw={600} translate="no">
                  {address.name}
                </Table.Td>
                <Table.Td translate="no">{address.city}</Table.Td>
                <Table.Td translate="no">{address.street}</Table.Td>
                <Table.Td translate="no">{address.zipCode}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Radio.Group>
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose ?? (() => undefined)}
      withCloseButton={!isRequired}
      closeOnEscape={!isRequired}
      closeOnClickOutside={!isRequired}
      size="xl"
      fullScreen={isPhone}
      centered
      title={
        <Group gap="xs" wrap="nowrap">
          <IconMapPin size={20} aria-hidden />
          <Text fw={700}>{t('shipTo.title')}</Text>
        </Group>
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <Text size="sm" c="dimmed" mb="md">
        {isRequired ? t('shipTo.introRequired') : t('shipTo.intro')}
      </Text>
      {choice.isPending ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={40} />
          ))}
        </Stack>
      ) : choice.isError ? (
        <ErrorState error={choice.error} onRetry={() => void choice.refetch()} />
      ) : addresses.length === 0 ? (
        <Alert color="gray" variant="light">
          {t('shipTo.none')}
        </Alert>
      ) : (
        rows
      )}
      <Group justify="space-between" mt="lg" gap="sm">
        {isRequired && onSignOut ? (
          <Button variant="subtle" color="gray" onClick={onSignOut}>
            {t('shell.logout')}
          </Button>
        ) : (
          <span />
        )}
        <Group gap="sm">
          {!isRequired ? (
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
          ) : null}
          <Button onClick={save} loading={choose.isPending} disabled={!selectedId}>
            {t('common.save')}
          </Button>
        </Group>
      </Group>
    </Modal>
  );
}

function labelOf(address: ShipToAddress): string {
  return [
    address.name,
    address.street,
    `${address.zipCode} ${address.city}`,
    countryName(address.country, currentLanguage()),
  ]
    .filter((part) => part.trim())
    .join(', ');
}
