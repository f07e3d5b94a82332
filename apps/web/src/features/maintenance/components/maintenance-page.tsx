import { Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { IconTool } from '../../../components/icons';
import { InfoButton } from '../../../components/info-button';
import { PageHeader } from '../../../components/page-header';
import { currentLanguage } from '../../../lib/i18n';
import { useMaintenance } from '../../../lib/maintenance';
import { sessionQueryOptions } from '../../../lib/session';

/** While the notice is open, the session is asked again this often: when maintenance ends, the guard lets the user back in. */
const RECHECK_MS = 20_000;

/** /Maintenance: the notice in the user's language, each language its own text (D11). */
export function MaintenancePage() {
  const { t } = useTranslation();
  const maintenance = useMaintenance();
  useQuery({ ...sessionQueryOptions, refetchInterval: RECHECK_MS });

  return (
    <>
      <PageHeader title={t('pages.maintenance')} actions={<InfoButton page="Maintenance" />} />
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} bg="orange.0">
        <Stack align="center" ta="center" gap="md" maw={620} mx="auto" py="md">
          <ThemeIcon color="orange" variant="light" size={64} radius="xl" aria-hidden>
            <IconTool size={34} stroke={1.5} />
          </ThemeIcon>
          <Title order={2} fz="h3">
            {t('maintenance.heading')}
          </Title>
          {maintenance.isPending ? (
            <Stack gap={8} w="100%" aria-busy="true">
              <Skeleton height={14} />
              <Skeleton height={14} />
              <Skeleton height={14} width="70%" mx="auto" />
            </Stack>
          ) : maintenance.isError ? (
            <ErrorState error={maintenance.error} onRetry={() => void maintenance.refetch()} />
          ) : (
            <Text size="md" style={{ whiteSpace: 'pre-line' }} data-testid="maintenance-text">
              {maintenance.data.texts[currentLanguage()]}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {t('maintenance.footer')}
          </Text>
        </Stack>
      </Paper>
    </>
  );
}
