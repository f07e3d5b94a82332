import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The end of the users' forms (the user drawer, the set-password modal): Cancel, then Save, pending while saving. */
export function CancelSaveButtons({ onCancel, isSaving }: { onCancel: () => void; isSaving: boolean }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={isSaving}>
        {t('common.save')}
      </Button>
    </Group>
  );
}
