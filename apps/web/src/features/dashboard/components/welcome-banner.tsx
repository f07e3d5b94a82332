import { Alert, Transition } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconConfetti } from '../../../components/icons';
import { clearWelcome, isWelcomePending } from '../../../lib/storage';

/** Foundations 9: the welcome banner shows 4000 ms after sign-in. */
const WELCOME_MS = 4000;

/** Greets the user once after sign-in, then disappears and is forgotten (foundations 2). */
export function WelcomeBanner({ name }: { name: string }) {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(isWelcomePending);

  useEffect(() => {
    if (!isVisible) return;
    clearWelcome();
    const timer = window.setTimeout(() => setIsVisible(false), WELCOME_MS);
    return () => window.clearTimeout(timer);
  }, [isVisible]);

  return (
    <Transition mounted={isVisible} transition="fade" duration={300}>
      {(style) => (
        <Alert
          style={style}
          color="selvedge"
          variant="light"
          icon={<IconConfetti size={20} />}
          title={t('dashboard.welcome', { name })}
          mb="lg"
          role="status"
        >
          {t('dashboard.welcomeText')}
        </Alert>
      )}
    </Transition>
  );
}
