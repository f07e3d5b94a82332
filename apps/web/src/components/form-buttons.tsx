import { Button, Group, type GroupProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FormButtonsProps extends Omit<GroupProps, 'children'> {
  onCancel: () => void;
  /** The save in flight: its button shows it is busy. */
  isPending: boolean;
  /** The submit button's label; Save unless the form says what it does. */
  submitLabel?: string;
  submitIcon?: ReactNode;
  isSubmitDisabled?: boolean;
}

/**
 * The end of a form: Cancel, then its submit button, busy while it saves. The form's own spacing comes
 * as the group's props (a modal's form leaves room above it, the users' forms set the buttons closer).
 */
export function FormButtons({
  onCancel,
  isPending,
  submitLabel,
  submitIcon,
  isSubmitDisabled,
  ...group
}: FormButtonsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" {...group}>
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={isPending} disabled={isSubmitDisabled} leftSection={submitIcon}>
        {submitLabel ?? t('common.save')}
      </Button>
    </Group>
  );
}
