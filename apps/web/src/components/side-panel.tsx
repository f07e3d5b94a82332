import { Drawer, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../lib/use-is-phone';

interface SidePanelProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** Its width beside the page; on a phone it takes the whole screen. */
  size: 'lg' | 'xl';
  /** False while the panel asks a question of its own, which Escape then answers instead. */
  closeOnEscape?: boolean;
  children: ReactNode;
}

/**
 * A panel that slides in from the right to help fill in the item modal's or stock check's form: the
 * item search, the wall calculator, a pattern's widths. It stands above the item modal it is opened
 * from (a modal's layer is 200), which stays open underneath.
 */
export function SidePanel({ opened, onClose, title, size, closeOnEscape = true, children }: SidePanelProps) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={isPhone ? '100%' : size}
      zIndex={300}
      closeOnEscape={closeOnEscape}
      title={
        <Text fw={700} size="lg" component="span">
          {title}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {children}
    </Drawer>
  );
}
