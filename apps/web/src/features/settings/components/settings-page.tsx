import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { DemoErpSection } from './demo-erp-section';
import { ExcludedItemGroupsSection } from './excluded-item-groups-section';
import { LetterheadSection } from './letterhead-section';
import { MaintenanceSection } from './maintenance-section';
import { NotificationEmailsSection } from './notification-emails-section';
import { TermsOfDeliverySection } from './terms-of-delivery-section';
import { TwoFactorSection } from './two-factor-section';

/**
 * /settings (administration 2): notification e-mails, terms of delivery, excluded groups, the statement
 * of account's letterhead, two-factor sign-in (ADR-035), maintenance;
 * with the demo ERP also its outage switch.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.settings')} description={t('settings.subtitle')} />
      <Stack gap="xl">
        <NotificationEmailsSection />
        <TermsOfDeliverySection />
        <ExcludedItemGroupsSection />
        <LetterheadSection />
        <TwoFactorSection />
        <MaintenanceSection />
        <DemoErpSection />
      </Stack>
    </>
  );
}
