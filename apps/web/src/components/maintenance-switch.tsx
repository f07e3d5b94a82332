import { Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSwitchMaintenance } from '../lib/maintenance';
import { ConfirmDialog } from './confirm-dialog';
import { notifyError } from './notify-error';

interface MaintenanceSwitchProps {
  /** The state on screen: the settings' maintenance query or the dashboard's work queue. */
  isEnabled: boolean;
}

/**
 * The maintenance switch of the settings screen and the dashboard (administration 4), sent at once.
 * Switching on locks customers out, so it is confirmed first; switching off is not.
 */
export function MaintenanceSwitch({ isEnabled }: MaintenanceSwitchProps) {
  const { t } = useTranslation();
  const switchMaintenance = useSwitchMaintenance();
  const [isConfirming, setIsConfirming] = useState(false);

  const setEnabled = (enabled: boolean) => {
    setIsConfirming(false);
    switchMaintenance.mutate(
      { enabled },
      {
        onSuccess: (state) =>
          notifications.show({
            color: state.enabled ? 'orange' : 'teal',
            title: state.enabled ? t('dashboard.maintenanceOnTitle') : t('dashboard.maintenanceOffTitle'),
            message: state.enabled ? t('dashboard.maintenanceOnText') : t('dashboard.maintenanceOffText'),
          }),
        onError: (error) => notifyError(t, error),
      },
    );
  };

  return (
    <>
      <Switch
        size="md"
        color="orange"
        checked={isEnabled}
        disabled={switchMaintenance.isPending}
        aria-label={t('dashboard.maintenanceSwitch')}
        onChange={(event) => (event.currentTarget.checked ? setIsConfirming(true) : setEnabled(false))}
      />
      <ConfirmDialog
        opened={isConfirming}
        title={t('dashboard.maintenanceConfirmTitle')}
        message={t('dashboard.maintenanceConfirmText')}
        confirmLabel={t('dashboard.maintenanceConfirm')}
        onConfirm={() => setEnabled(true)}
        onCancel={() => setIsConfirming(false)}
        isDanger
      />
    </>
  );
}
