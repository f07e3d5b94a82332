import { Box, Paper, Text } from '@mantine/core';
import type { DocumentAddress } from '@selvedge/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '../lib/country-name';
import { currentLanguage } from '../lib/i18n';

/**
 * A small card of facts under a quiet uppercase title, named by it for screen readers: a document's
 * summary and addresses, an order form's header. `isFullHeight` fills its grid cell, so cards in a
 * row line up.
 */
export function InfoCard({
  title,
  isFullHeight = false,
  children,
}: {
  title: string;
  isFullHeight?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-label={title}
      h={isFullHeight ? '100%' : undefined}
    >
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb="xs" style={{ letterSpacing: 0.4 }}>
        {title}
      </Text>
      {children}
    </Paper>
  );
}

/**
 * An address as lines: name, street, postcode and city, and the country named in the reader's language
 * (lib/country-name.ts). Without an address, `emptyText` in grey.
 */
export function AddressText({ address, emptyText }: { address: DocumentAddress | null; emptyText: string }) {
  // Read through the hook so the name follows a change of language.
  useTranslation();
  if (!address) {
    return (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  }
  return (
    <Box component="address" fs="normal">
      <Text size="sm" fw={600}>
        {address.name}
      </Text>
      <Text size="sm">{address.street}</Text>
      <Text size="sm">{[address.zipCode, address.city].filter(Boolean).join(' ')}</Text>
      <Text size="sm">{countryName(address.country, currentLanguage())}</Text>
    </Box>
  );
}
