import { Button, Group, Paper } from '@mantine/core';
import { __iconNode as arrowLeftIcon } from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import { __iconNode as lockIcon } from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
import { __iconNode as mapSearchIcon } from '@tabler/icons-react/dist/esm/icons/IconMapSearch.mjs';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../components/empty-state';
import { LightIcon } from '../components/light-icon';
import { PageHeader } from '../components/page-header';
import { useSession } from '../lib/session';

/** `isInCard`: the public frame already is a card, so the page adds none of its own. */
export function NotFoundPage({ isInCard = false }: { isInCard?: boolean }) {
  const { t } = useTranslation();
  const { data: session } = useSession();
  const content = (
    <EmptyState
      icon={<LightIcon node={mapSearchIcon} size={28} stroke={1.6} />}
      title={t('notFound.heading')}
      description={t('notFound.description')}
      action={
        <Button component={Link} to={session ? session.landing : '/login'} mt="sm">
          {session ? t('notFound.toStart') : t('notFound.toSignIn')}
        </Button>
      }
    />
  );
  return (
    <>
      <PageHeader title={t('notFound.title')} />
      {isInCard ? (
        content
      ) : (
        <Paper withBorder p="xl" radius="md">
          {content}
        </Paper>
      )}
    </>
  );
}

/**
 * A screen the signed-in user may not open (ADR-022): said in words, with the way back to where they
 * came from and to their start page, instead of a silent redirect.
 */
export function ForbiddenPage({ home }: { home: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // React Router numbers the entries of this tab's history: above 0 there is a screen to go back to.
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <>
      <PageHeader title={t('forbidden.title')} />
      <Paper withBorder p="xl" radius="md">
        <EmptyState
          icon={<LightIcon node={lockIcon} size={28} stroke={1.6} />}
          title={t('forbidden.heading')}
          description={t('forbidden.description')}
          action={
            <Group justify="center" mt="sm" gap="sm">
              {canGoBack ? (
                <Button
                  variant="default"
                  leftSection={<LightIcon node={arrowLeftIcon} size={16} />}
                  onClick={() => navigate(-1)}
                >
                  {t('forbidden.back')}
                </Button>
              ) : null}
              <Button component={Link} to={home}>
                {t('notFound.toStart')}
              </Button>
            </Group>
          }
        />
      </Paper>
    </>
  );
}
