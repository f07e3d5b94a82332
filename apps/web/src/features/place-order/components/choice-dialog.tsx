import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ChoiceDialogProps {
  opened: boolean;
  title: string;
  message: string;
  yesLabel: string;
  noLabel: string;
  onYes: () => void;
  /** Also Escape and the close button: "no" is the answer that changes nothing. */
  onNo: () => void;
  isYesPending?: boolean;
  isDanger?: boolean;
}

/**
 * A yes/no question with both answers spelled out ("Yes, delete the product" / "No, go back"), where
 * "Cancel" would be unclear. "No" has the focus, so an Enter changes nothing.
 */
export function ChoiceDialog({
  opened,
  title,
  message,
  yesLabel,
  noLabel,
  onYes,
  onNo,
  isYesPending = false,
  isDanger = false,
}: ChoiceDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onNo}
      title={title}
      centered
      // Above the drawer it is asked from (Mantine's overlays share one z-index by default).
      zIndex={310}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onNo} data-autofocus>
          {noLabel}
        </Button>
        <Button color={isDanger ? 'red' : undefined} onClick={onYes} loading={isYesPending}>
          {yesLabel}
        </Button>
      </Group>
    </Modal>
  );
}
