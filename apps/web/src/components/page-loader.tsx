import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** While a page's code or data arrives; takes the room the page will take, so nothing jumps. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Center mih={fullScreen ? '100dvh' : 320} role="status" aria-live="polite">
      <Loader type="dots" size="lg" />
      <LoadingLabel />
    </Center>
  );
}

/**
 * The loader above can be shown before any translation is loaded (the first paint), so the
 * label is rendered only when i18n is ready and hidden visually.
 */
function LoadingLabel() {
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  return ready ? <span className="visually-hidden">{t('common.loading')}</span> : null;
}
