import { Alert, Group, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { IconPlugConnectedX } from '../../../components/icons';
import { notifyError } from '../../../components/notify-error';
import { useDemoErp, useSwitchDemoErp } from '../api/demo-erp';
import { SettingsSection } from './settings-section';

/**
 * Only while the portal runs on the embedded demo ERP: let it play an outage, so that what customers
 * see then (orders queued and placed when it returns, D24, D36) can be shown and tried.
 */
export function DemoErpSection() {
  const { t } = useTranslation();
  const demoErp = useDemoErp();
  const switchDemoErp = useSwitchDemoErp();
  if (!demoErp.data) return null;
  const isDown = demoErp.data.isDown;

  const setDown = (value: boolean) =>
    switchDemoErp.mutate(
      { isDown: value },
      {
        onSuccess: (state) =>
          notifications.show({
            color: state.isDown ? 'orange' : 'teal',
            message: state.isDown ? t('settings.demoErp.switchedOff') : t('settings.demoErp.switchedOn'),
          }),
        onError: (error) => notifyError(t, error),
      },
    );

  return (
    <SettingsSection title={t('settings.demoErp.title')} description={t('settings.demoErp.description')}>
      <Stack gap="sm" p="md">
        <Group justify="space-between" wrap="nowrap" gap="md">
          <Text size="sm">{t('settings.demoErp.switchLabel')}</Text>
          <Switch
            checked={isDown}
            onChange={(event) => setDown(event.currentTarget.checked)}
            disabled={switchDemoErp.isPending}
            aria-label={t('settings.demoErp.switchLabel')}
            color="orange"
          />
        </Group>
        {isDown ? (
          <Alert color="orange" icon={<IconPlugConnectedX size={18} />}>
            {t('settings.demoErp.isDownNotice')}
          </Alert>
        ) : null}
      </Stack>
    </SettingsSection>
  );
}
