import type { HelpPage } from '@selvedge/contracts';
import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../components/coming-soon-page';

/** A route of a later issue: its translated title, its info button, a friendly note. */
export function ComingSoonRoute({
  titleKey,
  helpPage,
}: {
  titleKey: string;
  helpPage?: HelpPage | undefined;
}) {
  const { t } = useTranslation();
  return <ComingSoonPage title={t(`pages.${titleKey}`)} {...(helpPage ? { helpPage } : {})} />;
}
