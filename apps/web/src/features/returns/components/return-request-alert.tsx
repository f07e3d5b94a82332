import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmationAlert, useArrivedConfirmation } from '../../../components/confirmation-alert';
import { returnsKeys } from '../api/get-return-lines';
import { readReturnRequest } from '../lib/return-request-confirmation';

/**
 * The confirmation after a return request was submitted (ordering §4 "Return flow", D24): its number,
 * that it is being sent, or that it waits until the ERP is reachable. It comes in the router state and
 * is taken out of it at once, so a reload or a return to /returns does not confirm it a second time.
 */
export function ReturnRequestAlert() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirmation, close] = useArrivedConfirmation(readReturnRequest, () => {
    // The new request is in the lines now (the API syncs before answering): what is cached is older.
    void queryClient.invalidateQueries({ queryKey: returnsKeys.all });
  });

  if (!confirmation) return null;
  const message =
    confirmation.state === 'sent'
      ? confirmation.documentNumber !== null
        ? t('returns.confirmation.sent', { number: confirmation.documentNumber })
        : t('returns.confirmation.sentNoNumber')
      : t(`returns.confirmation.${confirmation.state}`);
  return (
    <ConfirmationAlert
      tone={confirmation.state === 'sent' ? 'done' : confirmation.state === 'failed' ? 'failed' : 'waiting'}
      onClose={close}
    >
      {message}
    </ConfirmationAlert>
  );
}
