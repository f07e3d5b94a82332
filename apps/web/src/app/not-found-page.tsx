import { Button, Paper } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../components/empty-state';
import { PageHeader } from '../components/page-header';
import { useSession } from '../lib/session';

/** `isInCard`: the public frame already is a card, so the page adds none of its own. */
export function NotFoundPage({ isInCard = false }: { isInCard?: boolean }) {
  const { t } = useTranslation();
  const { data: session } = useSession();
  const content = (
    <EmptyState
      icon={<IconMapSearch size={28} stroke={1.6} />}
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
