import { notifications } from '@mantine/notifications';
import type { UserAction, UserRow } from '@selvedge/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isAnnouncedGlobally } from '../../../lib/errors';
import { useSignedInSession } from '../../../lib/session';
import { useDeleteUser } from '../api/delete-user';
import { useStartLoginAs } from '../api/login-as';
import { useResetSecondFactor } from '../api/reset-second-factor';
import { useSetUserActive } from '../api/set-user-active';
import { confirmationOf, type UserDialog, userActionRule } from '../lib/user-dialogs';

/**
 * The users screen's open dialog and its row actions' calls: what the rules allow (D5, D6), the
 * confirmed activate, deactivate and delete, and login-as, each announcing its failure.
 */
export function useUserActions() {
  const { t } = useTranslation();
  const session = useSignedInSession();
  const [dialog, setDialog] = useState<UserDialog>(null);
  const setActive = useSetUserActive();
  const deleteUser = useDeleteUser();
  const loginAs = useStartLoginAs();
  const resetSecondFactor = useResetSecondFactor();
  const may = userActionRule(session);

  const announceFailure = (error: unknown) => {
    if (!isAnnouncedGlobally(error)) notifications.show({ color: 'red', message: errorMessage(t, error) });
  };
  const announce = (key: string, user: UserRow) => () =>
    notifications.show({ color: 'teal', message: t(key, { email: user.email }) });

  /** Does what the "Are you sure" dialog asked about, and closes it. */
  const confirm = () => {
    const confirmation = confirmationOf(dialog);
    if (!confirmation) return;
    const { kind, user } = confirmation;
    setDialog(null);
    if (kind === 'delete') {
      deleteUser.mutate(user.id, { onSuccess: announce('users.deleted', user), onError: announceFailure });
    } else if (kind === 'resetSecondFactor') {
      resetSecondFactor.mutate(user.id, {
        onSuccess: announce('users.secondFactorReset', user),
        onError: announceFailure,
      });
    } else {
      setActive.mutate(
        { id: user.id, isActive: kind === 'activate' },
        { onSuccess: announce(`users.${kind}d`, user), onError: announceFailure },
      );
    }
  };

  return {
    dialog,
    open: setDialog,
    close: () => setDialog(null),
    may,
    /** A row's button stays visible when not allowed, greyed, and says why. */
    rowAction: (action: UserAction, user: UserRow, label: string) => ({
      label,
      color: 'gray',
      disabledReason: may(action, user) ? undefined : t('users.notAllowed', { action: label }),
    }),
    confirm,
    loginAs: (user: UserRow) => loginAs.mutate(user.id, { onError: announceFailure }),
    isLoggingInAs: (user: UserRow) => loginAs.isPending && loginAs.variables === user.id,
  };
}
