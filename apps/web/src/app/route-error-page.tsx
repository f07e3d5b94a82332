import { Button, Center, Container, Paper } from '@mantine/core';
import { __iconNode as moodSadIcon } from '@tabler/icons-react/dist/esm/icons/IconMoodSad.mjs';
import { __iconNode as refreshIcon } from '@tabler/icons-react/dist/esm/icons/IconRefresh.mjs';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/empty-state';
import { LightIcon } from '../components/light-icon';

/**
 * Shown when a screen fails to render. The most common cause is a new release replacing the
 * chunks an open tab still points to; a reload fixes that.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const isStaleRelease =
    error instanceof TypeError && /dynamically imported module|import/i.test(error.message);
  return (
    <Center mih="100dvh" p="md">
      <Container size={480} w="100%">
        <Paper withBorder p="xl" radius="lg" role="alert">
          <EmptyState
            icon={<LightIcon node={moodSadIcon} size={28} stroke={1.6} />}
            title={isStaleRelease ? t('routeError.newVersionTitle') : t('routeError.title')}
            description={isStaleRelease ? t('routeError.newVersionDescription') : t('routeError.description')}
            action={
              <Button
                mt="sm"
                leftSection={<LightIcon node={refreshIcon} size={16} />}
                onClick={() => window.location.reload()}
              >
                {t('routeError.reload')}
              </Button>
            }
          />
        </Paper>
      </Container>
    </Center>
  );
}
