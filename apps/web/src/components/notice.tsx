import { Alert, type AlertProps } from '@mantine/core';
import { type Icon, IconAlertTriangle } from './icons';

/**
 * How a notice stands: a problem (red) or a warning (orange) is announced at once; a done (teal) is
 * read out politely.
 */
export type NoticeTone = 'problem' | 'warning' | 'done';

const looks = {
  problem: { color: 'red', role: 'alert' },
  warning: { color: 'orange', role: 'alert' },
  done: { color: 'teal', role: 'status' },
} as const;

interface NoticeProps extends Omit<AlertProps, 'color' | 'icon' | 'variant'> {
  tone: NoticeTone;
  /**
   * The warning triangle unless told: a done notice names its own (a tick, a letter), which keeps that
   * icon out of the code every page before sign-in loads.
   */
  icon?: Icon;
  /** 18 beside a form's fields; a notice that stands for the whole page has 20. */
  iconSize?: number;
}

/** A light notice in the tone's colour, icon and live-region role. */
export function Notice({ tone, icon, iconSize = 18, children, ...alert }: NoticeProps) {
  const look = looks[tone];
  const Glyph = icon ?? IconAlertTriangle;
  return (
    <Alert color={look.color} variant="light" icon={<Glyph size={iconSize} />} role={look.role} {...alert}>
      {children}
    </Alert>
  );
}
