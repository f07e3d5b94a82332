import { Alert, Box, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { StockCheckResult } from '@selvedge/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { unitName } from '../../../components/cells';
import { FavouriteStar } from '../../../components/favourite-star';
import {
  IconCalendarEvent,
  IconCircleCheck,
  IconClockHour4,
  IconInfoCircle,
  IconPackageOff,
} from '../../../components/icons';
import { formatDeliveryWeek } from '../../../lib/delivery-week';
import { formatDateTime, formatNumber } from '../../../lib/format';

interface StockCheckAnswerProps {
  result: StockCheckResult;
  /** The code or quantity changed since: the answer stays readable but dimmed, and says so. */
  isOutdated: boolean;
}

const looks = {
  direct: { color: 'teal', icon: <IconCircleCheck size={28} stroke={1.8} /> },
  week: { color: 'blue', icon: <IconCalendarEvent size={28} stroke={1.8} /> },
  incourant: { color: 'orange', icon: <IconPackageOff size={28} stroke={1.8} /> },
} as const;

/**
 * The answer of a stock check (ordering §2, D21): direct, the expected week, or incourant, with what
 * was checked, and the age of the figures when the ERP could not give newer ones.
 */
export function StockCheckAnswer({ result, isOutdated }: StockCheckAnswerProps) {
  const { t } = useTranslation();
  const { deliveryWeek } = result;
  const look = looks[deliveryWeek.kind];
  let headline: string;
  let explanation: string;
  switch (deliveryWeek.kind) {
    case 'direct':
      headline = t('stockCheck.answer.direct');
      explanation = t('stockCheck.answer.directText');
      break;
    case 'incourant':
      headline = t('stockCheck.answer.incourant');
      explanation = t('stockCheck.answer.incourantText');
      break;
    case 'week':
      headline = t('stockCheck.answer.week', { week: formatDeliveryWeek(t, deliveryWeek) });
      explanation = t('stockCheck.answer.weekText');
      break;
  }

  return (
    <Stack gap="sm">
      {isOutdated ? (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />}>
          {t('stockCheck.answer.outdated')}
        </Alert>
      ) : null}
      <Paper
        withBorder
        radius="md"
        p={{ base: 'md', sm: 'lg' }}
        data-kind={deliveryWeek.kind}
        data-outdated={isOutdated || undefined}
        aria-label={t('stockCheck.answer.label')}
        role="group"
        style={{
          borderLeft: `4px solid var(--mantine-color-${look.color}-6)`,
          opacity: isOutdated ? 0.5 : 1,
          transition: 'opacity 150ms ease',
        }}
      >
        <Stack gap="md">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon color={look.color} variant="light" size={48} radius="xl" aria-hidden>
              {look.icon}
            </ThemeIcon>
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Title order={2} fz={{ base: 18, sm: 20 }} style={{ overflowWrap: 'anywhere' }}>
                {headline}
              </Title>
              <Text size="sm" c="dimmed">
                {explanation}
              </Text>
            </Stack>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="xs">
            <Fact label={t('stockCheck.answer.product')}>
              <Text span fw={600} translate="no">
                {result.itemCode}
              </Text>
              <Text span c="dimmed" translate="no">
                {' '}
                · {result.itemName}
              </Text>{' '}
              <FavouriteStar itemCode={result.itemCode} itemName={result.itemName} />
            </Fact>
            <Fact label={t('stockCheck.answer.quantity')}>
              <Text span fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatNumber(result.quantity)}
              </Text>{' '}
              <Text span translate="no">
                {unitName(result.salesUnit)}
              </Text>
            </Fact>
          </SimpleGrid>
          {result.isStale ? (
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconClockHour4
                size={16}
                color="var(--mantine-color-dimmed)"
                aria-hidden
                style={{ flexShrink: 0, marginTop: 2 }}
              />
              <Text size="sm" c="dimmed">
                {t('stockCheck.answer.stale', { date: formatDateTime(result.asOf) })}{' '}
                {t('stockCheck.answer.staleHint')}
              </Text>
            </Group>
          ) : null}
        </Stack>
      </Paper>
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: 0.3 }}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Box>
  );
}
