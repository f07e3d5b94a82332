import {
  canDoUserAction,
  type SessionResponse,
  type UserAction,
  type UserRow,
  userFilterColumns,
} from '@selvedge/contracts';
import type { TFunction } from 'i18next';
import type { FilterPanelColumn } from '../../../components/filter-panel';

/**
 * The users screen's state (foundations 2 "Users", D5, D6) as pure functions, tested on their own: at
 * most one of the add/edit drawer, the password modal and the "Are you sure" dialog is open, so one
 * value says which; the page keeps only the calls to the server.
 */
export type UserDialog =
  | { kind: 'create' }
  | { kind: 'edit'; user: UserRow }
  | { kind: 'password'; user: UserRow }
  | { kind: ConfirmedAction; user: UserRow }
  | null;

/** The row actions asked "Are you sure" first. */
export type ConfirmedAction = 'activate' | 'deactivate' | 'delete' | 'resetSecondFactor';
export type Confirmation = { kind: ConfirmedAction; user: UserRow };

const confirmedActions: readonly string[] = [
  'activate',
  'deactivate',
  'delete',
  'resetSecondFactor',
] satisfies ConfirmedAction[];

export function confirmationOf(dialog: UserDialog): Confirmation | null {
  return dialog && confirmedActions.includes(dialog.kind) ? (dialog as Confirmation) : null;
}

export function drawerOf(dialog: UserDialog): { mode: 'create' } | { mode: 'edit'; user: UserRow } | null {
  if (dialog?.kind === 'create') return { mode: 'create' };
  return dialog?.kind === 'edit' ? { mode: 'edit', user: dialog.user } : null;
}

export function passwordUserOf(dialog: UserDialog): UserRow | null {
  return dialog?.kind === 'password' ? dialog.user : null;
}

/** What the actor may do to a user: D6, and no second login-as while acting as someone (D5). */
export function userActionRule(session: SessionResponse) {
  return (action: UserAction, user?: UserRow): boolean =>
    (action !== 'loginAs' || !session.realUser) && canDoUserAction(session.user, action, user);
}

/** The "Are you sure" dialog's texts for a confirmation. */
export function confirmTextsOf(t: TFunction, confirmation: Confirmation | null) {
  if (!confirmation) return { title: '', message: '', confirmLabel: '' };
  const { kind, user } = confirmation;
  if (kind === 'delete') {
    return {
      title: t('users.confirm.deleteTitle'),
      message: t('users.confirm.deleteMessage', { email: user.email }),
      confirmLabel: t('users.actions.delete'),
    };
  }
  if (kind === 'resetSecondFactor') {
    return {
      title: t('users.confirm.resetSecondFactorTitle', { email: user.email }),
      message: t('users.confirm.resetSecondFactorMessage'),
      confirmLabel: t('users.actions.resetSecondFactor'),
    };
  }
  return {
    title: t(`users.confirm.${kind}Title`, { email: user.email }),
    message: t('users.confirm.message'),
    confirmLabel: t(`users.actions.${kind}`),
  };
}

/** The filter panel's columns, with the role and language offered as lists. */
export function userFilterPanelColumns(t: TFunction): FilterPanelColumn[] {
  const optionsOf = (key: string) => {
    if (key === 'role') {
      return (['Administrator', 'Sales', 'Customer'] as const).map((role) => ({
        value: role,
        label: t(`users.roles.${role}`),
      }));
    }
    if (key === 'language') {
      return (['en', 'nl', 'de', 'fr'] as const).map((language) => ({
        value: language,
        label: t(`language.names.${language}`),
      }));
    }
    return undefined;
  };
  return userFilterColumns.map((column) => {
    const options = optionsOf(column.key);
    return { ...column, label: t(`users.filterColumns.${column.key}`), ...(options ? { options } : {}) };
  });
}
