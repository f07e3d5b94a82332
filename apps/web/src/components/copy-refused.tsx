import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CopyState } from '../lib/use-copy';

/**
 * What a copy button says when the browser refused the clipboard (lib/use-copy.ts): copy by hand. An
 * alert, so a screen reader says it as it appears.
 */
export function CopyRefused({ state }: { state: CopyState }) {
  const { t } = useTranslation();
  if (state !== 'refused') return null;
  return (
    <Text size="sm" c="red.8" role="alert">
      {t('common.copyRefused')}
    </Text>
  );
}
