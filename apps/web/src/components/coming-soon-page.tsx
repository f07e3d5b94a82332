import { Paper } from '@mantine/core';
import type { HelpPage } from '@selvedge/contracts';
import { IconHourglassHigh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';
import { InfoButton } from './info-button';
import { PageHeader } from './page-header';

interface ComingSoonPageProps {
  title: string;
  helpPage?: HelpPage;
}

/** A screen of a later release: it exists in the menu and at its address, and says so kindly. */
export function ComingSoonPage({ title, helpPage }: ComingSoonPageProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} actions={helpPage ? <InfoButton page={helpPage} /> : null} />
      <Paper withBorder p="xl" radius="md">
        <EmptyState
          icon={<IconHourglassHigh size={28} stroke={1.6} />}
          title={t('comingSoon.title')}
          description={t('comingSoon.description')}
        />
      </Paper>
    </>
  );
}
