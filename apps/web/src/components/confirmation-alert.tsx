import { Alert } from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { IconAlertTriangle, IconCircleCheck, IconClockHour4 } from './icons';

/**
 * A confirmation a screen is opened with in the router state (an approved order, a submitted return
 * request: D23, D24). It is taken out of the state at once, so a reload or a return to the screen does
 * not confirm it a second time; `onArrive` refreshes what the new document makes out of date. Returns
 * the confirmation, null once closed, and the close.
 */
export function useArrivedConfirmation<Confirmation>(
  read: (state: unknown) => Confirmation | null,
  onArrive: () => void,
): [Confirmation | null, () => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const [confirmation, setConfirmation] = useState<Confirmation | null>(() => read(location.state));
  // The latest callbacks, without making each render a new arrival.
  const latest = useRef({ read, onArrive });
  latest.current = { read, onArrive };

  useEffect(() => {
    const arrived = latest.current.read(location.state);
    if (!arrived) return;
    setConfirmation(arrived);
    const { pathname, search, hash } = location;
    void navigate({ pathname, search, hash }, { replace: true, state: null });
    latest.current.onArrive();
  }, [location, navigate]);

  return [confirmation, () => setConfirmation(null)];
}

/** How a confirmed document stands: done (it has its number), failed, or waiting for the ERP. */
export type ConfirmationTone = 'done' | 'failed' | 'waiting';

const looks = {
  done: { color: 'teal', icon: <IconCircleCheck size={20} /> },
  failed: { color: 'orange', icon: <IconAlertTriangle size={20} /> },
  waiting: { color: 'blue', icon: <IconClockHour4 size={20} /> },
} as const;

/** The confirmation above a list, until the user closes it. */
export function ConfirmationAlert({
  tone,
  onClose,
  children,
}: {
  tone: ConfirmationTone;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      color={looks[tone].color}
      variant="light"
      icon={looks[tone].icon}
      withCloseButton
      closeButtonLabel={t('common.close')}
      onClose={onClose}
      role="status"
      mb="lg"
    >
      {children}
    </Alert>
  );
}
