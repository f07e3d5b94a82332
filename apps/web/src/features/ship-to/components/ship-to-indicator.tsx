import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ShipToAddress } from '@selvedge/contracts';
import { useTranslation } from 'react-i18next';
import { Hint } from '../../../components/hint';
import { IconMapPin, IconPencil } from '../../../components/icons';
import { fetchAhead } from '../../../lib/lazy-component';
import { LazyShipToDialog } from './lazy-ship-to-dialog';

/** The header's reminder of the chosen ship-to address, and the way to change it (D2). */
export function ShipToIndicator({ shipTo }: { shipTo: ShipToAddress }) {
  const { t } = useTranslation();
  const [isOpen, dialog] = useDisclosure(false);
  const prefetch = () => fetchAhead(LazyShipToDialog);
  const place = [shipTo.name, shipTo.city].filter(Boolean).join(', ');
  const label = t('shipTo.change', { address: place });
  return (
    <>
      <Hint label={label}>
        <UnstyledButton
          onClick={dialog.open}
          onPointerEnter={prefetch}
          onFocus={prefetch}
          aria-label={label}
          px={8}
          py={4}
          className="selvedge-hoverable"
          style={{ borderRadius: 'var(--mantine-radius-md)', flexShrink: 0 }}
        >
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={20} stroke={1.7} color="var(--mantine-primary-color-filled)" aria-hidden />
            {/* On a phone the header has room for the pin only; its name tells the address. */}
            <Text size="sm" fw={500} truncate maw={{ sm: 160, md: 260 }} visibleFrom="sm">
              {place}
            </Text>
            <Box visibleFrom="sm" style={{ display: 'flex' }}>
              <IconPencil size={14} stroke={1.6} color="var(--mantine-color-dimmed)" aria-hidden />
            </Box>
          </Group>
        </UnstyledButton>
      </Hint>
      <LazyShipToDialog opened={isOpen} onClose={dialog.close} />
    </>
  );
}
