import { Alert } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IconClockHour4 } from '../../components/icons';
import { useSignedInSession } from '../../lib/session';

/**
 * A new install during its first ERP sync: every screen says its data is still coming instead of
 * showing empty lists as if there were none (the session asks again every few seconds meanwhile,
 * lib/session.ts). When the sync has finished, every answer is asked again, so the lists fill.
 */
export function FirstSyncBanner() {
  const { t } = useTranslation();
  const { isAwaitingFirstSync } = useSignedInSession();
  const queryClient = useQueryClient();
  const wasAwaiting = useRef(isAwaitingFirstSync);
  useEffect(() => {
    if (wasAwaiting.current && !isAwaitingFirstSync) void queryClient.invalidateQueries();
    wasAwaiting.current = isAwaitingFirstSync;
  }, [isAwaitingFirstSync, queryClient]);
  if (!isAwaitingFirstSync) return null;
  return (
    <Alert color="blue" variant="light" icon={<IconClockHour4 size={20} />} role="status" mb="md" radius="md">
      {t('shell.firstSync')}
    </Alert>
  );
}
