import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { returnsKeys } from '../api/get-return-lines';
import { type ReturnRequestConfirmation, readReturnRequest } from '../lib/return-request-confirmation';

/**
 * The confirmation after a return request was submitted (ordering §4 "Return flow", D24): its number,
 * that it is being sent, or that it waits until the ERP is reachable. It comes in the router state and
 * is taken out of it at once, so a reload or a return to /returns does not confirm it a second time.
 */
export function ReturnRequestAlert() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirmation, setConfirmation] = useState<ReturnRequestConfirmation | null>(() =>
    readReturnRequest(location.state),
  );

  useEffect(() => {
    const arrived = readReturnRequest(location.state);
    if (!arrived) return;
    setConfirmation(arrived);
    const { pathname, search, hash } = location;
    void navigate({ pathname, search, hash }, { replace: true, state: null });
    // The new request is in the lines now (the API syncs before answering): what is cached is older.
    void queryClient.invalidateQueries({ queryKey: returnsKeys.all });
  }, [location, navigate, queryClient]);

  if (!confirmation) return null;
  const isSent = confirmation.state === 'sent';
  let message: string;
  if (confirmation.state === 'sent') {
    message =
      confirmation.documentNumber !== null
        ? t('returns.confirmation.sent', { number: confirmation.documentNumber })
        : t('returns.confirmation.sentNoNumber');
  } else {
    message = t(`returns.confirmation.${confirmation.state}`);
  }
  const isFailed = confirmation.state === 'failed';
  return (
    <Alert
      color={isSent ? 'teal' : isFailed ? 'orange' : 'blue'}
      variant="light"
      icon={
        isSent ? (
          <IconCircleCheck size={20} />
        ) : isFailed ? (
          <IconAlertTriangle size={20} />
        ) : (
          <IconClockHour4 size={20} />
        )
      }
      withCloseButton
      closeButtonLabel={t('common.close')}
      onClose={() => setConfirmation(null)}
      role="status"
      mb="lg"
    >
      {message}
    </Alert>
  );
}
