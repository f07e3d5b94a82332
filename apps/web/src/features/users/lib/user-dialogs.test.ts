import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { sessionOf } from '../../../testing/sessions';
import { userRowOf } from '../../../testing/users';
import {
  confirmationOf,
  confirmTextsOf,
  drawerOf,
  passwordUserOf,
  type UserDialog,
  userActionRule,
  userFilterPanelColumns,
} from './user-dialogs';

const customer = userRowOf();

/** A translation that shows its key and values, so the tests see which text is asked for. */
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction;

describe('the users screen’s one open dialog', () => {
  it('opens the drawer to add or edit, the password modal, or an "Are you sure" — one at a time', () => {
    const dialogs: UserDialog[] = [
      null,
      { kind: 'create' },
      { kind: 'edit', user: customer },
      { kind: 'password', user: customer },
      { kind: 'deactivate', user: customer },
    ];
    expect(
      dialogs.map((dialog) => [drawerOf(dialog), passwordUserOf(dialog), confirmationOf(dialog)]),
    ).toEqual([
      [null, null, null],
      [{ mode: 'create' }, null, null],
      [{ mode: 'edit', user: customer }, null, null],
      [null, customer, null],
      [null, null, { kind: 'deactivate', user: customer }],
    ]);
  });

  it('asks "Are you sure" with the delete texts, or the activate and deactivate ones', () => {
    expect(confirmTextsOf(t, null)).toEqual({ title: '', message: '', confirmLabel: '' });
    expect(confirmTextsOf(t, { kind: 'delete', user: customer })).toEqual({
      title: 'users.confirm.deleteTitle',
      message: 'users.confirm.deleteMessage {"email":"anna@example.test"}',
      confirmLabel: 'users.actions.delete',
    });
    expect(confirmTextsOf(t, { kind: 'activate', user: customer })).toEqual({
      title: 'users.confirm.activateTitle {"email":"anna@example.test"}',
      message: 'users.confirm.message',
      confirmLabel: 'users.actions.activate',
    });
  });
});

describe('what the actor may do (D5, D6)', () => {
  it('lets a Sales user log in as a customer, but not a second time while acting', () => {
    expect(userActionRule(sessionOf({ role: 'Sales' }))('loginAs', customer)).toBe(true);
    expect(userActionRule(sessionOf({ role: 'Sales', isActing: true }))('loginAs', customer)).toBe(false);
    expect(userActionRule(sessionOf({ role: 'Sales' }))('edit', customer)).toBe(false);
    expect(userActionRule(sessionOf({ role: 'Administrator' }))('edit', customer)).toBe(true);
  });
});

describe('the filter panel’s columns', () => {
  it('offers roles and languages as lists, the other columns as they are', () => {
    const columns = userFilterPanelColumns(t);
    expect(columns.find((column) => column.key === 'role')?.options?.map((option) => option.value)).toEqual([
      'Administrator',
      'Sales',
      'Customer',
    ]);
    expect(columns.find((column) => column.key === 'language')?.options).toHaveLength(4);
    expect(columns.find((column) => column.key === 'email')).toEqual({
      key: 'email',
      kind: 'text',
      label: 'users.filterColumns.email',
    });
  });
});
