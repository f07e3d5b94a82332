import { Group, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TwoFactorSettings } from '@selvedge/contracts';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../components/notify-error';
import { useSaveTwoFactorSettings, useTwoFactorSettings } from '../api/two-factor';
import { SettingsSection } from './settings-section';

/**
 * Two-factor sign-in (ADR-035): required for administrators and/or sales staff. A staff user without it
 * sets it up at their next sign-in; customers choose for themselves in their profile.
 */
export function TwoFactorSection() {
  const { t } = useTranslation();
  const settings = useTwoFactorSettings();
  const save = useSaveTwoFactorSettings();
  if (!settings.data) return null;
  const current = settings.data;

  const set = (change: Partial<TwoFactorSettings>) =>
    save.mutate(
      { ...current, ...change },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('settings.twoFactor.saved') }),
        onError: (error) => notifyError(t, error),
      },
    );

  const rows = [
    { key: 'requiredForAdministrators', label: t('settings.twoFactor.administrators') },
    { key: 'requiredForSales', label: t('settings.twoFactor.sales') },
  ] as const;

  return (
    <SettingsSection title={t('settings.twoFactor.title')} description={t('settings.twoFactor.description')}>
      <Stack gap="sm" p="md">
        {rows.map((row) => (
          <Group key={row.key} justify="space-between" wrap="nowrap" gap="md">
            <Text size="sm" id={`two-factor-${row.key}`}>
              {row.label}
            </Text>
            <Switch
              checked={current[row.key]}
              onChange={(event) => set({ [row.key]: event.currentTarget.checked })}
              disabled={save.isPending}
              aria-labelledby={`two-factor-${row.key}`}
            />
          </Group>
        ))}
        <Text size="xs" c="dimmed">
          {t('settings.twoFactor.customers')}
        </Text>
      </Stack>
    </SettingsSection>
  );
}
